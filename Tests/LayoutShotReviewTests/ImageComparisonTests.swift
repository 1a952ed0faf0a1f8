import Foundation
import LayoutShotReview
import Raster
import Testing

/// PNG snapshots compared pixel by pixel, on images small enough to count their pixels by hand.
@Suite("Comparing images")
struct ImageComparisonTests {
  /// A `width` × `height` PNG of `fill`, with `paint` applied to it.
  static func png(
    width: Int = 16, height: Int = 16, fill: RGBA8 = .white, _ paint: (inout Raster.Image) -> Void = { _ in }
  ) throws -> Data {
    let made = Raster.Image(width: width, height: height, fill: fill)
    var image = try #require(made)
    paint(&image)
    return Data(try image.pngData())
  }

  /// `image` with the pixels of `columns` × `rows` set to `color`.
  static func paint(_ image: inout Raster.Image, _ columns: Range<Int>, _ rows: Range<Int>, _ color: RGBA8) {
    for y in rows {
      for x in columns { image.setPixel(x: x, y: y, to: color) }
    }
  }

  static let red = RGBA8(red: 255, green: 0, blue: 0)

  /// A white 16 × 16 image, and the same with a red block of 4 × 2 pixels at x 3..<7, y 9..<11:
  /// 8 of 256 pixels, 3.125 %.
  static func blockPair() throws -> (reference: Data, actual: Data) {
    (try png(), try png { paint(&$0, 3..<7, 9..<11, red) })
  }

  @Test func byteEqualFilesMatchWithoutBeingDecoded() throws {
    let bytes = Data("not a png".utf8)
    #expect(try SnapshotComparison(kind: .image).compare(reference: bytes, actual: bytes) == nil)
    let image = try Self.png()
    #expect(try SnapshotComparison(kind: .image).compare(reference: image, actual: image) == nil)
  }

