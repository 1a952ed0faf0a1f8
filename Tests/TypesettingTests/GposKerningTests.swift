import Foundation
import Testing

@testable import Typesetting

// The expected values were read with fontTools 4.x (4.68) from Inter 3.019's GPOS and GDEF
// ("Version 3.019;git-0a5106e0b", the Inter-roman.var.ttf bundled with the module), independently
// of this module: the lookups of the `kern` features that every script's default language system
// lists (Inter has one, lookup 1, an extension lookup wrapping a format 1 and a format 2 pair
// adjustment subtable); in it the first subtable whose `Coverage.glyphs` has the left glyph (a
// format 1 subtable only if its `PairSet` lists the right glyph), then `Value1.XAdvance`, plus,
// for an `XAdvDevice` with `DeltaFormat == 0x8000`, the delta
// `VarStoreInstancer(GDEF.VarStore, fvar.axes, {"wght": n})[StartSize << 16 | EndSize]`.
// `fontTools.varLib.instancer.instantiateVariableFont(font, {"wght": 700})` gives the same values
// rounded to whole units (AV: -254). Over all 2548 × 2548 glyph pairs, fontTools' values and
// GposKerning's agree exactly at wght 400 and 900.

@Suite("GPOS pair kerning")
struct GposKerningTests {
  // MARK: Inter

  /// Inter's kerning and character map, read from the font file the module bundles.
  struct Inter {
    let kerning: GposKerning
    let characterMap: CmapTable
    let glyphCount: Int

    static let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../Sources/Typesetting/Resources/Fonts/Inter-roman.var.ttf").standardized
      .path

    static func bytes() throws -> [UInt8] {
      [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
    }

    init() throws {
      let directory = try TableDirectory(bytes: try Self.bytes())
      glyphCount = try MaxpTable(directory.requiredTable("maxp")).numGlyphs
      characterMap = try CmapTable(directory.requiredTable("cmap"))
      kerning = try GposKerning(
        gpos: directory.requiredTable("GPOS"), gdef: directory.table("GDEF"), glyphCount: glyphCount)
    }

    func glyph(_ character: Character) throws -> GlyphID {
      let scalar = try #require(character.unicodeScalars.first)
      return GlyphID(try #require(characterMap.glyph(for: scalar.value)))
    }

    /// The default-instance adjustment between two characters' glyphs.
    func adjustment(_ pair: String, scalars: [Double] = []) throws -> Double {
      let characters = Array(pair)
      return kerning.adjustment(try glyph(characters[0]), try glyph(characters[1]), scalars: scalars)
    }

    /// `GDEF`'s region scalars at a weight: the normalized coordinate (w - 400) / 500 above the
    /// default, (w - 400) / 300 below, quantized to F2DOT14 (Inter has no `avar`).
    func scalars(weight: Double) throws -> [Double] {
      let normalized = weight > 400 ? (weight - 400) / 500 : (weight - 400) / 300
      let store = try #require(kerning.variationStore)
      return store.regionScalars(at: [(normalized * 16384).rounded() / 16384])
    }
  }

  @Test func readsInterKernFeature() throws {
    let inter = try Inter()
    #expect(inter.glyphCount == 2548)
    #expect(inter.kerning.lookups.count == 1)
    // The format 1 subtable's PairValueRecords, summed over its pair sets.
    #expect(inter.kerning.glyphPairCount == 16700)
    #expect(!inter.kerning.isEmpty)
    // GDEF 1.3's store: VarRegionList of 2 regions, 7 VarData groups.
    #expect(inter.kerning.variationStore?.regions.count == 2)
    #expect(inter.kerning.variationStore?.groups.count == 7)
  }

  @Test(arguments: [
    // Decided by the class pair (format 2) subtable.
    ("AV", -192.0), ("To", -224), ("Va", -144), ("LT", -272), ("Yo", -216), ("P,", -112), ("r.", -176),
    ("AT", -240), ("Ty", -176), ("We", -144), ("L\u{2019}", -112), ("\"A", -224), ("ov", -56), ("Y-", -224),
    // Decided by the glyph pair (format 1) subtable, which comes first and overrides the classes
    // (F and period: -112 by class; r and v: +24; 7 and 4: 0).
    ("F.", -96), ("rv", 48), ("74", -164), ("T-", -208),
  ])
  func defaultInstancePairs(pair: String, expected: Double) throws {
    #expect(try Inter().adjustment(pair) == expected, "\(pair)")
  }

  @Test func pairsWithoutKerning() throws {
    let inter = try Inter()
    // Covered by the class subtable, whose class pair is 0 ("AA", "xx", "ff"), or of class 0.
    for pair in ["HH", "xx", "ff", "AA", "Fa", "A<", "Tj"] {
      #expect(try inter.adjustment(pair) == 0, "\(pair)")
    }
    #expect(inter.kerning.adjustment(0, 0, scalars: []) == 0)
    // Glyphs the font does not have.
    let a = try inter.glyph("A")
    let v = try inter.glyph("V")
    #expect(inter.kerning.adjustment(GlyphID(inter.glyphCount), v, scalars: []) == 0)
    #expect(inter.kerning.adjustment(a, .max, scalars: []) == 0)
  }

  @Test(arguments: [
    // (pair, wght 700 from fontTools' VarStoreInstancer, wght 900; the instancer at 700 rounds
    // these to -254, -170, -255, -319, -252, -166, -51, -19, -90, -141, -120).
    ("AV", -254.397461, -296.0), ("Va", -170.398926, -188), ("LT", -255.200684, -244),
    ("Yo", -319.195801, -388), ("AT", -251.999512, -260), ("We", -165.599121, -180), ("ov", -51.200195, -48),
    ("Fa", -19.199219, -32), ("Y-", -89.605469, 0), ("T-", -140.802734, -96), ("A<", -119.995117, -200),
    // Without deltas.
    ("To", -224, -224), ("F.", -96, -96), ("rv", 48, 48),
  ])
  func variedPairs(pair: String, bold: Double, black: Double) throws {
    let inter = try Inter()
    let boldScalars = try inter.scalars(weight: 700)
    let blackScalars = try inter.scalars(weight: 900)
    #expect(abs(try inter.adjustment(pair, scalars: boldScalars) - bold) < 0.001, "\(pair)")
    #expect(abs(try inter.adjustment(pair, scalars: blackScalars) - black) < 0.001, "\(pair)")
    // The same with the deltas resolved once.
    let resolved = inter.kerning.resolved(scalars: boldScalars)
    let characters = Array(pair)
    let value = resolved.adjustment(
      try inter.glyph(characters[0]), try inter.glyph(characters[1]), scalars: [])
    #expect(abs(value - bold) < 0.001, "\(pair)")
    // Inter's kerning deltas all lie above the default weight: lighter weights kern as 400.
    #expect(
      try inter.adjustment(pair, scalars: try inter.scalars(weight: 100)) == (try inter.adjustment(pair)))
  }

