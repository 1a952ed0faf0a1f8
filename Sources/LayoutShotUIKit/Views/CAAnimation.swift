import LayoutShot

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
