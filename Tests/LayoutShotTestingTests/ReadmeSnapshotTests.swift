import LayoutShot
import LayoutShotExamples
import LayoutShotTesting
import Testing

// README.md's first snapshot test, as it is there (`ReadmeSnippetCoverageTests` checks the
// README's lines against this file): ProfileCard on the default devices in both orientations,
// against the references the example snapshot tests also use.

@Test func profileCard() {
  assertLayoutSnapshot(of: ProfileCard(), on: .devices(orientations: [.portrait, .landscape]))
}
