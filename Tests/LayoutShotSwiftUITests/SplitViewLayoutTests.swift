import Foundation
import LayoutShotSwiftUI
import Raster
import Testing

import struct LayoutShot.DeviceCatalog
import class LayoutShot.LayoutEngine
import enum LayoutShot.Orientation
import struct LayoutShot.Rect
import struct LayoutShot.SolvedLayout
import struct LayoutShot.Variant

/// `NavigationSplitView` side by side at a regular width and collapsed at a compact one, frames
/// worked by hand from Documentation/SplitViews.md and Documentation/Bars.md.
///
/// The iPad Pro 11-inch in landscape is 1194 × 834 points at 2×, 24 unsafe at the top (the status
/// bar, where the bars start) and 20 at the bottom. Each column has its own 50-point bar, so a
/// column's root view fills 24 + 50 = 74 down to 834 − 20 = 814: 740 high. The sidebar and the
/// content column are 320 wide.
@MainActor @Suite struct SplitViewLayoutTests {
  private func solve<Content: View>(
    on device: String, _ orientation: Orientation = .landscape,
    @ViewBuilder _ content: @escaping @MainActor @Sendable () -> Content
  ) throws -> SolvedLayout {
    let screen = try DeviceCatalog.standard.device(named: device).screen(orientation, os: .ios18)
    return try LayoutEngine().solve(SwiftUILayout.screen("Test", content), on: screen)
  }

  @Test func twoColumnsStandSideBySideInLandscape() throws {
    let solved = try solve(on: "ipad-pro-11") {
      TwoColumns()
    }
    #expect(same(try frame("sidebar", in: solved), Rect(x: 0, y: 74, width: 320, height: 740)))
    #expect(same(try frame("detail", in: solved), Rect(x: 320, y: 74, width: 874, height: 740)))
    // A hairline (half a point at 2×) at the sidebar's trailing edge, the screen's height.
    let separator = try control("ColumnSeparator", in: solved)
    #expect(same(separator, Rect(x: 319.5, y: 0, width: 0.5, height: 834)), "\(separator)")
  }

  @Test func threeColumnsStandSideBySideInLandscape() throws {
    let solved = try solve(on: "ipad-pro-11") {
      ThreeColumns()
    }
    #expect(same(try frame("sidebar", in: solved), Rect(x: 0, y: 74, width: 320, height: 740)))
    #expect(same(try frame("content", in: solved), Rect(x: 320, y: 74, width: 320, height: 740)))
    #expect(same(try frame("detail", in: solved), Rect(x: 640, y: 74, width: 554, height: 740)))
  }

  @Test func aColumnTakesTheWidthItAsksFor() throws {
    let solved = try solve(on: "ipad-pro-11") {
      NavigationSplitView {
        Color.red.accessibilityIdentifier("sidebar").navigationSplitViewColumnWidth(
          min: 200, ideal: 260, max: 300)
      } detail: {
        Color.blue.accessibilityIdentifier("detail")
      }
    }
    #expect(same(try frame("sidebar", in: solved), Rect(x: 0, y: 74, width: 260, height: 740)))
    #expect(same(try frame("detail", in: solved), Rect(x: 260, y: 74, width: 934, height: 740)))
  }

  @Test func theProminentDetailKeepsTheWholeWidthUnderTheSidebar() throws {
    let solved = try solve(on: "ipad-pro-11") {
      TwoColumns().navigationSplitViewStyle(.prominentDetail)
    }
    #expect(same(try frame("sidebar", in: solved), Rect(x: 0, y: 74, width: 320, height: 740)))
    #expect(same(try frame("detail", in: solved), Rect(x: 0, y: 74, width: 1194, height: 740)))
  }

  @Test(arguments: [false, true])
  func aSidebarOverTheDetailIsDrawnAtTheElevatedLevel(overlaysDetail: Bool) throws {
    let screen = Variant(appearance: .dark).applied(
      to: try DeviceCatalog.standard.device(named: "ipad-pro-11").screen(.landscape, os: .ios18))
    let program = SwiftUILayout.screen("Test") { ListSidebar(overlaysDetail: overlaysDetail) }
    let solved = try LayoutEngine().solve(program, on: screen)
    // The sidebar's list background, systemGroupedBackground, below its rows: #000000 at the base
    // level, #1C1C1E elevated (Documentation/SystemColors.md).
    let image = try Raster.Image(pngData: try solved.pngData())
    let stored = image.premultipliedPixel(x: 20, y: 1400)
    let expected = overlaysDetail ? [0x1C, 0x1C, 0x1E, 255] : [0, 0, 0, 255]
    #expect([Int(stored.red), Int(stored.green), Int(stored.blue), Int(stored.alpha)] == expected)
  }

