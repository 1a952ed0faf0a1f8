/// The index to location (`loca`): where each glyph's outline starts and ends in `glyf`.
///
/// Short offsets are 16-bit halves of the real offset; long ones are 32-bit. The offsets must not
/// decrease and must stay inside `glyf`: a glyph whose two offsets are equal has no outline (a
/// space).
struct LocaTable: Sendable, Hashable {
  /// `numGlyphs + 1` byte offsets into `glyf`.
  let offsets: [Int]

  init(_ table: FontReader, numGlyphs: Int, hasLongOffsets: Bool, glyfLength: Int) throws(FontError) {
    let entrySize = hasLongOffsets ? 4 : 2
    try table.require(0, (numGlyphs + 1) * entrySize)
    var offsets: [Int] = []
    offsets.reserveCapacity(numGlyphs + 1)
    for index in 0...numGlyphs {
      let position = index * entrySize
      let offset =
        hasLongOffsets ? Int(try table.uint32(at: position)) : Int(try table.uint16(at: position)) * 2
      if let previous = offsets.last, offset < previous {
        throw table.invalid(
          position, "the offset of glyph \(index) is \(offset), before that of glyph \(index - 1)")
      }
      guard offset <= glyfLength else {
        throw table.invalid(
          position, "the offset of glyph \(index) is \(offset), past the end of 'glyf' (\(glyfLength) bytes)")
      }
      offsets.append(offset)
    }
    self.offsets = offsets
  }

  /// The byte range of a glyph's data in `glyf`; empty for a glyph without an outline.
  func range(of glyph: Int) -> Range<Int> {
    offsets[glyph]..<offsets[glyph + 1]
  }
}
