import LayoutShot

// Keyframe animations run at once, as other animations do: a layout has no time, so it shows
// where the last keyframe ends.

extension UIView {
  /// Runs `animations` (and the keyframes it adds) at once, then `completion` with `true`.
  ///
  /// ```swift
  /// UIView.animateKeyframes(withDuration: 0.6, delay: 0, options: .calculationModeCubic) {
  ///   UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { badge.alpha = 1 }
  ///   UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { badge.transform = .identity }
  /// }
  /// ```
  public class func animateKeyframes(
    withDuration duration: TimeInterval, delay: TimeInterval, options: KeyframeAnimationOptions = [],
    animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
  ) {
    animations()
    completion?(true)
  }

  /// Runs `animations` at once: the keyframe's start and duration are not used.
  public class func addKeyframe(
    withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
    animations: @escaping () -> Void
  ) {
    animations()
  }

  /// Options of a keyframe animation (`UIView.KeyframeAnimationOptions`), with UIKit's raw
  /// values; kept, as keyframes run at once.
  public struct KeyframeAnimationOptions: OptionSet, Hashable, Sendable {
    /// The raw value.
    public let rawValue: UInt
    /// The set whose bits are `rawValue`.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Lays out subviews during the animation.
    public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
    /// Lets the user touch views while they animate.
    public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
    /// Starts from the current, in-flight state.
    public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
    /// Repeats the animation for ever.
    public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
    /// Runs the animation backwards after forwards.
    public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
    /// Ignores an enclosing animation's duration.
    public static let overrideInheritedDuration = KeyframeAnimationOptions(rawValue: 1 << 5)
    /// Ignores an enclosing animation's options.
    public static let overrideInheritedOptions = KeyframeAnimationOptions(rawValue: 1 << 9)
    /// Straight lines between keyframe values (the default).
    public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
    /// Jumps from keyframe to keyframe, no interpolation.
    public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
    /// An even pace across all keyframes, ignoring start times and durations.
    public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
    /// A smooth spline through the keyframes.
    public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
    /// A smooth spline at an even pace.
    public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)
  }
}

extension UIView.AnimationOptions {
  // UIKit's remaining options, with its raw values; kept, as animations run at once.

  /// Lays subviews out at commit time.
  public static let layoutSubviews = UIView.AnimationOptions(rawValue: 1 << 0)
  /// Repeats the animation for ever.
  public static let `repeat` = UIView.AnimationOptions(rawValue: 1 << 3)
  /// Runs the animation backwards and forwards.
  public static let autoreverse = UIView.AnimationOptions(rawValue: 1 << 4)
  /// Ignores an enclosing animation's duration.
  public static let overrideInheritedDuration = UIView.AnimationOptions(rawValue: 1 << 5)
  /// Ignores an enclosing animation's curve.
  public static let overrideInheritedCurve = UIView.AnimationOptions(rawValue: 1 << 6)
  /// Redraws the views' content as it changes.
  public static let allowAnimatedContent = UIView.AnimationOptions(rawValue: 1 << 7)
  /// Ignores an enclosing animation's options.
  public static let overrideInheritedOptions = UIView.AnimationOptions(rawValue: 1 << 9)
  /// No transition.
  public static let transitionNone = UIView.AnimationOptions(rawValue: 0 << 20)
  /// Flips the view over from its left edge.
  public static let transitionFlipFromLeft = UIView.AnimationOptions(rawValue: 1 << 20)
  /// Flips the view over from its right edge.
  public static let transitionFlipFromRight = UIView.AnimationOptions(rawValue: 2 << 20)
  /// Curls the page up.
  public static let transitionCurlUp = UIView.AnimationOptions(rawValue: 3 << 20)
  /// Curls the page down.
  public static let transitionCurlDown = UIView.AnimationOptions(rawValue: 4 << 20)
  /// Flips the view over from its top edge.
  public static let transitionFlipFromTop = UIView.AnimationOptions(rawValue: 6 << 20)
  /// Flips the view over from its bottom edge.
  public static let transitionFlipFromBottom = UIView.AnimationOptions(rawValue: 7 << 20)
  /// The device's default frame rate.
  public static let preferredFramesPerSecondDefault = UIView.AnimationOptions(rawValue: 0 << 24)
  /// 60 frames a second.
  public static let preferredFramesPerSecond60 = UIView.AnimationOptions(rawValue: 3 << 24)
  /// 30 frames a second.
  public static let preferredFramesPerSecond30 = UIView.AnimationOptions(rawValue: 7 << 24)
}
