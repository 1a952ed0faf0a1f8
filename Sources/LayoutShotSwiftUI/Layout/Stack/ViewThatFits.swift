import Foundation
import LayoutShot

/// The first of several views whose ideal size fits the proposal on the constrained axes, else
/// the last: SwiftUI's `ViewThatFits` (Documentation/SwiftUILayout.md#viewthatfits).
///
/// ```swift
/// ViewThatFits(in: .horizontal) {
///   HStack { Text("Uploading"); ProgressBar() }
///   ProgressBar()
/// }
/// ```
public struct ViewThatFits<Content: View> {
  let axes: Axis.Set
  let content: Content

  /// A view showing the first of `content`'s views that fits along `axes`.
  public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
    self.axes = axes
    self.content = content()
  }

  public typealias Body = Never
}

extension ViewThatFits: PrimitiveView {
  func makeNodes(in context: ResolveContext) -> [LayoutNode] {
    [ViewThatFitsNode(axes: axes, candidates: context.nodes(of: content))]
  }
}

/// A view-that-fits's node: it lays out the candidate it chose for the proposal.
final class ViewThatFitsNode: LayoutNode {
  let axes: Axis.Set
  let candidates: [LayoutNode]

  init(axes: Axis.Set, candidates: [LayoutNode]) {
    self.axes = axes
    self.candidates = candidates
    super.init(kind: "ViewThatFits")
  }

  /// The candidate shown for `proposal`.
  func choice(_ proposal: ProposedViewSize) -> LayoutNode? {
    let fits = { (node: LayoutNode) -> Bool in
      let ideal = node.sizeThatFits(.unspecified)
      let widthFits = !self.axes.contains(.horizontal) || proposal.width.map { ideal.width <= $0 } ?? true
      let heightFits = !self.axes.contains(.vertical) || proposal.height.map { ideal.height <= $0 } ?? true
      return widthFits && heightFits
    }
    return candidates.first(where: fits) ?? candidates.last
  }

  override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
    choice(proposal)?.sizeThatFits(proposal) ?? .zero
  }

  override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize) {
    guard let chosen = choice(proposal) else { return }
    children = [chosen]
    chosen.place(in: bounds, proposal: proposal)
  }

  /// The chosen view, in a view of its own when the view-that-fits is named, so that the name
  /// finds it.
  override func emit(into parent: Emission) {
    guard identifier != nil else { return super.emit(into: parent) }
    let inner = parent.add(LayoutShot.View(), for: self)
    for child in children { child.emit(into: inner) }
  }
}

extension ViewThatFits: View {}
