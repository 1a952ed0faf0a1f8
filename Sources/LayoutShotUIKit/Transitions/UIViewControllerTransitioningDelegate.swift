import LayoutShot

/// What supplies a controller's custom presentation (`UIViewControllerTransitioningDelegate`).
///
/// Kept as data, every method optional with UIKit's default answer (`nil`). LayoutShot lays out
/// screens at rest, so it never asks.
///
/// ```swift
/// final class CardTransitions: NSObject, UIViewControllerTransitioningDelegate {
///   func animationController(forDismissed dismissed: UIViewController)
///     -> (any UIViewControllerAnimatedTransitioning)? { CardDismissAnimator() }
/// }
/// card.transitioningDelegate = transitions
/// ```
@MainActor
public protocol UIViewControllerTransitioningDelegate: NSObjectProtocol {
  /// The animator of `presented`'s presentation.
  func animationController(
    forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)?
  /// The animator of `dismissed`'s dismissal.
  func animationController(forDismissed dismissed: UIViewController)
    -> (any UIViewControllerAnimatedTransitioning)?
  /// The driver of an interactive presentation.
  func interactionControllerForPresentation(using animator: any UIViewControllerAnimatedTransitioning)
    -> (any UIViewControllerInteractiveTransitioning)?
  /// The driver of an interactive dismissal.
  func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning)
    -> (any UIViewControllerInteractiveTransitioning)?
  /// The presentation controller of `presented`.
  func presentationController(
    forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
  ) -> UIPresentationController?
}

extension UIViewControllerTransitioningDelegate {
  public func animationController(
    forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? { nil }
  public func animationController(forDismissed dismissed: UIViewController)
    -> (any UIViewControllerAnimatedTransitioning)?
  { nil }
  public func interactionControllerForPresentation(using animator: any UIViewControllerAnimatedTransitioning)
    -> (any UIViewControllerInteractiveTransitioning)?
  { nil }
  public func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning)
    -> (any UIViewControllerInteractiveTransitioning)?
  { nil }
  public func presentationController(
    forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
  ) -> UIPresentationController? { nil }
}
