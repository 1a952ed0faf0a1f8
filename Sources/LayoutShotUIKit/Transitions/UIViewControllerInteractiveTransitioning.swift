import LayoutShot

/// A driver of an interactive transition (`UIViewControllerInteractiveTransitioning`): kept as
/// data and never run.
@MainActor
public protocol UIViewControllerInteractiveTransitioning: NSObjectProtocol {
  /// Starts the interactive transition in `transitionContext`.
  func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning)
  /// How fast the transition completes after the interaction ends (optional; 1).
  var completionSpeed: CGFloat { get }
  /// The curve the transition completes with (optional; ease in and out).
  var completionCurve: UIView.AnimationCurve { get }
  /// Whether the transition starts interactively (optional; true).
  var wantsInteractiveStart: Bool { get }
}

extension UIViewControllerInteractiveTransitioning {
  public var completionSpeed: CGFloat { 1 }
  public var completionCurve: UIView.AnimationCurve { .easeInOut }
  public var wantsInteractiveStart: Bool { true }
}