  @Test func inPortraitTheDetailShowsAloneUnlessEveryColumnIsAskedFor() throws {
    let automatic = try solve(on: "ipad-pro-11", .portrait) {
      TwoColumns()
    }
    // 834 × 1194: the detail from 74 to 1194 − 20 = 1174.
    #expect(automatic.frame(of: "sidebar") == nil)
    #expect(same(try frame("detail", in: automatic), Rect(x: 0, y: 74, width: 834, height: 1100)))

    let all = try solve(on: "ipad-pro-11", .portrait) {
      TwoColumns(visibility: .all)
    }
    #expect(same(try frame("sidebar", in: all), Rect(x: 0, y: 74, width: 320, height: 1100)))
    #expect(same(try frame("detail", in: all), Rect(x: 320, y: 74, width: 514, height: 1100)))
  }

  @Test func doubleColumnShowsTheContentAndDetailOfThree() throws {
    let solved = try solve(on: "ipad-pro-11") {
      ThreeColumns(visibility: .doubleColumn)
    }
    #expect(solved.frame(of: "sidebar") == nil)
    #expect(same(try frame("content", in: solved), Rect(x: 0, y: 74, width: 320, height: 740)))
    #expect(same(try frame("detail", in: solved), Rect(x: 320, y: 74, width: 874, height: 740)))
  }

  @Test func onAMaxPhoneInLandscapeThreeColumnsLeaveOutTheSidebar() throws {
    // 932 wide, regular: 932 − 320 − 320 = 292 would leave the detail under 320 points, so the
    // content and detail show, 320 and 612 wide; each column's view keeps out of the 59-point
    // safe areas at the sides.
    let solved = try solve(on: "iphone-14-pro-max") { ThreeColumns() }
    #expect(solved.frame(of: "sidebar") == nil)
    let content = try frame("content", in: solved)
    let detail = try frame("detail", in: solved)
    #expect(content.minX == 59)
    #expect(content.maxX == 320)
    #expect(detail.minX == 320)
    #expect(detail.maxX == 932 - 59)
  }

  @Test func eachColumnHasItsOwnBarAndTitle() throws {
    let solved = try solve(on: "ipad-pro-11") {
      NavigationSplitView {
        Color.red.accessibilityIdentifier("sidebar").navigationTitle("Folders")
      } detail: {
        NavigationStack {
          Color.blue.accessibilityIdentifier("detail").navigationTitle("Inbox")
            .navigationBarTitleDisplayMode(.inline)
        }
      }
    }
    // The sidebar's large title adds 52 below its 50-point row: its root view starts at 126.
    #expect(same(try frame("sidebar", in: solved), Rect(x: 0, y: 126, width: 320, height: 688)))
    // The detail is a navigation stack already, and keeps its one inline bar.
    #expect(same(try frame("detail", in: solved), Rect(x: 320, y: 74, width: 874, height: 740)))
    // The large title at the column's 20-point margin.
    let titles = solved.layout.views.indices.filter { solved.layout.views[$0].name.hasSuffix("/LargeTitle") }
    try #require(titles.count == 1)
    #expect(solved.frames[titles[0]].minX == 20)
  }

  @Test func atACompactWidthTheSplitViewCollapsesToTheSidebar() throws {
    let solved = try solve(on: "iphone-15", .portrait) {
      TwoColumns()
    }
    // One stack: its 44-point bar at 161/3, the sidebar below it down to 852 − 34 = 818.
    let sidebar = try frame("sidebar", in: solved)
    #expect(Swift.abs(sidebar.minY - (161.0 / 3 + 44)) < 0.001)
    #expect(sidebar.maxY == 818)
    #expect(sidebar.width == 393)
    #expect(solved.frame(of: "detail") == nil)
  }
}

/// A split view of a red sidebar and a blue detail, named `sidebar` and `detail`.
private struct TwoColumns: View {
  var visibility = NavigationSplitViewVisibility.automatic

  var body: some View {
    NavigationSplitView(columnVisibility: .constant(visibility)) {
      Color.red.accessibilityIdentifier("sidebar")
    } detail: {
      Color.blue.accessibilityIdentifier("detail")
    }
  }
}

/// A split view of a red sidebar, a green content column and a blue detail, named `sidebar`,
/// `content` and `detail`.
private struct ThreeColumns: View {
  var visibility = NavigationSplitViewVisibility.automatic

  var body: some View {
    NavigationSplitView(columnVisibility: .constant(visibility)) {
      Color.red.accessibilityIdentifier("sidebar")
    } content: {
      Color.green.accessibilityIdentifier("content")
    } detail: {
      Color.blue.accessibilityIdentifier("detail")
    }
  }
}

/// A split view of a sidebar list and a blue detail, in the prominent-detail style or the balanced
/// one.
private struct ListSidebar: View {
  let overlaysDetail: Bool

  var body: some View {
    let split = NavigationSplitView {
      List { Text("Inbox") }
    } detail: {
      Color.blue
    }
    if overlaysDetail {
      split.navigationSplitViewStyle(.prominentDetail)
    } else {
      split.navigationSplitViewStyle(.balanced)
    }
  }
}
