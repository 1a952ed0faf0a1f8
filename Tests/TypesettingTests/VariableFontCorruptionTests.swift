import LayoutShotTestSupport
import Testing
import Typesetting

// Corrupted copies of the bundled Inter variable font, made from its bytes: the variation tables
// (`fvar`, `gvar`, `HVAR`) and the kerning ones (`GPOS`, `GDEF`) must end in a FontError or in a
// font whose every instance still measures and draws, never in a crash, an out-of-bounds read or
// a hang.

@Suite("Corrupted variable fonts")
struct VariableFontCorruptionTests {
  /// Makes an instance at a few weights and uses it: layout, outlines of random glyphs.
  private func exercise(_ font: Font, random: inout SplitMix64) {
    for weight in [100.0, 650, 900] {
      guard let instance = try? font.instance(["wght": weight]) else { continue }
      let layout = Typesetter.layout(
        "AVAST Wavy To. é ñ", font: instance.sized(17), width: 80,
        style: ParagraphStyle(lineBreakMode: .byWordWrapping, numberOfLines: 0))
      _ = try? layout.outlinePath()
      for _ in 0..<20 { _ = try? instance.outline(of: GlyphID(random.int(in: 0...(font.glyphCount - 1)))) }
    }
  }

  @Test func flippedBytesInTheVariationTablesGiveErrorsOrAUsableFont() throws {
    let original = try TestFonts.interBytes()
    let tables = FontBytes.tables(original)
    // The headers of the variation and kerning tables, where counts and offsets are, and a
    // stretch of glyph variation data.
    let hotSpots =
      ["fvar", "gvar", "HVAR", "GPOS", "GDEF"].compactMap { tag in
        tables[tag].map { $0.offset..<($0.offset + min($0.length, 400)) }
      } + [tables["gvar"].map { ($0.offset + 4000)..<($0.offset + 40_000) } ?? 0..<1]
    var random = SplitMix64(seed: 0x5A7_1A)
    var refused = 0
    var parsed = 0
    for _ in 0..<80 {
      var bytes = original
      for _ in 0..<(1 + random.int(in: 0...3)) {
        let spot = hotSpots[random.int(in: 0...(hotSpots.count - 1))]
        bytes[spot.lowerBound + random.int(in: 0...(spot.count - 1))] = UInt8(
          truncatingIfNeeded: random.next())
      }
      guard let font = try? Font(bytes: bytes) else {
        refused += 1
        continue
      }
      parsed += 1
      exercise(font, random: &random)
    }
    #expect(refused > 0)
    #expect(parsed > 0)
  }

  @Test func aTruncatedGlyphVariationTableIsRefused() throws {
    var bytes = try TestFonts.interBytes()
    let gvar = try #require(FontBytes.tables(bytes)["gvar"])
    // Shorten the table's length in its directory record: its glyphs' data then runs past it.
    let record = try #require(
      (0..<FontBytes.uint16(bytes, 4)).map { 12 + $0 * 16 }.first {
        String(decoding: bytes[$0..<($0 + 4)], as: UTF8.self) == "gvar"
      })
    let shorter = gvar.length / 2
    for (index, shift) in [24, 16, 8, 0].enumerated() {
      bytes[record + 12 + index] = UInt8(truncatingIfNeeded: shorter >> shift)
    }
    #expect(throws: FontError.self) { try Font(bytes: bytes) }
  }

  @Test func aBadItemVariationStoreFormatIsNamed() throws {
    var bytes = try TestFonts.interBytes()
    let hvar = try #require(FontBytes.tables(bytes)["HVAR"])
    let store = hvar.offset + FontBytes.uint32(bytes, hvar.offset + 4)
    FontBytes.setUInt16(&bytes, store, 7)
    #expect(
      throws: FontError.invalidValue(
        table: "HVAR", offset: store, reason: "the item variation store's format is 7, not 1")
    ) {
      try Font(bytes: bytes)
    }
  }
}
