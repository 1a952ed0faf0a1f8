import LayoutShot

/// The shapes of the system accessories, drawn centred on a point of a cell
/// (`Documentation/CollectionViews.md#accessories`): UIKit draws SF Symbols (`chevron.forward`,
/// `checkmark`, `info.circle`, `minus.circle.fill`, `plus.circle.fill`, `circle`,
/// `line.3.horizontal`, `chevron.up.chevron.down`); these are outlines of about their size.
enum AccessoryGlyph {
  /// The glyph's width in points, for an accessory reserving its `actual` width.
  static func width(of kind: UICellAccessory.Kind) -> CGFloat {
    switch kind {
    case .disclosureIndicator, .outlineDisclosure: CGFloat(DisclosureChevron.width)
    case .checkmark: 14
    case .popUpMenu: 9
    case .detail, .delete, .insert, .multiselect: 22
    case .reorder: 18
    case .label, .customView: 0
    }
  }

  /// The elements drawing the glyph of `kind` centred at `x` across and halfway down, in `tint`
  /// (and `fill` for the circled controls); `expanded` turns an outline disclosure's chevron down
  /// and `selected` fills a multiselect circle.
  static func elements(
    _ kind: UICellAccessory.Kind, at x: Drawing.Length, tint: UIColor, fill: UIColor, expanded: Bool,
    selected: Bool
  ) -> [Drawing.Element] {
    func point(_ dx: Double, _ dy: Double) -> Drawing.Point {
      Drawing.Point(x: .fraction(x.fraction, plus: x.points + dx), y: .fraction(0.5, plus: dy))
    }
    func circle(_ diameter: Double) -> Drawing.Placement {
      .centered(x: x, y: .fraction(0.5), width: diameter, height: diameter)
    }
    func bar(width: Double, height: Double, dy: Double = 0) -> Drawing.Placement {
      .centered(x: x, y: .fraction(0.5, plus: dy), width: width, height: height)
    }
    let tintColor = tint.layoutShotColor
    switch kind {
    case .disclosureIndicator, .outlineDisclosure:
      return DisclosureChevron.elements(centredAt: x, expanded: expanded, color: tintColor)
    case .checkmark:
      let tick = [point(-7, 0), point(-5, -2), point(-2, 2), point(5, -6), point(7, -4), point(-2, 6)]
      return [.polygon(tick, color: tintColor)]
    case .popUpMenu:
      let up = [point(-4.5, -2), point(0, -7), point(4.5, -2), point(3, -1), point(0, -4.5), point(-3, -1)]
      let down = [point(-4.5, 2), point(0, 7), point(4.5, 2), point(3, 1), point(0, 4.5), point(-3, 1)]
      return [.polygon(up, color: tintColor), .polygon(down, color: tintColor)]
    case .detail:
      return [
        .stroke(circle(22), cornerRadius: .infinity, width: 1.5, color: tintColor),
        .fill(bar(width: 2, height: 8, dy: 2), cornerRadius: 1, color: tintColor),
        .fill(bar(width: 2.5, height: 2.5, dy: -5), cornerRadius: .infinity, color: tintColor),
      ]
    case .delete, .insert:
      var elements: [Drawing.Element] = [
        .fill(circle(22), cornerRadius: .infinity, color: fill.layoutShotColor),
        .fill(bar(width: 11, height: 2), cornerRadius: 1, color: tintColor),
      ]
      if case .insert = kind {
        elements.append(.fill(bar(width: 2, height: 11), cornerRadius: 1, color: tintColor))
      }
      return elements
    case .multiselect:
      guard selected else {
        return [.stroke(circle(22), cornerRadius: .infinity, width: 1.5, color: tintColor)]
      }
      let white = UIColor.white.layoutShotColor
      let tick = [point(-6, 0), point(-4, -2), point(-2, 1), point(4, -5), point(6, -3), point(-2, 5)]
      return [
        .fill(circle(22), cornerRadius: .infinity, color: fill.layoutShotColor), .polygon(tick, color: white),
      ]
    case .reorder:
      return [-5.0, 0, 5].map {
        .fill(bar(width: 18, height: 1.5, dy: $0), cornerRadius: 0, color: tintColor)
      }
    case .label, .customView:
      return []
    }
  }
}
