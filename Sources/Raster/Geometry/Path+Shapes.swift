extension Path {
  /// The distance of a cubic Bézier's control points from a quarter circle's ends, as a fraction
  /// of the radius: 4/3·(√2 − 1), the usual choice (radial error below 0.03 % of the radius).
  static let circleControlFraction = 0.552_284_749_830_793_4

  /// A rectangle with its top-left corner at (`x`, `y`), drawn clockwise on screen.
  public static func rect(x: Double, y: Double, width: Double, height: Double) -> Path {
    var path = Path()
    path.addRect(x: x, y: y, width: width, height: height)
    return path
  }

  /// A rectangle with circular corners, one radius per corner, drawn clockwise on screen.
  ///
  /// Each radius is clamped to 0...min(width, height)/2 as `CALayer.cornerRadius` is (see
  /// `CornerRadii.clamped(width:height:)`); each corner is a quarter circle made of one cubic
  /// Bézier. (For UIKit's `.continuous` corner curve, use `Path(roundedRect:)` with a
  /// `RoundedRect` whose `cornerCurve` is `.continuous`.)
  ///
  /// ```swift
  /// let card = Path.roundedRect(x: 16, y: 120, width: 361, height: 88, radii: CornerRadii(12))
  /// ```
  public static func roundedRect(
    x: Double, y: Double, width: Double, height: Double, radii: CornerRadii
  ) -> Path {
    var path = Path()
    path.addRoundedRect(x: x, y: y, width: width, height: height, radii: radii)
    return path
  }

  /// An ellipse inscribed in the rectangle (a circle in a square), drawn clockwise on screen.
  public static func ellipse(x: Double, y: Double, width: Double, height: Double) -> Path {
    var path = Path()
    path.addCorners(
      x: x, y: y, width: width, height: height,
      radii: [
        (width / 2, height / 2), (width / 2, height / 2), (width / 2, height / 2), (width / 2, height / 2),
      ],
      counterClockwise: false)
    return path
  }

  /// The ring a border of `lineWidth` draws inside a rounded rectangle, as a `CALayer` border:
  /// the outer rounded rectangle and, reversed, the inner one (inset by `lineWidth`, each radius
  /// reduced by `lineWidth`).
  ///
  /// It fills the same with either `FillRule`.
  ///
  /// ```swift
  /// let border = Path.border(x: 0, y: 0, width: 100, height: 40, radii: CornerRadii(8), lineWidth: 1)
  /// ```
  public static func border(
    x: Double, y: Double, width: Double, height: Double, radii: CornerRadii, lineWidth: Double
  ) -> Path {
    var path = roundedRect(x: x, y: y, width: width, height: height, radii: radii)
    let inset = max(min(lineWidth, min(width, height) / 2), 0)
    let innerWidth = width - 2 * inset
    let innerHeight = height - 2 * inset
    guard innerWidth > 0, innerHeight > 0 else { return path }
    path.addRoundedRect(
      x: x + inset, y: y + inset, width: innerWidth, height: innerHeight,
      radii: radii.clamped(width: width, height: height).inset(by: inset), counterClockwise: true)
    return path
  }

  /// Adds a rectangle contour, clockwise on screen (y down).
  public mutating func addRect(x: Double, y: Double, width: Double, height: Double) {
    move(toX: x, y: y)
    line(toX: x + width, y: y)
    line(toX: x + width, y: y + height)
    line(toX: x, y: y + height)
    close()
  }

  /// Adds a rounded rectangle contour (see ``roundedRect(x:y:width:height:radii:)``), clockwise
  /// on screen, or counter-clockwise to cut a hole in a shape drawn clockwise.
  public mutating func addRoundedRect(
    x: Double, y: Double, width: Double, height: Double, radii: CornerRadii,
    counterClockwise: Bool = false
  ) {
    let r = radii.clamped(width: width, height: height)
    addCorners(
      x: x, y: y, width: width, height: height,
      radii: [
        (r.topRight, r.topRight), (r.bottomRight, r.bottomRight), (r.bottomLeft, r.bottomLeft),
        (r.topLeft, r.topLeft),
      ],
      counterClockwise: counterClockwise)
  }

  /// Adds a closed contour around the rectangle whose corners are quarter ellipses with the
  /// given horizontal and vertical radii, in the order top-right, bottom-right, bottom-left,
  /// top-left; the radii must already fit the rectangle.
  private mutating func addCorners(
    x: Double, y: Double, width: Double, height: Double, radii: [(x: Double, y: Double)],
    counterClockwise: Bool
  ) {
    let k = Self.circleControlFraction
    // Each corner point with the unit direction of the edge that runs into it and of the edge
    // that leaves it, walking clockwise on screen from the top edge.
    var corners = [
      (x: x + width, y: y, inX: 1.0, inY: 0.0, outX: 0.0, outY: 1.0, radii: radii[0]),
      (x: x + width, y: y + height, inX: 0, inY: 1, outX: -1, outY: 0, radii: radii[1]),
      (x: x, y: y + height, inX: -1, inY: 0, outX: 0, outY: -1, radii: radii[2]),
      (x: x, y: y, inX: 0, inY: -1, outX: 1, outY: 0, radii: radii[3]),
    ]
    if counterClockwise {
      // Walking the other way, each corner is entered against its old exit and left against its
      // old entry.
      corners = corners.reversed().map { corner in
        (corner.x, corner.y, -corner.outX, -corner.outY, -corner.inX, -corner.inY, corner.radii)
      }
    }
    for (index, corner) in corners.enumerated() {
      // The arc starts on the entering edge and ends on the leaving edge, each a radius away
      // from the corner along its own axis.
      let entryRadius = corner.inX != 0 ? corner.radii.x : corner.radii.y
      let exitRadius = corner.outX != 0 ? corner.radii.x : corner.radii.y
      let startX = corner.x - corner.inX * entryRadius
      let startY = corner.y - corner.inY * entryRadius
      if index == 0 { move(toX: startX, y: startY) } else { line(toX: startX, y: startY) }
      guard entryRadius > 0, exitRadius > 0 else { continue }
      cubic(
        control1X: startX + corner.inX * entryRadius * k, control1Y: startY + corner.inY * entryRadius * k,
        control2X: corner.x + corner.outX * exitRadius * (1 - k),
        control2Y: corner.y + corner.outY * exitRadius * (1 - k),
        toX: corner.x + corner.outX * exitRadius, y: corner.y + corner.outY * exitRadius)
    }
    close()
  }
}
