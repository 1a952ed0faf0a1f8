import LayoutShot
import LayoutShotUIKit
import Testing

/// Toolbars laid out as UIKit lays them out, every expected frame computed from
/// Documentation/Bars.md#toolbar.
@MainActor
@Suite("Toolbars")
struct ToolbarTests {
  /// A navigation controller showing a toolbar of `items`, named "toolbar".
  private func solve(
    on screen: Screen, items: @escaping @MainActor @Sendable () -> [UIBarButtonItem]
  ) throws -> SolvedLayout {
    let solved = try LayoutEngine().solve(
      UIKitLayout.controller("Toolbar") {
        let root = SafeAreaMarkerController(title: "Notes")
        root.setToolbarItems(items(), animated: false)
        let navigation = UINavigationController(rootViewController: root)
        navigation.setToolbarHidden(false, animated: false)
        navigation.toolbar.accessibilityIdentifier = "toolbar"
        return navigation
      }, on: screen)
    #expect(solved.diagnostics == [])
    return solved
  }

  /// A bar button showing a symbol placeholder (20 × 20).
  private static func symbol() -> UIBarButtonItem {
    UIBarButtonItem(image: UIImage(systemName: "square.and.pencil"), style: .plain, target: nil, action: nil)
  }

  @Test func aboveAHomeIndicatorTheToolbarIs49() throws {
    // iPhone 12: 844 tall, bottom safe area 34: the toolbar is 49 tall at 844 − 34 − 49 = 761.
    let solved = try solve(on: Device.iPhone12.screen(os: .ios18)) { [Self.symbol()] }
    #expect(same(solved.frame(of: "toolbar"), Rect(x: 0, y: 761, width: 390, height: 49)))
    // The child's safe area ends at the toolbar's top: 34 + 49 = 83 from the bottom.
    #expect(same(solved.frame(of: "marker"), Rect(x: 0, y: 91, width: 10, height: 761 - 91)))
    // The background reaches down over the home indicator: 49 + 34 = 83.
    #expect(same(solved.frame(of: "toolbar.backgroundView"), Rect(x: 0, y: 761, width: 390, height: 83)))
  }

  @Test func onAHomeButtonPhoneTheToolbarIs44() throws {
    // iPhone SE (2nd/3rd generation): 667 tall, no bottom safe area.
    let solved = try solve(on: Device.iPhoneSE2And3.screen(os: .ios18)) { [Self.symbol()] }
    #expect(same(solved.frame(of: "toolbar"), Rect(x: 0, y: 667 - 44, width: 375, height: 44)))
  }

  @Test func aFlexibleSpacePushesTheLastItemToTheTrailingMargin() throws {
    let solved = try solve(on: Device.iPhone12.screen(os: .ios18)) {
      [Self.symbol(), .flexibleSpace(), Self.symbol()]
    }
    // Centred down the 49-point bar: 761 + (49 − 20) / 2 = 775.5, on the 1/3 grid 775.667.
    let y = pixelRounded(761 + (49 - symbolSide) / 2, scale: 3)
    #expect(same(solved.frame(of: "UIImageView[0] in toolbar"), Rect(x: 16, y: y, width: 20, height: 20)))
    #expect(
      same(solved.frame(of: "UIImageView[1] in toolbar"), Rect(x: 390 - 16 - 20, y: y, width: 20, height: 20))
    )
  }

  @Test func itemsFollowEachOtherEightApartAndFixedSpacesTakeTheirWidth() throws {
    let solved = try solve(on: Device.iPhone12.screen(os: .ios18)) {
      [Self.symbol(), Self.symbol(), .fixedSpace(30), Self.symbol()]
    }
    // 16; 16 + 20 + 8 = 44; then the 30-point space: 44 + 20 + 30 = 94.
    #expect(matches(solved.frame(of: "UIImageView[0] in toolbar")?.minX, 16))
    #expect(matches(solved.frame(of: "UIImageView[1] in toolbar")?.minX, 44))
    #expect(matches(solved.frame(of: "UIImageView[2] in toolbar")?.minX, 94))
  }
}
