import Foundation
import LayoutShot

/// A scroll view's node: it lays its content out with no proposal along the scrolling axes and
/// emits a core scroll view whose content size is the content's, so that the whole-content extent
/// grows the screen by what does not fit (Documentation/SwiftUILists.md#whole-content).
final class ScrollNode: LayoutNode, ScrollingNode {
  let axes: Axis.Set
  /// The content margins (`.contentMargins(_:_:for:)`), around the content inside the safe area.
  let margins: EdgeInsets
  private var content: LayoutNode { children[0] }
  /// The size of the scrolled content with its insets, set when placed.
  private(set) var contentSize = CGSize.zero

  init(axes: Axis.Set, content: LayoutNode, margins: EdgeInsets) {
    self.axes = axes
    self.margins = margins
    super.init(kind: "ScrollView", children: [content])
  }

  /// The edges a scroll view along `axes` grows into the safe area on.
  static func scrollingEdges(of axes: Axis.Set) -> Edge.Set {
    var edges: Edge.Set = []
    if axes.contains(.vertical) { edges.formUnion(.vertical) }
    if axes.contains(.horizontal) { edges.formUnion(.horizontal) }
    return edges
  }

  /// What the content is proposed when the scroll view has `size` (or is proposed it) and its
  /// content is inset by `insets`: nothing along the scrolling axes, the rest across them.
  private func contentProposal(_ proposal: ProposedViewSize, insets: EdgeInsets) -> ProposedViewSize {
    ProposedViewSize(
      width: axes.contains(.horizontal)
        ? nil : proposal.width.map { max($0 - insets.total(along: .horizontal), 0) },
      height: axes.contains(.vertical)
        ? nil : proposal.height.map { max($0 - insets.total(along: .vertical), 0) })
  }

  override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
    let fitted = content.sizeThatFits(contentProposal(proposal, insets: margins))
    let width = fitted.width + margins.total(along: .horizontal)
    let height = fitted.height + margins.total(along: .vertical)
    return CGSize(
      width: axes.contains(.horizontal) ? proposal.width ?? width : width,
      height: axes.contains(.vertical) ? proposal.height ?? height : height)
  }

  /// The content at rest: at the top and leading edges, inset by the margins and the safe area
  /// inside the scroll view, centred across a scrolling axis it does not fill.
  override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize) {
    let insets = margins.adding(safeArea.unsafeInsets(in: bounds, regions: .container))
    let childProposal = contentProposal(ProposedViewSize(bounds.size), insets: insets)
    let size = content.sizeThatFits(childProposal)
    let available = CGSize(
      width: bounds.width - insets.total(along: .horizontal),
      height: bounds.height - insets.total(along: .vertical))
    let x = axes.contains(.horizontal) ? 0 : (available.width - size.width) / 2
    let y = axes.contains(.vertical) ? 0 : (available.height - size.height) / 2
    content.place(
      in: CGRect(
        x: bounds.minX + insets.leading + x, y: bounds.minY + insets.top + y, width: size.width,
        height: size.height),
      proposal: childProposal)
    contentSize = CGSize(
      width: axes.contains(.horizontal) ? size.width + insets.total(along: .horizontal) : bounds.width,
      height: axes.contains(.vertical) ? size.height + insets.total(along: .vertical) : bounds.height)
  }

  override func emit(into parent: Emission) {
    let inner = parent.addScrollView(for: self)
    content.emit(into: inner)
  }
}
