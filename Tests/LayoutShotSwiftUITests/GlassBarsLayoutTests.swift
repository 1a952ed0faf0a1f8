import Foundation
import LayoutShotSwiftUI
import Raster
import Testing

import struct LayoutShot.DeviceCatalog
import class LayoutShot.LayoutEngine
import struct LayoutShot.Rect
import struct LayoutShot.SolvedLayout
import struct LayoutShot.Variant

/// The iOS 26 edition's Liquid Glass bars and sheets in the SwiftUI face, on an iPhone 16 Pro
/// (402 × 874 points at 3×, 62 unsafe at the top and 34 at the bottom), frames worked by hand
/// from Documentation/Bars.md#ios-26 and Documentation/Sheets.md#ios-26.
///
/// Each test names its edition: the default edition will change.
@MainActor @Suite struct GlassBarsLayoutTests {
  private let pixel = 1.0 / 3

  private func onPhone<Content: View>(@ViewBuilder _ content: @escaping @MainActor @Sendable () -> Content)
    throws -> SolvedLayout
  {
    let screen = Variant(os: .ios26).applied(
      to: try DeviceCatalog.standard.device(named: "iphone-16-pro").screen())
    return try LayoutEngine().solve(SwiftUILayout.screen("Test", content), on: screen)
  }

  /// Whether `rect` is `expected` to within a pixel on each edge.
  private func near(_ rect: Rect?, _ expected: Rect) -> Bool {
    guard let rect else { return false }
    return Swift.abs(rect.minX - expected.minX) <= pixel + 1e-9
      && Swift.abs(rect.minY - expected.minY) <= pixel + 1e-9
      && Swift.abs(rect.maxX - expected.maxX) <= pixel + 1e-9
      && Swift.abs(rect.maxY - expected.maxY) <= pixel + 1e-9
  }

  /// The premultiplied red, green, blue and alpha of the pixel at (`x`, `y`) points.
  private func color(_ solved: SolvedLayout, _ x: Double, _ y: Double) throws -> [Int] {
    let image = try Raster.Image(pngData: try solved.pngData())
    let stored = image.premultipliedPixel(x: Int(x * 3), y: Int(y * 3))
    return [Int(stored.red), Int(stored.green), Int(stored.blue), Int(stored.alpha)]
  }

  private func fiveTabs() throws -> SolvedLayout {
    try onPhone {
      TabView {
        Color.clear.accessibilityIdentifier("first").tabItem { Label("Home", systemImage: "house") }
        Color.clear.tabItem { Label("Photos", systemImage: "photo") }
        Color.clear.tabItem { Label("Albums", systemImage: "rectangle.stack") }
        Color.clear.tabItem { Label("Shared", systemImage: "person.2") }
        Tab("Search", systemImage: "magnifyingglass") { Color.clear }
      }
    }
  }

