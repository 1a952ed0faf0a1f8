import Testing
import Typesetting

// The expected values were read from the font files with fontTools 4.x (`pip install fonttools`),
// independently of this module: `TTFont(path)['head'].unitsPerEm`, `['hhea'].ascent`,
// `['maxp'].numGlyphs`, `['OS/2'].sTypoAscender`, `['name'].getDebugName(1)`,
// `getBestCmap()[ord(c)]` with `getGlyphID`, `['hmtx'][name]`, `['kern'].kernTables[0].kernTable`,
// on DejaVu Sans 2.37 (Debian fonts-dejavu-core 2.37-6), as in Documentation/Rendering.md#dejavu-sans.

@Suite("Font tables")
struct FontTableTests {
  @Test func headerHorizontalHeaderAndProfile() throws {
    let font = try TestFonts.regular()
    #expect(font.unitsPerEm == 2048)
    #expect(font.glyphCount == 6253)
    #expect(font.metrics.ascender == 1901)
    #expect(font.metrics.descender == -483)
    #expect(font.metrics.lineGap == 0)
    #expect(font.metrics.boundingBox == (-2090, -948, 3673, 2524))
  }

  @Test func os2Metrics() throws {
    let regular = try TestFonts.regular()
    #expect(regular.metrics.weight == 400)
    #expect(regular.metrics.typographicAscender == 1556)
    #expect(regular.metrics.typographicDescender == -492)
    #expect(regular.metrics.typographicLineGap == 410)
    // DejaVu's OS/2 table is version 1, which has no x-height or cap height.
    #expect(regular.metrics.capHeight == nil)
    #expect(regular.metrics.xHeight == nil)
    #expect(try TestFonts.bold().metrics.weight == 700)
  }

  @Test func names() throws {
    let regular = try TestFonts.regular()
    #expect(regular.familyName == "DejaVu Sans")
    #expect(regular.styleName == "Book")
    #expect(regular.fullName == "DejaVu Sans")
    let bold = try TestFonts.bold()
    #expect(bold.familyName == "DejaVu Sans")
    #expect(bold.styleName == "Bold")
    #expect(bold.fullName == "DejaVu Sans Bold")
  }

  @Test func macintoshNamesAreReadWhenThereAreNoWindowsOnes() throws {
    // DejaVu Sans names itself on platforms 1 (Macintosh, Mac Roman) and 3 (Windows, UTF-16BE).
    // Renumbering the Windows records to platform 9 leaves the Macintosh ones; changing the second
    // byte of the Macintosh family names to 0x8E (Mac Roman 'é'), and of the style name to 0xFF
    // (the last Mac Roman character, 'ˇ' U+02C7), shows they were decoded.
    var bytes = try TestFonts.regularBytes()
    let name = try #require(FontBytes.tables(bytes)["name"]).offset
    let storage = name + FontBytes.uint16(bytes, name + 4)
    for index in 0..<FontBytes.uint16(bytes, name + 2) {
      let record = name + 6 + index * 12
      let platform = FontBytes.uint16(bytes, record)
      let nameID = FontBytes.uint16(bytes, record + 6)
      if platform == 3 { FontBytes.setUInt16(&bytes, record, 9) }
      if platform == 1 && (nameID == 1 || nameID == 16) {
        bytes[storage + FontBytes.uint16(bytes, record + 10) + 1] = 0x8E
      }
      if platform == 1 && nameID == 17 { bytes[storage + FontBytes.uint16(bytes, record + 10) + 1] = 0xFF }
    }
    let font = try Font(bytes: bytes)
    #expect(font.familyName == "DéjaVu Sans")
    #expect(font.styleName == "Bˇok")
  }

