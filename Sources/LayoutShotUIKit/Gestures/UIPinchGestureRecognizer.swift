import LayoutShot

/// A pinch (`UIPinchGestureRecognizer`), kept as data: its scale is 1 until set.
open class UIPinchGestureRecognizer: UIGestureRecognizer {
  /// The scale of the pinch (1 at rest).
  open var scale: CGFloat = 1
  /// How fast the scale changes, per second: 0.
  open var velocity: CGFloat { 0 }
}