  @Test func marks() throws {
    let inter = try Inter()
    // GDEF GlyphClassDef: combining acute (U+0301) is class 3, A is class 1.
    #expect(inter.kerning.isMark(try inter.glyph("\u{301}")))
    #expect(!inter.kerning.isMark(try inter.glyph("A")))
    #expect(!inter.kerning.isMark(.max))
  }

  @Test func dejaVuKernsAsItsKernTable() throws {
    // DejaVu Sans has both: GPOS (the `kern` feature of `latn` lists lookups 14 and 15, of the
    // other scripts 15) and a `kern` table with the same 2727 pairs.
    let directory = try TableDirectory(bytes: try TestFonts.regularBytes())
    let glyphCount = try MaxpTable(directory.requiredTable("maxp")).numGlyphs
    let kerning = try GposKerning(
      gpos: directory.requiredTable("GPOS"), gdef: directory.table("GDEF"), glyphCount: glyphCount)
    let table = try KernTable(directory.requiredTable("kern"))
    #expect(table.pairs.count == 2727)
    for (key, value) in table.pairs {
      #expect(kerning.adjustment(GlyphID(key >> 16), GlyphID(key & 0xFFFF), scalars: []) == Double(value))
    }
  }

  // MARK: Malformed data

  /// A minimal `GPOS`: one script (`DFLT`) whose default language system lists one `kern`
  /// feature, of one lookup of `repeats` listings of a format 1 subtable kerning glyph 1 before
  /// glyph 2 by -50, whose coverage is `coverage` (by default format 1, glyph 1).
  ///
  /// With one listing: header at 0, ScriptList 10, Script 18, LangSys 22, FeatureList 30,
  /// Feature 38, LookupList 44, Lookup 48, PairPos 56, PairSet 68, Coverage 74; 80 bytes.
  static func tinyGpos(repeats: Int = 1, coverage: [Int] = [1, 1, 1]) -> [UInt8] {
    var bytes: [UInt8] = []
    func uint16(_ values: [Int]) {
      for value in values { bytes += [UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)] }
    }
    func uint16(_ values: Int...) { uint16(values) }
    func tag(_ text: String) { bytes += Array(text.utf8) }
    uint16(1, 0, 10, 30, 44)  // version 1.0, ScriptList, FeatureList, LookupList
    uint16(1)  // ScriptList: one record, DFLT at +8
    tag("DFLT")
    uint16(8)
    uint16(4, 0)  // Script: default LangSys at +4, no others
    uint16(0, 0xFFFF, 1, 0)  // LangSys: no required feature, feature 0
    uint16(1)  // FeatureList: one record, kern at +8
    tag("kern")
    uint16(8)
    uint16(0, 1, 0)  // Feature: lookup 0
    uint16(1, 4)  // LookupList: lookup at +4
    uint16(2, 0, repeats)  // Lookup: type 2, no flags
    for _ in 0..<repeats { uint16(6 + 2 * repeats) }
    uint16(1, 18, 0x0004, 0, 1, 12)  // PairPos format 1: coverage +18, XAdvance only, pair set +12
    uint16(1, 2, -50 & 0xFFFF)  // PairSet: glyph 2, -50
    uint16(coverage)  // Coverage
    return bytes
  }

