import Foundation
import LayoutShot

/// A segmented picker's control: equal segments across the width offered (each as wide as the
/// widest title plus 9 points a side when none is), 32 high, drawn from the shared segmented
/// look, each title centred in its segment (Documentation/SwiftUIControls.md#picker).
final class SegmentedNode: LayoutNode {
  /// The shared look of segmented controls.
  static var look: SegmentedLook { .current }

  private let selectedIndex: Int?

  init(titles: [LayoutNode], selectedIndex: Int?) {
    self.selectedIndex = selectedIndex
    super.init(kind: "Picker", children: titles)
  }

  /// The width of the dividers between the segments.
  private var dividers: CGFloat { CGFloat(max(children.count - 1, 0) * Int(Self.look.dividerWidth)) }

  override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
    let widest = children.map { $0.sizeThatFits(.unspecified).width }.max() ?? 0
    let ideal = CGFloat(children.count) * (widest + 2 * CGFloat(Self.look.segmentPadding)) + dividers
    return CGSize(width: proposal.width ?? ideal, height: CGFloat(Self.look.height))
  }

  override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize) {
    guard !children.isEmpty else { return }
    let look = Self.look
    let segment = (bounds.width - dividers) / CGFloat(children.count)
    let inset = CGFloat(look.titlePadding)
    for (index, title) in children.enumerated() {
      let start = bounds.minX + CGFloat(index) * (segment + CGFloat(look.dividerWidth))
      let offer = ProposedViewSize(width: max(segment - 2 * inset, 0), height: bounds.height)
      let size = title.sizeThatFits(offer)
      let origin = CGPoint(
        x: start + (segment - size.width) / 2, y: bounds.minY + (bounds.height - size.height) / 2)
      title.place(in: CGRect(origin: origin, size: size), proposal: offer)
    }
  }

  override func emit(into parent: Emission) {
    let view = LayoutShot.View()
    let inner = parent.add(view, for: self)
    let look = Self.look
    let places = look.segmentPlaces(widths: Array(repeating: 1, count: children.count))
    view.drawing = Drawing(look.elements(places: places, selectedIndex: selectedIndex ?? -1))
    for title in children { title.emit(into: inner) }
  }
}
