import LayoutShot
import LayoutShotExamples
import LayoutShotTesting
import Testing

/// The bar examples in the iOS 26 edition, whose bars are Liquid Glass
/// (Documentation/Bars.md#ios-26), on an iPhone 16 Pro, light and dark, against the references
/// under `Snapshots/`.
///
/// The edition is named, so these stay iOS 26 when the default changes.
@Suite("Liquid Glass bar snapshots")
struct GlassBarSnapshotTests {
  /// The UIKit bar galleries and a SwiftUI tab view with a navigation stack.
  static let examples = ["BarsGallery", "BarsGalleryConversation", "SwiftUIPhotoTabs"]

  @Test(arguments: examples)
  func barExampleMatchesItsIOS26Snapshots(name: String) throws {
    let program = try #require(Catalog.layouts.first { $0.name == name })
    assertLayoutSnapshot(
      of: program, on: .devices("iphone-16-pro"),
      variants: [Variant(os: .ios26), Variant(appearance: .dark, os: .ios26)], as: [.png, .svg, .frames])
  }
}
