/// A point of a path in points, x to the right and y downward (UIKit's coordinates).
public struct PathPoint: Hashable, Sendable, CustomStringConvertible {
  /// Points to the right.
  public var x: Double
  /// Points downward.
  public var y: Double

  /// A point at `x`, `y`.
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  /// The origin.
  public static let zero = PathPoint(x: 0, y: 0)

  public var description: String { "(\(PathNumber.text(x)), \(PathNumber.text(y)))" }
}
