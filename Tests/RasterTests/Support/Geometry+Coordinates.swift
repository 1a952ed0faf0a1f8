import Raster

// Path steps by coordinates, as the rasterizer's tests write them (`Path+Coordinates` builds them).
extension Path.Element {
  static func move(x: Double, y: Double) -> Self { .move(to: Point(x: x, y: y)) }
  static func line(x: Double, y: Double) -> Self { .line(to: Point(x: x, y: y)) }
  static func quad(cx: Double, cy: Double, x: Double, y: Double) -> Self {
    .quad(to: Point(x: x, y: y), control: Point(x: cx, y: cy))
  }
  static func cubic(c1x: Double, c1y: Double, c2x: Double, c2y: Double, x: Double, y: Double) -> Self {
    .cubic(to: Point(x: x, y: y), control1: Point(x: c1x, y: c1y), control2: Point(x: c2x, y: c2y))
  }
}

extension GlyphRun {
  /// A run of `glyphs` drawn from `outlines` by number, each outline named after its number; a
  /// glyph whose number is out of range is left out (it would draw nothing).
  init(outlines: [Path], glyphs: [PlacedGlyph]) {
    let named = outlines.indices.map { GlyphRun.Outline(name: "#\($0)", path: outlines[$0]) }
    self.init(
      glyphs: glyphs.filter { named.indices.contains($0.outline) }.map {
        GlyphRun.Glyph(outline: named[$0.outline], origin: Point(x: $0.x, y: $0.y))
      })
  }
}
