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

// README.md's "Which iOS": a test pins its references to an edition by naming it, or takes both.
@Test func profileCardInBothEditions() {
  assertLayoutSnapshot(of: ProfileCard(), on: .devices("iphone-16-pro"), variants: [Variant(os: .ios18)])
  assertLayoutSnapshot(
    of: ProfileCard(), on: .devices("iphone-16-pro"), variants: [Variant(os: .ios18), Variant()])
}
