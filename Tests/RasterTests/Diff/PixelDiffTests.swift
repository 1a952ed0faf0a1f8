import Testing

@testable import Raster

@Suite("Pixel comparison")
struct PixelDiffTests {
  private func image(_ width: Int, _ height: Int, _ color: RGBA8 = .white) throws -> Image {
    try #require(Image(width: width, height: height, fill: color))
  }

  private func grey(_ level: UInt8) -> RGBA8 { RGBA8(red: level, green: level, blue: level) }

  @Test func identicalImagesMatch() throws {
    let diff = PixelDiff(reference: try image(10, 8), actual: try image(10, 8))
    #expect(diff.matches && diff.sizesMatch)
    #expect(diff.differingPixelCount == 0 && diff.bounds == nil && diff.differingFraction == 0)
    #expect(diff.pixelCount == 80)
  }

  @Test func changedBlockIsCountedAndBounded() throws {
    let reference = try image(10, 8)
    var actual = reference
    for y in 1...2 { for x in 2...4 { actual.setPixel(x: x, y: y, to: .black) } }
    let diff = PixelDiff(reference: reference, actual: actual)
    #expect(!diff.matches)
    #expect(diff.differingPixelCount == 6)
    #expect(diff.bounds == PixelRegion(x: 2, y: 1, width: 3, height: 2))
    #expect(diff.differingFraction == 6.0 / 80)
    #expect(diff.description == "6 of 80 pixels differ (7.500 %) in 2,1 3x2")
  }

  @Test func exactComparisonCountsTheSmallestChange() throws {
    let diff = PixelDiff(reference: try image(2, 1, grey(100)), actual: try image(2, 1, grey(101)))
    #expect(diff.differingPixelCount == 2)
  }

  @Test func transparentPixelsAreEqualWhateverTheirColour() throws {
    // Premultiplied, every fully transparent pixel is (0, 0, 0, 0).
    let diff = PixelDiff(
      reference: try image(2, 2, RGBA8(red: 255, green: 0, blue: 0, alpha: 0)),
      actual: try image(2, 2, RGBA8(red: 0, green: 9, blue: 200, alpha: 0)))
    #expect(diff.matches)
  }

