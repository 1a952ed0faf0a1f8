/// The radius of each corner of a rounded rectangle, in the path's units.
///
/// ```swift
/// CornerRadii(12)                                                   // all four corners
/// CornerRadii(topLeft: 20, topRight: 20, bottomRight: 0, bottomLeft: 0)  // a sheet's top
/// ```
public struct CornerRadii: Hashable, Sendable {
  /// The radius of the top-left corner (smallest x and y).
  public var topLeft: Double
  /// The radius of the top-right corner.
  public var topRight: Double
  /// The radius of the bottom-right corner.
  public var bottomRight: Double
  /// The radius of the bottom-left corner.
  public var bottomLeft: Double

  /// Each corner with its own radius.
  public init(topLeft: Double, topRight: Double, bottomRight: Double, bottomLeft: Double) {
    self.topLeft = topLeft
    self.topRight = topRight
    self.bottomRight = bottomRight
    self.bottomLeft = bottomLeft
  }

  /// The same radius on all four corners.
  public init(_ radius: Double) {
    self.init(topLeft: radius, topRight: radius, bottomRight: radius, bottomLeft: radius)
  }

  /// The same radius on all four corners, as `CALayer.cornerRadius` gives.
  public init(all radius: Double) {
    self.init(radius)
  }

  /// The radius every corner shares, or `nil` when they differ.
  public var uniformRadius: Double? {
    topLeft == topRight && topLeft == bottomRight && topLeft == bottomLeft ? topLeft : nil
  }

  /// Square corners.
  public static let zero = CornerRadii(0)

  /// The radii as a layer draws them on a `width` × `height` rectangle: each one at least 0 and
  /// at most half the shorter side, as `CALayer.cornerRadius` is limited; NaN counts as 0.
  public func clamped(width: Double, height: Double) -> CornerRadii {
    let limit = max(min(width, height), 0) / 2
    func clamp(_ radius: Double) -> Double { radius > 0 ? min(radius, limit) : 0 }
    return CornerRadii(
      topLeft: clamp(topLeft), topRight: clamp(topRight), bottomRight: clamp(bottomRight),
      bottomLeft: clamp(bottomLeft))
  }

  /// Every radius reduced by `amount` (never below 0): the inner edge of a border `amount` wide.
  public func inset(by amount: Double) -> CornerRadii {
    CornerRadii(
      topLeft: max(topLeft - amount, 0), topRight: max(topRight - amount, 0),
      bottomRight: max(bottomRight - amount, 0), bottomLeft: max(bottomLeft - amount, 0))
  }
}
