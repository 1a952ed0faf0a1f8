import LayoutShot

/// A controller of tabs (`UITabBarController`): its view shows the selected controller's view,
/// filling it, under a ``UITabBar`` at the bottom — 49 points plus the bottom safe area — with a
/// button for each controller's `tabBarItem`; the selected controller's safe area grows by the
/// bar, so its `safeAreaLayoutGuide` content sits above it (Documentation/Bars.md#tab-bar).
///
/// ```swift
/// let tabs = UITabBarController()
/// tabs.viewControllers = [UINavigationController(rootViewController: FeedViewController()), settings]
/// tabs.selectedIndex = 1
/// ```
open class UITabBarController: UIViewController {
  /// The controllers of the tabs, in order; each is a child.
  open var viewControllers: [UIViewController]? {
    didSet {
      for controller in oldValue ?? [] where !(viewControllers ?? []).contains(where: { $0 === controller }) {
        controller.leaveContainer()
      }
      for controller in viewControllers ?? [] where controller.parent !== self {
        addChild(controller)
        controller.didMove(toParent: self)
      }
      if selectedIndex >= (viewControllers?.count ?? 0) { selectedIndex = 0 }
    }
  }

  /// The index of the selected tab.
  open var selectedIndex = 0

  /// The controller of the selected tab.
  open var selectedViewController: UIViewController? {
    get {
      guard let viewControllers, viewControllers.indices.contains(selectedIndex) else { return nil }
      return viewControllers[selectedIndex]
    }
    set {
      if let newValue, let index = viewControllers?.firstIndex(where: { $0 === newValue }) {
        selectedIndex = index
      }
    }
  }

  /// The tab bar.
  public private(set) lazy var tabBar = UITabBar()
  /// Told of tab changes (kept; tabs are not tapped in a layout).
  open weak var delegate: UITabBarControllerDelegate?

  /// Sets the tabs' controllers.
  open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
    self.viewControllers = viewControllers
  }

  /// The controller shown.
  override var shownChild: UIViewController? { selectedViewController }

  /// Shows the selected controller's view filling this view and the tab bar over its bottom, and
  /// grows its safe area by the bar.
  override func layoutContainedViews() {
    let bounds = view.bounds
    let metrics = BarMetrics(screen: LayoutRun.screen)
    let selected = selectedViewController
    showFilling(selected, among: viewControllers ?? [])
    let height = metrics.tabBarHeight
    place(
      tabBar,
      at: metrics.snapped(CGRect(x: 0, y: bounds.height - height, width: bounds.width, height: height)),
      mask: [.flexibleWidth, .flexibleTopMargin])
    tabBar.items = (viewControllers ?? []).map { $0.tabBarItem }
    tabBar.selectedItem = selected?.tabBarItem
    tabBar.showItems(with: metrics, atScrollEdge: selected?.contentRestsAtBottomEdge ?? true)
    let insets = UIEdgeInsets(
      top: 0, left: 0, bottom: tabBar.isHidden ? 0 : metrics.tabBarRowHeight, right: 0)
    if let selected, selected.barInsets != insets { selected.barInsets = insets }
  }
}

/// Told of a tab bar controller's tab changes (`UITabBarControllerDelegate`); never told in a
/// layout.
@MainActor
public protocol UITabBarControllerDelegate: AnyObject {
  /// Whether `viewController` may be selected.
  func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController)
    -> Bool
  /// `viewController` was selected.
  func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
}

extension UITabBarControllerDelegate {
  /// Lets every tab be selected.
  public func tabBarController(
    _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
  )
    -> Bool
  { true }
  /// Does nothing.
  public func tabBarController(
    _ tabBarController: UITabBarController, didSelect viewController: UIViewController
  ) {}
}
