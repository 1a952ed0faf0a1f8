import Foundation
import Testing

/// The pictures in the DocC catalog are copies of example snapshots: each must stay byte for
/// byte the reference it was copied from, so a change to an example that changes its snapshot
/// fails here until the picture is copied again.
@Suite("Documentation pictures")
struct DocumentationImageTests {
  /// The package root: three folders above this file (Tests/LayoutShotTests/Documentation/).
  private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// Each picture of `LayoutShot.docc/Resources`, with the snapshot it copies.
  static let pictures = [
    ("stack-gallery-content.png", "StackGallery/iphone-se-2-3-portrait-content.png"),
    ("settings-form-screen.png", "SettingsForm/iphone-se-2-3-portrait.png"),
    ("settings-form-content.png", "SettingsForm/iphone-se-2-3-portrait-content.png"),
  ]

  @Test(arguments: pictures)
  func aPictureIsItsSnapshot(picture: String, snapshot: String) throws {
    let copy = try Data(
      contentsOf: Self.root.appendingPathComponent("Sources/LayoutShot/LayoutShot.docc/Resources/\(picture)"))
    let reference = try Data(contentsOf: Self.root.appendingPathComponent("Snapshots/\(snapshot)"))
    #expect(copy == reference, "copy Snapshots/\(snapshot) over LayoutShot.docc/Resources/\(picture)")
  }
}
