import LayoutShot

/// How a keyframe animation finds values between keyframes (`CAAnimationCalculationMode`).
public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
  /// The raw value.
  public let rawValue: String
  /// The value whose raw value is `rawValue`.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Straight lines between keyframe values.
  public static let linear = CAAnimationCalculationMode(rawValue: "linear")
  /// Jumps from value to value, no interpolation.
  public static let discrete = CAAnimationCalculationMode(rawValue: "discrete")
  /// An even pace across all keyframes, ignoring key times.
  public static let paced = CAAnimationCalculationMode(rawValue: "paced")
  /// A smooth Catmull–Rom spline through the values.
  public static let cubic = CAAnimationCalculationMode(rawValue: "cubic")
  /// A smooth spline at an even pace.
  public static let cubicPaced = CAAnimationCalculationMode(rawValue: "cubicPaced")
}
