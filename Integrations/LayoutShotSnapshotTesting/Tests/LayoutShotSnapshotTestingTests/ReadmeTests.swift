import LayoutShotSnapshotTesting
import PublicExamples
import SnapshotTesting
import Testing

/// The usage lines of this package's README.md, as written there, against the references in
/// `__Snapshots__/ReadmeTests/`.
@Suite struct ReadmeTests {
  @Test func profileCard() {
    assertSnapshot(of: ProfileCard(), as: .layoutImage(on: .iPhone12))
    assertSnapshot(of: ProfileCard(), as: .layoutFrames(on: .iPhone12, orientation: .landscape))
    assertSnapshot(
      of: ProfileCard(), as: .layoutImage(on: .iPhoneSE2And3, orientation: .landscape, tolerance: .pixels(20))
    )
    assertSnapshots(
      of: ProfileCard(),
      as: .layoutImages(on: [.iPhoneSE2And3], variants: [.standard, Variant(appearance: .dark)]))
  }
}
