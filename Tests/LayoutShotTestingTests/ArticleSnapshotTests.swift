import LayoutShot
import LayoutShotExamples
import LayoutShotTesting
import Testing

// The snapshot tests the DocC articles show, as they are there (`ReadmeSnippetCoverageTests`
// checks the articles' lines against this file), against the references the example snapshot
// tests also use: the LayoutShotTesting landing page's, and the "Variants" article's.

@Test func complexWidth() {
  assertLayoutSnapshot(of: ComplexWidth(), on: .devices(orientations: [.portrait, .landscape]))
}

@Test func profileCardInVariants() {
  let variants = Variant.product(
    appearances: [.light, .dark], contentSizes: [.large, .accessibilityExtraLarge])
  assertLayoutSnapshot(of: ProfileCard(), on: .devices("iphone-12"), variants: variants)
}
