import Foundation

/// A glyph's index in its font; glyph 0 is `.notdef`, the box drawn for a missing character.
public typealias GlyphID = UInt16

/// A TrueType font, parsed once: names, metrics, the character map, advance widths, kerning and
/// glyph outlines.
///
/// LayoutShot reads the font itself (never a system text renderer), so text measures and draws
/// the same on every machine. The tables read are `cmap` (formats 4 and 12), `head`, `hhea`,
/// `hmtx`, `maxp`, `loca`, `glyf`, `kern` (format 0), `OS/2` and `name`; everything else (hinting,
/// `GPOS`, `GSUB`) is ignored. Outlines are read on demand from `glyf`.
///
/// A font is immutable and `Sendable`; equality is identity, so load each file once (the
/// ``FontRegistry`` does) and share it.
///
/// ```swift
/// let font = try Font(contentsOfFile: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf")
/// font.familyName                         // "DejaVu Sans"
/// let a = font.glyph(for: "A")            // 36
/// font.advance(of: a ?? Font.notdef)      // 1401 font units
/// ```
///
/// - Throws: ``FontError`` from the initializers when the data is not a TrueType font or any table
///   read is malformed or truncated.
public final class Font: Sendable, Hashable, CustomStringConvertible {
  /// The family name (`name` ID 16, else 1), such as "DejaVu Sans".
  public let familyName: String
  /// The style within the family (`name` ID 17, else 2), such as "Bold".
  public let styleName: String
  /// The full name (`name` ID 4), such as "DejaVu Sans Bold".
  public let fullName: String
  /// Font units per em (`head`).
  public let unitsPerEm: Int
  /// The number of glyphs (`maxp`).
  public let glyphCount: Int
  /// The vertical metrics and weight, in font units.
  public let metrics: FontMetrics
  /// The tags of the font's tables, sorted.
  public let tableTags: [String]

  let characterMap: CmapTable
  let horizontalMetrics: HmtxTable
  let kerningPairs: KernTable
  let glyphData: GlyfTable

  /// The `.notdef` glyph, drawn for characters the font lacks.
  public static let notdef: GlyphID = 0

  /// Parses a font from its bytes.
  public convenience init(data: Data) throws(FontError) {
    try self.init(bytes: [UInt8](data))
  }

  /// Reads and parses the font file at `path`.
  public convenience init(contentsOfFile path: String) throws(FontError) {
    let data: Data
    do {
      data = try Data(contentsOf: URL(fileURLWithPath: path))
    } catch {
      throw .unreadableFile(path: path, reason: FontLocations.reason(for: error, path: path))
    }
    try self.init(bytes: [UInt8](data))
  }

  /// Parses a font from its bytes.
  public init(bytes: [UInt8]) throws(FontError) {
    let directory = try TableDirectory(bytes: bytes)
    tableTags = directory.tags
    let head = try HeadTable(directory.requiredTable("head"))
    let hhea = try HheaTable(directory.requiredTable("hhea"))
    let maxp = try MaxpTable(directory.requiredTable("maxp"))
    let glyf = try directory.requiredTable("glyf")
    let loca = try LocaTable(
      directory.requiredTable("loca"), numGlyphs: maxp.numGlyphs, hasLongOffsets: head.hasLongOffsets,
      glyfLength: glyf.length)
    horizontalMetrics = try HmtxTable(
      directory.requiredTable("hmtx"), numberOfHMetrics: hhea.numberOfHMetrics, numGlyphs: maxp.numGlyphs)
    characterMap = try CmapTable(directory.requiredTable("cmap"))
    kerningPairs =
      try directory.table("kern").map { table throws(FontError) in try KernTable(table) } ?? KernTable()
    let os2 = try directory.table("OS/2").map { table throws(FontError) in try OS2Table(table) }
    let names = try directory.table("name").map { table throws(FontError) in try NameTable(table) }
    glyphData = GlyfTable(table: glyf, loca: loca)
    unitsPerEm = head.unitsPerEm
    glyphCount = maxp.numGlyphs
    let family = names?.names[NameTable.ID.typographicFamily] ?? names?.names[NameTable.ID.family] ?? ""
    let style = names?.names[NameTable.ID.typographicSubfamily] ?? names?.names[NameTable.ID.subfamily] ?? ""
    familyName = family
    styleName = style
    fullName =
      names?.names[NameTable.ID.fullName] ?? [family, style].filter { !$0.isEmpty }.joined(separator: " ")
    let isBold = head.macStyle & 1 != 0
    metrics = FontMetrics(
      ascender: hhea.ascender, descender: hhea.descender, lineGap: hhea.lineGap,
      typographicAscender: os2?.typoAscender, typographicDescender: os2?.typoDescender,
      typographicLineGap: os2?.typoLineGap, capHeight: os2?.capHeight, xHeight: os2?.xHeight,
      weight: os2?.weightClass ?? (isBold ? 700 : 400),
      boundingBox: (head.xMin, head.yMin, head.xMax, head.yMax))
  }

  /// Whether two values are the same.
  public static func == (lhs: Font, rhs: Font) -> Bool { lhs === rhs }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }

  public var description: String { "Font(\(fullName))" }

  // MARK: Glyphs

  /// The glyph of a character, or `nil` when the font has none (``notdef`` is then drawn).
  public func glyph(for scalar: Unicode.Scalar) -> GlyphID? {
    guard let glyph = characterMap.glyph(for: scalar.value), glyph < glyphCount else { return nil }
    return GlyphID(glyph)
  }

  /// The advance width of a glyph, in font units; 0 for a glyph the font does not have.
  public func advance(of glyph: GlyphID) -> Int {
    Int(glyph) < glyphCount ? Int(horizontalMetrics.advances[Int(glyph)]) : 0
  }

  /// The left side bearing of a glyph, in font units.
  public func leftSideBearing(of glyph: GlyphID) -> Int {
    Int(glyph) < glyphCount ? Int(horizontalMetrics.leftSideBearings[Int(glyph)]) : 0
  }

  /// The kerning between two glyphs from the `kern` table, in font units (negative: closer).
  public func kerning(between left: GlyphID, and right: GlyphID) -> Int {
    kerningPairs.adjustment(Int(left), Int(right))
  }

  /// The number of kerning pairs read.
  public var kerningPairCount: Int { kerningPairs.pairs.count }

  /// A glyph's outline in font units, composites resolved.
  ///
  /// - Throws: ``FontError`` when the glyph's data is malformed; a glyph the font does not have
  ///   is ``FontError/invalidValue(table:offset:reason:)`` of `glyf`.
  public func outline(of glyph: GlyphID) throws(FontError) -> GlyphOutline {
    guard Int(glyph) < glyphCount else {
      throw .invalidValue(
        table: "glyf", offset: glyphData.table.start,
        reason: "glyph \(glyph) is past the last glyph (\(glyphCount - 1))")
    }
    return try glyphData.outline(of: Int(glyph))
  }

  /// The font at a point size.
  public func sized(_ pointSize: Double) -> SizedFont {
    SizedFont(self, pointSize: pointSize)
  }
}
