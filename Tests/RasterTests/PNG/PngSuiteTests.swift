import Testing

@testable import Raster

/// Decoding the PngSuite corpus (Willem van Schaik, release 2017-07-19).
///
/// The images are read from the folder `LAYOUTSHOT_PNGSUITE` names; the suite is skipped, with that
/// reason, when it is unset. Expectations come from the suite's naming scheme (described with the suite, http://www.schaik.com/pngsuite/):
/// `FFpiCTDD` = feature, parameter, interlaced or not, colour type, bit depth; `x*` files are
/// corrupt.
@Suite("PngSuite", .enabled(if: PngSuite.isEnabled, PngSuite.missingNote))
struct PngSuiteTests {
  private func decode(_ name: String) throws -> Image {
    try PNGDecoder().decode(try PngSuite.bytes(name))
  }

  /// The decoder's error for a file that must not decode, or `nil` (recorded) when it decodes.
  private func decodingError(_ name: String) throws -> PNGError? {
    let bytes = try PngSuite.bytes(name)
    do throws(PNGError) {
      _ = try PNGDecoder().decode(bytes)
      Issue.record("\(name) decoded")
      return nil
    } catch {
      return error
    }
  }

  /// Every distinct straight pixel of an image.
  private func colors(_ image: Image) -> Set<RGBA8> {
    var colors = Set<RGBA8>()
    for y in 0..<image.height {
      for x in 0..<image.width { colors.insert(image.pixel(x: x, y: y)) }
    }
    return colors
  }

  @Test func everyValidFileDecodesToTheSizeInItsHeader() throws {
    let valid = try PngSuite.names().filter { !$0.hasPrefix("x") }
    #expect(valid.count == 161)
    for name in valid {
      let bytes = try PngSuite.bytes(name)
      do {
        let image = try PNGDecoder().decode(bytes)
        let size = PNGBytes.ihdrSize(bytes)
        #expect(image.width == size.width && image.height == size.height, "\(name)")
      } catch {
        Issue.record("\(name) did not decode: \(error)")
      }
    }
  }

  @Test func sizeTestFilesAreAsWideAndTallAsTheirName() throws {
    // s01…s09 and s32…s40: an N×N image, interlaced or not.
    for name in try PngSuite.names() where name.hasPrefix("s") {
      let side = try #require(Int(name.dropFirst().prefix(2)))
      let image = try decode(name)
      #expect(image.width == side && image.height == side, "\(name)")
    }
  }

  @Test func everyCorruptFileFailsWithAnError() throws {
    let corrupt = try PngSuite.names().filter { $0.hasPrefix("x") }
    #expect(corrupt.count == 14)
    for name in corrupt {
      #expect(throws: PNGError.self, "\(name)") { try decode(name) }
    }
  }

  @Test func damagedSignaturesAreReportedAsNotPNG() throws {
    // xs1, xs2, xs4, xs7: damaged signature; xcr, xlf: mangled by CR/LF conversion.
    for name in ["xs1n0g01", "xs2n0g01", "xs4n0g01", "xs7n0g01", "xcrn0g04", "xlfn0g04"] {
      guard let error = try decodingError(name) else { continue }
      guard case .notPNG = error else {
        Issue.record("\(name): \(error)")
        continue
      }
      #expect(error.description.hasPrefix("not a PNG file"))
    }
  }

