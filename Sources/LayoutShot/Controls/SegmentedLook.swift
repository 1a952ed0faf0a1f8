/// How a segmented control looks (`UISegmentedControl`, SwiftUI's segmented `Picker`).
///
/// A grey rounded plate, the selected segment on a raised white plate, hairline dividers between
/// the others (Documentation/Controls.md#segmented-control). The titles are each face's own
/// text, placed in ``segmentPlaces(widths:)`` inset by ``titlePadding``. The Liquid Glass control
/// is a capsule with a capsule thumb 2 points in, no dividers, and heavier titles
/// (Documentation/Controls.md#ios-26).
///
/// ```swift
/// let look = SegmentedLook(edition: .liquidGlass)
/// let places = look.segmentPlaces(widths: [60, 60, 60])
/// view.drawing = Drawing(look.elements(places: places, selectedIndex: 1))
/// ```
package struct SegmentedLook: ControlLook, Hashable {
  /// The control's height.
  package let height: Double
  /// The space either side of a segment's content.
  package let segmentPadding: Double
  /// The background's and the selected plate's corner radii, and the plate's inset.
  package let cornerRadius: Double, plateRadius: Double, plateInset: Double
  /// The space between a title and its segment's sides.
  package let titlePadding: Double
  /// The dividers' width, and how far they stop short of the top and bottom edges.
  package let dividerWidth: Double, dividerInset: Double
  /// Whether hairline dividers are drawn between unselected segments (they keep their width in
  /// the layout either way).
  package let drawsDividers: Bool
  /// Whether the selected plate is Liquid Glass's lens at rest (glass's faint shadow) rather than
  /// the classic raised plate with its ring and two shadows.
  package let hasGlassPlate: Bool
  /// The selected plate's colour unless the app sets one: white in light, #636366 (classic) or
  /// #5A5A5F (Liquid Glass) in dark.
  package let plateColor: Color
  /// The dividers' colour: #8E8E93 at 30 %.
  package let dividerColor: Color
  /// The background's colour.
  package let backgroundColor: Color
  /// The point size of the titles.
  package let titleSize: Double
  /// The weight of an unselected title: regular (classic), medium (Liquid Glass).
  package let titleWeight: FontWeight
  /// The weight of the selected title: medium (classic), semibold (Liquid Glass).
  package let selectedTitleWeight: FontWeight
  /// The opacity of a disabled segment's title.
  package let disabledTitleOpacity: Double

  /// The look of `edition`'s segmented control.
  package init(edition: ControlEdition) {
    height = 32
    segmentPadding = 9
    plateInset = 2
    titlePadding = 4
    dividerWidth = 1
    dividerInset = 7
    dividerColor = Color(red255: 0x8E, green: 0x8E, blue: 0x93, alpha: 0.3)
    backgroundColor = .tertiarySystemFill
    titleSize = 13
    disabledTitleOpacity = 0.3
    switch edition {
    case .classic:
      cornerRadius = 8
      plateRadius = 7
      drawsDividers = true
      hasGlassPlate = false
      plateColor = Color(light: .white, dark: Color(red255: 0x63, green: 0x63, blue: 0x66))
      titleWeight = .regular
      selectedTitleWeight = .medium
    case .liquidGlass:
      cornerRadius = .infinity
      plateRadius = .infinity
      drawsDividers = false
      hasGlassPlate = true
      plateColor = Color(light: .white, dark: Color(red255: 0x5A, green: 0x5A, blue: 0x5F))
      titleWeight = .medium
      selectedTitleWeight = .semibold
    }
  }

  /// Each segment's place across the bounds: the width left by the dividers, shared in
  /// proportion to `widths` (the segments' intrinsic widths), with a divider's width after each
  /// segment but the last.
  package func segmentPlaces(widths: [Double]) -> [(x: Drawing.Length, width: Drawing.Length)] {
    let total = widths.reduce(0, +)
    let shares = total > 0 ? widths.map { $0 / total } : widths.map { _ in 1 / Double(widths.count) }
    let dividers = Double(max(widths.count - 1, 0)) * dividerWidth
    var start = 0.0
    return shares.enumerated().map { index, share in
      defer { start += share }
      return (
        x: .fraction(start, plus: Double(index) * dividerWidth - start * dividers),
        width: .fraction(share, plus: -share * dividers)
      )
    }
  }

  /// The background, the selected segment's plate (in `plateColor`, the look's by default) with
  /// its shadows (and ring, classic), and the dividers not beside it (classic), for segments at
  /// `places`.
  package func elements(
    places: [(x: Drawing.Length, width: Drawing.Length)], selectedIndex: Int, plateColor: Color? = nil
  ) -> [Drawing.Element] {
    var elements: [Drawing.Element] = [.fill(.bounds, cornerRadius: cornerRadius, color: backgroundColor)]
    if places.indices.contains(selectedIndex) {
      let place = places[selectedIndex]
      let inset = plateInset
      let plate = Drawing.Placement(
        x: .fraction(place.x.fraction, plus: place.x.points + inset), y: .points(inset),
        width: .fraction(place.width.fraction, plus: place.width.points - 2 * inset),
        height: .fraction(1, plus: -2 * inset))
      let ring = Drawing.Placement(
        x: .fraction(plate.x.fraction, plus: plate.x.points - 0.5), y: .points(inset - 0.5),
        width: .fraction(plate.width.fraction, plus: plate.width.points + 1),
        height: .fraction(1, plus: 1 - 2 * inset))
      let fill = plateColor ?? self.plateColor
      if hasGlassPlate {
        elements += GlassMaterial(.regular, tint: fill).elements(plate, cornerRadius: plateRadius)
      } else {
        elements += [
          .boxShadow(plate, cornerRadius: plateRadius, opacity: 0.12, down: 3, blurRadius: 8),
          .boxShadow(plate, cornerRadius: plateRadius, opacity: 0.04, down: 3, blurRadius: 1),
          .fill(ring, cornerRadius: plateRadius + 0.5, color: Color(white: 0, alpha: 0.04)),
          .fill(plate, cornerRadius: plateRadius, color: fill),
        ]
      }
    }
    guard drawsDividers else { return elements }
    for index in places.indices.dropFirst() where index != selectedIndex && index - 1 != selectedIndex {
      let divider = Drawing.Placement(
        x: .fraction(places[index].x.fraction, plus: places[index].x.points - dividerWidth),
        y: .points(dividerInset), width: .points(dividerWidth),
        height: .fraction(1, plus: -2 * dividerInset))
      elements.append(.fill(divider, cornerRadius: 0, color: dividerColor))
    }
    return elements
  }
}
