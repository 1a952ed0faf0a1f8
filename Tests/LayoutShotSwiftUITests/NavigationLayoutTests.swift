import Foundation
import LayoutShotSwiftUI
import Testing

import struct LayoutShot.DeviceCatalog
import class LayoutShot.LayoutEngine
import struct LayoutShot.Rect
import struct LayoutShot.SolvedLayout

/// `NavigationStack` at rest on an iPhone 15, frames worked by hand.
///
/// The phone is 393 × 852 points at 3×, 59 unsafe at the top, 34 at the bottom, with 16-point
/// margins; from Documentation/Bars.md and Documentation/SwiftUINavigation.md:
///
/// - the navigation bar's top is 161/3 = 53.667 (Bars.md#bar-position, measured on this class of
///   phone), its row 44 high;
/// - a large title adds 52 points, its first baseline 16 above their bottom: at
///   53.667 + 44 + 52 − 16 = 133.667, at the 16-point margin;
/// - a search field row adds 52 points, the 36-point field centred in it.
@MainActor @Suite struct NavigationLayoutTests {
  /// One pixel at 3×.
  private let pixel = 1.0 / 3
  /// The bar's top.
  private let barTop = 161.0 / 3

  private func onPhone<Content: View>(@ViewBuilder _ content: @escaping @MainActor @Sendable () -> Content)
    throws -> SolvedLayout
  {
    let screen = try DeviceCatalog.standard.device(named: "iphone-15").screen(os: .ios18)
    return try LayoutEngine().solve(SwiftUILayout.screen("Test", content), on: screen)
  }

  /// The frame of the only view whose name ends with `/suffix`.
  private func frameEnding(with suffix: String, in solved: SolvedLayout) throws -> Rect {
    let indices = solved.layout.views.indices.filter { solved.layout.views[$0].name.hasSuffix("/" + suffix) }
    try #require(indices.count == 1, "\(indices.count) views named …/\(suffix)")
    return solved.frames[indices[0]]
  }

  /// `value` on the 3× pixel grid, halves up, as frames are placed.
  private func onPixel(_ value: Double) -> Double { (value * 3 + 0.5).rounded(.down) / 3 }

  /// Whether `a` and `b` are within a thousandth of a point.
  private func near(_ a: Double, _ b: Double) -> Bool { Swift.abs(a - b) < 0.001 }

  /// The top of a one-line text of `size` points whose first baseline is at `baseline`: the
  /// text is its line height (1.193359375 em, San Francisco's) rounded up to the pixel, the line
  /// centred in it, its baseline the ascender (0.9521484375 em) below the line's top.
  private func textTop(size: Double, baseline: Double) -> Double {
    let line = 1.193359375 * size
    let height = (line * 3 - 1e-7).rounded(.up) / 3
    return baseline - (height - line) / 2 - 0.9521484375 * size
  }

  @Test func theLargeTitleSitsBelowTheBarAtTheMargin() throws {
    let solved = try onPhone {
      NavigationStack {
        Color.clear.navigationTitle("Inbox").accessibilityIdentifier("content")
      }
    }
    let title = try frameEnding(with: "LargeTitle", in: solved)
    #expect(title.minX == 16)
    #expect(near(title.minY, onPixel(textTop(size: 34, baseline: barTop + 44 + 52 - 16))))
    // The root view fills what is below the bar: from 53.667 + 96 = 149.667 to 852 − 34 = 818.
    let root = try frame("content", in: solved)
    #expect(near(root.minY, barTop + 96))
    #expect(near(root.maxY, 818))
    #expect(root.width == 393)
  }

  @Test func anInlineTitleIsCentredInTheBarsRow() throws {
    let solved = try onPhone {
      NavigationStack {
        Color.clear.navigationTitle("Inbox").navigationBarTitleDisplayMode(.inline)
          .accessibilityIdentifier("content")
      }
    }
    // 17-point text: 1.193359375 × 17 = 20.287, 20.333 high; centred in the 44-point row:
    // 53.667 + (44 − 20.333) / 2 = 65.5, on the pixel grid 65.667. Centred across: mid 196.5.
    let title = try frameEnding(with: "NavigationTitle", in: solved)
    #expect(near(title.minY, onPixel(barTop + (44 - 61.0 / 3) / 2)))
    #expect(Swift.abs(title.midX - 196.5) <= pixel)
    // No large title: the root starts at the bar's bottom, 53.667 + 44 = 97.667.
    #expect(near(try frame("content", in: solved).minY, barTop + 44))
  }

