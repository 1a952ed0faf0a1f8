/// A text laid out in a font: lines of positioned glyphs, the size they take, their baselines,
/// and the characters the font lacks.
///
/// Coordinates are points from the top-left corner of the text's box, y downward. The box is as
/// wide as the width the text was laid out in (or its widest line when unlimited) and
/// ``lineCount`` line heights tall; the first baseline is one ascender below the top.
///
/// ```swift
/// let layout = Typesetter.layout("Hello, World!", font: body)
/// layout.size                 // the text's natural size
/// layout.lines.map(\.text)    // ["Hello, World!"]
/// let path = try layout.outlinePath()   // glyph outlines, ready to fill
/// ```
public struct TextLayout: Hashable, Sendable {
  /// The font the text was laid out in.
  public var font: SizedFont
  /// The lines, top to bottom.
  public var lines: [TextLine]
  /// The width of the widest line (without trailing spaces), in points.
  public var usedWidth: Double
  /// The height of the lines: their number times the font's line height.
  public var height: Double
  /// The first line's baseline from the top; the font's ascender when there are no lines.
  public var firstBaseline: Double
  /// The last line's baseline from the top; the font's ascender when there are no lines.
  public var lastBaseline: Double
  /// The characters the font has no glyph for, each once, in the order they first appear; they
  /// are drawn as the font's `.notdef` glyph.
  public var missingCharacters: [Unicode.Scalar]
  /// Whether some of the text is not shown: lines past the limit, or characters replaced by "…".
  public var isTruncated: Bool

  /// A layout with these parts (``Typesetter`` makes them).
  public init(
    font: SizedFont, lines: [TextLine], usedWidth: Double, height: Double, firstBaseline: Double,
    lastBaseline: Double, missingCharacters: [Unicode.Scalar], isTruncated: Bool
  ) {
    self.font = font
    self.lines = lines
    self.usedWidth = usedWidth
    self.height = height
    self.firstBaseline = firstBaseline
    self.lastBaseline = lastBaseline
    self.missingCharacters = missingCharacters
    self.isTruncated = isTruncated
  }

  /// The number of lines.
  public var lineCount: Int { lines.count }

  /// The natural size of the text: the widest line and the lines' height.
  public var size: (width: Double, height: Double) { (usedWidth, height) }

  /// The layout moved by `dx`, `dy`: every glyph, line and baseline.
  public func offsetBy(dx: Double, dy: Double) -> TextLayout {
    var moved = self
    moved.firstBaseline += dy
    moved.lastBaseline += dy
    moved.lines = lines.map { line in
      var line = line
      line.x += dx
      line.baseline += dy
      line.glyphs = line.glyphs.map {
        PositionedGlyph(glyph: $0.glyph, position: PathPoint(x: $0.position.x + dx, y: $0.position.y + dy))
      }
      return line
    }
    return moved
  }

  /// The outlines of all glyphs, in points, y downward, in the layout's coordinates: one path to
  /// fill with the nonzero rule.
  ///
  /// - Throws: ``FontError`` when a glyph's outline data is malformed.
  public func outlinePath() throws(FontError) -> QuadraticPath {
    var path = QuadraticPath()
    for glyphPath in try glyphPaths() { path.append(glyphPath) }
    return path
  }

  /// The outline of each glyph, in order, each placed where the glyph is.
  ///
  /// - Throws: ``FontError`` when a glyph's outline data is malformed.
  public func glyphPaths() throws(FontError) -> [QuadraticPath] {
    var paths: [QuadraticPath] = []
    for line in lines {
      for glyph in line.glyphs {
        paths.append(try font.font.outline(of: glyph.glyph).path(scale: font.scale, origin: glyph.position))
      }
    }
    return paths
  }
}
