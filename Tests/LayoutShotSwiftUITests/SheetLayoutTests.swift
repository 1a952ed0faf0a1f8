import Foundation
import LayoutShotSwiftUI
import Raster
import Testing

import enum LayoutShot.Appearance
import struct LayoutShot.DeviceCatalog
import class LayoutShot.LayoutEngine
import enum LayoutShot.Orientation
import struct LayoutShot.Rect
import struct LayoutShot.SolvedLayout
import struct LayoutShot.Variant

/// Sheets and covers drawn over the presenting screen, frames and colours worked by hand from
/// Documentation/Sheets.md.
///
/// The iPhone 15 is 393 × 852 points at 3×, 59 unsafe at the top and 34 at the bottom: a page
/// sheet's top is 59 + 10 = 69, its large detent 852 − 69 − 34 = 749 high inside its safe area,
/// its medium detent half that, 374.5. The iPad Pro 11-inch is 834 × 1194 at 2×, 24 unsafe at the
/// top and 20 at the bottom in both orientations; its form sheet is 540 × 620, centred.
@MainActor @Suite struct SheetLayoutTests {
  private func solve<Content: View>(
    on device: String, _ orientation: Orientation = .portrait, appearance: Appearance = .light,
    @ViewBuilder _ content: @escaping @MainActor @Sendable () -> Content
  ) throws -> SolvedLayout {
    let screen = Variant(appearance: appearance, os: .ios18).applied(
      to: try DeviceCatalog.standard.device(named: device).screen(orientation))
    return try LayoutEngine().solve(SwiftUILayout.screen("Test", content), on: screen)
  }

  /// The premultiplied red, green, blue and alpha of the pixel at (`x`, `y`) points in
  /// `solved`'s PNG at 3×, drawn on nothing.
  private func color(_ solved: SolvedLayout, _ x: Double, _ y: Double) throws -> [Int] {
    let image = try Raster.Image(pngData: try solved.pngData())
    let stored = image.premultipliedPixel(x: Int(x * 3), y: Int(y * 3))
    return [Int(stored.red), Int(stored.green), Int(stored.blue), Int(stored.alpha)]
  }

  @Test func aPresentedSheetRestsBelowTheStatusBarWithItsContentAboveTheHomeIndicator() throws {
    let solved = try solve(on: "iphone-15") {
      Color.blue.accessibilityIdentifier("presenter")
        .sheet(isPresented: .constant(true)) { Color.red.accessibilityIdentifier("sheetContent") }
    }
    // The card: the screen's width, from 69 down to the bottom edge.
    #expect(same(try frame("Test/Sheet/Card", in: solved), Rect(x: 0, y: 69, width: 393, height: 783)))
    // Its content: the card less the 34-point home indicator inset.
    #expect(same(try frame("sheetContent", in: solved), Rect(x: 0, y: 69, width: 393, height: 749)))
    // The dimming covers the screen; the presenting view is laid out as it was, in the safe area.
    #expect(same(try frame("Test/Sheet/Dimming", in: solved), Rect(x: 0, y: 0, width: 393, height: 852)))
    #expect(same(try frame("presenter", in: solved), Rect(x: 0, y: 59, width: 393, height: 759)))
  }

  @Test func aSheetThatIsNotPresentedIsNotDrawn() throws {
    let solved = try solve(on: "iphone-15") {
      Color.blue.sheet(isPresented: .constant(false)) { Color.red.accessibilityIdentifier("sheetContent") }
    }
    #expect(solved.frame(of: "sheetContent") == nil)
    #expect(solved.frame(of: "Test/Sheet") == nil)
  }

  private struct Draft: Identifiable {
    let id: Int
  }

  @Test func aSheetForAnItemShowsThatItemsContent() throws {
    let solved = try solve(on: "iphone-15") {
      Color.blue.sheet(item: .constant(Draft(id: 7))) { draft in
        Color.red.accessibilityIdentifier("draft\(draft.id)")
      }
    }
    #expect(same(try frame("draft7", in: solved), Rect(x: 0, y: 69, width: 393, height: 749)))
  }

