// Core Animation's animations, kept as data and never run: a layout has no time, so a layer
// shows its model values (as UIKit's does before and after an animation that is not kept).

/// A time interval in seconds (`CFTimeInterval`), as Core Animation's timing takes it.
public typealias CFTimeInterval = Double

/// An animation of a layer (`CAAnimation`): its timing is kept; ``CALayer/add(_:forKey:)`` keeps
/// it on the layer and nothing runs it, so its delegate is never called.
open class CAAnimation: NSObject {
  /// The length in seconds.
  open var duration: CFTimeInterval = 0
  /// When it begins.
  open var beginTime: CFTimeInterval = 0
  /// The pace over its length.
  open var timingFunction: CAMediaTimingFunction?
  /// How many times it repeats.
  open var repeatCount: Float = 0
  /// How long it repeats for.
  open var repeatDuration: CFTimeInterval = 0
  /// Whether it runs back after running forward.
  open var autoreverses = false
  /// What shows outside its active time.
  open var fillMode = CAMediaTimingFillMode.removed
  /// Whether it is removed from the layer when it ends (kept; it never ends).
  open var isRemovedOnCompletion = true
  /// The rate of its time.
  open var speed: Float = 1
  /// The offset into its time.
  open var timeOffset: CFTimeInterval = 0
  /// Told when it starts and stops: never, as nothing runs.
  open var delegate: CAAnimationDelegate?

  /// An animation with the default timing: no duration of its own, run once, removed when done.
  public override init() {
    super.init()
  }
}

/// Told of an animation's start and end (`CAAnimationDelegate`); never called in a layout.
public protocol CAAnimationDelegate: AnyObject {
  /// The animation started.
  func animationDidStart(_ anim: CAAnimation)
  /// The animation stopped.
  func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
  /// Does nothing.
  public func animationDidStart(_ anim: CAAnimation) {}
  /// Does nothing.
  public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}

/// An animation of one key path (`CAPropertyAnimation`), kept.
open class CAPropertyAnimation: CAAnimation {
  /// The key path animated (`"opacity"`, `"transform.scale"`).
  open var keyPath: String?
  /// Whether values add to the current value.
  open var isAdditive = false
  /// Whether repeats add up.
  open var isCumulative = false

  /// An animation of no key path yet.
  public override init() {
    super.init()
  }

  /// An animation of `path`.
  public convenience init(keyPath path: String?) {
    self.init()
    keyPath = path
  }
}

/// An animation between two values (`CABasicAnimation`), kept.
open class CABasicAnimation: CAPropertyAnimation {
  /// The value it starts at.
  open var fromValue: Any?
  /// The value it ends at.
  open var toValue: Any?
  /// The value it changes by.
  open var byValue: Any?
}

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

/// Animations run together (`CAAnimationGroup`), kept.
open class CAAnimationGroup: CAAnimation {
  /// The animations.
  open var animations: [CAAnimation]?
}

/// A spring animation (`CASpringAnimation`), kept.
open class CASpringAnimation: CABasicAnimation {
  /// The mass on the spring.
  open var mass: CGFloat = 1
  /// The spring's stiffness.
  open var stiffness: CGFloat = 100
  /// The damping.
  open var damping: CGFloat = 10
  /// The starting velocity.
  open var initialVelocity: CGFloat = 0
}

/// The pace of an animation (`CAMediaTimingFunction`): a named curve or a cubic Bézier, kept.
open class CAMediaTimingFunction: NSObject {
  /// The control points (x1, y1, x2, y2).
  let controlPoints: [Float]

  /// A named curve, with Core Animation's control points.
  public convenience init(name: CAMediaTimingFunctionName) {
    let points: [Float] =
      switch name {
      case .linear: [0, 0, 1, 1]
      case .easeIn: [0.42, 0, 1, 1]
      case .easeOut: [0, 0, 0.58, 1]
      case .easeInEaseOut: [0.42, 0, 0.58, 1]
      default: [0.25, 0.1, 0.25, 1]
      }
    self.init(controlPoints: points[0], points[1], points[2], points[3])
  }

  /// A cubic Bézier from (0, 0) to (1, 1) through the two control points.
  public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
    controlPoints = [c1x, c1y, c2x, c2y]
    super.init()
  }

  /// The control point at `idx` (0...3; 0 is (0, 0), 3 is (1, 1)) written to `ptr`.
  open func getControlPoint(at idx: Int, values ptr: UnsafeMutablePointer<Float>) {
    let all: [Float] = [0, 0] + controlPoints + [1, 1]
    guard (0...3).contains(idx) else { return }
    ptr[0] = all[idx * 2]
    ptr[1] = all[idx * 2 + 1]
  }
}

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