  @Test func tableDirectory() throws {
    // Documentation/Rendering.md#dejavu-sans lists DejaVu Sans's tables.
    #expect(
      try TestFonts.regular().tableTags == [
        "FFTM", "GDEF", "GPOS", "GSUB", "MATH", "OS/2", "cmap", "cvt ", "fpgm", "gasp", "glyf", "head",
        "hhea",
        "hmtx", "kern", "loca", "maxp", "name", "post", "prep",
      ])
  }

  @Test(
    arguments: [
      ("A", 36), ("H", 43), ("V", 57), ("e", 72), ("o", 82), (" ", 3), ("é", 171), ("…", 2825),
    ] as [(Unicode.Scalar, GlyphID)])
  func characterMap(character: Unicode.Scalar, glyph: GlyphID) throws {
    #expect(try TestFonts.regular().glyph(for: character) == glyph)
  }

  @Test func charactersOutsideTheBasicPlaneAndMissingOnes() throws {
    let font = try TestFonts.regular()
    // Beyond U+FFFF, only the format-12 subtable has them (fontTools: getBestCmap()[0x10300] ==
    // 'u10300', glyph 5373; 0x1F600 'u1F600', glyph 5857).
    #expect(font.glyph(for: "\u{10300}") == 5373)
    #expect(font.glyph(for: "\u{1F600}") == 5857)
    // Not in DejaVu Sans: CJK ideographs and Hangul (0x4E2D and 0xAC00 are not in getBestCmap()).
    #expect(font.glyph(for: "中") == nil)
    #expect(font.glyph(for: "\u{AC00}") == nil)
  }

  @Test func theFormat4SubtableAloneMapsTheBasicPlane() throws {
    // Renumbering the format-12 subtables' records ((3, 10) and (0, 4)) to platform 9 leaves the
    // format-4 ones: the Basic Multilingual Plane maps as before, the rest no longer.
    var bytes = try TestFonts.regularBytes()
    let cmap = try #require(FontBytes.tables(bytes)["cmap"]).offset
    var renumbered = 0
    for index in 0..<FontBytes.uint16(bytes, cmap + 2) {
      let record = cmap + 4 + index * 8
      let pair = (FontBytes.uint16(bytes, record), FontBytes.uint16(bytes, record + 2))
      if pair == (3, 10) || pair == (0, 4) {
        FontBytes.setUInt16(&bytes, record, 9)
        renumbered += 1
      }
    }
    #expect(renumbered == 2)
    let font = try Font(bytes: bytes)
    #expect(font.glyph(for: "A") == 36)
    #expect(font.glyph(for: "…") == 2825)
    #expect(font.glyph(for: "\u{10300}") == nil)
  }

  @Test(
    arguments: [
      (36, 1401, 16), (43, 1540, 201), (72, 1260, 113), (82, 1253, 113), (3, 651, 0), (2825, 2048, 236),
    ] as [(GlyphID, Double, Int)])
  func horizontalMetrics(glyph: GlyphID, advance: Double, bearing: Int) throws {
    let font = try TestFonts.regular()
    #expect(font.advance(of: glyph) == advance)
    #expect(font.leftSideBearing(of: glyph) == bearing)
  }

  @Test func glyphsPastTheLastHaveNoAdvance() throws {
    #expect(try TestFonts.regular().advance(of: 6253) == 0)
  }

  @Test func kerningPairs() throws {
    let font = try TestFonts.regular()
    #expect(font.kerningPairCount == 2727)
    #expect(try TestFonts.bold().kerningPairCount == 1538)
    // A-V and V-A -131, T-o -348, W-o -120: fontTools kernTable[('A', 'V')] and so on.
    #expect(font.kerning(between: 36, and: 57) == -131)
    #expect(font.kerning(between: 57, and: 36) == -131)
    #expect(font.kerning(between: 55, and: 82) == -348)
    #expect(font.kerning(between: 58, and: 82) == -120)
    #expect(font.kerning(between: 43, and: 72) == 0)
  }

  @Test func boldFont() throws {
    let bold = try TestFonts.bold()
    #expect(bold.glyphCount == 6196)
    #expect(bold.metrics.ascender == 1901)
    #expect(bold.glyph(for: "A").map(bold.advance(of:)) == 1585)
    #expect(bold.glyph(for: " ").map(bold.advance(of:)) == 713)
  }
}
