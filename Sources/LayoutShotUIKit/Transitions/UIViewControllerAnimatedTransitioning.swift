import LayoutShot

/// An animator of a presentation or dismissal (`UIViewControllerAnimatedTransitioning`): kept as
/// data and never run.
@MainActor
public protocol UIViewControllerAnimatedTransitioning: NSObjectProtocol {
  /// How long the transition lasts, in seconds.
  func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
    -> TimeInterval
  /// Animates the transition in `transitionContext`.
  func animateTransition(using transitionContext: any UIViewControllerContextTransitioning)
  /// Called when the transition ended (optional).
  func animationEnded(_ transitionCompleted: Bool)
}

extension UIViewControllerAnimatedTransitioning {
  public func animationEnded(_ transitionCompleted: Bool) {}
}