  @Test func theMediumDetentIsHalfTheLargeOne() throws {
    let solved = try solve(on: "iphone-15") {
      Color.blue.sheet(isPresented: .constant(true)) {
        Color.red.accessibilityIdentifier("sheetContent").presentationDetents([.medium, .large])
      }
    }
    // 749 / 2 = 374.5 inside the safe area, 408.5 with the inset: the card's top at
    // 852 − 408.5 = 443.5, on the 3× grid 443.667 (a pixel edge rounds half up).
    let card = try frame("Test/Sheet/Card", in: solved)
    #expect(near(card.minY, 1331.0 / 3))
    #expect(card.maxY == 852)
    let content = try frame("sheetContent", in: solved)
    #expect(near(content.maxY, 818))
    #expect(near(content.minY, 1331.0 / 3))
    // Two detents: the grabber shows, 36 × 5, centred, 5 below the card's top.
    // Its left edge at 196.5 − 18 = 178.5, on the grid 178.667; its top at 443.5 + 5 = 448.5,
    // on the grid 448.667.
    let grabber = try frame("Test/Sheet/Card/Grabber", in: solved)
    #expect(near(grabber.minX, 536.0 / 3))
    #expect(near(grabber.width, 36))
    #expect(near(grabber.minY, 1346.0 / 3))
    #expect(near(grabber.height, 5))
  }

