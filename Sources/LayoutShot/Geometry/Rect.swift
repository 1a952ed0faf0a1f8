/// A rectangle in points: an origin (its top-left corner) and a size.
///
/// ```swift
/// let frame = Rect(x: 16, y: 60, width: 343, height: 343)
/// frame.maxY  // 403
/// ```
public struct Rect: Hashable, Sendable, CustomStringConvertible {
  /// The top-left corner.
  public var origin: Point
  /// The width and height.
  public var size: Size

  /// The rectangle at `origin` with `size`.
  public init(origin: Point, size: Size) {
    self.origin = origin
    self.size = size
  }

  /// The rectangle whose top-left corner is at `x`, `y`.
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.origin = Point(x: x, y: y)
    self.size = Size(width: width, height: height)
  }

  /// The empty rectangle at the origin.
  public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

  /// The left edge.
  public var minX: Double { origin.x }
  /// The top edge.
  public var minY: Double { origin.y }
  /// The right edge: `minX + width`.
  public var maxX: Double { origin.x + size.width }
  /// The bottom edge: `minY + height`.
  public var maxY: Double { origin.y + size.height }
  /// The width.
  public var width: Double { size.width }
  /// The height.
  public var height: Double { size.height }

  public var description: String {
    "(\(NumberText.points(minX)), \(NumberText.points(minY)), \(NumberText.points(width)), \(NumberText.points(height)))"
  }
}
