/// The maximum profile (`maxp`): the number of glyphs in the font.
struct MaxpTable: Sendable, Hashable {
  /// The number of glyphs, at least 1 (glyph 0 is `.notdef`).
  let numGlyphs: Int

  init(_ table: FontReader) throws(FontError) {
    let version = try table.uint32(at: 0)
    guard version == 0x0000_5000 || version == 0x0001_0000 else {
      throw table.invalid(0, "the version 0x\(String(version, radix: 16)) is neither 0.5 nor 1.0")
    }
    numGlyphs = Int(try table.uint16(at: 4))
    guard numGlyphs >= 1 else { throw table.invalid(4, "numGlyphs is 0") }
  }
}
