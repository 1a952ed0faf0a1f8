import Foundation

/// A glyph's index in its font; glyph 0 is `.notdef`, the box drawn for a missing character.
public typealias GlyphID = UInt16

/// A TrueType font, parsed once: names, metrics, the character map, advance widths, kerning and
/// glyph outlines.
///
/// LayoutShot reads the font itself (never a system text renderer), so text measures and draws
/// the same on every machine. The tables read are `cmap` (formats 4 and 12), `head`, `hhea`,
/// `hmtx`, `maxp`, `loca`, `glyf`, `kern` (format 0), the pair kerning of `GPOS` (with `GDEF`'s
/// variation deltas), `OS/2` and `name`, and for variable fonts `fvar`, `avar`, `gvar` and `HVAR`;
/// everything else (hinting, `GSUB`, other positioning) is ignored. Outlines are read on demand
/// from `glyf`.
///
/// A variable font gives an ``instance(_:)`` per location in its design space (a weight, say), and
/// any font can be ``adjusted(lineMetrics:tracking:)`` and given a ``withFallback(_:)`` font.
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
  /// The vertical metrics and weight, in font units, as the file gives them (the weight of an
  /// instance is its `wght` coordinate).
  public let metrics: FontMetrics
  /// The tags of the font's tables, sorted.
  public let tableTags: [String]
  /// The axes of a variable font's design space (`fvar`); empty for a static font.
  public let variationAxes: [VariationAxis]
  /// Where in the design space this instance is, in user units by axis tag; empty for the
  /// default instance.
  ///
  /// See ``instance(_:)``.
  public let variationLocation: [String: Double]
  /// The ascender, descender and line gap text is set with: the `hhea` values unless the font
  /// was ``adjusted(lineMetrics:tracking:)``.
  public let lineMetrics: LineMetrics
  /// The letter spacing added to every character, by point size: none unless the font was
  /// ``adjusted(lineMetrics:tracking:)``.
  public let tracking: Tracking
  /// The font characters this one lacks are measured and drawn in, if any (``withFallback(_:)``).
  public let fallback: Font?

  let tables: Tables
  /// The character map and the `GPOS` kerning (when it has any pairs), also in ``tables``, kept
  /// here for the measuring of every character, which reads them.
  private let characterMap: CmapTable
  private let pairPositioning: GposKerning?
  /// Normalized design-space coordinates, one per axis; all 0 at the default instance.
  let coordinates: [Double]
  /// Every glyph's advance width at this instance, in font units.
  private let advances: [Double]
  /// The scalars of `GDEF`'s variation regions at this instance, for kerning deltas.
  private let kerningScalars: [Double]

  /// The parsed tables, shared by every instance and adjustment of one file.
  struct Tables: Sendable {
    var characterMap: CmapTable
    var horizontalMetrics: HmtxTable
    var kerningPairs: KernTable
    var pairPositioning: GposKerning?
    var glyphData: GlyfTable
    var fvar: FvarTable?
    var avar: AvarTable?
    var gvar: GvarTable?
    var hvar: HvarTable?
  }

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
    let horizontalMetrics = try HmtxTable(
      directory.requiredTable("hmtx"), numberOfHMetrics: hhea.numberOfHMetrics, numGlyphs: maxp.numGlyphs)
    let fvar = try directory.table("fvar").map { table throws(FontError) in try FvarTable(table) }
    tables = Tables(
      characterMap: try CmapTable(directory.requiredTable("cmap")),
      horizontalMetrics: horizontalMetrics,
      kerningPairs: try directory.table("kern").map { table throws(FontError) in try KernTable(table) }
        ?? KernTable(),
      pairPositioning: try directory.table("GPOS").map { table throws(FontError) in
        try GposKerning(gpos: table, gdef: try directory.table("GDEF"), glyphCount: maxp.numGlyphs)
      },
      glyphData: GlyfTable(table: glyf, loca: loca),
      fvar: fvar,
      avar: try directory.table("avar").map { table throws(FontError) in try AvarTable(table) },
      gvar: try directory.table("gvar").map { table throws(FontError) in
        try GvarTable(table, glyphCount: maxp.numGlyphs)
      },
      hvar: try directory.table("HVAR").map { table throws(FontError) in try HvarTable(table) })
    let os2 = try directory.table("OS/2").map { table throws(FontError) in try OS2Table(table) }
    let names = try directory.table("name").map { table throws(FontError) in try NameTable(table) }
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
    variationAxes =
      fvar?.axes.map {
        VariationAxis(tag: $0.tag, minimum: $0.minimum, defaultValue: $0.defaultValue, maximum: $0.maximum)
      } ?? []
    variationLocation = [:]
    lineMetrics = LineMetrics(
      ascender: Double(hhea.ascender), descender: Double(hhea.descender), lineGap: Double(hhea.lineGap),
      unitsPerEm: head.unitsPerEm)
    tracking = .none
    fallback = nil
    characterMap = tables.characterMap
    pairPositioning = tables.pairPositioning.flatMap { $0.isEmpty ? nil : $0 }
    coordinates = Array(repeating: 0, count: fvar?.axes.count ?? 0)
    advances = horizontalMetrics.advances.map(Double.init)
    kerningScalars = []
  }

  /// A copy of `font` with some of its properties replaced.
  private init(
    _ font: Font, name: (style: String, full: String)? = nil, weight: Int? = nil,
    location: [String: Double]? = nil, coordinates: [Double]? = nil, advances: [Double]? = nil,
    kerningScalars: [Double]? = nil, lineMetrics: LineMetrics? = nil, tracking: Tracking? = nil,
    fallback: Font?? = nil
  ) {
    familyName = font.familyName
    styleName = name?.style ?? font.styleName
    fullName = name?.full ?? font.fullName
    unitsPerEm = font.unitsPerEm
    glyphCount = font.glyphCount
    var metrics = font.metrics
    metrics.weight = weight ?? metrics.weight
    self.metrics = metrics
    tableTags = font.tableTags
    variationAxes = font.variationAxes
    variationLocation = location ?? font.variationLocation
    self.lineMetrics = lineMetrics ?? font.lineMetrics
    self.tracking = tracking ?? font.tracking
    self.fallback = fallback ?? font.fallback
    tables = font.tables
    characterMap = font.characterMap
    pairPositioning = font.pairPositioning
    self.coordinates = coordinates ?? font.coordinates
    self.advances = advances ?? font.advances
    self.kerningScalars = kerningScalars ?? font.kerningScalars
  }

  // MARK: Instances and adjustments

  /// The instance of a variable font at `location`, in user units by axis tag (`["wght": 600]`
  /// for semibold): advances, kerning and outlines all move there.
  ///
  /// Axes not named stay at their
  /// defaults, and values outside an axis's range are clamped to it.
  ///
  /// ```swift
  /// let inter = try Font(contentsOfFile: "Inter-roman.var.ttf")
  /// let semibold = try inter.instance(["wght": 600])
  /// semibold.metrics.weight  // 600
  /// ```
  ///
  /// - Throws: ``FontError/unknownAxis(_:font:axes:)`` for a tag the font has no axis for (any
  ///   tag, for a static font), or a parse error of the variation data.
  public func instance(_ location: [String: Double]) throws(FontError) -> Font {
    for tag in location.keys.sorted() where !variationAxes.contains(where: { $0.tag == tag }) {
      throw .unknownAxis(tag, font: fullName, axes: variationAxes.map(\.tag))
    }
    guard let fvar = tables.fvar else { return self }
    let coordinates = fvar.normalized(location, avar: tables.avar)
    let variation = tables.gvar.map { GlyfTable.Variation(gvar: $0, coordinates: coordinates) }
    var advances = tables.horizontalMetrics.advances.map(Double.init)
    if let hvar = tables.hvar {
      let scalars = hvar.store.regionScalars(at: coordinates)
      for glyph in advances.indices { advances[glyph] += hvar.advanceDelta(of: glyph, scalars: scalars) }
    } else if let variation {
      for glyph in advances.indices {
        advances[glyph] += try tables.glyphData.advanceDelta(of: glyph, variation: variation)
      }
    }
    var style = Self.styleName(of: location, axes: variationAxes)
    if styleName.contains("Italic") { style = style == "Regular" ? "Italic" : style + " Italic" }
    return Font(
      self, name: (style, [familyName, style].joined(separator: " ")),
      weight: location["wght"].map { Int($0.rounded()) }, location: location, coordinates: coordinates,
      advances: advances,
      kerningScalars: tables.pairPositioning?.variationStore?.regionScalars(at: coordinates) ?? [])
  }

  /// A name for an instance: its weight's usual name, and any other axis by tag and value.
  private static func styleName(of location: [String: Double], axes: [VariationAxis]) -> String {
    var parts: [String] = []
    if let weight = location["wght"] { parts.append(FontWeight(weight).description.capitalized) }
    for tag in location.keys.sorted() where tag != "wght" {
      parts.append("\(tag) \(PathNumber.text(location[tag] ?? 0))")
    }
    return parts.isEmpty ? "Regular" : parts.joined(separator: " ")
  }

  /// This font set with other line metrics or letter spacing: outlines and advances stay, the
  /// lines and the space between characters change.
  ///
  /// LayoutShot's system font is Inter adjusted
  /// to San Francisco's metrics this way.
  ///
  /// ```swift
  /// let tight = inter.adjusted(tracking: Tracking([(17, -26)]))
  /// ```
  public func adjusted(lineMetrics: LineMetrics? = nil, tracking: Tracking? = nil) -> Font {
    Font(self, lineMetrics: lineMetrics, tracking: tracking)
  }

  /// This font with `fallback` for the characters it has no glyph for: they are measured and
  /// drawn in `fallback` at the same size.
  public func withFallback(_ fallback: Font?) -> Font {
    Font(self, fallback: .some(fallback))
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

  /// The advance width of a glyph at this instance, in font units; 0 for a glyph the font does
  /// not have.
  public func advance(of glyph: GlyphID) -> Double {
    Int(glyph) < glyphCount ? advances[Int(glyph)] : 0
  }

  /// The left side bearing of a glyph in the default instance, in font units.
  public func leftSideBearing(of glyph: GlyphID) -> Int {
    Int(glyph) < glyphCount ? Int(tables.horizontalMetrics.leftSideBearings[Int(glyph)]) : 0
  }

  /// The kerning between two glyphs at this instance, in font units (negative: closer): the
  /// `GPOS` pair adjustments of the `kern` feature when the font has any, else the `kern` table's.
  public func kerning(between left: GlyphID, and right: GlyphID) -> Double {
    if let pairs = pairPositioning {
      return pairs.adjustment(left, right, scalars: kerningScalars)
    }
    return Double(tables.kerningPairs.adjustment(Int(left), Int(right)))
  }

  /// The number of kerning pairs read from the `kern` table.
  public var kerningPairCount: Int { tables.kerningPairs.pairs.count }

  /// A glyph's outline in font units at this instance, composites resolved.
  ///
  /// - Throws: ``FontError`` when the glyph's data is malformed; a glyph the font does not have
  ///   is ``FontError/invalidValue(table:offset:reason:)`` of `glyf`.
  public func outline(of glyph: GlyphID) throws(FontError) -> GlyphOutline {
    guard Int(glyph) < glyphCount else {
      throw .invalidValue(
        table: "glyf", offset: tables.glyphData.table.start,
        reason: "glyph \(glyph) is past the last glyph (\(glyphCount - 1))")
    }
    return try tables.glyphData.outline(
      of: Int(glyph),
      variation: tables.gvar.flatMap { gvar in
        coordinates.contains { $0 != 0 } ? GlyfTable.Variation(gvar: gvar, coordinates: coordinates) : nil
      })
  }

  /// The font at a point size.
  public func sized(_ pointSize: Double) -> SizedFont {
    SizedFont(self, pointSize: pointSize)
  }
}
