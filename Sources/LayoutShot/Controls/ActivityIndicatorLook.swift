/// How a spinning activity indicator looks at rest (`UIActivityIndicatorView`, SwiftUI's
/// indeterminate `ProgressView`): eight round-ended spokes fading round a circle
/// (Documentation/Controls.md#activity-indicator).
///
/// iOS 26 draws it as iOS 18 does (Documentation/Controls.md#ios-26).
///
/// ```swift
/// let look = ActivityIndicatorLook(edition: .classic)
/// view.drawing = look.drawing(isLarge: false)
/// ```
package struct ActivityIndicatorLook: ControlLook, Hashable {
  /// The side of the medium indicator's square.
  package let mediumSide: Double
  /// The side of the large indicator's square.
  package let largeSide: Double
  /// The spokes' colour, unless the app sets one: a grey, lighter in dark mode.
  package let color: Color
  /// The spokes' opacities at rest, in 255ths, from the top clockwise.
  package let spokeAlphas: [Int]

  /// The look of `edition`'s indicator.
  package init(edition: ControlEdition) {
    switch edition {
    case .classic, .liquidGlass:
      mediumSide = 20
      largeSide = 37
      // Flutter's `_kActiveTickColor`.
      color = Color(light: Color(hex: "#3C3C44") ?? .black, dark: Color(hex: "#EBEBF5") ?? .white)
      spokeAlphas = [47, 47, 47, 47, 72, 97, 122, 147]
    }
  }

  /// The side of the indicator's square: 20 points, 37 when large.
  package func side(isLarge: Bool) -> Double { isLarge ? largeSide : mediumSide }

  /// The radius of the circle the spokes fill: 10 points for the medium indicator, 17.5 for the
  /// large one.
  package func spokeRadius(isLarge: Bool) -> Double { isLarge ? 17.5 : 10 }

  /// The indicator drawn centred in its bounds, its spokes in `color` (the look's by default).
  package func drawing(isLarge: Bool, color: Color? = nil) -> Drawing {
    let radius = spokeRadius(isLarge: isLarge)
    let circle = Drawing.Placement.centered(
      x: .fraction(0.5), y: .fraction(0.5), width: 2 * radius, height: 2 * radius)
    // Every 45° clockwise from the top, written out so that no platform's sine differs.
    let diagonal = 2.0.squareRoot() / 2
    let directions = [
      (0, -1), (diagonal, -diagonal), (1, 0), (diagonal, diagonal), (0, 1), (-diagonal, diagonal), (-1, 0),
      (-diagonal, -diagonal),
    ]
    let spokeColor = color ?? self.color
    let spokes = zip(directions, spokeAlphas).map { along, alpha -> Drawing.Element in
      .path(
        Self.spoke(along: along, radius: radius), in: circle, color: spokeColor.faded(to: Double(alpha) / 255)
      )
    }
    return Drawing(spokes)
  }

  /// One spoke pointing along `along` (a unit vector, y down) in a circle of `radius`: a capsule
  /// `radius / 5` wide from `radius / 3` to `radius` from the centre, in the circle's unit square.
  private static func spoke(along: (Double, Double), radius: Double) -> Path {
    // Across the spoke: the direction turned a quarter clockwise.
    let across = (-along.1, along.0)
    let half = radius / 10
    // A quarter circle's control points lie 4/3 (√2 − 1) of the radius along the tangents.
    let control = 4.0 / 3 * (2.0.squareRoot() - 1) * half
    func point(_ distance: Double, _ offset: Double) -> Point {
      Point(
        x: 0.5 + (along.0 * distance + across.0 * offset) / (2 * radius),
        y: 0.5 + (along.1 * distance + across.1 * offset) / (2 * radius))
    }
    let inner = radius / 3 + half, outer = radius - half
    var path = Path()
    path.move(to: point(inner, half))
    path.line(to: point(outer, half))
    path.cubic(to: point(radius, 0), control1: point(outer + control, half), control2: point(radius, control))
    path.cubic(
      to: point(outer, -half), control1: point(radius, -control), control2: point(outer + control, -half))
    path.line(to: point(inner, -half))
    path.cubic(
      to: point(radius / 3, 0), control1: point(inner - control, -half), control2: point(radius / 3, -control)
    )
    path.cubic(
      to: point(inner, half), control1: point(radius / 3, control), control2: point(inner - control, half))
    path.close()
    return path
  }
}
