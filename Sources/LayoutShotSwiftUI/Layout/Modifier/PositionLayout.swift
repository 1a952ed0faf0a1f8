import Foundation

/// A view centred on a point of its parent's space: what `.position(_:)` applies.
///
/// It takes the whole proposal (10 points on an axis proposed `nil`).
public struct _PositionLayout: ViewModifier {
  let position: CGPoint

  public typealias Body = Never
}

extension _PositionLayout: PrimitiveModifier {
  func makeNodes(content: (ResolveContext) -> [LayoutNode], in context: ResolveContext) -> [LayoutNode] {
    content(context).map { PositionNode(child: $0, position: position) }
  }
}

/// A positioned view's node.
final class PositionNode: UnaryNode {
  let position: CGPoint

  init(child: LayoutNode, position: CGPoint) {
    self.position = position
    super.init(kind: "position", child: child)
  }

  override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
    proposal.replacingUnspecifiedDimensions()
  }

  override func childFrame(in size: CGSize, proposal: ProposedViewSize) -> CGRect {
    let childSize = child.sizeThatFits(proposal)
    return CGRect(
      x: position.x - childSize.width / 2, y: position.y - childSize.height / 2, width: childSize.width,
      height: childSize.height)
  }
}

extension View {
  /// The view centred at `position` in its parent's space, taking all the space proposed.
  ///
  /// ```swift
  /// Circle().frame(width: 20, height: 20).position(x: 40, y: 40)
  /// ```
  public func position(_ position: CGPoint) -> some View { modifier(_PositionLayout(position: position)) }

  /// The view centred at (`x`, `y`) in its parent's space.
  public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View { position(CGPoint(x: x, y: y)) }
}
