import LayoutShot

/// A stack of controllers (`UINavigationController`): its view shows the top controller's view,
/// filling it, under a ``UINavigationBar`` placed where UIKit places it (the status bar's bottom)
/// and, when ``isToolbarHidden`` is `false`, a ``UIToolbar`` with the top controller's
/// `toolbarItems` at the bottom; the top controller's safe area grows by the bars, so its
/// `safeAreaLayoutGuide` content sits between them (Documentation/Bars.md).
///
/// ```swift
/// let inbox = UINavigationController(rootViewController: MailboxesViewController())
/// inbox.pushViewController(InboxViewController(), animated: false)   // shows a back button
/// inbox.navigationBar.prefersLargeTitles = true
/// ```
open class UINavigationController: UIViewController {
  /// The controllers on the stack, bottom first; each is a child, and the last one is shown.
  open var viewControllers: [UIViewController] = [] {
    didSet {
      for controller in oldValue where !viewControllers.contains(where: { $0 === controller }) {
        controller.leaveContainer()
      }
      for controller in viewControllers where controller.parent !== self {
        addChild(controller)
        controller.didMove(toParent: self)
      }
    }
  }

  /// A stack with `rootViewController` at the bottom.
  public convenience init(rootViewController: UIViewController) {
    self.init(nibName: nil, bundle: nil)
    pushViewController(rootViewController, animated: false)
  }

  /// The controller on top.
  open var topViewController: UIViewController? { viewControllers.last }
  /// The controller shown: the top one (nothing is presented in a layout).
  open var visibleViewController: UIViewController? { topViewController }

  /// Pushes `viewController`, which is then shown.
  open func pushViewController(_ viewController: UIViewController, animated: Bool) {
    viewControllers.append(viewController)
  }

  /// Pops the top controller.
  @discardableResult
  open func popViewController(animated: Bool) -> UIViewController? {
    guard viewControllers.count > 1 else { return nil }
    return viewControllers.popLast()
  }

  /// Pops every controller above the root one, returning them.
  @discardableResult
  open func popToRootViewController(animated: Bool) -> [UIViewController]? {
    guard viewControllers.count > 1 else { return nil }
    let popped = Array(viewControllers.dropFirst())
    viewControllers = Array(viewControllers.prefix(1))
    return popped
  }

  /// Replaces the stack.
  open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
    self.viewControllers = viewControllers
  }

  /// What a tab bar shows for the stack: set, or else its root controller's
  /// (Documentation/Bars.md#tab-bar).
  open override var tabBarItem: UITabBarItem! {
    get { hasOwnTabBarItem ? super.tabBarItem : viewControllers.first?.tabBarItem ?? super.tabBarItem }
    set { super.tabBarItem = newValue }
  }

  /// The navigation bar.
  public private(set) lazy var navigationBar = UINavigationBar()
  /// Whether the bar is hidden: the top controller's view then reaches the top with no bar.
  open var isNavigationBarHidden = false

  /// Hides or shows the bar.
  open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
    isNavigationBarHidden = hidden
  }

  /// The toolbar at the bottom, showing the top controller's `toolbarItems`.
  public private(set) lazy var toolbar = UIToolbar()
  /// Whether the toolbar is hidden (`true` by default, as in UIKit).
  open var isToolbarHidden = true

  /// Hides or shows the toolbar.
  open func setToolbarHidden(_ hidden: Bool, animated: Bool) {
    isToolbarHidden = hidden
  }

  /// The controller shown.
  override var shownChild: UIViewController? { topViewController }

  /// Shows the top controller's view filling this view, the navigation bar over its top and the
  /// toolbar over its bottom, and grows its safe area by them.
  override func layoutContainedViews() {
    guard let top = topViewController else { return }
    let metrics = BarMetrics(screen: LayoutRun.screen)
    showFilling(top, among: viewControllers)
    let bounds = view.bounds
    var insets = UIEdgeInsets.zero
    if isNavigationBarHidden {
      navigationBar.removeFromSuperview()
    } else {
      navigationBar.items = viewControllers.map(\.navigationItem)
      let frame = metrics.snapped(
        CGRect(
          x: 0, y: metrics.navigationBarTop, width: bounds.width, height: navigationBar.height(with: metrics))
      )
      place(navigationBar, at: frame, mask: [.flexibleWidth, .flexibleBottomMargin])
      navigationBar.showItems(with: metrics, top: metrics.navigationBarTop)
      insets.top = max(0, frame.maxY - metrics.safeArea.top)
    }
    if isToolbarHidden {
      toolbar.removeFromSuperview()
    } else {
      toolbar.items = top.toolbarItems
      let below = barInsets.bottom + additionalSafeAreaInsets.bottom
      let height = metrics.toolbarHeight(atScreenBottom: below == 0)
      let bottomInset = metrics.safeArea.bottom + below
      let frame = metrics.snapped(
        CGRect(x: 0, y: bounds.height - bottomInset - height, width: bounds.width, height: height))
      place(toolbar, at: frame, mask: [.flexibleWidth, .flexibleTopMargin])
      toolbar.showItems(
        with: metrics, extendingBelow: below == 0 ? metrics.safeArea.bottom : 0,
        atScrollEdge: top.contentRestsAtBottomEdge, atScreenBottom: below == 0)
      insets.bottom = height
    }
    if top.barInsets != insets { top.barInsets = insets }
  }
}
