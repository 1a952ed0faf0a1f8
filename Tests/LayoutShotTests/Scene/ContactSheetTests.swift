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
    // systemBlue in the iOS 26 palette, the default, is #0088FF light and #0091FF dark
    // (Documentation/SystemColors.md#ios-26-palette): light in the first column, dark in the
    // second, on both rows.
    let light = RGBA8(red: 0, green: 0x88, blue: 255, alpha: 255)
    let dark = RGBA8(red: 0, green: 0x91, blue: 255, alpha: 255)
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
        == "A contact sheet 300 pixels wide is too narrow for 12 columns of tiles; make it wider or choose fewer variants."
    )
  }

  @Test func aSheetOfRenderedPicturesScalesEachToTheTileWidth() throws {
    let red = RGBA8(red: 255, green: 0, blue: 0, alpha: 255)
    let blue = RGBA8(red: 0, green: 0, blue: 255, alpha: 255)
    func png(_ width: Int, _ height: Int, _ color: RGBA8) throws -> Data {
      let made = Raster.Image(width: width, height: height, fill: color)
      return Data(try #require(made).pngData())
    }
    let pictures = [
      ContactSheet.Picture(
        row: "phone portrait", column: "standard", caption: "a", pngData: try png(328, 656, red)),
      ContactSheet.Picture(
        row: "phone portrait", column: "dark", caption: "b", pngData: try png(82, 164, blue)),
      ContactSheet.Picture(
        row: "phone landscape", column: "standard", caption: "c", pngData: try png(656, 328, blue)),
      // The place of the first picture again: left out.
      ContactSheet.Picture(
        row: "phone portrait", column: "standard", caption: "d", pngData: try png(10, 10, blue)),
    ]
    let png = try ContactSheet(width: 400).pngData(title: "Pictures", pictures: pictures)
    let sheet = try Raster.Image(pngData: png)
    // Two columns of 164-pixel tiles, as from a program; the pictures scaled down (the first two)
    // or up to 164 wide: 328 tall on the first row, 82 on the second.
    #expect(sheet.width == 400 && sheet.height == 64 + 328 + 36 + 24 + 82 + 36 + 24)
    #expect(sheet.pixel(x: 24 + 82, y: 64 + 164) == red)
    #expect(sheet.pixel(x: 212 + 82, y: 64 + 164) == blue)
    #expect(sheet.pixel(x: 24 + 82, y: 452 + 41) == blue)
    #expect(try ContactSheet(width: 400).pngData(title: "Pictures", pictures: pictures) == png)
    #expect(throws: ContactSheetError.noScreens(layout: "None")) {
      try ContactSheet().pngData(title: "None", pictures: [])
    }
  }

  @Test func aSnapshotFileNameReadsBackAsDeviceOrientationAndVariant() throws {
    let screen = Variant(
      appearance: .dark, contentSize: .accessibilityExtraLarge, layoutDirection: .rightToLeft,
      pseudoLocale: .doubleLength
    ).applied(to: Device.iPhoneSE2And3.screen(.landscape))
    let stem = try SnapshotPath.stem(layout: "Card", screen: screen, extent: .scrollContent, named: "loading")
    let name = try #require(SnapshotPath.fileName(String(stem.dropFirst("Card/".count))))
    #expect(name.device == screen.device && name.orientation == .landscape)
    #expect(name.variant == Variant(of: screen))
    #expect(name.rest == ["content", "loading"])
    #expect(SnapshotPath.fileName("iphone-12-portrait")?.variant == .standard)
    #expect(SnapshotPath.fileName("notes") == nil)
  }

  @Test(arguments: [
    Variant(appearance: .dark, increasesContrast: true, level: .elevated),
    Variant(contentSize: .extraSmall, pseudoLocale: .rightToLeft),
    Variant(pseudoLocale: .accented, increasesContrast: true),
    Variant(appearance: .dark, level: .elevated),
    Variant(contentSize: .accessibilityMedium, os: .ios26),
    Variant(appearance: .dark, contentSize: .accessibilityExtraExtraExtraLarge, keyboard: .shown),
    Variant(os: .ios26, keyboard: .shown),
  ])
  func everyVariantsFileNameReadsBack(variant: Variant) throws {
    // Words of two parts ("high-contrast", "rtl-strings") and the level read back too.
    let screen = variant.applied(to: Device.iPhone12.screen())
    let stem = try SnapshotPath.stem(layout: "Card", screen: screen, extent: .screen, named: nil)
    let name = try #require(SnapshotPath.fileName(String(stem.dropFirst("Card/".count))))
    #expect(name.variant == variant)
    #expect(name.rest.isEmpty)
  }

  @Test func variantNamesInASheetSayWhatDiffers() {
    #expect(ContactSheet.variantName(.standard) == "standard")
    let variant = Variant(appearance: .dark, language: "de", increasesContrast: true, level: .elevated)
    #expect(ContactSheet.variantName(variant) == "dark · high contrast · elevated · de")
    #expect(ContactSheet.variantName(Variant(pseudoLocale: .rightToLeft)) == "rtl-strings")
    #expect(ContactSheet.variantName(Variant(appearance: .dark, os: .ios18)) == "dark · iOS 18")
    #expect(Variant(appearance: .dark, os: .ios18).nameComponents == ["dark", "ios18"])
    #expect(Variant(appearance: .dark, os: .ios26).nameComponents == ["dark"])
    #expect(ContactSheet.variantName(Variant(keyboard: .shown)) == "keyboard")
    #expect(
      Variant(contentSize: .accessibilityMedium, keyboard: .shown).nameComponents == ["keyboard", "ax1"])
  }
}
