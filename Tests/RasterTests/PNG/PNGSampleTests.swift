import Testing

@testable import Raster

/// Decoding small PNG files built byte by byte here (stored, uncompressed zlib), whose samples
/// are known, so every expected pixel follows from the PNG specification.
@Suite("PNG samples")
struct PNGSampleTests {
  private func decode(_ file: [UInt8]) throws -> Image {
    try PNGDecoder().decode(file)
  }

  @Test func twoBitGreyScalesToFourEvenLevels() throws {
    // One byte holds four 2-bit samples 0, 1, 2, 3 → 0, 85, 170, 255.
    let image = try decode(
      PNGBytes.file(width: 4, height: 1, bitDepth: 2, colorType: 0, rows: [[0b00_01_10_11]]))
    #expect((0..<4).map { image.pixel(x: $0, y: 0).red } == [0, 85, 170, 255])
    #expect(image.isOpaque)
  }

  @Test func sixteenBitGreyRoundsToEightBitsAndIgnoresGamma() throws {
    // Samples 0x0000, 0x1234 (4660), 0xFFFF, 0x8080: v / 257 rounded → 0, 18.13 → 18, 255, 128.
    // A gAMA chunk of 0.5 must not change them.
    let gamma = PNGBytes.chunk("gAMA", PNGBytes.bigEndian(50_000))
    let image = try decode(
      PNGBytes.file(
        width: 4, height: 1, bitDepth: 16, colorType: 0,
        rows: [[0x00, 0x00, 0x12, 0x34, 0xFF, 0xFF, 0x80, 0x80]],
        extra: [gamma]))
    #expect((0..<4).map { image.pixel(x: $0, y: 0).green } == [0, 18, 255, 128])
  }

  @Test func greyTransparencyMakesOneValueClear() throws {
    // tRNS names grey 7 transparent: 7 → alpha 0, 8 → opaque grey 8.
    let transparent = PNGBytes.chunk("tRNS", [0, 7])
    let image = try decode(
      PNGBytes.file(width: 2, height: 1, bitDepth: 8, colorType: 0, rows: [[7, 8]], extra: [transparent]))
    #expect(image.premultipliedPixel(x: 0, y: 0).alpha == 0)
    #expect(image.pixel(x: 1, y: 0) == RGBA8(red: 8, green: 8, blue: 8))
  }

  @Test func paletteWithAlphaEntries() throws {
    // Palette: 0 = (200, 100, 50), 1 = (10, 20, 30); tRNS gives entry 0 alpha 128, entry 1 none
    // (opaque). Pixels: 1, 0 (8-bit indices). Premultiplied entry 0: 200·128/255 = 100.4 → 100,
    // 50.2 → 50, 25.1 → 25.
    let palette = PNGBytes.chunk("PLTE", [200, 100, 50, 10, 20, 30])
    let alpha = PNGBytes.chunk("tRNS", [128])
    let image = try decode(
      PNGBytes.file(width: 2, height: 1, bitDepth: 8, colorType: 3, rows: [[1, 0]], extra: [palette, alpha]))
    #expect(image.pixel(x: 0, y: 0) == RGBA8(red: 10, green: 20, blue: 30))
    #expect(image.premultipliedPixel(x: 1, y: 0) == RGBA8(red: 100, green: 50, blue: 25, alpha: 128))
  }

  @Test func rgbaRowsComeThroughPremultiplied() throws {
    // Straight (255, 255, 255, 51) → (51, 51, 51, 51); (90, 60, 30, 0) → all 0.
    let image = try decode(
      PNGBytes.file(
        width: 2, height: 1, bitDepth: 8, colorType: 6, rows: [[255, 255, 255, 51, 90, 60, 30, 0]]))
    #expect(image.bytes == [51, 51, 51, 51, 0, 0, 0, 0])
  }

  @Test func aBadAdlerChecksumIsCorrupt() throws {
    var file = PNGBytes.file(width: 1, height: 1, bitDepth: 8, colorType: 0, rows: [[9]])
    #expect(try decode(file).pixel(x: 0, y: 0).red == 9)
    // Flip the last byte of the Adler-32 inside IDAT and fix the chunk's CRC, so only zlib sees it.
    let types = PNGBytes.chunkTypes(file)
    #expect(types == ["IHDR", "IDAT", "IEND"])
    let idatStart = 8 + 25  // signature, then IHDR (12 + 13 bytes)
    let idatLength = Int(file[idatStart + 3])
    let adlerEnd = idatStart + 8 + idatLength
    file[adlerEnd - 1] ^= 0xFF
    let crc = PNGBytes.crc32(Array(file[idatStart + 4..<adlerEnd]))
    file.replaceSubrange(adlerEnd..<adlerEnd + 4, with: PNGBytes.bigEndian(crc))
    #expect {
      try PNGDecoder().decode(file)
    } throws: { error in
      guard case PNGError.corrupt = error else { return false }
      return true
    }
  }
}
