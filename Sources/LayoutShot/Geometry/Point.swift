/// A position in points, x to the right and y downward.
public struct Point: Hashable, Sendable, CustomStringConvertible {
  /// The distance to the right of the origin.
  public var x: Double
  /// The distance below the origin.
  public var y: Double

  /// The point at `x`, `y`.
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  /// The origin.
  public static let zero = Point(x: 0, y: 0)

  public var description: String { "(\(NumberText.points(x)), \(NumberText.points(y)))" }
}
