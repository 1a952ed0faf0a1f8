/// The horizontal metrics (`hmtx`): each glyph's advance width and left side bearing.
///
/// The first `numberOfHMetrics` glyphs have an advance and a bearing each; the others (often the
/// glyphs of a monospaced run) repeat the last advance and have only a bearing.
struct HmtxTable: Sendable, Hashable {
  /// The advance width of every glyph, in font units.
  let advances: [UInt16]
  /// The left side bearing of every glyph, in font units.
  let leftSideBearings: [Int16]

  init(_ table: FontReader, numberOfHMetrics: Int, numGlyphs: Int) throws(FontError) {
    guard numberOfHMetrics <= numGlyphs else {
      throw table.invalid(
        0, "hhea gives \(numberOfHMetrics) advance widths for only \(numGlyphs) glyphs")
    }
    try table.require(0, numberOfHMetrics * 4 + (numGlyphs - numberOfHMetrics) * 2)
    var advances: [UInt16] = []
    var bearings: [Int16] = []
    advances.reserveCapacity(numGlyphs)
    bearings.reserveCapacity(numGlyphs)
    for index in 0..<numberOfHMetrics {
      advances.append(try table.uint16(at: index * 4))
      bearings.append(try table.int16(at: index * 4 + 2))
    }
    let last = advances[numberOfHMetrics - 1]
    for index in 0..<(numGlyphs - numberOfHMetrics) {
      advances.append(last)
      bearings.append(try table.int16(at: numberOfHMetrics * 4 + index * 2))
    }
    self.advances = advances
    self.leftSideBearings = bearings
  }
}
