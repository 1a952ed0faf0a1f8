import LayoutShot

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
