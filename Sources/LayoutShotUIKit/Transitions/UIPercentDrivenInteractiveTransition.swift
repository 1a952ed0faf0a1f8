import LayoutShot

/// An interactive transition driven by a percentage (`UIPercentDrivenInteractiveTransition`),
/// kept as data: ``update(_:)`` records the progress, ``finish()`` and ``cancel()`` end it; no
/// animation runs.
///
/// ```swift
/// let interaction = UIPercentDrivenInteractiveTransition()
/// interaction.update(0.4)
/// interaction.percentComplete   // 0.4
/// ```
@MainActor
open class UIPercentDrivenInteractiveTransition: NSObject, UIViewControllerInteractiveTransitioning {
  /// How the interaction ended, if it did.
  public enum Outcome: Sendable {
    /// Finished.
    case finished
    /// Cancelled.
    case cancelled
  }

  /// The duration of the transition driven (0: none started).
  open private(set) var duration: CGFloat = 0
  /// The progress, 0...1, as last updated.
  open private(set) var percentComplete: CGFloat = 0
  /// How fast the transition completes after the interaction ends (1).
  open var completionSpeed: CGFloat = 1
  /// The curve the transition completes with.
  open var completionCurve: UIView.AnimationCurve = .easeInOut
  /// Whether the transition starts interactively (true).
  open var wantsInteractiveStart = true
  /// How the interaction ended; `nil` while it has not.
  public private(set) var outcome: Outcome?

  /// An interaction at 0 %.
  public override init() {
    super.init()
  }

  /// Starts driving the transition of `transitionContext` (kept; nothing animates).
  open func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) {}

  /// Sets the progress to `percentComplete`, clamped to 0...1.
  open func update(_ percentComplete: CGFloat) {
    self.percentComplete = min(max(percentComplete, 0), 1)
  }

  /// Pauses the transition (kept).
  open func pause() {}

  /// Ends the interaction, completing the transition.
  open func finish() { outcome = .finished }

  /// Ends the interaction, cancelling the transition.
  open func cancel() { outcome = .cancelled }
}
