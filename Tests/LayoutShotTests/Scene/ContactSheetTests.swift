import Foundation
import LayoutShot
import Raster
import Testing

/// Contact sheets: a layout on several screens and variants in one picture, laid out in a grid of
/// tiles of one width, each drawn from its own scene.
@Suite("Contact sheets")
struct ContactSheetTests {
  /// A blue view over the whole root: a tile is blue wherever the screen is.
  static let fill = AnyLayoutProgram("Fill") { root, _ in
    let blue = View("blue")
    blue.backgroundColor = .systemBlue
    root.addSubview(blue)
    blue.leading == root.leading
    blue.trailing == root.trailing
    blue.top == root.top
    blue.bottom == root.bottom
  }

  @Test func tilesAreAGridOfDevicesByVariantsAtTheSheetsWidth() throws {
    let phone = Screen(device: "phone", size: Size(width: 200, height: 400), scale: 2)
    let tall = Screen(device: "tall", size: Size(width: 100, height: 300), scale: 3)
    let screens = [phone, tall].flatMap { screen in
      [Variant.standard, Variant(appearance: .dark)].map { $0.applied(to: screen) }
    }
    let png = try ContactSheet(width: 400).pngData(of: Self.fill, on: screens)
    let sheet = try Raster.Image(pngData: png)
    // Two columns: (400 − 3 × 24) / 2 = 164 pixels per tile. The phone's tile is 164 × 328 (its
    // 200 × 400 points at 0.82 pixels each), the tall one's 164 × 492 (1.64 pixels per point).
    // Rows start below the 24-pixel margin and the 40-pixel title: at 64, then 64 + 328 + 36 + 24
    // = 452; the sheet ends at 452 + 492 + 36 + 24 = 1004.
    #expect(sheet.width == 400 && sheet.height == 1004)
    // systemBlue light is (0, 122, 255), dark (10, 132, 255): light in the first column, dark in
    // the second, on both rows.
    let light = RGBA8(red: 0, green: 122, blue: 255, alpha: 255)
    let dark = RGBA8(red: 10, green: 132, blue: 255, alpha: 255)
    #expect(sheet.pixel(x: 24 + 82, y: 64 + 164) == light)
    #expect(sheet.pixel(x: 24 + 164 + 24 + 82, y: 64 + 164) == dark)
    #expect(sheet.pixel(x: 24 + 82, y: 452 + 246) == light)
    #expect(sheet.pixel(x: 212 + 82, y: 452 + 246) == dark)
    // Between the tiles the sheet's own grey (systemGray6: 242, 242, 247) shows.
    #expect(sheet.pixel(x: 200, y: 100) == RGBA8(red: 242, green: 242, blue: 247, alpha: 255))
    // The same sheet twice is the same bytes.
    #expect(try ContactSheet(width: 400).pngData(of: Self.fill, on: screens) == png)
  }

  @Test func aSheetNeedsScreensAndRoom() {
    #expect(throws: ContactSheetError.noScreens(layout: "Fill")) {
      try ContactSheet().pngData(of: Self.fill, on: [])
    }
    let screens = ContentSizeCategory.allCases.map {
      Variant(contentSize: $0).applied(to: Screen(size: Size(width: 100, height: 100)))
    }
    // Twelve columns in 300 pixels leave (300 − 13 × 24) / 12 < 0 per tile.
    #expect(throws: ContactSheetError.tooNarrow(width: 300, columns: 12)) {
      try ContactSheet(width: 300).pngData(of: Self.fill, on: screens)
    }
    #expect(
      ContactSheetError.tooNarrow(width: 300, columns: 12).description
        == "A contact sheet 300 pixels wide is too narrow for 12 columns of tiles; make it wider or choose fewer variants.")
  }
}