  @Test func theTabBarFloatsAGlassCapsule() throws {
    let solved = try fiveTabs()
    // 21 in from the sides and 21 above the screen's bottom, 62 tall: (21, 874 − 83, 360, 62).
    #expect(
      same(
        try #require(frames(ending: "TabBarPlatter", in: solved).first),
        Rect(x: 21, y: 791, width: 360, height: 62)))
    // The selected tab fills the safe area above the bar's 49-point row: from 62 to 874 − 34 − 49.
    #expect(same(try frame("first", in: solved), Rect(x: 0, y: 62, width: 402, height: 729)))
  }

  @Test func theSelectionCapsuleIsAnItemsShareAnd7Point55() throws {
    let solved = try fiveTabs()
    // (360 − 8) / 5 = 70.4 a share, the capsule 77.95 × 54 centred on the first share's centre,
    // 25 + 35.2 = 60.2: x = 60.2 − 38.975 = 21.225, y = 791 + 4.
    let selection = try #require(frames(ending: "TabBarSelection", in: solved).first)
    #expect(near(selection, Rect(x: 21.225, y: 795, width: 77.95, height: 54)))
  }

  @Test func itemsCentreTheirImageSlotAndTitleInTheirShare() throws {
    let solved = try fiveTabs()
    let images = frames(ending: "TabItemImage", in: solved)
    let titles = frames(ending: "TabItemTitle", in: solved)
    try #require(images.count == 5 && titles.count == 5)
    for index in 0..<5 {
      // Each share's centre: 25 + 70.4 × (index + 0.5); down, the 25.2-point image slot, 2
      // points, the title, centred on 795 + 27 = 822.
      let centre = 25 + 70.4 * (Double(index) + 0.5)
      #expect(Swift.abs(images[index].midX - centre) <= pixel)
      #expect(Swift.abs(titles[index].midX - centre) <= pixel)
      #expect(Swift.abs(titles[index].minY - images[index].midY - 14.6) <= 2 * pixel)
      #expect(Swift.abs((images[index].midY - 12.6 + titles[index].maxY) / 2 - 822) <= 2 * pixel)
    }
  }

  @Test func navigationBarItemsShareACapsuleOnTheButtonRow() throws {
    let solved = try onPhone {
      NavigationStack {
        Color.clear.accessibilityIdentifier("content")
          .navigationTitle("Notes")
          .navigationBarTitleDisplayMode(.inline)
          .toolbar {
            ToolbarItemGroup(placement: .topBarTrailing) {
              Color.red.frame(width: 20, height: 20).accessibilityIdentifier("first")
              Color.red.frame(width: 20, height: 20).accessibilityIdentifier("second")
            }
          }
      }
    }
    // Two 51.5 cells: a 103 × 44 capsule ending 16 from the edge (x = 283), centred 23.17 below
    // the safe area's top (85.17): y = 63.17.
    let platter = try #require(frames(ending: "GlassPlatter", in: solved).first)
    #expect(near(platter, Rect(x: 283, y: 63.17, width: 103, height: 44)))
    // Each item centred in its cell: 283 + 25.75 = 308.75 and 334.5 + 25.75 = 360.25.
    #expect(Swift.abs(try frame("first", in: solved).midX - 308.75) <= pixel)
    #expect(Swift.abs(try frame("second", in: solved).midX - 360.25) <= pixel)
    #expect(Swift.abs(try frame("second", in: solved).midY - 85.17) <= pixel)
    // The bar is 54 tall from 62: the root starts at 116.
    #expect(Swift.abs(try frame("content", in: solved).minY - 116) <= 1e-9)
  }

  @Test func aLoneBottomBarItemIsA48PointCircle() throws {
    let solved = try onPhone {
      NavigationStack {
        Color.clear.accessibilityIdentifier("content")
          .toolbar {
            ToolbarItem(placement: .bottomBar) {
              Color.red.frame(width: 20, height: 20).accessibilityIdentifier("item")
            }
          }
      }
    }
    // 28 from the left, its bottom 28 above the screen's: (28, 874 − 28 − 48 = 798, 48, 48).
    let platter = try #require(frames(ending: "GlassPlatter", in: solved).first)
    #expect(same(platter, Rect(x: 28, y: 798, width: 48, height: 48)))
    // The root still ends at the 49-point toolbar's top: 874 − 34 − 49 = 791.
    #expect(Swift.abs(try frame("content", in: solved).maxY - 791) <= 1e-9)
  }

  @Test func theSearchFieldIsA44PointCapsule() throws {
    let solved = try onPhone {
      NavigationStack {
        Color.clear.navigationTitle("Recipes").searchable(text: .constant(""))
      }
    }
    // Below the 54-point bar and the 52-point large title: its row from 62 + 106 = 168, the
    // field 8 below it, 44 tall, inside the 16-point margins: (16, 176, 370, 44).
    let field = try #require(frames(ending: "RoundedRectangle", in: solved).first)
    #expect(same(field, Rect(x: 16, y: 176, width: 370, height: 44)))
  }

  @Test func aMediumSheetFloats8PointsFromTheEdges() throws {
    let solved = try onPhone {
      Color.white.ignoresSafeArea()
        .sheet(isPresented: .constant(true)) {
          Color.red.accessibilityIdentifier("sheetContent").presentationDetents([.medium])
        }
    }
    // The large detent is 874 − 62 − 34 = 778, the medium one 389. On iOS 18 the card would be
    // 389 + 34 = 423 tall from 451; floating, it keeps its top and stands 8 in: (8, 451, 386,
    // 415), the content above the home indicator's remaining 34 − 8 = 26: 389 tall.
    #expect(same(try frame("Test/Sheet/Card", in: solved), Rect(x: 8, y: 451, width: 386, height: 415)))
    #expect(same(try frame("sheetContent", in: solved), Rect(x: 8, y: 451, width: 386, height: 389)))
    // Black at 0.2 over white: 255 × 0.8 = 204.
    #expect(try color(solved, 200, 20) == [204, 204, 204, 255])
    // All four corners are rounded by 38: 2 points in from the card's bottom-left corner (10,
    // 864) is outside the arc (its centre (46, 828) is 50.9 away), so the dimmed white shows;
    // 38 in from the corner along the bottom edge, the card's white background (below the
    // content, over the home indicator's inset) 2 points above its edge.
    #expect(try color(solved, 10, 864) == [204, 204, 204, 255])
    #expect(try color(solved, 8 + 38, 864) == [255, 255, 255, 255])
  }

  @Test func aLargeSheetReachesTheSafeAreasTop() throws {
    let solved = try onPhone {
      Color.white.sheet(isPresented: .constant(true)) { Color.red.accessibilityIdentifier("sheetContent") }
    }
    // Full width from the safe area's top, 62, to the bottom edge; the content above the 34.
    #expect(same(try frame("Test/Sheet/Card", in: solved), Rect(x: 0, y: 62, width: 402, height: 812)))
    #expect(same(try frame("sheetContent", in: solved), Rect(x: 0, y: 62, width: 402, height: 778)))
    // Its top corners are rounded by 41.75: (2, 64) lies outside the arc (centre (41.75, 103.75),
    // 56.2 away), so the dimmed white (255 × 0.8) shows there; its bottom corners are square:
    // the card's white background reaches the screen's corner.
    #expect(try color(solved, 2, 64) == [204, 204, 204, 255])
    #expect(try color(solved, 1, 873) == [255, 255, 255, 255])
  }
}
