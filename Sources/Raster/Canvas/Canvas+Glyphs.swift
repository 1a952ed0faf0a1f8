extension Canvas {
  /// Fills a run of glyphs, mapped to pixels by `transform`, with a straight colour, source-over,
  /// as one shape.
  ///
  /// ```swift
  /// canvas.fill(run, color: .black, transform: Transform(scale: 3))
  /// ```
  ///
  /// Where glyphs meet inside a pixel their coverage adds up, as filling the union of their
  /// outlines would, so touching letters leave no seam and translucent text is composited once.
  /// Glyph origins are snapped after the transform as text renderers snap them to reuse what they
  /// rasterize (Skia, Core Graphics): across to the nearest quarter pixel, down to the nearest
  /// whole pixel (the baseline). An outline's coverage then depends only on which of the four
  /// quarter-pixel offsets it sits at, and is computed once per outline (by name) and offset,
  /// however often the glyph recurs.
  ///
  /// The clip in force limits the fill; a glyph with a non-finite origin or outline draws nothing.
  package mutating func fill(_ run: GlyphRun, color: RGBA8, transform: Transform = .identity) {
    var table = GlyphOutlineTable()
    let glyphs = table.place(run)
    fill(glyphs, outlines: table.outlines, color: color, transform: transform)
  }

  /// Fills `glyphs` drawn from `outlines` (see ``fill(_:color:transform:)``).
  package mutating func fill(_ glyphs: [PlacedGlyph], outlines: [Path], color: RGBA8, transform: Transform) {
    let source = color.premultiplied
    guard source.alpha != 0 else { return }
    var masks = GlyphMaskCache()
    let coverage = masks.coverage(of: glyphs, outlines: outlines, transform: transform, within: canvasBounds)
    paint(.glyphs(coverage), with: SolidShader(solid: source))
  }
}
