import LayoutShot

/// A named timing curve (`CAMediaTimingFunctionName`).
public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
  /// The raw value.
  public let rawValue: String
  /// The value whose raw value is `rawValue`.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Even pace throughout.
  public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
  /// Starts slowly, then speeds up.
  public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
  /// Starts quickly, then slows down.
  public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
  /// Starts slowly, speeds up, then slows down.
  public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
  /// The system default curve, a gentle ease-in-ease-out.
  public static let `default` = CAMediaTimingFunctionName(rawValue: "default")
}
