import LayoutShot
import LayoutShotExamples
import LayoutShotUIKit
import Testing

/// The `RemindersList` example (an inset-grouped list layout in a large-title navigation
/// controller) on an iPhone 14 Pro in portrait (393 × 852 at 3x), its frames worked out by hand
/// from the documented bar, list and content-configuration metrics (Documentation/Bars.md,
/// Documentation/Lists.md, Documentation/CollectionViews.md#list-layouts).
@MainActor
@Suite("RemindersList laid out")
struct RemindersListFrameTests {
  @Test func rowsSitInInsetSectionsUnderTheirHeadersAndAccessoriesTakeTheirWidths() throws {
    let program = try #require(Catalog.layouts.first { $0.name == "RemindersList" })
    let solved = try LayoutEngine().solve(program, on: Device.iPhone14Pro.screen(os: .ios18))
    #expect(solved.diagnostics == [])
    // The list starts below the large-title bar: 161/3 + 96. A grouped header is 17 above and 6
    // below one footnote line (15.667 at 3x); a row 11 above and below a body line (20.333), 3,
    // and a caption line (14.333): 59.667. Inset-grouped rows are 393 − 2 × 16 = 361 wide at 16.
    let listTop = 161.0 / 3 + 96
    let header = 17 + 47.0 / 3 + 6
    let row = 11 + 61.0 / 3 + 3 + 43.0 / 3 + 11
    let firstRow = listTop + header
    let water = try #require(solved.frame(of: "Water the plants"))
    #expect(UIKitExampleFrameTests.same(water, Rect(x: 16, y: firstRow, width: 361, height: row)))
    let groceries = try #require(solved.frame(of: "Buy groceries"))
    #expect(
      UIKitExampleFrameTests.same(groceries, Rect(x: 16, y: firstRow + 2 * row, width: 361, height: row)))
    // The checkmark takes 38 points from the content view: 361 − 38 = 323.
    let waterContent = try #require(solved.frame(of: "Water the plants.contentView"))
    #expect(UIKitExampleFrameTests.same(waterContent, Rect(x: 16, y: firstRow, width: 323, height: row)))
    // The second section: 17.5 (17.667 at 3x) below the first, then its header.
    let dentist = try #require(solved.frame(of: "Dentist"))
    let secondRow = firstRow + 3 * row + 53.0 / 3 + header
    #expect(UIKitExampleFrameTests.same(dentist, Rect(x: 16, y: secondRow, width: 361, height: row)))
  }
}
