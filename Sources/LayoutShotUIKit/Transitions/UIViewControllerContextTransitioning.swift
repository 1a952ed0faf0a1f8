import LayoutShot

/// The context a transition animates in (`UIViewControllerContextTransitioning`).
///
/// UIKit makes it; LayoutShot never does, as transitions are not run. App animators take it as a
/// parameter.
@MainActor
public protocol UIViewControllerContextTransitioning: NSObjectProtocol {
  /// The view the transition happens in.
  var containerView: UIView { get }
  /// Whether the transition is animated.
  var isAnimated: Bool { get }
  /// Whether the transition is interactive.
  var isInteractive: Bool { get }
  /// Whether the transition was cancelled.
  var transitionWasCancelled: Bool { get }
  /// The presentation style of the controller presented.
  var presentationStyle: UIModalPresentationStyle { get }
  /// Updates an interactive transition's progress.
  func updateInteractiveTransition(_ percentComplete: CGFloat)
  /// Finishes an interactive transition.
  func finishInteractiveTransition()
  /// Cancels an interactive transition.
  func cancelInteractiveTransition()
  /// Pauses an interactive transition.
  func pauseInteractiveTransition()
  /// Tells UIKit the transition ended.
  func completeTransition(_ didComplete: Bool)
  /// The controller at `key` (from or to).
  func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
  /// The view at `key` (from or to).
  func view(forKey key: UITransitionContextViewKey) -> UIView?
  /// The transform applied during a rotation.
  var targetTransform: CGAffineTransform { get }
  /// The frame `vc`'s view starts at.
  func initialFrame(for vc: UIViewController) -> CGRect
  /// The frame `vc`'s view ends at.
  func finalFrame(for vc: UIViewController) -> CGRect
}

/// Which controller of a transition (`UITransitionContextViewControllerKey`).
public struct UITransitionContextViewControllerKey: RawRepresentable, Hashable, Sendable {
  /// The raw value.
  public let rawValue: String
  /// The key named `rawValue`.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// The controller being left.
  public static let from = UITransitionContextViewControllerKey(
    rawValue: "UITransitionContextFromViewController")
  /// The controller being shown.
  public static let to = UITransitionContextViewControllerKey(rawValue: "UITransitionContextToViewController")
}

/// Which view of a transition (`UITransitionContextViewKey`).
public struct UITransitionContextViewKey: RawRepresentable, Hashable, Sendable {
  /// The raw value.
  public let rawValue: String
  /// The key named `rawValue`.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// The view being left.
  public static let from = UITransitionContextViewKey(rawValue: "UITransitionContextFromView")
  /// The view being shown.
  public static let to = UITransitionContextViewKey(rawValue: "UITransitionContextToView")
}