  @Test func thresholdFollowsTheYIQDistance() throws {
    // For greys, I and Q cancel (their coefficients sum to 0) and Y equals the grey level, so
    // the distance is 0.5053·d². Threshold 0.1 allows 35215 × 0.01 = 352.15, i.e. d ≤ 26.4.
    let options = PixelDiff.Options(threshold: 0.1, ignoresAntialiasing: false)
    #expect(
      PixelDiff(reference: try image(3, 3, grey(100)), actual: try image(3, 3, grey(126)), options: options)
        .matches)
    let beyond = PixelDiff(
      reference: try image(3, 3, grey(100)), actual: try image(3, 3, grey(127)), options: options)
    #expect(beyond.differingPixelCount == 9)
  }

  @Test func colorDeltaOfBlackAndWhite() {
    // ΔY = 255 × (0.29889531 + 0.58662247 + 0.11448223) ≈ 255, ΔI = ΔQ ≈ 0:
    // 0.5053 × 255² = 32857.13.
    let white = RGBA8.white.premultiplied
    let black = RGBA8.black.premultiplied
    #expect(abs(PixelComparison.colorDelta(white, black) - 32_857.13) < 0.01)
    // Transparent blends over white, so it is as far from black as white is.
    #expect(
      PixelComparison.colorDelta(RGBA8.clear.premultiplied, black) == PixelComparison.colorDelta(white, black)
    )
  }

  /// A 12×6 image: black left of column 5, white right of it, column 5 in `edge` grey.
  private func edge(_ level: UInt8) throws -> Image {
    var picture = try image(12, 6)
    for y in 0..<6 {
      for x in 0..<5 { picture.setPixel(x: x, y: y, to: .black) }
      picture.setPixel(x: 5, y: y, to: grey(level))
    }
    return picture
  }

  @Test func antialiasedEdgePixelsCanBeSetAside() throws {
    // Column 5 goes from grey 128 to 100 (ΔY 28 > 26.4): each pixel there has a darker
    // neighbour (black, in a flat black area) and a brighter one (white, in a flat white area),
    // and only two neighbours of its own brightness (above and below).
    let reference = try edge(128)
    let actual = try edge(100)
    let perceptual = PixelDiff(reference: reference, actual: actual, options: .perceptual)
    #expect(perceptual.matches)
    #expect(perceptual.antialiasedPixelCount == 6)
    let counted = PixelDiff(
      reference: reference, actual: actual,
      options: PixelDiff.Options(threshold: 0.1, ignoresAntialiasing: false))
    #expect(counted.differingPixelCount == 6)
    #expect(counted.bounds == PixelRegion(x: 5, y: 0, width: 1, height: 6))
  }

  @Test func changesInFlatAreasAreNotAntialiasing() throws {
    let reference = try edge(128)
    var actual = reference
    actual.setPixel(x: 2, y: 3, to: .white)  // inside the black area: eight black neighbours
    let diff = PixelDiff(reference: reference, actual: actual, options: .perceptual)
    #expect(diff.differingPixelCount == 1 && diff.antialiasedPixelCount == 0)
    #expect(diff.bounds == PixelRegion(x: 2, y: 3, width: 1, height: 1))
  }

  @Test func differentSizesDifferWhereOnlyOneImageHasPixels() throws {
    let diff = PixelDiff(reference: try image(4, 3), actual: try image(5, 3))
    #expect(!diff.sizesMatch && !diff.matches)
    #expect(diff.pixelCount == 15)
    #expect(diff.differingPixelCount == 3)
    #expect(diff.bounds == PixelRegion(x: 4, y: 0, width: 1, height: 3))
    #expect(diff.description.hasSuffix("sizes differ: reference 4x3, actual 5x3"))
    // Wider but shorter against narrower but taller: everything outside the 1×1 overlap.
    let crossed = PixelDiff(reference: try image(3, 1), actual: try image(1, 2))
    #expect(crossed.pixelCount == 6 && crossed.differingPixelCount == 5)
  }

  @Test func differenceImageHighlightsChangesOverAFadedReference() throws {
    var reference = try image(3, 2)
    reference.setPixel(x: 0, y: 0, to: .black)
    var actual = reference
    actual.setPixel(x: 2, y: 1, to: .black)
    let picture = try #require(PixelDiff.differenceImage(reference: reference, actual: actual))
    // Black fades to 255 − 255 / 4 = 192; white stays 255; the change is red.
    #expect(picture.pixel(x: 0, y: 0) == grey(192))
    #expect(picture.pixel(x: 1, y: 0) == grey(255))
    #expect(picture.pixel(x: 2, y: 1) == PixelDiff.differenceColor)
  }

  @Test func differenceImageMarksAntialiasingApart() throws {
    let picture = try #require(
      PixelDiff.differenceImage(reference: try edge(128), actual: try edge(100), options: .perceptual))
    #expect(picture.pixel(x: 5, y: 2) == PixelDiff.antialiasingColor)
    #expect(picture.pixel(x: 4, y: 2) == grey(192))
  }

  @Test func sideBySideStripHasReferenceDiffAndActual() throws {
    let reference = try image(3, 2, .black)
    let actual = try image(2, 4, RGBA8(red: 0, green: 0, blue: 255))
    let strip = try #require(PixelDiff.sideBySide(reference: reference, actual: actual, gap: 2))
    // Panels: reference 3 wide, difference 3 (the larger width) wide, actual 2; gaps of 2.
    #expect(strip.width == 3 + 2 + 3 + 2 + 2 && strip.height == 4)
    #expect(strip.pixel(x: 0, y: 0) == .black)
    #expect(strip.pixel(x: 3, y: 0) == PixelDiff.separatorColor)
    #expect(strip.pixel(x: 0, y: 3) == PixelDiff.separatorColor)  // below the shorter reference
    #expect(strip.pixel(x: 5, y: 0) == PixelDiff.differenceColor)
    #expect(strip.pixel(x: 10, y: 3) == RGBA8(red: 0, green: 0, blue: 255))
  }
}
