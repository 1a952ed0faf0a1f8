import LayoutShotTestSupport
import Testing
import Typesetting

// Truncated and corrupted copies of DejaVu Sans, made from the real file's bytes: every one must
// end in a FontError or in a font whose every use still works, never in a crash, an
// out-of-bounds read or a hang.

@Suite("Corrupted fonts")
struct FontCorruptionTests {
  @Test func truncatedCopiesAreRefused() throws {
    let bytes = try TestFonts.regularBytes()
    // The last table ('prep') ends at the last byte (759,720), so every shorter copy misses data.
    var lengths = Array(0..<400)
    lengths += stride(from: 400, to: bytes.count, by: 1999)
    lengths += (1...8).map { bytes.count - $0 }
    for length in lengths {
      #expect(throws: FontError.self, "cut at \(length) bytes") { try Font(bytes: Array(bytes[..<length])) }
    }
  }

  @Test func aCutDirectoryNamesWhereItNeedsBytes() throws {
    let bytes = try TestFonts.regularBytes()
    // 20 table records of 16 bytes follow the 12-byte header: the directory needs 332 bytes.
    #expect(throws: FontError.truncated(table: "sfnt header", offset: 332)) {
      try Font(bytes: Array(bytes[..<100]))
    }
    #expect(
      FontError.truncated(table: "sfnt header", offset: 332).description
        == "The 'sfnt header' table ends before byte 332, which it needs (the font data is truncated or an "
        + "offset in it is wrong).")
  }

  @Test func flippedBytesGiveErrorsOrAUsableFont() throws {
    let original = try TestFonts.regularBytes()
    let tables = FontBytes.tables(original)
    // Table headers and small tables, where a flip changes counts and offsets, plus anywhere.
    let hotSpots =
      [0..<332]
      + ["head", "hhea", "maxp", "cmap", "kern", "name", "OS/2", "loca", "hmtx"].compactMap { tag in
        tables[tag].map { $0.offset..<($0.offset + min($0.length, 600)) }
      } + [0..<original.count]
    var random = SplitMix64(seed: 0x1A70_5407)
    var refused = 0
    var parsed = 0
    for _ in 0..<240 {
      var bytes = original
      for _ in 0..<(1 + random.int(in: 0...(6 - 1))) {
        let spot = hotSpots[random.int(in: 0...(hotSpots.count - 1))]
        let offset = spot.lowerBound + random.int(in: 0...(spot.count - 1))
        bytes[offset] = UInt8(truncatingIfNeeded: random.next())
      }
      let font: Font
      do {
        font = try Font(bytes: bytes)
      } catch {
        refused += 1
        continue
      }
      parsed += 1
      // Whatever parsed must measure, lay out and draw without trapping.
      let layout = Typesetter.layout(
        "Hello, World! Ça va? 中", font: font.sized(17), width: 80,
        style: ParagraphStyle(lineBreakMode: .byWordWrapping, numberOfLines: 0))
      _ = try? layout.outlinePath()
      for _ in 0..<40 { _ = try? font.outline(of: GlyphID(random.int(in: 0...(font.glyphCount - 1)))) }
    }
    #expect(refused > 0)
    #expect(parsed > 0)
  }

  @Test func aCompositeThatIncludesItselfIsRefused() throws {
    var bytes = try TestFonts.regularBytes()
    // 'eacute' (171) is a composite whose first component is glyph 72 ('e'), at byte 12 of its
    // data (after the 10-byte header and the component's flags).
    let glyph = FontBytes.glyphOffset(bytes, glyph: 171)
    #expect(FontBytes.uint16(bytes, glyph + 12) == 72)
    FontBytes.setUInt16(&bytes, glyph + 12, 171)
    let font = try Font(bytes: bytes)
    #expect(
      throws: FontError.invalidValue(
        table: "glyf", offset: glyph + 12, reason: "glyph 171 includes glyph 171, which includes it")
    ) {
      try font.outline(of: 171)
    }
    // The rest of the font still works.
    #expect(try font.outline(of: 72).contours.count == 2)
  }

  @Test func aComponentPastTheLastGlyphIsRefused() throws {
    var bytes = try TestFonts.regularBytes()
    let glyph = FontBytes.glyphOffset(bytes, glyph: 171)
    FontBytes.setUInt16(&bytes, glyph + 12, 0xFFFF)
    #expect(throws: FontError.self) { try Font(bytes: bytes).outline(of: 171) }
  }

  @Test func anAbsurdGlyphCountIsRefused() throws {
    var bytes = try TestFonts.regularBytes()
    // maxp.numGlyphs (byte 4) of 65,535 needs a 'loca' of 65,536 long offsets, which DejaVu's
    // (6,254 entries) does not have.
    let maxp = try #require(FontBytes.tables(bytes)["maxp"]).offset
    FontBytes.setUInt16(&bytes, maxp + 4, 0xFFFF)
    let loca = try #require(FontBytes.tables(bytes)["loca"])
    #expect(throws: FontError.truncated(table: "loca", offset: loca.offset + 65_536 * 4)) {
      try Font(bytes: bytes)
    }
  }

  @Test func otherFileKindsAreNamed() {
    #expect(
      throws: FontError.unsupported(
        table: "sfnt header", offset: 0,
        reason: "the font has CFF (PostScript) outlines; only TrueType outlines are read")
    ) {
      try Font(bytes: Array("OTTO".utf8) + [UInt8](repeating: 0, count: 20))
    }
    #expect(
      throws: FontError.invalidValue(
        table: "sfnt header", offset: 0, reason: "the version 0x89504e47 is not that of a TrueType font")
    ) {
      try Font(bytes: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 0])
    }
  }
}
