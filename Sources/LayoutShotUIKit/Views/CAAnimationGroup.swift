import LayoutShot

/// Animations run together (`CAAnimationGroup`), kept.
open class CAAnimationGroup: CAAnimation {
  /// The animations.
  open var animations: [CAAnimation]?
}
