/// A position in points, x to the right and y downward.
public struct Point: Hashable, Sendable, CustomStringConvertible {
  /// The distance from the left edge.
  public var x: Double
  /// The distance from the top edge.
  public var y: Double

  /// A value from its components.
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  /// Zero on both axes.
  public static let zero = Point(x: 0, y: 0)

  /// The value with numbers rounded to 4 decimals.
  public var description: String { "(\(NumberText.points(x)), \(NumberText.points(y)))" }
}
