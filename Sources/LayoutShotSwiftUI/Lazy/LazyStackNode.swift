import Foundation
import LayoutShot

/// A lazy stack's node: its views one after the other as a `VStack` or `HStack` lays them out,
/// the stack filling the length it is proposed across its axis, its views lined up in that length
/// by the stack's guide (Documentation/SwiftUILazyStacks.md#lazy-stacks).
final class LazyStackNode: LayoutNode {
  let axis: Axis
  let alignment: AlignmentKey
  private lazy var algorithm = StackAlgorithm(
    axis: axis, alignment: alignment, spacing: fixedSpacing, subviews: LayoutSubviews(children))
  /// The space between neighbours; `nil` for each pair's own preference.
  private let fixedSpacing: CGFloat?

  init(kind: String, axis: Axis, alignment: AlignmentKey, spacing: CGFloat?, children: [LayoutNode]) {
    self.axis = axis
    self.alignment = alignment
    fixedSpacing = spacing
    super.init(kind: kind, children: children)
  }

  /// The stack's size: its views' along the axis; across, the length proposed (unless its views
  /// need more), as if framed with an infinite maximum.
  override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
    let content = algorithm.size(proposal)
    guard let across = proposal[axis.other], across.isFinite else { return content }
    return CGSize(content[axis], along: axis, minor: max(content[axis.other], across))
  }

  /// The views as a stack of their own thickness, lined up in the bounds by the stack's guide.
  override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize) {
    var placing = proposal
    placing[axis.other] = bounds.size[axis.other]
    let content = algorithm.size(placing)
    let contentGuide =
      algorithm.explicitAlignment(alignment, size: content) ?? ViewDimensions(size: content)[alignment]
    let shift = ViewDimensions(size: bounds.size)[alignment] - contentGuide
    let offset = CGPoint(0, along: axis, minor: shift)
    algorithm.place(
      in: CGRect(origin: CGPoint(x: bounds.minX + offset.x, y: bounds.minY + offset.y), size: content),
      proposal: placing)
  }

  override var spacing: ViewSpacing { algorithm.outerSpacing }

  override func emit(into parent: Emission) {
    let inner = parent.add(LayoutShot.View(), for: self)
    for child in children { child.emit(into: inner) }
  }
}
