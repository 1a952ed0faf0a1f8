import Foundation

/// A view at its ideal size on some axes, whatever it is proposed: what `.fixedSize(horizontal:vertical:)`
/// applies (Documentation/SwiftUILayout.md#fixedsize).
public struct _FixedSizeLayout: ViewModifier {
  let horizontal: Bool
  let vertical: Bool

  public typealias Body = Never
}

extension _FixedSizeLayout: PrimitiveModifier {
  func makeNodes(content: (ResolveContext) -> [LayoutNode], in context: ResolveContext) -> [LayoutNode] {
    content(context).map { FixedSizeNode(child: $0, horizontal: horizontal, vertical: vertical) }
  }
}

/// A fixed-size view's node: the child is proposed `nil` on the fixed axes.
final class FixedSizeNode: UnaryNode {
  let horizontal: Bool
  let vertical: Bool

  init(child: LayoutNode, horizontal: Bool, vertical: Bool) {
    self.horizontal = horizontal
    self.vertical = vertical
    super.init(kind: "fixedSize", child: child)
  }

  override func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
    ProposedViewSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
  }
}

extension View {
  /// The view at its ideal size on both axes.
  ///
  /// ```swift
  /// Text("A long title that must not wrap").fixedSize()
  /// ```
  public func fixedSize() -> some View { fixedSize(horizontal: true, vertical: true) }

  /// The view at its ideal size on the axes given, proposed as usual on the others.
  ///
  /// ```swift
  /// Text(longDescription).fixedSize(horizontal: false, vertical: true)  // never truncated
  /// ```
  public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
    modifier(_FixedSizeLayout(horizontal: horizontal, vertical: vertical))
  }
}
