import Render
import Typesetting

/// Glyph outlines read once per scene, at each size they are drawn: text repeats its letters,
/// and reading an outline from the font's `glyf` table is most of what drawing a glyph costs.
///
/// Each outline is named after its font, size and glyph (`DejaVu Sans 17.0 pt #43`), the name
/// that tells a rasterizer two glyphs share an outline (``Render/GlyphRun/Outline``). Two
/// different fonts with the same full name get different names (`… (2)`, in the order the scene
/// meets them). Looked up by font, size and glyph, never iterated, so it cannot change what a
/// scene holds.
final class GlyphOutlineCache {
  private struct Key: Hashable {
    var font: Font
    var pointSize: Double
    var glyph: GlyphID
  }

  private var outlines: [Key: GlyphRun.Outline] = [:]
  /// The name each font goes by in outline names, and how many fonts use each full name.
  private var fontNames: [Font: String] = [:]
  private var fullNameCounts: [String: Int] = [:]

  /// The outline of `glyph` in `font`, in points with its origin on the baseline, read from the
  /// font the first time it is asked for.
  ///
  /// - Throws: ``FontError`` when the glyph's outline data is malformed.
  func outline(of glyph: GlyphID, in font: SizedFont) throws(FontError) -> GlyphRun.Outline {
    let key = Key(font: font.font, pointSize: font.pointSize, glyph: glyph)
    if let outline = outlines[key] { return outline }
    let path = try font.font.outline(of: glyph).path(scale: font.scale, origin: .zero)
    let outline = GlyphRun.Outline(name: "\(name(of: font.font)) \(font.pointSize) pt #\(glyph)", path: path)
    outlines[key] = outline
    return outline
  }

  /// The font's name in outline names: its full name, numbered from the second font of that name.
  private func name(of font: Font) -> String {
    if let name = fontNames[font] { return name }
    let count = fullNameCounts[font.fullName, default: 0] + 1
    fullNameCounts[font.fullName] = count
    let name = count == 1 ? font.fullName : "\(font.fullName) (\(count))"
    fontNames[font] = name
    return name
  }
}
