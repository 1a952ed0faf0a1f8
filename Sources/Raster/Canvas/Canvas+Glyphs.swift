extension Canvas {
  /// Fills a run of glyphs, mapped to pixels by `transform`, with a straight colour, source-over,
  /// as one shape (see ``GlyphRun`` on how glyphs are placed and how their coverage adds up).
  ///
  /// ```swift
  /// canvas.fill(run, color: .black, transform: Transform(scale: 3))
  /// ```
  ///
  /// The clip in force limits the fill; a glyph with a non-finite origin or outline draws nothing.
  public mutating func fill(_ run: GlyphRun, color: RGBA8, transform: Transform = .identity) {
    let source = color.premultiplied
    guard source.alpha != 0 else { return }
    var masks = GlyphMaskCache()
    let coverage = masks.coverage(
      of: run.glyphs, outlines: run.outlines, transform: transform, within: canvasBounds)
    paint(.glyphs(coverage), with: SolidShader(solid: source))
  }
}
