import Foundation

/// A frame with minimum, ideal and maximum lengths around a view: what
/// `.frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)` applies
/// (Documentation/SwiftUILayout.md#flexible-frames).
public struct _FlexFrameLayout: ViewModifier {
  let width: FlexLengths
  let height: FlexLengths
  let alignment: Alignment

  public typealias Body = Never
}

/// The minimum, ideal and maximum lengths of a flexible frame on one axis, normalised as SwiftUI
/// normalises them: a negative minimum is 0, the ideal at least the minimum, the maximum at
/// least the ideal (so a minimum above the maximum wins).
struct FlexLengths {
  let min: CGFloat?
  let ideal: CGFloat?
  let max: CGFloat?

  init(min: CGFloat?, ideal: CGFloat?, max: CGFloat?) {
    let low = min.map { Swift.max($0, 0) }
    let ideal = ideal.map { value in low.map { Swift.max(value, $0) } ?? value }
    let floor = ideal ?? low
    self.min = low
    self.ideal = ideal
    self.max = max.map { value in floor.map { Swift.max(value, $0) } ?? value }
  }

  /// Whether no length is given on this axis.
  var isUnbounded: Bool { min == nil && ideal == nil && max == nil }

  /// What the child is proposed on this axis for `proposed`: the proposal (the ideal when none),
  /// kept within the minimum and maximum.
  func childProposal(_ proposed: CGFloat?) -> CGFloat? {
    guard let length = proposed ?? ideal else { return nil }
    return clamp(length)
  }

  /// The frame's length for `proposed` when the child chose `childLength`.
  func length(proposed: CGFloat?, child childLength: CGFloat) -> CGFloat {
    if proposed == nil, let ideal { return ideal }
    switch (min, max) {
    case (let low?, let high?): return Swift.min(Swift.max(proposed ?? childLength, low), high)
    case (let low?, nil): return Swift.max(Swift.min(proposed ?? childLength, childLength), low)
    case (nil, let high?): return Swift.min(Swift.max(proposed ?? childLength, childLength), high)
    case (nil, nil): return childLength
    }
  }

  private func clamp(_ length: CGFloat) -> CGFloat {
    var result = length
    if let max { result = Swift.min(result, max) }
    if let min { result = Swift.max(result, min) }
    return result
  }
}

extension _FlexFrameLayout: PrimitiveModifier {
  func makeNodes(content: (ResolveContext) -> [LayoutNode], in context: ResolveContext) -> [LayoutNode] {
    content(context).map { FlexFrameNode(child: $0, width: width, height: height, alignment: alignment) }
  }
}

/// A flexible frame's node.
final class FlexFrameNode: UnaryNode {
  let width: FlexLengths
  let height: FlexLengths
  let alignment: Alignment

  init(child: LayoutNode, width: FlexLengths, height: FlexLengths, alignment: Alignment) {
    self.width = width
    self.height = height
    self.alignment = alignment
    super.init(kind: "frame", child: child)
  }

  override func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
    ProposedViewSize(
      width: width.childProposal(proposal.width), height: height.childProposal(proposal.height))
  }

  override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
    let size = child.sizeThatFits(childProposal(proposal))
    return CGSize(
      width: width.length(proposed: proposal.width, child: size.width),
      height: height.length(proposed: proposal.height, child: size.height))
  }

  override func childFrame(in size: CGSize, proposal: ProposedViewSize) -> CGRect {
    let childSize = child.sizeThatFits(ProposedViewSize(size))
    return Self.aligned(child, size: childSize, in: size, by: alignment)
  }

  /// A flexible frame proposes its own size to the child when it places it.
  override func placementProposal(size: CGSize, proposal: ProposedViewSize) -> ProposedViewSize {
    ProposedViewSize(size)
  }

  /// The view's spacing, but a plain view's on the axes the frame bounds
  /// (Documentation/SwiftUILayout.md#default-spacing).
  override var spacing: ViewSpacing {
    child.spacing.reset([width.isUnbounded ? [] : .horizontal, height.isUnbounded ? [] : .vertical])
  }
}

extension View {
  /// A frame whose width and height lie between their minimum and maximum: the proposal when it
  /// lies between them, the ideal length for an ideal-size proposal, the view's own length on an
  /// axis with neither.
  ///
  /// ```swift
  /// Text("Continue").frame(maxWidth: .infinity)           // as wide as proposed
  /// Color.blue.frame(minHeight: 44, idealHeight: 60)
  /// ```
  public func frame(
    minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil,
    idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center
  ) -> some View {
    modifier(
      _FlexFrameLayout(
        width: FlexLengths(min: minWidth, ideal: idealWidth, max: maxWidth),
        height: FlexLengths(min: minHeight, ideal: idealHeight, max: maxHeight), alignment: alignment))
  }
}
