import LayoutShot

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
