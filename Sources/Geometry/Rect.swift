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

  /// A rectangle from its top-left corner and size.
  public init(origin: Point, size: Size) {
    self.origin = origin
    self.size = size
  }

  /// A rectangle from its top-left corner and size.
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
  /// The right edge.
  public var maxX: Double { origin.x + size.width }
  /// The bottom edge.
  public var maxY: Double { origin.y + size.height }
  /// The horizontal centre, as `CGRect.midX`.
  public var midX: Double { origin.x + size.width / 2 }
  /// The vertical centre, as `CGRect.midY`.
  public var midY: Double { origin.y + size.height / 2 }
  /// The width.
  public var width: Double { size.width }
  /// The height.
  public var height: Double { size.height }

  /// Whether the rectangle covers no area: its width or height is not positive (or not a number).
  public var isEmpty: Bool { !(width > 0 && height > 0) }

  /// The rectangle moved in by `dx` on the left and right and `dy` at the top and bottom (out for
  /// negative values).
  ///
  /// ```swift
  /// Rect(x: 0, y: 0, width: 10, height: 10).insetBy(dx: 1, dy: 2)  // (1, 2, 8, 6)
  /// ```
  public func insetBy(dx: Double, dy: Double) -> Rect {
    Rect(x: minX + dx, y: minY + dy, width: width - 2 * dx, height: height - 2 * dy)
  }

  /// The rectangle as `(x, y, width, height)`, numbers rounded to 4 decimals.
  public var description: String {
    "(\(NumberText.points(minX)), \(NumberText.points(minY)), \(NumberText.points(width)), \(NumberText.points(height)))"
  }
}
