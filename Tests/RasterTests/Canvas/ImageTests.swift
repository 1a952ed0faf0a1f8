import Testing

@testable import Raster

@Suite("Image")
struct ImageTests {
  @Test func badSizesGiveNil() {
    #expect(Image(width: 0, height: 1) == nil)
    #expect(Image(width: 1, height: 0) == nil)
    #expect(Image(width: -3, height: 5) == nil)
    #expect(Image(width: Image.maximumDimension + 1, height: 1) == nil)
    #expect(Image(width: 1, height: Image.maximumDimension + 1) == nil)
    // Both sides allowed, but 2³⁰ pixels are more than 2²⁷.
    #expect(Image(width: Image.maximumDimension, height: Image.maximumDimension) == nil)
    #expect(Image(width: 0, height: 3, fill: .white) == nil)
    #expect(Canvas(width: 5, height: -1) == nil)
  }

  @Test func newImageIsTransparentBlack() throws {
    let image = try #require(Image(width: 3, height: 2))
    #expect(image.bytes == [UInt8](repeating: 0, count: 3 * 2 * 4))
    #expect(image.bytesPerRow == 12)
    #expect(image.pixel(x: 2, y: 1) == .clear)
    #expect(!image.isOpaque)
  }

  @Test func oneTranslucentPixelAnywhereMakesAnImageNotOpaque() throws {
    // 3 × 999 pixels: more than one block of 2,048 pixels, and 5 pixels after the last step of
    // eight. Each position is tried: the first pixels, the first of the second block, two in
    // the tail.
    let opaque = try #require(Image(width: 3, height: 999, fill: RGBA8(red: 10, green: 20, blue: 30)))
    #expect(opaque.isOpaque)
    for pixel in [0, 1, 2, 2_048, 2_049, 2_995, 2_996] {
      var bytes = opaque.bytes
      bytes[4 * pixel + 3] = 254
      bytes[4 * pixel] = 9  // stays premultiplied: each channel at most its alpha
      let image = try #require(Image(width: 3, height: 999, premultipliedRGBA: bytes))
      #expect(!image.isOpaque, "pixel \(pixel)")
    }
  }

  @Test func fillIsStoredPremultipliedAndReadBackStraight() throws {
    // 50 % red: 255 × 128 / 255 = 128 stored in the red channel.
    let image = try #require(Image(width: 2, height: 2, fill: RGBA8(red: 255, green: 0, blue: 0, alpha: 128)))
    #expect(
      image.bytes == [UInt8]([128, 0, 0, 128]) + [128, 0, 0, 128] + [128, 0, 0, 128] + [128, 0, 0, 128])
    #expect(image.pixel(x: 1, y: 1) == RGBA8(red: 255, green: 0, blue: 0, alpha: 128))
    #expect(image.premultipliedPixel(x: 0, y: 0) == RGBA8(red: 128, green: 0, blue: 0, alpha: 128))
  }

  @Test func premultiplyingRoundsToNearest() throws {
    // 200 × 100 / 255 = 78.43 → 78; 100 × 100 / 255 = 39.2 → 39; 3 × 100 / 255 = 1.18 → 1.
    let image = try #require(
      Image(width: 1, height: 1, fill: RGBA8(red: 200, green: 100, blue: 3, alpha: 100)))
    #expect(image.bytes == [78, 39, 1, 100])
    // Back to straight: 78 × 255 / 100 = 198.9 → 199; 39 → 99.45 → 99; 1 → 2.55 → 3.
    #expect(image.pixel(x: 0, y: 0) == RGBA8(red: 199, green: 99, blue: 3, alpha: 100))
  }

  @Test func opaqueFillIsOpaque() throws {
    let image = try #require(Image(width: 3, height: 3, fill: RGBA8(red: 1, green: 2, blue: 3)))
    #expect(image.isOpaque)
    #expect(image.bytes.prefix(4) == [1, 2, 3, 255])
  }

  @Test func rowsAreSlicesOfTheBytes() throws {
    var image = try #require(Image(width: 2, height: 3))
    image.setPixel(x: 1, y: 2, to: RGBA8(red: 10, green: 20, blue: 30))
    #expect(Array(image.row(2)) == [0, 0, 0, 0, 10, 20, 30, 255])
    #expect(Array(image.row(0)) == [UInt8](repeating: 0, count: 8))
  }

  @Test func premultipliedBytesMustNotExceedAlpha() {
    #expect(Image(width: 1, height: 1, premultipliedRGBA: [10, 10, 10, 10]) != nil)
    #expect(Image(width: 1, height: 1, premultipliedRGBA: [11, 10, 10, 10]) == nil)
    #expect(Image(width: 1, height: 1, premultipliedRGBA: [1, 2, 3]) == nil)
    #expect(Image(width: 2, height: 1, premultipliedRGBA: [0, 0, 0, 0]) == nil)
  }

  @Test func straightBytesArePremultiplied() throws {
    let image = try #require(Image(width: 2, height: 1, straightRGBA: [255, 255, 255, 51, 9, 8, 7, 255]))
    // 255 × 51 / 255 = 51.
    #expect(image.bytes == [51, 51, 51, 51, 9, 8, 7, 255])
    #expect(Image(width: 2, height: 1, straightRGBA: [1, 2, 3, 4]) == nil)
  }

  @Test func equalityComparesSizeAndBytes() throws {
    let a = try #require(Image(width: 2, height: 3, fill: .white))
    var b = try #require(Image(width: 2, height: 3, fill: .white))
    #expect(a == b)
    b.setPixel(x: 1, y: 2, to: .black)
    #expect(a != b)
    // The same bytes in another shape are another image.
    #expect(try #require(Image(width: 3, height: 2, fill: .white)) != a)
  }

  @Test func unitColoursRoundToTheNearestLevel() {
    // 0.5 × 255 = 127.5 → 128; 0.2 × 255 = 51; out-of-range values clamp; NaN is 0.
    #expect(
      RGBA8(unitRed: 0.5, green: 0.2, blue: 1.7, alpha: -1) == RGBA8(red: 128, green: 51, blue: 255, alpha: 0)
    )
    #expect(RGBA8(unitRed: .nan, green: 0, blue: 0) == RGBA8(red: 0, green: 0, blue: 0, alpha: 255))
    #expect(RGBA8(red: 255, green: 10, blue: 0, alpha: 128).description == "#FF0A0080")
  }
}
