import Foundation

/// A view that grows into the safe area: what `.ignoresSafeArea(_:edges:)` and
/// `.edgesIgnoringSafeArea(_:)` apply (Documentation/SwiftUILayout.md#safe-area).
///
/// The parent lays the view out as usual; when it is placed, on each ignored edge that lies on
/// (or beyond) the edge of a safe area of the ignored regions, the view grows out to that
/// area's bounds and is proposed the larger size.
public struct _SafeAreaRegionsIgnoringLayout: ViewModifier {
  /// The regions ignored.
  public var regions: SafeAreaRegions
  /// The edges ignored.
  public var edges: Edge.Set

  public typealias Body = Never
}

extension _SafeAreaRegionsIgnoringLayout: PrimitiveModifier {
  func makeNodes(content: (ResolveContext) -> [LayoutNode], in context: ResolveContext) -> [LayoutNode] {
    content(context).map { SafeAreaIgnoringNode(child: $0, regions: regions, edges: edges) }
  }
}

/// The node of a view that ignores the safe area.
final class SafeAreaIgnoringNode: UnaryNode {
  let regions: SafeAreaRegions
  let edges: Edge.Set

  init(child: LayoutNode, regions: SafeAreaRegions, edges: Edge.Set) {
    self.regions = regions
    self.edges = edges
    super.init(kind: "ignoresSafeArea", child: child)
  }

  override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize) {
    let reach = safeArea.insets(reaching: bounds, regions: regions)
    let grown = EdgeInsets(
      top: edges.contains(.top) ? reach.top : 0, leading: edges.contains(.leading) ? reach.leading : 0,
      bottom: edges.contains(.bottom) ? reach.bottom : 0,
      trailing: edges.contains(.trailing) ? reach.trailing : 0)
    let childProposal = ProposedViewSize(
      width: proposal.width.map { $0 + grown.total(along: .horizontal) },
      height: proposal.height.map { $0 + grown.total(along: .vertical) })
    let size = child.sizeThatFits(childProposal)
    child.place(
      in: CGRect(
        x: bounds.minX - grown.leading, y: bounds.minY - grown.top, width: size.width, height: size.height),
      proposal: childProposal)
  }
}

extension View {
  /// Lets the view grow into the safe area of `regions` on `edges`, where it reaches the safe
  /// area's edge.
  ///
  /// ```swift
  /// ZStack {
  ///   Color.blue.ignoresSafeArea()
  ///   Text("Welcome")
  /// }
  /// ```
  public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
    modifier(_SafeAreaRegionsIgnoringLayout(regions: regions, edges: edges))
  }

  /// Lets the view grow into every safe area on `edges` (the older form of
  /// ``View/ignoresSafeArea(_:edges:)``).
  ///
  /// ```swift
  /// Color.black.edgesIgnoringSafeArea(.all)
  /// ```
  @available(iOS, deprecated: 100000.0, message: "Use ignoresSafeArea(_:edges:) instead.")
  public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View {
    modifier(_SafeAreaRegionsIgnoringLayout(regions: .all, edges: edges))
  }
}
