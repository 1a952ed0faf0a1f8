import Foundation
import LayoutShot

/// A container laid out by a ``Layout``: its size, its subviews' places and its spacing are the
/// layout's answers.
final class LayoutProtocolNode<L: Layout>: LayoutNode {
  let layout: L
  private lazy var subviews = LayoutSubviews(children)
  private lazy var cache: L.Cache = layout.makeCache(subviews: subviews)

  init(layout: L, kind: String, children: [LayoutNode]) {
    self.layout = layout
    super.init(kind: kind, children: children)
  }

  override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
    layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
  }

  override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize) {
    layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    // A subview the layout does not place is centred in the bounds at its ideal size (SwiftUI's
    // rule), so that it still has a frame.
    for child in children where !child.isPlaced {
      let size = child.sizeThatFits(.unspecified)
      child.place(
        in: CGRect(
          x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2, width: size.width,
          height: size.height),
        proposal: .unspecified)
    }
  }

  override var spacing: ViewSpacing { layout.spacing(subviews: subviews, cache: &cache) }

  override func explicitAlignment(_ key: AlignmentKey, size: CGSize) -> CGFloat? {
    let bounds = CGRect(origin: .zero, size: size)
    if key.axis == .horizontal {
      return layout.explicitAlignment(
        of: HorizontalAlignment(key.type), in: bounds, proposal: ProposedViewSize(size), subviews: subviews,
        cache: &cache)
    }
    return layout.explicitAlignment(
      of: VerticalAlignment(key.type), in: bounds, proposal: ProposedViewSize(size), subviews: subviews,
      cache: &cache)
  }

  override func emit(into parent: Emission) {
    let inner = parent.add(LayoutShot.View(), for: self)
    for child in children { child.emit(into: inner) }
  }
}