  @Test func toolbarItemsSitAtTheMarginsCentredInTheRow() throws {
    let solved = try onPhone {
      NavigationStack {
        Color.clear
          .navigationTitle("Notes")
          .toolbar {
            ToolbarItem(placement: .topBarLeading) {
              Color.red.frame(width: 30, height: 30).accessibilityIdentifier("leading")
            }
            ToolbarItemGroup(placement: .topBarTrailing) {
              Color.red.frame(width: 20, height: 20).accessibilityIdentifier("first")
              Color.red.frame(width: 30, height: 30).accessibilityIdentifier("second")
            }
          }
      }
    }
    // Leading: x = 16, y = 53.667 + (44 − 30) / 2 = 60.667.
    #expect(same(try frame("leading", in: solved), Rect(x: 16, y: barTop + 7, width: 30, height: 30)))
    // Trailing, in the order written, ending at 393 − 16 = 377, 8 apart: the second at 347, the
    // first at 347 − 8 − 20 = 319, y = 53.667 + 12 = 65.667.
    #expect(same(try frame("second", in: solved), Rect(x: 347, y: barTop + 7, width: 30, height: 30)))
    #expect(same(try frame("first", in: solved), Rect(x: 319, y: barTop + 12, width: 20, height: 20)))
  }

  @Test func theSearchFieldIsBelowTheLargeTitle() throws {
    let solved = try onPhone {
      NavigationStack {
        Color.clear.navigationTitle("Recipes").searchable(text: .constant(""))
          .accessibilityIdentifier("content")
      }
    }
    // Its row starts at 53.667 + 44 + 52 = 149.667; the field 8 below, 36 high, inside the
    // margins: (16, 157.667) 361 × 36. The root starts below the row: 149.667 + 52 = 201.667.
    // The field is its rounded background's frame.
    let field = try frameEnding(with: "RoundedRectangle", in: solved)
    #expect(same(field, Rect(x: 16, y: barTop + 104, width: 361, height: 36)))
    #expect(near(try frame("content", in: solved).minY, barTop + 148))
  }

  @Test func aViewIgnoringTheSafeAreaReachesUnderTheBar() throws {
    // The root's safe area ends at the bar; a background that ignores it grows to the screen.
    let solved = try onPhone {
      NavigationStack {
        Color.blue.accessibilityIdentifier("background").ignoresSafeArea().navigationTitle("Photos")
      }
    }
    #expect(same(try frame("background", in: solved), Rect(x: 0, y: 0, width: 393, height: 852)))
  }

  @Test func aHiddenBarLeavesTheRootInTheSafeArea() throws {
    let solved = try onPhone {
      NavigationStack {
        Color.clear.navigationTitle("Hidden").toolbar(.hidden, for: .navigationBar)
          .accessibilityIdentifier("content")
      }
    }
    #expect(same(try frame("content", in: solved), Rect(x: 0, y: 59, width: 393, height: 759)))
  }

  @Test func bottomBarItemsSitInAToolbarAboveTheHomeIndicator() throws {
    // The toolbar is 49 high above the 34-point home indicator: from 818 − 49 = 769; its item
    // at the leading margin, centred in it: y = 769 + (49 − 20) / 2 = 783.5, on the pixel grid
    // 783.667. The root ends at 769.
    let solved = try onPhone {
      NavigationStack {
        Color.clear
          .toolbar {
            ToolbarItem(placement: .bottomBar) {
              Color.red.frame(width: 20, height: 20).accessibilityIdentifier("item")
            }
          }
          .accessibilityIdentifier("content")
      }
    }
    #expect(same(try frame("item", in: solved), Rect(x: 16, y: onPixel(783.5), width: 20, height: 20)))
    #expect(near(try frame("content", in: solved).maxY, 769))
  }

  @Test func aSplitViewOnAPhoneShowsItsSidebarAsAStack() throws {
    // Collapsed: the sidebar is the root of a stack, below its large title (149.667); the detail
    // column is not shown.
    let solved = try onPhone {
      NavigationSplitView {
        Color.clear.accessibilityIdentifier("sidebar").navigationTitle("Folders")
      } detail: {
        Color.red.accessibilityIdentifier("detail")
      }
    }
    #expect(near(try frame("sidebar", in: solved).minY, barTop + 96))
    #expect(solved.frame(of: "detail") == nil)
  }
}
