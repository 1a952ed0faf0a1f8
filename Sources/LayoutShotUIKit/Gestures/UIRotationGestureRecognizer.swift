import LayoutShot

/// A rotation (`UIRotationGestureRecognizer`), kept as data: its rotation is 0 until set.
open class UIRotationGestureRecognizer: UIGestureRecognizer {
  /// The rotation in radians (0 at rest).
  open var rotation: CGFloat = 0
  /// How fast it rotates, radians per second: 0.
  open var velocity: CGFloat { 0 }
}
