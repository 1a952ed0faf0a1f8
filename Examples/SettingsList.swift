#if canImport(UIKit)
  import UIKit
#else
  import LayoutShotUIKit
#endif

/// Settings as an app shows them, written as plain UIKit code: the inset-grouped
/// `SettingsViewController` in a navigation controller with a large title, on the second tab of a
/// tab bar controller.
///
/// It compiles unchanged in an iOS app.
///
/// The lesson: a screen is its containers too. The table knows nothing of the bars: the navigation
/// controller puts its large-title bar under the status bar, the tab bar controller its bar over
/// the home indicator, and both grow the table's safe area, so that the table's automatic content
/// inset starts its first section below the title and lets its last row scroll clear of the tab
/// bar. `layoutshot render SettingsList --extent content` shows every row.
enum SettingsList {
  /// The tab bar controller, showing the settings tab.
  @MainActor
  static func make() -> UITabBarController {
    let settings = SettingsViewController()
    settings.title = "Settings"
    let settingsNavigation = UINavigationController(rootViewController: settings)
    settingsNavigation.navigationBar.prefersLargeTitles = true
    settingsNavigation.navigationBar.accessibilityIdentifier = "navigationBar"
    settingsNavigation.tabBarItem = UITabBarItem(
      title: "Settings", image: UIImage(systemName: "gear"), tag: 1)

    let summary = UIViewController()
    summary.title = "Summary"
    summary.view.backgroundColor = .systemBackground
    let summaryNavigation = UINavigationController(rootViewController: summary)
    summaryNavigation.tabBarItem = UITabBarItem(
      title: "Summary", image: UIImage(systemName: "heart.text.square"), tag: 0)

    let tabs = UITabBarController()
    tabs.viewControllers = [summaryNavigation, settingsNavigation]
    tabs.selectedIndex = 1
    tabs.tabBar.accessibilityIdentifier = "tabBar"
    return tabs
  }
}
