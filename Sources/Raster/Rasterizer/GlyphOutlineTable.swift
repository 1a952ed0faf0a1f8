/// Glyph outlines numbered by name: each outline once, in order of first use.
///
/// A canvas numbers one run's outlines; a picture keeps one table for all its runs, so a letter
/// recurring anywhere in it is rasterized once per quarter-pixel offset.
package struct GlyphOutlineTable: Sendable {
  /// The outlines, by number.
  package private(set) var outlines: [Path] = []
  private var numbers: [String: Int] = [:]

  /// An empty table.
  package init() {}

  /// Adds `outline` under a number of its own (however it is named) and returns the number.
  package mutating func add(_ outline: Path) -> Int {
    outlines.append(outline)
    return outlines.count - 1
  }

  /// The glyphs of `run`, each by the number of its outline, adding the outlines not yet known.
  package mutating func place(_ run: GlyphRun) -> [PlacedGlyph] {
    var glyphs: [PlacedGlyph] = []
    glyphs.reserveCapacity(run.glyphs.count)
    for glyph in run.glyphs {
      let number: Int
      if let known = numbers[glyph.outline.name] {
        number = known
      } else {
        number = add(glyph.outline.path)
        numbers[glyph.outline.name] = number
      }
      glyphs.append(PlacedGlyph(outline: number, x: glyph.origin.x, y: glyph.origin.y))
    }
    return glyphs
  }
}
