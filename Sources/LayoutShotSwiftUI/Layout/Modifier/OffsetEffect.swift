import Foundation

/// A view drawn moved, its layout unchanged: what `.offset(_:)` applies.
public struct _OffsetEffect: ViewModifier {
  let offset: CGSize

  public typealias Body = Never
}

extension _OffsetEffect: PrimitiveModifier {
  func makeNodes(content: (ResolveContext) -> [LayoutNode], in context: ResolveContext) -> [LayoutNode] {
    content(context).map { OffsetNode(child: $0, offset: offset) }
  }
}

/// An offset view's node: its size is the child's; the child is placed moved by the offset.
final class OffsetNode: UnaryNode {
  let offset: CGSize

  init(child: LayoutNode, offset: CGSize) {
    self.offset = offset
    super.init(kind: "offset", child: child)
  }

  override func childFrame(in size: CGSize, proposal: ProposedViewSize) -> CGRect {
    CGRect(origin: CGPoint(x: offset.width, y: offset.height), size: child.sizeThatFits(proposal))
  }

  /// An offset moves the view right by `offset.width` in either layout direction.
  override var unmirroredShift: CGFloat { offset.width }
}

extension View {
  /// The view drawn `offset` away from where its layout puts it; the layout around it is
  /// unchanged.
  ///
  /// ```swift
  /// Circle().frame(width: 12, height: 12).offset(x: 4, y: -4)
  /// ```
  public func offset(_ offset: CGSize) -> some View { modifier(_OffsetEffect(offset: offset)) }

  /// The view drawn `x` and `y` points away from where its layout puts it.
  public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View { offset(CGSize(width: x, height: y)) }
}
