import Foundation
import LayoutShot
import LayoutShotExamples
import Testing

/// The README's picture of the two editions.
///
/// The controls gallery on an iPhone 16 Pro in iOS 18 and iOS 26, light and dark, side by side on
/// one contact sheet. The sheet is drawn again and
/// compared with the committed picture byte for byte, so the README always shows what LayoutShot
/// draws; `LAYOUTSHOT_RECORD` (any value) writes it anew.
@Suite("The editions' contact sheet")
struct EditionContactSheetTests {
  /// The package root: three folders above this file (Tests/LayoutShotTestingTests/).
  private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// Where the README finds the picture.
  static let picture = "Snapshots/README/controls-gallery-editions.png"

  @Test func theReadmesPictureIsTheSheetOfBothEditions() throws {
    let program = try #require(Catalog.layouts.first { $0.name == "ControlsGallery" })
    let variants = [
      Variant(os: .ios18), Variant(), Variant(appearance: .dark, os: .ios18), Variant(appearance: .dark),
    ]
    let screens = variants.map { $0.applied(to: Device.iPhone16Pro.screen()) }
    let png = Data(try ContactSheet(width: 1800).pngData(of: program, on: screens))
    let file = Self.root.appendingPathComponent(Self.picture)
    if ProcessInfo.processInfo.environment["LAYOUTSHOT_RECORD"] != nil
      || !FileManager.default.fileExists(atPath: file.path)
    {
      try FileManager.default.createDirectory(
        at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      try png.write(to: file, options: .atomic)
      Issue.record("recorded \(Self.picture); run the tests again to compare with it")
      return
    }
    #expect(try Data(contentsOf: file) == png, "run with LAYOUTSHOT_RECORD=all to draw \(Self.picture) again")
    let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
    #expect(readme.contains(Self.picture))
  }
}
