import Testing

@testable import Raster

/// The one-line count of a pixel comparison, as failure messages and reviews print it.
@Suite("Pixel diff summary")
struct PixelDiffSummaryTests {
  @Test func countsAreGroupedByThousands() {
    #expect(NumberText.grouped(0) == "0")
    #expect(NumberText.grouped(999) == "999")
    #expect(NumberText.grouped(1_000) == "1,000")
    #expect(NumberText.grouped(3_013_524) == "3,013,524")
    #expect(NumberText.grouped(-2_140) == "-2,140")
  }

  @Test func theSummaryGivesTheCountAndTheShare() throws {
    // A 40 × 25 image (1,000 pixels) with 3 pixels changed: 0.3 %.
    let reference = try #require(Image(width: 40, height: 25, fill: .white))
    var actual = reference
    for x in 0..<3 { actual.setPixel(x: x, y: 0, to: RGBA8(red: 0, green: 0, blue: 0)) }
    let diff = PixelDiff(reference: reference, actual: actual)
    #expect(diff.countSummary == "3 of 1,000 pixels differ (0.300 %)")
  }
}
