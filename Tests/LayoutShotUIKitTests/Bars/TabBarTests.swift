import LayoutShot
import LayoutShotUIKit
import Testing

/// Tab bars laid out as UIKit lays them out, every expected frame computed from
/// Documentation/Bars.md#tab-bar.
@MainActor
@Suite("Tab bars")
struct TabBarTests {
  /// A tab bar controller of `titles.count` marker controllers, the first selected, its bar
  /// named "tabs" and each item named after its title.
  private func solve(titles: [String], on screen: Screen, badge: String? = nil) throws -> SolvedLayout {
    let solved = try LayoutEngine().solve(
      UIKitLayout.controller("Tabs") {
        let tabs = UITabBarController()
        tabs.viewControllers = titles.map { title in
          let controller = SafeAreaMarkerController(title: title)
          controller.tabBarItem = UITabBarItem(title: title, image: UIImage(systemName: "star"), tag: 0)
          controller.tabBarItem.accessibilityIdentifier = title
          return controller
        }
        tabs.viewControllers?.last?.tabBarItem.badgeValue = badge
        tabs.tabBar.accessibilityIdentifier = "tabs"
        return tabs
      }, on: screen)
    #expect(solved.diagnostics == [])
    return solved
  }

  @Test func onAFaceIDPhoneTheBarIs49PlusTheHomeIndicator() throws {
    // iPhone 12: 390 × 844, bottom safe area 34: the bar is 49 + 34 = 83 tall, at 844 − 83 = 761.
    let solved = try solve(titles: ["Mail", "Settings"], on: Device.iPhone12.screen(os: .ios18))
    #expect(same(solved.frame(of: "tabs"), Rect(x: 0, y: 761, width: 390, height: 83)))
    // Two items share the width, 390 / 2 = 195 each, as tall as the bar above the safe area.
    #expect(same(solved.frame(of: "Mail"), Rect(x: 0, y: 761, width: 195, height: 49)))
    #expect(same(solved.frame(of: "Settings"), Rect(x: 195, y: 761, width: 195, height: 49)))
    // The selected child reaches under the bar; its safe area ends at the bar's top (47 above).
    #expect(same(solved.frame(of: "marker"), Rect(x: 0, y: 47, width: 10, height: 761 - 47)))
  }

  @Test func onAHomeButtonPhoneTheBarIs49() throws {
    // iPhone SE (2nd/3rd generation): 375 × 667, no bottom safe area; three items of 375 / 3 = 125.
    let solved = try solve(titles: ["One", "Two", "Three"], on: Device.iPhoneSE2And3.screen(os: .ios18))
    #expect(same(solved.frame(of: "tabs"), Rect(x: 0, y: 667 - 49, width: 375, height: 49)))
    for (index, title) in ["One", "Two", "Three"].enumerated() {
      #expect(same(solved.frame(of: title), Rect(x: 125 * Double(index), y: 618, width: 125, height: 49)))
    }
    #expect(same(solved.frame(of: "marker"), Rect(x: 0, y: 20, width: 10, height: 618 - 20)))
  }

  @Test func aStackedItemHasItsImageAboveItsTitle() throws {
    let solved = try solve(titles: ["Mail", "Settings"], on: Device.iPhone12.screen(os: .ios18))
    // The 20-point symbol placeholder centred across the 195-point item, its centre 18 below the
    // item's top (761 + 18 = 779); the 10-point title centred, its top 35 down (796).
    let image = try #require(solved.frame(of: "Mail.imageView"))
    // (Centres land on the 1/3-point grid, so within a pixel of 97.5.)
    #expect(abs(image.midX - 195.0 / 2) <= 1.0 / 3 + 1e-9)
    #expect(matches(image.midY, 761 + 18))
    let title = try #require(solved.frame(of: "Mail.titleLabel"))
    #expect(abs(title.midX - 195.0 / 2) <= 1.0 / 3 + 1e-9)
    #expect(matches(title.minY, 761 + 35))
  }

  @Test func aBadgeIsARedCapsuleAtTheImagesCorner() throws {
    let solved = try solve(titles: ["Mail", "Settings"], on: Device.iPhone12.screen(os: .ios18), badge: "3")
    let image = try #require(solved.frame(of: "Settings.imageView"))
    let badge = try #require(solved.frame(of: "badgeView"))
    // 18 high, at least 18 wide, 6 right of the image's centre and 2 below the item's top.
    #expect(matches(badge.height, 18))
    #expect(badge.width >= 18)
    #expect(abs(badge.minX - (image.midX + 6)) <= 1.0 / 6)
    #expect(matches(badge.minY, 761 + 2))
  }

  @Test func inLandscapeItemsSitSideBySideInsideTheSafeArea() throws {
    // iPhone 12 in landscape: 844 × 390, safe area 47 left and right, 21 below; a compact-height
    // bar is 32 + 21 = 53 tall, its two items share 844 − 2 × 47 = 750: 375 each.
    let solved = try solve(titles: ["Mail", "Settings"], on: Device.iPhone12.screen(.landscape, os: .ios18))
    #expect(same(solved.frame(of: "tabs"), Rect(x: 0, y: 390 - 53, width: 844, height: 53)))
    #expect(same(solved.frame(of: "Mail"), Rect(x: 47, y: 337, width: 375, height: 32)))
    #expect(same(solved.frame(of: "Settings"), Rect(x: 47 + 375, y: 337, width: 375, height: 32)))
    // Inline: the title to the right of the image, 6 apart, both centred down the item.
    let image = try #require(solved.frame(of: "Mail.imageView"))
    let title = try #require(solved.frame(of: "Mail.titleLabel"))
    #expect(matches(title.minX, image.maxX + 6))
    #expect(abs(title.midY - (337 + 16)) <= 1.0 / 6)
  }

  @Test func navigationControllersInTabsGetBothBars() throws {
    let solved = try LayoutEngine().solve(
      UIKitLayout.controller("App") {
        let tabs = UITabBarController()
        tabs.viewControllers = [
          UINavigationController(rootViewController: SafeAreaMarkerController(title: "Mail")),
          UINavigationController(rootViewController: SafeAreaMarkerController(title: "Settings")),
        ]
        return tabs
      }, on: Device.iPhone12.screen(os: .ios18))
    #expect(solved.diagnostics == [])
    // Between the navigation bar's bottom (47 + 44 = 91) and the tab bar's top (844 − 83 = 761).
    #expect(same(solved.frame(of: "marker"), Rect(x: 0, y: 91, width: 10, height: 761 - 91)))
    #expect(same(solved.frame(of: "navigationBar"), Rect(x: 0, y: 47, width: 390, height: 44)))
    #expect(same(solved.frame(of: "tabBar"), Rect(x: 0, y: 761, width: 390, height: 83)))
  }
}