  @Test func aHeightDetentAndASelectionChooseTheRestingHeight() throws {
    let solved = try solve(on: "iphone-15") {
      Color.blue.sheet(isPresented: .constant(true)) {
        Color.red.accessibilityIdentifier("sheetContent")
          .presentationDetents([.height(200), .large], selection: .constant(.height(200)))
          .presentationDragIndicator(.hidden)
      }
    }
    #expect(
      same(try frame("sheetContent", in: solved), Rect(x: 0, y: 852 - 34 - 200, width: 393, height: 200)))
    #expect(solved.frame(of: "Test/Sheet/Card/Grabber") == nil)
  }

  @Test func theLowestOfTheDetentsIsWhereTheSheetRests() throws {
    let solved = try solve(on: "iphone-15") {
      Color.blue.sheet(isPresented: .constant(true)) {
        Color.red.accessibilityIdentifier("sheetContent").presentationDetents([.large, .fraction(0.25)])
      }
    }
    // A quarter of 749 = 187.25 above the inset: the top at 818 − 187.25 = 630.75, on the grid 630.667.
    let content = try frame("sheetContent", in: solved)
    #expect(near(content.minY, 1892.0 / 3))
    #expect(near(content.maxY, 818))
  }

  @Test func theSystemCornerRadiusRoundsTheCardsTopCorners() throws {
    let solved = try solve(on: "iphone-15") {
      Color.clear.sheet(isPresented: .constant(true)) {
        Text("Settings").presentationBackground(Color(red: 1, green: 0, blue: 0))
      }
    }
    // (6, 75) is inside the 10-point corner's curve; (1, 70) outside it.
    #expect(try color(solved, 6, 75) == [255, 0, 0, 255])
    #expect(try color(solved, 1, 70)[3] < 255)
  }

  @Test func aSheetIsDrawnAtTheElevatedLevel() throws {
    let solved = try solve(on: "iphone-15", appearance: .dark) {
      Color.clear.sheet(isPresented: .constant(true)) { Text("Settings") }
    }
    // systemBackground at the elevated level in dark mode is #1C1C1E, not the base #000000.
    #expect(try color(solved, 30, 800) == [0x1C, 0x1C, 0x1E, 255])
    // Outside the card: the dimming, black at 40 % (102 of 255), over nothing drawn.
    #expect(try color(solved, 30, 30) == [0, 0, 0, 102])
  }

  @Test func theCornerRadiusAndBackgroundCanBeReplaced() throws {
    let solved = try solve(on: "iphone-15") {
      Color.clear.sheet(isPresented: .constant(true)) {
        Text("Settings").presentationBackground(Color(red: 1, green: 0, blue: 0)).presentationCornerRadius(30)
      }
    }
    #expect(try color(solved, 196, 400) == [255, 0, 0, 255])
    // (6, 75), 6 points in from the card's left and top edges, is inside a 10-point corner but
    // outside a 30-point one, whose circle's centre (30, 99) is 33.9 away: the red does not reach.
    #expect(try color(solved, 6, 75) != [255, 0, 0, 255])
    #expect(try color(solved, 40, 75) == [255, 0, 0, 255])
  }

  @Test func aNavigationStackInASheetPutsItsBarAtTheCardsTop() throws {
    let solved = try solve(on: "iphone-15") {
      Color.blue.sheet(isPresented: .constant(true)) {
        NavigationStack {
          Color.red.accessibilityIdentifier("sheetContent").navigationTitle("Filters")
            .navigationBarTitleDisplayMode(.inline)
        }
      }
    }
    // The card has no top inset: the 44-point bar starts at the card's top, 69.
    #expect(same(try frame("sheetContent", in: solved), Rect(x: 0, y: 69 + 44, width: 393, height: 749 - 44)))
  }

  @Test func aFullScreenCoverCoversTheScreenAtItsSafeArea() throws {
    let solved = try solve(on: "iphone-15", appearance: .dark) {
      Color.blue.fullScreenCover(isPresented: .constant(true)) {
        Color.red.accessibilityIdentifier("coverContent").frame(height: 100).frame(
          maxHeight: .infinity, alignment: .bottom)
      }
    }
    #expect(
      same(try frame("Test/FullScreenCover/Card", in: solved), Rect(x: 0, y: 0, width: 393, height: 852)))
    #expect(same(try frame("coverContent", in: solved), Rect(x: 0, y: 718, width: 393, height: 100)))
    #expect(solved.frame(of: "Test/FullScreenCover/Dimming") == nil)
    // At the screen's level: systemBackground in dark is the base #000000, opaque.
    #expect(try color(solved, 196, 400) == [0, 0, 0, 255])
  }

  @Test(arguments: [Orientation.portrait, .landscape])
  func onAnIPadASheetIsTheCentredFormSheet(orientation: Orientation) throws {
    let solved = try solve(on: "ipad-pro-11", orientation) {
      Color.blue.sheet(isPresented: .constant(true)) {
        Color.red.accessibilityIdentifier("sheetContent").presentationDetents([.medium])
      }
    }
    let (width, height) = orientation == .portrait ? (834.0, 1194.0) : (1194.0, 834.0)
    let expected = Rect(x: (width - 540) / 2, y: (height - 620) / 2, width: 540, height: 620)
    #expect(same(try frame("Test/Sheet/Card", in: solved), expected))
    // No inset inside a form sheet: the content fills it.
    #expect(same(try frame("sheetContent", in: solved), expected))
  }

  @Test func aSheetAloneIsTheCardAtItsSize() throws {
    let screen = try DeviceCatalog.standard.device(named: "iphone-15").screen(os: .ios18)
    let solved = try LayoutEngine().solve(
      SwiftUILayout.sheet("Alone") {
        Color.red.accessibilityIdentifier("sheetContent").presentationDetents([.medium])
      },
      on: screen)
    // The card of a medium sheet: 393 wide, 374.5 + 34 = 408.5 high (408.667 on the grid).
    let root = solved.frames[0]
    #expect(root.width == 393)
    #expect(near(root.height, 1226.0 / 3))
    #expect(near(try frame("sheetContent", in: solved).height, 1226.0 / 3 - 34))
  }

  /// Whether `a` and `b` are within a thousandth of a point.
  private func near(_ a: Double, _ b: Double) -> Bool { Swift.abs(a - b) < 0.001 }
}
