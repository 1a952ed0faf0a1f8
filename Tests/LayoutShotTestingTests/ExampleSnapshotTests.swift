import LayoutShot
import LayoutShotExamples
import LayoutShotTesting
import Testing

/// Every example layout on the default devices, in portrait and landscape, against the references
/// committed under `Snapshots/`: the project's own snapshot tests, byte for byte.
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
}
