import Foundation

extension LayoutNode {
  /// `nodes` as one node: the node itself when there is one, else a `ZStack` of them lined up by
  /// `alignment` — the implicit stack SwiftUI puts several views in where it expects one (an
  /// overlay's or background's views, a safe-area inset's, a geometry reader's content).
  static func implicitZStack(_ nodes: [LayoutNode], alignment: Alignment = .center) -> LayoutNode {
    nodes.count == 1
      ? nodes[0]
      : LayoutProtocolNode(layout: ZStackLayout(alignment: alignment), kind: "ZStack", children: nodes)
  }
}

extension LayoutNode {
  /// `nodes` as one node: the node itself when there is one, else a `VStack` of them — the
  /// implicit stack of a hosting root's or a scroll view's several views.
  static func implicitVStack(_ nodes: [LayoutNode]) -> LayoutNode {
    nodes.count == 1 ? nodes[0] : LayoutProtocolNode(layout: VStackLayout(), kind: "VStack", children: nodes)
  }
}
