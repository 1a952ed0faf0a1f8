extension Path {
  /// Starts a new contour at (`x`, `y`): `Path.move(to:)` for the rasterizer's shapes and tests,
  /// which work in coordinates.
  public mutating func move(toX x: Double, y: Double) {
    move(to: Point(x: x, y: y))
  }

  /// Adds a straight line from the current point to (`x`, `y`).
  public mutating func line(toX x: Double, y: Double) {
    line(to: Point(x: x, y: y))
  }

  /// Adds a quadratic Bézier curve with control point (`cx`, `cy`) ending at (`x`, `y`).
  public mutating func quad(controlX cx: Double, controlY cy: Double, toX x: Double, y: Double) {
    quad(to: Point(x: x, y: y), control: Point(x: cx, y: cy))
  }

  /// Adds a cubic Bézier curve with control points (`c1x`, `c1y`) and (`c2x`, `c2y`) ending at
  /// (`x`, `y`).
  public mutating func cubic(
    control1X c1x: Double, control1Y c1y: Double, control2X c2x: Double, control2Y c2y: Double,
    toX x: Double, y: Double
  ) {
    cubic(to: Point(x: x, y: y), control1: Point(x: c1x, y: c1y), control2: Point(x: c2x, y: c2y))
  }
}
