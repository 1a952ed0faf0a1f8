/// The horizontal header (`hhea`): the vertical metrics text layout uses, and how many glyphs
/// have their own advance width in `hmtx`.
struct HheaTable: Sendable, Hashable {
  /// Distance from the baseline to the top of a line, in font units (positive).
  let ascender: Int
  /// Distance from the baseline to the bottom of a line, in font units (negative below).
  let descender: Int
  /// Extra space between lines, in font units.
  let lineGap: Int
  /// The number of glyphs with their own advance in `hmtx`; the rest repeat the last one.
  let numberOfHMetrics: Int

  init(_ table: FontReader) throws(FontError) {
    try table.require(0, 36)
    ascender = Int(try table.int16(at: 4))
    descender = Int(try table.int16(at: 6))
    lineGap = Int(try table.int16(at: 8))
    numberOfHMetrics = Int(try table.uint16(at: 34))
    guard numberOfHMetrics >= 1 else {
      throw table.invalid(34, "numberOfHMetrics is 0; at least one glyph needs an advance width")
    }
  }
}
