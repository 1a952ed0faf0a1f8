/// A stack of controllers (`UINavigationController`): its top controller is kept; the bar is not
/// drawn yet.
open class UINavigationController: UIViewController {
  /// The controllers on the stack, bottom first.
  open var viewControllers: [UIViewController] = []

  /// A stack with `rootViewController` at the bottom.
  public convenience init(rootViewController: UIViewController) {
    self.init(nibName: nil, bundle: nil)
    pushViewController(rootViewController, animated: false)
  }

  /// The controller on top.
  open var topViewController: UIViewController? { viewControllers.last }

  /// Pushes `viewController`.
  open func pushViewController(_ viewController: UIViewController, animated: Bool) {
    addChild(viewController)
    viewControllers.append(viewController)
  }

  /// Pops the top controller.
  @discardableResult
  open func popViewController(animated: Bool) -> UIViewController? {
    guard viewControllers.count > 1 else { return nil }
    let top = viewControllers.removeLast()
    top.removeFromParent()
    return top
  }

  /// The navigation bar (kept, not drawn).
  public private(set) lazy var navigationBar = UINavigationBar()
  /// Whether the bar is hidden (kept).
  open var isNavigationBarHidden = false

  /// Hides or shows the bar (kept).
  open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
    isNavigationBarHidden = hidden
  }
}
