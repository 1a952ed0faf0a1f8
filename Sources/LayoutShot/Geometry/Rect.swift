/// A rectangle in points: an origin (its top-left corner) and a size.
///
/// ```swift
/// let frame = Rect(x: 16, y: 60, width: 343, height: 343)
/// frame.maxY  // 403
/// ```
public struct Rect: Hashable, Sendable, CustomStringConvertible {
  public var origin: Point
  public var size: Size

  public init(origin: Point, size: Size) {
    self.origin = origin
    self.size = size
  }

  public init(x: Double, y: Double, width: Double, height: Double) {
    self.origin = Point(x: x, y: y)
    self.size = Size(width: width, height: height)
  }

  public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

  public var minX: Double { origin.x }
  public var minY: Double { origin.y }
  public var maxX: Double { origin.x + size.width }
  public var maxY: Double { origin.y + size.height }
  public var width: Double { size.width }
  public var height: Double { size.height }

  public var description: String {
    "(\(NumberText.points(minX)), \(NumberText.points(minY)), \(NumberText.points(width)), \(NumberText.points(height)))"
  }
}
