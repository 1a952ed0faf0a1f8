/// Which corners of a view its corner radius rounds (`CALayer.maskedCorners`); all four by
/// default.
///
/// Corners are named as on screen, whatever the layout direction, as Core Animation
/// names them by their coordinates.
///
/// ```swift
/// bubble.cornerRadius = 18
/// bubble.roundedCorners = [.topLeft, .topRight, .bottomLeft]   // a tail at the bottom right
/// ```
public struct RoundedCorners: OptionSet, Hashable, Sendable {
  /// The raw value.
  public let rawValue: UInt

  /// A value from its raw value.
  public init(rawValue: UInt) { self.rawValue = rawValue }

  /// The corner at the smallest x and y (`layerMinXMinYCorner`).
  public static let topLeft = RoundedCorners(rawValue: 1 << 0)
  /// The corner at the largest x and smallest y (`layerMaxXMinYCorner`).
  public static let topRight = RoundedCorners(rawValue: 1 << 1)
  /// The corner at the smallest x and largest y (`layerMinXMaxYCorner`).
  public static let bottomLeft = RoundedCorners(rawValue: 1 << 2)
  /// The corner at the largest x and y (`layerMaxXMaxYCorner`).
  public static let bottomRight = RoundedCorners(rawValue: 1 << 3)
  /// All four corners.
  public static let all: RoundedCorners = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}