  static func kerning(_ bytes: [UInt8], glyphCount: Int = 3) throws(FontError) -> GposKerning {
    try GposKerning(
      gpos: try FontReader(bytes: bytes, tag: "GPOS", start: 0, length: bytes.count), gdef: nil,
      glyphCount: glyphCount)
  }

  @Test func readsTheMinimalTable() throws {
    let bytes = Self.tinyGpos()
    #expect(bytes.count == 80)
    let kerning = try Self.kerning(bytes)
    #expect(kerning.adjustment(1, 2, scalars: []) == -50)
    #expect(kerning.adjustment(2, 1, scalars: []) == 0)
    #expect(kerning.adjustment(1, 1, scalars: []) == 0)
    // A right glyph past the glyph count is dropped.
    #expect(try Self.kerning(bytes, glyphCount: 2).adjustment(1, 2, scalars: []) == 0)
  }

  @Test func aFeatureOtherThanKernIsNotApplied() throws {
    var bytes = Self.tinyGpos()
    bytes.replaceSubrange(32..<36, with: Array("mark".utf8))
    let kerning = try Self.kerning(bytes)
    #expect(kerning.isEmpty)
    #expect(kerning.adjustment(1, 2, scalars: []) == 0)
  }

  @Test func truncatedTablesAreRefused() throws {
    let bytes = Self.tinyGpos()
    for length in 0..<bytes.count {
      #expect(throws: FontError.self, "cut at \(length)") { try Self.kerning(Array(bytes[..<length])) }
    }
    // Inter's GPOS cut anywhere: the kern lookup's subtables lie at its end.
    let directory = try TableDirectory(bytes: try Inter.bytes())
    let gpos = try #require(try directory.table("GPOS"))
    let table = Array(gpos.bytes[gpos.start..<(gpos.start + gpos.length)])
    for length in stride(from: 0, to: table.count, by: 997) {
      #expect(throws: FontError.self, "cut at \(length)") {
        try Self.kerning(Array(table[..<length]), glyphCount: 2548)
      }
    }
  }

  @Test func aCoverageOffsetPastTheEndIsRefused() {
    var bytes = Self.tinyGpos()
    bytes[58] = 0x10  // the coverage offset becomes 0x1012, from the subtable at 56
    #expect(throws: FontError.truncated(table: "GPOS", offset: 56 + 0x1012 + 2)) { try Self.kerning(bytes) }
  }

  @Test func unknownFormatsAreRefused() {
    var bytes = Self.tinyGpos()
    bytes[75] = 3
    #expect(
      throws: FontError.invalidValue(
        table: "GPOS", offset: 74, reason: "the coverage table's format is 3, not 1 or 2")
    ) {
      try Self.kerning(bytes)
    }
    bytes = Self.tinyGpos()
    bytes[57] = 7
    #expect(
      throws: FontError.invalidValue(
        table: "GPOS", offset: 56, reason: "the pair adjustment subtable's format is 7, not 1 or 2")
    ) { try Self.kerning(bytes) }
  }

  @Test func indicesPastTheirListsAreRefused() {
    var bytes = Self.tinyGpos()
    bytes[29] = 7
    #expect(
      throws: FontError.invalidValue(table: "GPOS", offset: 28, reason: "feature 7 is past the last of 1")
    ) {
      try Self.kerning(bytes)
    }
    bytes = Self.tinyGpos()
    bytes[43] = 3
    #expect(
      throws: FontError.invalidValue(table: "GPOS", offset: 42, reason: "lookup 3 is past the last of 1")
    ) {
      try Self.kerning(bytes)
    }
  }

  @Test func repeatedAndOverlappingDataTakesLittleWork() throws {
    // One subtable listed 30,000 times is read once and decides as once.
    #expect(try Self.kerning(Self.tinyGpos(repeats: 30_000)).adjustment(1, 2, scalars: []) == -50)
    // 10,000 ranges of glyphs 1…65535 in a format 2 coverage, for a font of 65,535 glyphs: each
    // glyph is visited once (glyph 1 has coverage index 0, the others indices past the one pair set).
    let ranges = Array(repeating: [1, 0xFFFF, 0], count: 10_000).flatMap { $0 }
    let kerning = try Self.kerning(Self.tinyGpos(coverage: [2, 10_000] + ranges), glyphCount: 0xFFFF)
    #expect(kerning.adjustment(1, 2, scalars: []) == -50)
    #expect(kerning.adjustment(3, 2, scalars: []) == 0)
  }
}
