/// A width and a height in points.
public struct Size: Hashable, Sendable, CustomStringConvertible {
  /// The horizontal extent.
  public var width: Double
  /// The vertical extent.
  public var height: Double

  /// A value from its components.
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  /// Zero on both axes.
  public static let zero = Size(width: 0, height: 0)

  /// The value with numbers rounded to 4 decimals.
  public var description: String { "\(NumberText.points(width)) × \(NumberText.points(height))" }
}
