/// The glyph definition table (`GDEF`): which glyphs are marks, and, in a variable font, the item
/// variation store that `GPOS` values point into.
///
/// Two parts are read. The glyph class definition sorts glyphs into base glyphs (class 1),
/// ligatures (2), marks (3) and components (4); a lookup with the `IgnoreMarks` flag skips class 3,
/// which ``isMark(_:)`` exposes so that a caller pairing consecutive glyphs can do the same. From
/// version 1.3 the header ends with a 32-bit offset to an ``ItemVariationStore``, whose deltas
/// vary kerning and other positioning values across the design space (OpenType, "GDEF — Glyph
/// Definition Table › GDEF Header"). Attachment points, ligature carets, mark attachment classes
/// and mark glyph sets are not read: nothing here positions marks.
struct GdefTable: Sendable {
  /// Each glyph's class from the glyph class definition; all 0 when the table has none.
  let glyphClasses: ClassDefinition
  /// The variation store of a version 1.3 table that has one.
  let variationStore: ItemVariationStore?

  /// The class of marks in the glyph class definition.
  static let markClass: UInt16 = 3

  init(_ table: FontReader, glyphCount: Int) throws(FontError) {
    let major = try table.uint16(at: 0)
    let minor = try table.uint16(at: 2)
    guard major == 1 else { throw table.invalid(0, "the version is \(major).\(minor), not 1.x") }
    let classDefOffset = Int(try table.uint16(at: 4))
    glyphClasses =
      classDefOffset == 0
      ? ClassDefinition() : try ClassDefinition(table, at: classDefOffset, glyphCount: glyphCount)
    // Version 1.2 adds markGlyphSetsDefOffset (Offset16) at 12, 1.3 itemVarStoreOffset (Offset32)
    // at 14.
    let storeOffset = minor >= 3 ? Int(try table.uint32(at: 14)) : 0
    variationStore = storeOffset == 0 ? nil : try ItemVariationStore(table, at: storeOffset)
  }

  /// Whether the glyph class definition says `glyph` is a mark (class 3).
  func isMark(_ glyph: Int) -> Bool {
    glyphClasses[glyph] == Self.markClass
  }
}

/// A class definition table of OpenType Layout: a class number for each glyph, 0 for glyphs it
/// does not list (OpenType, "OpenType Layout Common Table Formats › Class Definition Table").
///
/// Format 1 gives consecutive glyphs from a start glyph one class each; format 2 gives ranges of
/// glyphs a class each. Both become one dense array over the smallest glyph range holding every
/// glyph of a nonzero class, so a look-up is a subtraction and an index. Glyphs at or past the
/// font's glyph count are dropped, which bounds the array by the glyph count whatever the table
/// says. Format 2 ranges should be sorted and apart; overlapping ones are taken by increasing start
/// glyph, the first to claim a glyph keeping it, and a range whose end precedes its start is
/// empty. That bounds the work by the glyph count plus the number of ranges.
struct ClassDefinition: Sendable, Hashable {
  /// The glyph whose class is `classes[0]`.
  private(set) var first = 0
  /// The classes of glyphs `first..<first + classes.count`.
  private(set) var classes: [UInt16] = []

  /// The definition that puts every glyph in class 0.
  init() {}

  /// Reads the class definition that starts `offset` bytes into `table`, for a font of
  /// `glyphCount` glyphs.
  init(_ table: FontReader, at offset: Int, glyphCount: Int) throws(FontError) {
    let format = try table.uint16(at: offset)
    switch format {
    case 1:
      let start = Int(try table.uint16(at: offset + 2))
      let count = Int(try table.uint16(at: offset + 4))
      try table.require(offset + 6, count * 2)
      let end = min(start + count, glyphCount)
      guard start < end else { return }
      first = start
      classes.reserveCapacity(end - start)
      for glyph in start..<end {
        classes.append(try table.uint16(at: offset + 6 + (glyph - start) * 2))
      }
    case 2:
      let count = Int(try table.uint16(at: offset + 2))
      try table.require(offset + 4, count * 6)
      var ranges: [(start: Int, end: Int, value: UInt16)] = []
      for index in 0..<count {
        let record = offset + 4 + index * 6
        let start = Int(try table.uint16(at: record))
        let end = min(Int(try table.uint16(at: record + 2)), glyphCount - 1)
        let value = try table.uint16(at: record + 4)
        if start <= end && value != 0 { ranges.append((start, end, value)) }
      }
      guard let low = ranges.map(\.start).min(), let high = ranges.map(\.end).max() else { return }
      ranges.sort { $0.start < $1.start }
      first = low
      classes = Array(repeating: 0, count: high - low + 1)
      var next = low
      for range in ranges where range.end >= next {
        for glyph in max(range.start, next)...range.end { classes[glyph - low] = range.value }
        next = range.end + 1
      }
    default:
      throw table.invalid(offset, "the class definition's format is \(format), not 1 or 2")
    }
  }

  /// The class of `glyph`: 0 for a glyph the definition does not list.
  subscript(glyph: Int) -> UInt16 {
    let index = glyph &- first
    return index >= 0 && index < classes.count ? classes[index] : 0
  }

  /// The glyphs the dense array spans (every glyph of a nonzero class is among them), or `nil`
  /// when every glyph is of class 0.
  var range: ClosedRange<Int>? {
    classes.isEmpty ? nil : first...(first + classes.count - 1)
  }
}
