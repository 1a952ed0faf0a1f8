/// A controller of tabs (`UITabBarController`): its controllers are kept as its children, the
/// selected one is tracked; the tab bar is kept, not drawn, and the tabs' views are not laid out
/// in its view yet.
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
        controller.removeFromParent()
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

  /// The tab bar (kept, not drawn).
  public private(set) lazy var tabBar = UITabBar()
  /// Told of tab changes (kept; tabs are not tapped in a layout).
  open weak var delegate: UITabBarControllerDelegate?

  /// Sets the tabs' controllers.
  open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
    self.viewControllers = viewControllers
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

/// A tab bar (`UITabBar`): kept, not drawn yet.
open class UITabBar: UIView {
  /// The items (kept).
  open var items: [UITabBarItem]?
  /// The selected item (kept).
  open var selectedItem: UITabBarItem?
  /// The bar's tint (kept).
  open var barTintColor: UIColor?
  /// The tint of unselected items (kept).
  open var unselectedItemTintColor: UIColor?
  /// Whether the bar is translucent (kept).
  open var isTranslucent = true
  /// The appearance (kept).
  open var standardAppearance = UITabBarAppearance()
  /// The appearance when content is at the bar's edge (kept).
  open var scrollEdgeAppearance: UITabBarAppearance?

  /// Sets the items.
  open func setItems(_ items: [UITabBarItem]?, animated: Bool) {
    self.items = items
  }
}
