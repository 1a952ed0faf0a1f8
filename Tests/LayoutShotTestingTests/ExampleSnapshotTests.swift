import LayoutShot
import LayoutShotExamples
import LayoutShotTesting
import Testing

/// Every example layout on the default devices, in portrait and landscape (and the scrolling ones
/// also with their whole content), against the references committed under `Snapshots/`: the
/// project's own snapshot tests, byte for byte.
///
/// To accept a deliberate change: `LAYOUTSHOT_RECORD=failed swift test --filter ExampleSnapshotTests`,
/// then review and commit `Snapshots/`.
@Suite("Example snapshots")
struct ExampleSnapshotTests {
  @Test(arguments: Catalog.layouts.map(\.name))
  func exampleMatchesItsSnapshots(name: String) throws {
    let program = try #require(Catalog.layouts.first { $0.name == name })
    assertLayoutSnapshot(
      of: program, on: .devices(orientations: [.portrait, .landscape]), as: [.png, .svg, .frames])
  }

  /// The examples that scroll, also at the extent that shows their whole content.
  static let scrollingExamples = ["SettingsForm", "StackGallery"]

  @Test(arguments: scrollingExamples)
  func scrollingExampleMatchesItsWholeContentSnapshots(name: String) throws {
    let program = try #require(Catalog.layouts.first { $0.name == name })
    assertLayoutSnapshot(
      of: program, on: .devices(orientations: [.portrait, .landscape]), as: [.png, .svg, .frames],
      extent: .scrollContent)
  }
}
