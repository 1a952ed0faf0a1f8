import LayoutShot
import LayoutShotExamples
import LayoutShotUIKit
import Testing

/// The `SettingsList` example (an inset-grouped table in a large-title navigation controller on
/// a tab bar controller's second tab) on an iPhone 14 Pro in portrait (393 × 852 at 3x, safe
/// area 59 at the top and 34 at the bottom), its frames worked out by hand from the documented
/// bar and list metrics (Documentation/Bars.md, Documentation/Lists.md).
@MainActor
@Suite("SettingsList laid out")
struct SettingsListFrameTests {
  static let screen = Device.iPhone14Pro.screen(os: .ios18)

  @Test func theTableStartsBelowTheLargeTitleAndTheTabBarSitsOverTheHomeIndicator() throws {
    let program = try #require(Catalog.layouts.first { $0.name == "SettingsList" })
    let solved = try LayoutEngine().solve(program, on: Self.screen)
    #expect(solved.diagnostics == [])
    // The navigation bar sits at 161/3 = 53.667 on the 14 Pro, 44 + 52 = 96 tall with its large
    // title.
    let bar = try #require(solved.frame(of: "navigationBar"))
    #expect(UIKitExampleFrameTests.same(bar, Rect(x: 0, y: 161.0 / 3, width: 393, height: 96)))
    // The tab bar: 49 + the 34-point home indicator area, at the bottom.
    let tabBar = try #require(solved.frame(of: "tabBar"))
    #expect(UIKitExampleFrameTests.same(tabBar, Rect(x: 0, y: 852 - 83, width: 393, height: 83)))
    // The table's content starts at the bar's bottom (its adjusted top inset); the first section,
    // without a header, 35 below it; inset-grouped rows run from the 16-point margin across
    // 393 − 2 × 16 = 361, 44 tall.
    let firstRowTop = 161.0 / 3 + 96 + 35
    let first = try #require(solved.frame(of: "setting0-0"))
    #expect(UIKitExampleFrameTests.same(first, Rect(x: 16, y: firstRowTop, width: 361, height: 44)))
    let second = try #require(solved.frame(of: "setting0-1"))
    #expect(UIKitExampleFrameTests.same(second, Rect(x: 16, y: firstRowTop + 44, width: 361, height: 44)))
  }
}
