/// The chevron of a list row that leads somewhere (UIKit's disclosure indicator and outline
/// disclosure, SwiftUI's `NavigationLink` and `DisclosureGroup`): an outline of about the size of
/// the SF Symbol `chevron.forward` that UIKit draws, two 2-point strokes meeting at the tip,
/// pointing trailing or, when expanded, down (Documentation/CollectionViews.md#accessories).
///
/// ```swift
/// view.drawing = Drawing(DisclosureChevron.elements(centredAt: .fraction(0.5), color: .tertiaryLabel))
/// ```
package enum DisclosureChevron {
  /// The chevron's width in points, pointing trailing.
  package static let width: Double = 8
  /// The chevron's height in points, pointing trailing.
  package static let height: Double = 13

  /// The polygon of the chevron centred at `x` across and halfway down, in `color`.
  package static func elements(centredAt x: Drawing.Length, expanded: Bool = false, color: Color)
    -> [Drawing.Element]
  {
    let corners: [(Double, Double)] = [(-3, -6.5), (-1, -6.5), (4, 0), (-1, 6.5), (-3, 6.5), (2, 0)]
    let turned = corners.map { expanded ? (-$0.1, $0.0) : ($0.0, $0.1) }
    let points = turned.map {
      Drawing.Point(x: .fraction(x.fraction, plus: x.points + $0.0), y: .fraction(0.5, plus: $0.1))
    }
    return [.polygon(points, color: color)]
  }
}
