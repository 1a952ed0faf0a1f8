import LayoutShot

// Animations run at once: a layout shows where the animation ends.

extension UIView {
  /// Runs `animations` at once, then `completion` with `true`.
  public class func animate(
    withDuration duration: TimeInterval, delay: TimeInterval = 0, options: AnimationOptions = [],
    animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
  ) {
    animations()
    completion?(true)
  }

  /// Runs `animations` at once, then `completion` with `true`.
  public class func animate(
    withDuration duration: TimeInterval, animations: @escaping () -> Void, completion: ((Bool) -> Void)?
  ) {
    animations()
    completion?(true)
  }

  /// Runs `animations` at once.
  public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
    animations()
  }

  /// Runs `animations` at once, then `completion` with `true`.
  public class func animate(
    withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
    initialSpringVelocity velocity: CGFloat, options: AnimationOptions = [], animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    animations()
    completion?(true)
  }

  /// Runs `actionsWithoutAnimation`.
  public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
    actionsWithoutAnimation()
  }

  /// Options of an animation (`UIView.AnimationOptions`), kept.
  public struct AnimationOptions: OptionSet, Hashable, Sendable {
    /// The raw value.
    public let rawValue: UInt
    /// The set whose bits are `rawValue`.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Ease in and out (the default curve).
    public static let curveEaseInOut = AnimationOptions([])
    /// Ease in: starts slowly.
    public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
    /// Ease out: ends slowly.
    public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
    /// A linear curve.
    public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
    /// Starts from the current, in-flight state.
    public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
    /// Lets the user touch views while they animate.
    public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
    /// A cross-dissolve, for transitions.
    public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
  }
}
