import LayoutShot

/// What an animation shows outside its active time (`CAMediaTimingFillMode`).
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
  /// The raw value.
  public let rawValue: String
  /// The value whose raw value is `rawValue`.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// The final value stays after the animation ends.
  public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
  /// The first value shows before the animation begins.
  public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
  /// Both ``forwards`` and ``backwards``.
  public static let both = CAMediaTimingFillMode(rawValue: "both")
  /// Neither: the animation leaves no trace (the default).
  public static let removed = CAMediaTimingFillMode(rawValue: "removed")
}
