/// A point of a path in points, x to the right and y downward (UIKit's coordinates).
public struct PathPoint: Hashable, Sendable, CustomStringConvertible {
  public var x: Double
  public var y: Double

  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  public static let zero = PathPoint(x: 0, y: 0)

  public var description: String { "(\(PathNumber.text(x)), \(PathNumber.text(y)))" }
}
