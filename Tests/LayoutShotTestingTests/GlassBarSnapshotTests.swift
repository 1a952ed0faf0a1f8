import LayoutShot
import LayoutShotExamples
import LayoutShotTesting
import Testing

/// The bar examples on an iPhone 16 Pro, light and dark, in both editions: iOS 26's Liquid Glass
/// bars (Documentation/Bars.md#ios-26) and iOS 18's (Documentation/Bars.md), against the
/// references under `Snapshots/`.
///
/// Each edition is named, so the references stay what they are whatever the default.
@Suite("Bar snapshots in both editions")
struct GlassBarSnapshotTests {
  /// The UIKit bar galleries and a SwiftUI tab view with a navigation stack.
  static let examples = ["BarsGallery", "BarsGalleryConversation", "SwiftUIPhotoTabs"]

  @Test(arguments: examples)
  func barExampleMatchesItsSnapshotsInBothEditions(name: String) throws {
    let program = try #require(Catalog.layouts.first { $0.name == name })
    assertLayoutSnapshot(
      of: program, on: .devices("iphone-16-pro"),
      variants: [
        Variant(os: .ios26), Variant(appearance: .dark, os: .ios26), Variant(os: .ios18),
        Variant(appearance: .dark, os: .ios18),
      ], as: [.png, .svg, .frames])
  }
}
