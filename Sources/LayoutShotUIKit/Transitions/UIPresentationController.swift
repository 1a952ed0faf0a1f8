import LayoutShot

/// What manages a presented controller's place on screen (`UIPresentationController`), kept as
/// data: its controllers and the frame it asks for; presentations are not run.
///
/// ```swift
/// final class HalfSheetPresentation: UIPresentationController {
///   override var frameOfPresentedViewInContainerView: CGRect {
///     let bounds = containerView?.bounds ?? .zero
///     return CGRect(x: 0, y: bounds.midY, width: bounds.width, height: bounds.height / 2)
///   }
/// }
/// ```
@MainActor
open class UIPresentationController: NSObject {
  /// The controller presented.
  public let presentedViewController: UIViewController
  /// The controller presenting it.
  public let presentingViewController: UIViewController?
  /// The view the presentation happens in: `nil`, as presentations are not run.
  open var containerView: UIView? { nil }
  /// The view presented: the presented controller's.
  open var presentedView: UIView? { presentedViewController.view }
  /// The frame the presented view takes in the container: the container's bounds.
  open var frameOfPresentedViewInContainerView: CGRect { containerView?.bounds ?? .zero }
  /// Whether the presenter's view is removed after the presentation (true).
  open var shouldRemovePresentersView: Bool { true }
  /// Whether the presented view fills the screen (true).
  open var shouldPresentInFullscreen: Bool { true }
  /// The style the presentation adapts to in a compact width.
  open var adaptivePresentationStyle: UIModalPresentationStyle { .fullScreen }

  /// A presentation of `presentedViewController` by `presentingViewController`.
  public init(
    presentedViewController: UIViewController, presenting presentingViewController: UIViewController?
  ) {
    self.presentedViewController = presentedViewController
    self.presentingViewController = presentingViewController
    super.init()
  }

  /// Called before the presentation's animation (never, as it is not run).
  open func presentationTransitionWillBegin() {}
  /// Called after the presentation's animation (never).
  open func presentationTransitionDidEnd(_ completed: Bool) {}
  /// Called before the dismissal's animation (never).
  open func dismissalTransitionWillBegin() {}
  /// Called after the dismissal's animation (never).
  open func dismissalTransitionDidEnd(_ completed: Bool) {}
  /// Called before the container lays out its subviews (never).
  open func containerViewWillLayoutSubviews() {}
  /// Called after the container laid out its subviews (never).
  open func containerViewDidLayoutSubviews() {}
}
