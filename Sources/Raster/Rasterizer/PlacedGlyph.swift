/// A glyph as the rasterizer draws it: the number of its outline in a table of outlines (a
/// run's, or a picture's), and where that outline's origin goes, before the transform.
///
/// A `GlyphRun` knows its outlines by name; ``Canvas`` and ``Picture`` number them once, so a
/// recurring outline is found by its number rather than by comparing paths.
package struct PlacedGlyph: Hashable, Sendable {
  /// The index of the glyph's outline in the table; a glyph with an index out of range draws
  /// nothing.
  package var outline: Int
  /// Where the outline's origin goes, before the transform.
  package var x: Double
  package var y: Double

  /// A glyph drawing outline number `outline` with its origin at (`x`, `y`).
  package init(outline: Int, x: Double, y: Double) {
    self.outline = outline
    self.x = x
    self.y = y
  }
}
