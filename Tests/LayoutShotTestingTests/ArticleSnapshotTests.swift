import Foundation
import LayoutShot
import LayoutShotExamples
import LayoutShotTestSupport
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

/// The card the tolerance snippets of the LayoutShotTesting and LayoutShotReview articles compare.
private struct Card: LayoutProgram {
  func body(root: View, screen: Screen) -> LayoutBody {
    let card = View("card")
    card.backgroundColor = .systemBlue
    card.cornerRadius = 12
    root.addSubview(card)
    card.pinEdges(
      to: root.safeAreaLayoutGuide,
      insets: DirectionalEdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16))
  }
}

@Test func tolerances() throws {
  // References recorded in a folder of the test's own, then the articles' assertions against them.
  let folder = try TemporaryFolder()
  _ = verifyLayoutSnapshot(of: Card(), record: .all, snapshotDirectory: folder.path)
  let references = try FileManager.default.contentsOfDirectory(atPath: folder.file("Card").path)
  #expect(references.contains("iphone-12-portrait.png"))
  withLayoutSnapshots(record: .never, snapshotDirectory: folder.path) {
    // Up to 20 pixels may differ by any amount.
    assertLayoutSnapshot(of: Card(), tolerance: .pixels(20))
    // Up to 0.1 % of the pixels may differ by more than a small colour distance; anti-aliased edges
    // are not counted.
    let lenient = SnapshotTolerance.fraction(0.001, colorThreshold: 0.05, ignoringAntialiasing: true)
    assertLayoutSnapshot(of: Card(), tolerance: lenient)
  }
}
