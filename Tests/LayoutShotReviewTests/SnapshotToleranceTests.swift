import LayoutShotReview
import Testing

/// The one tolerance rule: the same size, and few enough pixels beyond the colour threshold by
/// count or by share.
@Suite("Snapshot tolerance")
struct SnapshotToleranceTests {
  @Test func exactAllowsNoPixel() {
    #expect(SnapshotTolerance.exact.allows(differing: 0, of: 100))
    #expect(!SnapshotTolerance.exact.allows(differing: 1, of: 100))
    #expect(SnapshotTolerance.exact.pixelOptions == .exact)
  }

  @Test func eitherTheCountOrTheShareSuffices() {
    let tolerance = SnapshotTolerance(maximumDifferingPixels: 5, maximumDifferingFraction: 0.1)
    #expect(tolerance.allows(differing: 5, of: 10))
    #expect(tolerance.allows(differing: 10, of: 100))
    #expect(!tolerance.allows(differing: 11, of: 100))
    #expect(!tolerance.allows(differing: 6, of: 10))
    // A share of no pixels allows nothing beyond the count.
    #expect(!SnapshotTolerance.fraction(1).allows(differing: 1, of: 0))
  }

  @Test func valuesAreClampedToTheirRanges() {
    let tolerance = SnapshotTolerance(
      colorThreshold: 2, maximumDifferingPixels: -4, maximumDifferingFraction: -1, ignoresAntialiasing: true)
    #expect(tolerance.colorThreshold == 1)
    #expect(tolerance.maximumDifferingPixels == 0)
    #expect(tolerance.maximumDifferingFraction == 0)
    #expect(SnapshotTolerance(colorThreshold: .nan, maximumDifferingFraction: .nan) == .exact)
    #expect(SnapshotTolerance.fraction(7).maximumDifferingFraction == 1)
  }

  @Test func thePerPixelTestCarriesTheThresholdAndTheAntiAliasingChoice() {
    let tolerance = SnapshotTolerance.pixels(3, colorThreshold: 0.1, ignoringAntialiasing: true)
    #expect(tolerance.maximumDifferingPixels == 3)
    #expect(tolerance.pixelOptions == .perceptual)
  }
}
