import Foundation

/// Children on top of each other, aligned on both axes: the layout of `ZStack`
/// (Documentation/SwiftUILayout.md#zstack-overlay-and-background).
///
/// Every child is proposed the stack's proposal; the stack is as large as the union of its
/// highest-priority children, aligned.
///
/// ```swift
/// ZStackLayout(alignment: .bottomTrailing) { Avatar(); StatusDot() }
/// ```
public struct ZStackLayout: Layout {
  /// Where the children line up.
  public var alignment: Alignment

  /// A layout that stacks its children on top of each other.
  public init(alignment: Alignment = .center) { self.alignment = alignment }

  /// Each child's frame with the stack's top-leading corner at the origin, and the stack's size.
  private func frames(_ proposal: ProposedViewSize, subviews: Subviews) -> (frames: [CGRect], size: CGSize) {
    guard !subviews.isEmpty else { return ([], .zero) }
    let frames = subviews.map { subview -> CGRect in
      let dimensions = subview.dimensions(in: proposal)
      return CGRect(
        x: -dimensions[alignment.horizontal], y: -dimensions[alignment.vertical], width: dimensions.width,
        height: dimensions.height)
    }
    let top = subviews.map(\.priority).max() ?? 0
    let sizing = subviews.indices.filter { subviews[$0].priority == top }.map { frames[$0] }
    let union = sizing.dropFirst().reduce(sizing[0]) { $0.union($1) }
    return (frames.map { $0.offsetBy(dx: -union.minX, dy: -union.minY) }, union.size)
  }

  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    frames(proposal, subviews: subviews).size
  }

  public func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    for (subview, frame) in zip(subviews, frames(proposal, subviews: subviews).frames) {
      subview.place(at: CGPoint(x: bounds.minX + frame.minX, y: bounds.minY + frame.minY), proposal: proposal)
    }
  }
}
