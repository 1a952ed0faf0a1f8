import LayoutShot
import LayoutShotExamples
import LayoutShotUIKit
import Testing

/// The `NetworkList` example (an inset-grouped table of list content configurations) on an
/// iPhone 14 Pro in portrait (393 × 852 at 3x, safe area 59 at the top), its frames worked out by
/// hand from the list metrics (Documentation/Lists.md): 16-point side margins, 35 points above a
/// first section without a header, 17.5 (17.667 at 3x) below a section without a footer, a
/// grouped header's 17 and 6 points around a footnote line (15.667 at 3x), 44-point rows.
@MainActor
@Suite("NetworkList laid out")
struct NetworkListFrameTests {
  static let screen = Device.iPhone14Pro.screen(os: .ios18)
  static let footnoteLine = (13 * 1.193359375 * 3).rounded(.up) / 3
  static let spacing = (17.5 * 3).rounded(.up) / 3

  @Test func theConfiguredRowsHeaderAndFooterSitWhereUIKitPutsThem() throws {
    let program = try #require(Catalog.layouts.first { $0.name == "NetworkList" })
    let solved = try LayoutEngine().solve(program, on: Self.screen)
    #expect(solved.diagnostics == [])
    // The first row: 35 below the 59-point safe area, inset 16, 393 − 32 = 361 wide.
    let firstTop = 59.0 + 35
    let first = try #require(solved.frame(of: "network0-0"))
    #expect(UIKitExampleFrameTests.same(first, Rect(x: 16, y: firstTop, width: 361, height: 44)))
    // The second section: 17.667 of spacing, then the header (17 + 15.667 + 6), then its rows.
    let headerTop = firstTop + 44 + Self.spacing
    let rowsTop = headerTop + 17 + Self.footnoteLine + 6
    for row in 0..<3 {
      let frame = try #require(solved.frame(of: "network1-\(row)"))
      let expected = Rect(x: 16, y: rowsTop + 44 * Double(row), width: 361, height: 44)
      #expect(UIKitExampleFrameTests.same(frame, expected))
    }
  }
}
