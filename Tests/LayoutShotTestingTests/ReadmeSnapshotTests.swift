import LayoutShot
import LayoutShotExamples
import LayoutShotTesting
import Testing

// README.md's snapshot-testing quick start, as it is there (`ReadmeSnippetCoverageTests` checks
// the README's lines against this file): ProfileCard on the default devices in both orientations,
// against the references the example snapshot tests also use.

@Test func profileCard() {
  assertLayoutSnapshot(of: ProfileCard(), on: .devices(orientations: [.portrait, .landscape]))
}

// README.md's variants example, as it is there.
@Test func profileCardVariants() {
  assertLayoutSnapshot(
    of: ProfileCard(), on: .devices("iphone-12"),
    variants: Variant.product(
      appearances: [.light, .dark], contentSizes: [.large, .accessibilityExtraLarge]))
}
