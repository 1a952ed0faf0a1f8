import LayoutShot

/// An animation through several values (`CAKeyframeAnimation`), kept.
open class CAKeyframeAnimation: CAPropertyAnimation {
  /// The values, in order.
  open var values: [Any]?
  /// When each value is reached, 0...1.
  open var keyTimes: [NSNumber]?
  /// The pace between values.
  open var timingFunctions: [CAMediaTimingFunction]?
  /// How values between keyframes are found.
  open var calculationMode = CAAnimationCalculationMode.linear
  /// A path a point moves along.
  open var path: CGPath?
}
