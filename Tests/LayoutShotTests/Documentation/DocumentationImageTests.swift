import Foundation
import Testing

/// The pictures in the DocC catalogs are copies of example snapshots: each must stay byte for
/// byte the reference it was copied from, so a change to an example that changes its snapshot
/// fails here until the picture is copied again.
@Suite("Documentation pictures")
struct DocumentationImageTests {
  /// The package root: three folders above this file (Tests/LayoutShotTests/Documentation/).
  private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// Each picture of a catalog's `Resources` folder, with the snapshot it copies.
  static let pictures = [
    (
      "LayoutShot/LayoutShot.docc", "stack-gallery-content.png",
      "StackGallery/iphone-se-2-3-portrait-content.png"
    ),
    ("LayoutShot/LayoutShot.docc", "settings-form-screen.png", "SettingsForm/iphone-se-2-3-portrait.png"),
    (
      "LayoutShot/LayoutShot.docc", "settings-form-content.png",
      "SettingsForm/iphone-se-2-3-portrait-content.png"
    ),
    (
      "LayoutShot/LayoutShot.docc", "accessible-row-dark-ax5-rtl.png",
      "AccessibleRow/iphone-14-pro-portrait-dark-ax5-rtl.png"
    ),
    (
      "LayoutShotUIKit/LayoutShotUIKit.docc", "controls-gallery.png",
      "ControlsGallery/iphone-14-pro-portrait.png"
    ),
  ]

  @Test(arguments: pictures)
  func aPictureIsItsSnapshot(catalog: String, picture: String, snapshot: String) throws {
    let copy = try Data(
      contentsOf: Self.root.appendingPathComponent("Sources/\(catalog)/Resources/\(picture)"))
    let reference = try Data(contentsOf: Self.root.appendingPathComponent("Snapshots/\(snapshot)"))
    #expect(copy == reference, "copy Snapshots/\(snapshot) over Sources/\(catalog)/Resources/\(picture)")
  }

  @Test func everyPictureOfACatalogIsListed() throws {
    for catalog in Set(Self.pictures.map(\.0)) {
      let folder = Self.root.appendingPathComponent("Sources/\(catalog)/Resources")
      let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
        $0.hasSuffix(".png")
      }
      let listed = Self.pictures.filter { $0.0 == catalog }.map(\.1)
      #expect(Set(files) == Set(listed), "\(catalog)")
    }
  }
}