  @Test func changedPixelsAreCountedAndBoxedAndPictured() throws {
    let (reference, actual) = try Self.blockPair()
    let difference = try #require(
      try SnapshotComparison(kind: .image).compare(reference: reference, actual: actual))
    #expect(difference.summary == "8 of 256 pixels differ (3.125 %)")
    #expect(difference.details == ["changed area: x 3..<7, y 9..<11 (pixels)"])
    #expect(difference.frameChanges.isEmpty)
    #expect(difference.artifacts.map(\.suffix) == ["diff.png", "strip.png"])
    let diff = try Raster.Image(pngData: Array(try #require(difference.artifact("diff.png"))))
    #expect(diff.width == 16 && diff.height == 16)
    #expect(diff.pixel(x: 3, y: 9) == PixelDiff.differenceColor)
    #expect(diff.pixel(x: 6, y: 10) == PixelDiff.differenceColor)
    #expect(diff.pixel(x: 7, y: 10) != PixelDiff.differenceColor)
    // Reference | diff | actual, 8 pixels apart: 3 × 16 + 2 × 8 wide.
    let strip = try Raster.Image(pngData: Array(try #require(difference.artifact("strip.png"))))
    #expect(strip.width == 64 && strip.height == 16)
    #expect(strip.pixel(x: 48 + 3, y: 9) == Self.red)
  }

  @Test func withoutTheStripOnlyTheDiffImageIsMade() throws {
    let (reference, actual) = try Self.blockPair()
    let difference = try SnapshotComparison(kind: .image, makesStrip: false).compare(
      reference: reference, actual: actual)
    #expect(difference?.artifacts.map(\.suffix) == ["diff.png"])
  }

  @Test func aToleranceAllowsSoManyPixelsOrSuchAShare() throws {
    let (reference, actual) = try Self.blockPair()
    func matches(_ tolerance: SnapshotTolerance) throws -> Bool {
      try SnapshotComparison(kind: .image, tolerance: tolerance).compare(reference: reference, actual: actual)
        == nil
    }
    #expect(try matches(.pixels(8)))
    #expect(try !matches(.pixels(7)))
    // 8 / 256 = 1 / 32.
    #expect(try matches(.fraction(1.0 / 32)))
    #expect(try !matches(.fraction(0.03)))
    // Either bound suffices.
    #expect(try matches(SnapshotTolerance(maximumDifferingPixels: 8, maximumDifferingFraction: 0.01)))
    #expect(try matches(SnapshotTolerance(maximumDifferingPixels: 1, maximumDifferingFraction: 0.5)))
    #expect(try !matches(.exact))
  }

  @Test func aColorThresholdLetsANearColourPass() throws {
    // Grey 250 against white: every YIQ channel but Y cancels out, and Y differs by 5, so the
    // distance is 0.5053 × 5² = 12.63, under 35,215 × 0.02² = 14.09 and over 35,215 × 0.018²
    // = 11.41.
    let reference = try Self.png()
    let actual = try Self.png { Self.paint(&$0, 0..<16, 0..<1, RGBA8(red: 250, green: 250, blue: 250)) }
    func difference(_ threshold: Double) throws -> SnapshotDifference? {
      try SnapshotComparison(kind: .image, tolerance: .pixels(0, colorThreshold: threshold)).compare(
        reference: reference, actual: actual)
    }
    #expect(try difference(0.02) == nil)
    #expect(try difference(0.018)?.summary == "16 of 256 pixels differ (6.250 %)")
  }

  @Test func antiAliasedPixelsAreSetAsideOnlyWhenAsked() throws {
    // An 8 × 8 image, black left of x 4 and white from it. The actual image has a grey pixel on
    // the edge, at (4, 3), where an anti-aliased edge would put one: its neighbours are black on
    // the left and white on the right, and the white one above it, (4, 2), sits among white
    // pixels in both images. It also has two red pixels in the black, at (0, 7) and (1, 7), with
    // no brighter neighbour: real changes.
    let edge = { (image: inout Raster.Image) in Self.paint(&image, 0..<4, 0..<8, .black) }
    let reference = try Self.png(width: 8, height: 8) { edge(&$0) }
    let actual = try Self.png(width: 8, height: 8) {
      edge(&$0)
      $0.setPixel(x: 4, y: 3, to: RGBA8(red: 128, green: 128, blue: 128))
      Self.paint(&$0, 0..<2, 7..<8, Self.red)
    }
    let counted = try #require(
      try SnapshotComparison(kind: .image).compare(reference: reference, actual: actual))
    // 3 of 64 pixels: 4.6875 %, shown to three decimals.
    #expect(counted.summary == "3 of 64 pixels differ (4.688 %)")
    #expect(counted.details == ["changed area: x 0..<5, y 3..<8 (pixels)"])
    let setAside = try #require(
      try SnapshotComparison(kind: .image, tolerance: .pixels(0, ignoringAntialiasing: true)).compare(
        reference: reference, actual: actual))
    #expect(setAside.summary == "2 of 64 pixels differ (3.125 %)")
    #expect(
      setAside.details == ["changed area: x 0..<2, y 7..<8 (pixels)", "1 anti-aliased pixel set aside"])
    // With the red pixels allowed too, the images match.
    #expect(
      try SnapshotComparison(kind: .image, tolerance: .pixels(2, ignoringAntialiasing: true)).compare(
        reference: reference, actual: actual) == nil)
  }

  @Test func anotherSizeNeverMatchesWhateverTheTolerance() throws {
    let reference = try Self.png()
    let actual = try Self.png(height: 20)
    let difference = try #require(
      try SnapshotComparison(kind: .image, tolerance: .fraction(1)).compare(
        reference: reference, actual: actual))
    #expect(difference.summary == "the size changed from 16 × 16 to 16 × 20 pixels")
    #expect(difference.details.isEmpty)
    // The diff image covers both: the 4 rows only the actual image has are changed pixels.
    let diff = try Raster.Image(pngData: Array(try #require(difference.artifact("diff.png"))))
    #expect(diff.width == 16 && diff.height == 20)
    #expect(diff.pixel(x: 0, y: 19) == PixelDiff.differenceColor)
    #expect(diff.pixel(x: 0, y: 15) != PixelDiff.differenceColor)
  }

  @Test func aFileThatIsNotAPNGIsAnErrorThatNamesIt() throws {
    let image = try Self.png()
    let garbage = Data("not a png".utf8)
    let comparison = SnapshotComparison(kind: .image)
    #expect {
      try comparison.compare(reference: garbage, actual: image)
    } throws: { error in
      guard let error = error as? SnapshotComparisonError else { return false }
      return error.file == .reference
        && error.description.hasPrefix("the reference image cannot be decoded: not a PNG file")
    }
    // A PNG cut in half.
    let truncated = image.prefix(image.count / 2)
    #expect {
      try comparison.compare(reference: image, actual: Data(truncated))
    } throws: { error in
      guard let error = error as? SnapshotComparisonError else { return false }
      return error.file == .actual && error.description.hasPrefix("the actual image cannot be decoded: ")
    }
  }
}
