/// The radius of each corner of a rounded rectangle, in points (`CACornerMask` with one radius per
/// corner).
///
/// ```swift
/// let sheet = CornerRadii(topLeft: 12, topRight: 12, bottomRight: 0, bottomLeft: 0)
/// let pill = CornerRadii(all: 20)
/// ```
public struct CornerRadii: Hashable, Sendable {
  /// The radius of the top-left corner.
  public var topLeft: Double
  /// The radius of the top-right corner.
  public var topRight: Double
  /// The radius of the bottom-right corner.
  public var bottomRight: Double
  /// The radius of the bottom-left corner.
  public var bottomLeft: Double

  /// Radii corner by corner, clockwise from the top left.
  public init(topLeft: Double, topRight: Double, bottomRight: Double, bottomLeft: Double) {
    self.topLeft = topLeft
    self.topRight = topRight
    self.bottomRight = bottomRight
    self.bottomLeft = bottomLeft
  }

  /// The same radius at every corner, as `CALayer.cornerRadius` gives.
  public init(all radius: Double) {
    self.init(topLeft: radius, topRight: radius, bottomRight: radius, bottomLeft: radius)
  }

  /// Square corners.
  public static let zero = CornerRadii(all: 0)

  /// The radius every corner shares, or `nil` when they differ.
  public var uniformRadius: Double? {
    topLeft == topRight && topLeft == bottomRight && topLeft == bottomLeft ? topLeft : nil
  }

  /// The radii with `amount` taken from each, none below 0: the inner edge of a border `amount`
  /// wide.
  public func shrunk(by amount: Double) -> CornerRadii {
    CornerRadii(
      topLeft: max(0, topLeft - amount), topRight: max(0, topRight - amount),
      bottomRight: max(0, bottomRight - amount), bottomLeft: max(0, bottomLeft - amount))
  }
}
