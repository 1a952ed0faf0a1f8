import Typesetting

/// Glyph outlines read once per scene: text repeats its letters, and reading an outline from the
/// font's `glyf` table is most of what drawing a glyph costs.
///
/// Looked up by font and glyph, never iterated, so it cannot change what a scene holds.
final class GlyphOutlineCache {
  private struct Key: Hashable {
    var font: Font
    var glyph: GlyphID
  }

  private var outlines: [Key: GlyphOutline] = [:]

  /// The outline of `glyph` in `font`, read from the font the first time it is asked for.
  ///
  /// - Throws: ``FontError`` when the glyph's outline data is malformed.
  func outline(of glyph: GlyphID, in font: Font) throws(FontError) -> GlyphOutline {
    let key = Key(font: font, glyph: glyph)
    if let outline = outlines[key] { return outline }
    let outline = try font.outline(of: glyph)
    outlines[key] = outline
    return outline
  }
}
