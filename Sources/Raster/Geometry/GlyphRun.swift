/// Text as a canvas draws it: glyph outlines, each held once, and the glyphs placed from them.
///
/// A run is filled as one shape with the non-zero rule: where glyphs meet inside a pixel their
/// coverage adds up, as filling the union of their outlines would, so touching letters leave no
/// seam and translucent text is composited once. Each outline has its origin at (0, 0); a glyph
/// draws its outline with the origin moved to (`x`, `y`), before the transform.
///
/// Glyph origins are snapped after the transform as text renderers snap them to reuse what they
/// rasterize (Skia, Core Graphics): across to the nearest quarter pixel, down to the nearest
/// whole pixel (the baseline). An outline's coverage then depends only on which of the four
/// quarter-pixel offsets it sits at, and is computed once per outline and offset, however often
/// the glyph recurs.
///
/// ```swift
/// var letterO = Path()   // an outline in points, origin on the baseline
/// letterO.move(toX: 1, y: -7)
/// // ...
/// let run = GlyphRun(outlines: [letterO], glyphs: [
///   GlyphRun.Glyph(outline: 0, x: 20, y: 40),
///   GlyphRun.Glyph(outline: 0, x: 28.5, y: 40),
/// ])
/// canvas.fill(run, color: .black, transform: Transform(scale: 3))
/// ```
public struct GlyphRun: Sendable {
  /// A glyph: which outline it draws, and where that outline's origin goes.
  public struct Glyph: Hashable, Sendable {
    /// The index of the glyph's outline in ``GlyphRun/outlines``; a glyph with an index out of
    /// range draws nothing.
    public var outline: Int
    /// Where the outline's origin goes, before the transform.
    public var x: Double
    public var y: Double

    /// A glyph drawing outline number `outline` with its origin at (`x`, `y`).
    public init(outline: Int, x: Double, y: Double) {
      self.outline = outline
      self.x = x
      self.y = y
    }
  }

  /// The outlines, each with its origin at (0, 0).
  public var outlines: [Path]
  /// The glyphs, in drawing order.
  public var glyphs: [Glyph]

  /// A run of `glyphs` drawn from `outlines`.
  public init(outlines: [Path], glyphs: [Glyph]) {
    self.outlines = outlines
    self.glyphs = glyphs
  }
}
