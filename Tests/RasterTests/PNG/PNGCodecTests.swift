import Testing

@testable import Raster

@Suite("PNG encoding and decoding")
struct PNGCodecTests {
  /// A 40×30 picture with opaque, translucent and transparent pixels.
  private func translucentPicture() throws -> Image {
    try render(width: 40, height: 30) {
      $0.fill(
        .roundedRect(x: 2, y: 2, width: 30, height: 20, radii: CornerRadii(6)),
        color: RGBA8(red: 0, green: 122, blue: 255))
      $0.fill(
        .ellipse(x: 15.5, y: 8.25, width: 20, height: 19),
        color: RGBA8(red: 255, green: 59, blue: 48, alpha: 90))
    }
  }

  @Test func roundTripGivesTheSamePixels() throws {
    let image = try translucentPicture()
    #expect(try Image(pngData: image.pngData()) == image)
    #expect(try Image(pngData: image.pngData(encoder: PNGEncoder(compression: .zlib(level: 6)))) == image)
    #expect(try Image(pngData: image.pngData(encoder: PNGEncoder(compressionLevel: 0))) == image)
  }

  @Test func everyPremultipliedPixelSurvivesTheRoundTrip() throws {
    // Every alpha 0...255 with every colour channel up to it: 32,896 pixels.
    var bytes: [UInt8] = []
    for alpha in 0...255 {
      for channel in 0...alpha {
        bytes += [UInt8(channel), UInt8(alpha - channel), UInt8(channel / 2), UInt8(alpha)]
      }
    }
    let image = try #require(Image(width: 128, height: 257, premultipliedRGBA: bytes))
    #expect(try Image(pngData: image.pngData()) == image)
  }

  @Test func sameImageGivesTheSameBytes() throws {
    let image = try translucentPicture()
    let first = try image.pngData()
    let second = try translucentPicture().pngData()
    #expect(first == second)
  }

  @Test func opaqueImagesAreWrittenAsRGBAndOthersAsRGBA() throws {
    let opaque = try #require(Image(width: 3, height: 2, fill: RGBA8(red: 10, green: 20, blue: 30)))
    let opaqueFile = try opaque.pngData()
    #expect(PNGBytes.colorType(opaqueFile) == 2)
    #expect(try Image(pngData: opaqueFile) == opaque)
    #expect(PNGBytes.colorType(try translucentPicture().pngData()) == 6)
  }

  @Test func onlyCriticalChunksAreWritten() throws {
    let file = try translucentPicture().pngData()
    #expect(Array(file.prefix(8)) == PNGBytes.signature)
    let types = PNGBytes.chunkTypes(file)
    #expect(types.first == "IHDR" && types.last == "IEND")
    #expect(Set(types) == ["IHDR", "IDAT", "IEND"])
    // Bit depth 8, compression 0, filter method 0, no interlacing.
    #expect(Array(file[24...24] + file[26...28]) == [8, 0, 0, 0])
  }

  @Test func badCompressionLevelsAreRefused() throws {
    let image = try translucentPicture()
    #expect(throws: PNGError.invalidCompressionLevel(10)) {
      try PNGEncoder(compressionLevel: 10).encode(image)
    }
    #expect(throws: PNGError.invalidCompressionLevel(-1)) {
      try PNGEncoder(compressionLevel: -1).encode(image)
    }
  }

  @Test func junkIsNotAPNG() {
    #expect {
      try PNGDecoder().decode(Array("hello, world".utf8))
    } throws: { error in
      guard case PNGError.notPNG = error else { return false }
      return true
    }
  }

  @Test func cutOffFilesAreTruncated() throws {
    let file = try translucentPicture().pngData()
    for length in [0, 5, 8, 20, file.count / 2, file.count - 1] {
      #expect(throws: PNGError.truncated(byteCount: length), "\(length) bytes") {
        try PNGDecoder().decode(Array(file.prefix(length)))
      }
    }
  }

  @Test func imagesBeyondTheLimitsAreRefusedFromTheHeader() throws {
    let file = try translucentPicture().pngData()
    let narrow = PNGDecoder.Limits(maximumWidth: 39, maximumHeight: 100, maximumBytes: 1 << 20)
    #expect(throws: PNGError.exceedsLimits(width: 40, height: 30, limits: narrow)) {
      try PNGDecoder(limits: narrow).decode(file)
    }
    // 40 × 30 × 4 = 4800 bytes: one byte fewer is refused, exactly that many accepted.
    let small = PNGDecoder.Limits(maximumWidth: 100, maximumHeight: 100, maximumBytes: 4799)
    #expect(throws: PNGError.exceedsLimits(width: 40, height: 30, limits: small)) {
      try PNGDecoder(limits: small).decode(file)
    }
    let exact = PNGDecoder.Limits(maximumWidth: 40, maximumHeight: 30, maximumBytes: 4800)
    #expect(try PNGDecoder(limits: exact).decode(file).width == 40)
  }

  @Test func aTinyFileClaimingAHugeImageIsRefusedBeforeAllocating() {
    // 60,000 × 60,000 RGBA would need 14.4 GB; the file is 65 bytes, its IDAT an empty zlib stream.
    let emptyStream: [UInt8] = [0x78, 0x9C, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01]
    let bomb =
      PNGBytes.signature + PNGBytes.ihdr(width: 60_000, height: 60_000, colorType: 6)
      + PNGBytes.chunk("IDAT", emptyStream) + PNGBytes.chunk("IEND", [])
    #expect(throws: PNGError.exceedsLimits(width: 60_000, height: 60_000, limits: .standard)) {
      try PNGDecoder().decode(bomb)
    }
  }

  @Test func errorDescriptionsSayWhatIsWrong() {
    #expect(
      PNGError.truncated(byteCount: 20).description
        == "truncated PNG: the data ends after 20 bytes, before the image does")
    #expect(
      PNGError.corrupt(reason: "IDAT: CRC error", byteOffset: 57).description
        == "corrupt PNG (at byte 57): IDAT: CRC error")
    #expect(
      PNGError.invalidCompressionLevel(12).description
        == "invalid PNG compression level 12: zlib levels run from 0 (none) to 9 (smallest)")
    #expect(
      PNGError.exceedsLimits(width: 9, height: 9, limits: .standard).description.hasPrefix(
        "PNG of 9×9 pixels is too large"))
  }
}