  @Test func corruptChunksAreReportedWithLibpngsReason() throws {
    // xcs: bad IDAT CRC; xhd: bad IHDR CRC; xc1/xc9: colour types 1 and 9; xd0/xd3/xd9: bit depths
    // 0, 3 and 99; xdt: no IDAT.
    let crc = ["xcsn0g01", "xhdn0g08"]
    let others = ["xc1n0g08", "xc9n2c08", "xd0n2c08", "xd3n2c08", "xd9n2c08", "xdtn0g01"]
    for name in crc + others {
      guard let error = try decodingError(name) else { continue }
      guard case .corrupt(let reason, _) = error else {
        Issue.record("\(name): \(error)")
        continue
      }
      if crc.contains(name) { #expect(reason.contains("CRC"), "\(name): \(reason)") }
      #expect(error.description.hasPrefix("corrupt PNG (at byte "))
    }
  }

  @Test func interlacedFilesDecodeLikeTheirNonInterlacedTwins() throws {
    // basi*/basn* and sNNi*/sNNn* hold the same pictures, Adam7-interlaced or not.
    let names = try PngSuite.names()
    for name in names where name.count == 8 && name.dropFirst(3).first == "i" && !name.hasPrefix("bg") {
      let twin = String(name.prefix(3)) + "n" + String(name.dropFirst(4))
      guard names.contains(twin) else { continue }
      #expect(try decode(name) == decode(twin), "\(name) vs \(twin)")
    }
  }

  @Test func encodingVariantsOfOnePictureDecodeAlike() throws {
    // zlib levels (z00…z09) and IDAT splits (oi1…oi9) change only how the same samples are
    // stored. (The filter files f00…f04 are different pictures, and so are the gamma files.)
    let groups = [
      ["z00n2c08", "z03n2c08", "z06n2c08", "z09n2c08"],
      ["oi1n0g16", "oi2n0g16", "oi4n0g16", "oi9n0g16"],
      ["oi1n2c16", "oi2n2c16", "oi4n2c16", "oi9n2c16"],
    ]
    for group in groups {
      let first = try decode(group[0])
      for name in group.dropFirst() { #expect(try decode(name) == first, "\(name) vs \(group[0])") }
    }
  }

  @Test func lowGreyDepthsScaleToEvenlySpacedLevels() throws {
    // A 1-bit sample is 0 or 255; 2-bit v → 85·v; 4-bit v → 17·v. All opaque grey. (basn0g04
    // uses 15 of its 16 levels, so only the spacing is checked.)
    for (name, step) in [("basn0g01", 255), ("basn0g02", 85), ("basn0g04", 17)] {
      let levels = Set(
        colors(try decode(name)).map { color -> Int in
          #expect(color.red == color.green && color.green == color.blue && color.alpha == 255, "\(name)")
          return Int(color.red)
        })
      #expect(levels.allSatisfy { $0 % step == 0 }, "\(name): \(levels.sorted())")
      #expect(levels.count > 1, "\(name)")
    }
  }

  @Test func greyImagesStayGreyAndOpaque() throws {
    for name in ["basn0g08", "basn0g16", "basi0g16"] {
      #expect(
        colors(try decode(name)).allSatisfy { $0.red == $0.green && $0.green == $0.blue && $0.alpha == 255 })
    }
    // Grey with alpha: straight colour is grey, alpha varies.
    let greyAlpha = colors(try decode("basn4a08"))
    #expect(greyAlpha.allSatisfy { $0.alpha == 0 || ($0.red == $0.green && $0.green == $0.blue) })
    #expect(Set(greyAlpha.map(\.alpha)).count > 2)
  }

  @Test func palettesUseAtMostTwoToTheDepthColours() throws {
    for (name, limit) in [("basn3p01", 2), ("basn3p02", 4), ("basn3p04", 16), ("basn3p08", 256)] {
      #expect(colors(try decode(name)).count <= limit, "\(name)")
    }
  }

  @Test func transparencyChunksBecomeAlpha() throws {
    // tp0: tRNS present but nothing transparent; tp1 and tbb (grey + tRNS): some pixels fully
    // transparent, the rest opaque; tm3: a palette with several alpha levels.
    for name in ["tp0n0g08", "tp0n2c08", "tp0n3p08"] { #expect(try decode(name).isOpaque, "\(name)") }
    for name in ["tp1n3p08", "tbbn0g04", "tbbn2c16", "tbrn2c08"] {
      let alphas = Set(colors(try decode(name)).map(\.alpha))
      #expect(alphas == [0, 255], "\(name): \(alphas.sorted())")
    }
    #expect(Set(colors(try decode("tm3n3p02")).map(\.alpha)).count > 2)
  }

  @Test func basicImagesHoldTheirRamps() throws {
    // basn0g08: its first eight rows are the grey ramp 0…255, left to right.
    let grey = try decode("basn0g08")
    for y in 0..<8 {
      for x in 0..<32 {
        #expect(
          grey.pixel(x: x, y: y)
            == RGBA8(red: UInt8(32 * y + x), green: UInt8(32 * y + x), blue: UInt8(32 * y + x)))
      }
    }
    // basn2c08: the first row fades blue from 255 down by one per pixel, over white.
    let rgb = try decode("basn2c08")
    for x in 0..<32 { #expect(rgb.pixel(x: x, y: 0) == RGBA8(red: 255, green: 255, blue: UInt8(255 - x))) }
    // basn0g16: the first row's 16-bit samples are 2304·x; 8-bit is round(v / 257):
    // 0, 2304/257 = 8.97 → 9, 17.93 → 18, 26.9 → 27.
    let deep = try decode("basn0g16")
    #expect((0..<4).map { deep.pixel(x: $0, y: 0).red } == [0, 9, 18, 27])
    // basn6a08: the first row is red (255, 0, 8) with alpha 8·x; stored premultiplied, x = 3 is
    // (24, 0, round(8 · 24 / 255) = 1, 24).
    let alpha = try decode("basn6a08")
    #expect((0..<4).map { alpha.premultipliedPixel(x: $0, y: 0).alpha } == [0, 8, 16, 24])
    #expect(alpha.premultipliedPixel(x: 3, y: 0) == RGBA8(red: 24, green: 0, blue: 1, alpha: 24))
  }
}
