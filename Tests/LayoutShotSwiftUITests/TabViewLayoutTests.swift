import Foundation
import LayoutShotSwiftUI
import Testing

import struct LayoutShot.DeviceCatalog
import class LayoutShot.LayoutEngine
import struct LayoutShot.Rect
import struct LayoutShot.SolvedLayout

/// `TabView` on an iPhone 15 (393 × 852 points at 3×, 59 unsafe at the top, 34 at the bottom),
/// frames worked by hand from Documentation/Bars.md#tab-bar and Documentation/SwiftUITabs.md: the
/// tab bar's row is 49 high above the 34-point home indicator, from 852 − 34 − 49 = 769.
@MainActor @Suite struct TabViewLayoutTests {
  private let pixel = 1.0 / 3
  private let barTop = 769.0

  private func onPhone<Content: View>(@ViewBuilder _ content: @escaping @MainActor @Sendable () -> Content)
    throws -> SolvedLayout
  {
    let screen = try DeviceCatalog.standard.device(named: "iphone-15").screen(os: .ios18)
    return try LayoutEngine().solve(SwiftUILayout.screen("Test", content), on: screen)
  }

  private func threeTabs() throws -> SolvedLayout {
    try onPhone {
      TabView {
        Color.clear.accessibilityIdentifier("first")
          .tabItem { Label("Home", systemImage: "house") }
          .badge(3)
        Color.clear.tabItem { Label("Search", systemImage: "magnifyingglass") }
        Tab("Settings", systemImage: "gear") { Color.clear }
      }
    }
  }

  @Test func theFirstTabFillsTheSafeAreaAboveTheBar() throws {
    // The safe area is (0, 59) 393 × 759; the bar's row takes its bottom 49: 393 × 710.
    let solved = try threeTabs()
    #expect(same(try frame("first", in: solved), Rect(x: 0, y: 59, width: 393, height: 710)))
  }

  @Test func itemsShareTheWidthStackedImageOverTitle() throws {
    // Three items share 393 points: 131 each, centred at 65.5, 196.5 and 327.5. Each image is
    // centred 18 below the row's top (787); each title's top is 35 below it (804).
    let solved = try threeTabs()
    let images = frames(ending: "TabItemImage", in: solved)
    let titles = frames(ending: "TabItemTitle", in: solved)
    try #require(images.count == 3 && titles.count == 3)
    for (index, centre) in [65.5, 196.5, 327.5].enumerated() {
      #expect(Swift.abs(images[index].midX - centre) <= pixel)
      #expect(Swift.abs(images[index].midY - (barTop + 18)) <= pixel)
      #expect(Swift.abs(titles[index].midX - centre) <= pixel)
      #expect(Swift.abs(titles[index].minY - (barTop + 35)) <= pixel)
    }
  }

  @Test func aBadgeSitsRightOfTheImagesCentre() throws {
    // Its capsule from 6 right of the first image's centre (65.5 + 6 = 71.5), 2 below the row's
    // top (771), 18 high.
    let solved = try threeTabs()
    let badge = try #require(frames(ending: "Capsule", in: solved).first)
    #expect(Swift.abs(badge.minX - 71.5) <= pixel)
    #expect(Swift.abs(badge.minY - (barTop + 2)) <= pixel)
    #expect(badge.height == 18)
  }

  @Test func theSelectionPicksTheTabTaggedWithIt() throws {
    let solved = try onPhone {
      TabView(selection: .constant("b")) {
        Color.clear.accessibilityIdentifier("a").tabItem { Text("A") }.tag("a")
        Color.clear.accessibilityIdentifier("b").tabItem { Text("B") }.tag("b")
      }
    }
    #expect(solved.frame(of: "a") == nil)
    #expect(same(try frame("b", in: solved), Rect(x: 0, y: 59, width: 393, height: 710)))
  }

  @Test func pagesShowTheFirstPageAndTheDots() throws {
    // The first page fills the safe area. Two dots: 2 × 11.5 + 8 + 2 × 14 = 59 wide, 11.5 + 16 =
    // 27.5 high (UIPageControl's sizes), centred at the safe area's bottom: (167, 790.5).
    let solved = try onPhone {
      TabView {
        Color.red.accessibilityIdentifier("page1")
        Color.blue.accessibilityIdentifier("page2")
      }
      .tabViewStyle(.page)
    }
    #expect(same(try frame("page1", in: solved), Rect(x: 0, y: 59, width: 393, height: 759)))
    #expect(solved.frame(of: "page2") == nil)
    let dots = try #require(frames(ending: "PageIndicator", in: solved).first)
    #expect(Swift.abs(dots.minX - 167) <= pixel)
    #expect(Swift.abs(dots.minY - 790.5) <= pixel)
    #expect(Swift.abs(dots.width - 59) <= pixel)
  }

  @Test func theIndexDisplayModeSaysWhenTheDotsShow() throws {
    // Apple: `.automatic` shows the dots for more than one page, `.always` whatever the count,
    // `.never` not at all. One page with `.always`: one dot, 11.5 + 2 × 14 = 39.5 wide, centred:
    // x = (393 − 39.5) / 2 = 176.75.
    let single = { (mode: PageTabViewStyle.IndexDisplayMode) in
      try self.onPhone { TabView { Color.red }.tabViewStyle(.page(indexDisplayMode: mode)) }
    }
    let always = try #require(frames(ending: "PageIndicator", in: try single(.always)).first)
    #expect(Swift.abs(always.minX - 176.75) <= pixel)
    #expect(Swift.abs(always.width - 39.5) <= pixel)
    #expect(frames(ending: "PageIndicator", in: try single(.automatic)).isEmpty)
    let never = try onPhone {
      TabView {
        Color.red
        Color.blue
      }
      .tabViewStyle(.page(indexDisplayMode: .never))
    }
    #expect(frames(ending: "PageIndicator", in: never).isEmpty)
  }
}
