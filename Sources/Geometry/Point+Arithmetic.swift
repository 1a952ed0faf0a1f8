// Offsets added, scaled and measured, for the geometry the stroker works out.

extension Point {
  /// The sum of two offsets.
  static func + (lhs: Point, rhs: Point) -> Point { Point(x: lhs.x + rhs.x, y: lhs.y + rhs.y) }
  /// The difference of two offsets.
  static func - (lhs: Point, rhs: Point) -> Point { Point(x: lhs.x - rhs.x, y: lhs.y - rhs.y) }
  /// The offset scaled by `factor`.
  static func * (lhs: Point, factor: Double) -> Point { Point(x: lhs.x * factor, y: lhs.y * factor) }
  /// The distance from the origin.
  var length: Double { (x * x + y * y).squareRoot() }
}
