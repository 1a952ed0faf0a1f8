/// A text laid out in its fonts: lines of positioned glyphs, the size they take, their baselines,
/// and the characters the fonts lack.
///
/// Coordinates are points from the top-left corner of the text's box, y downward. The box is as
/// wide as the width the text was laid out in (or its widest line when unlimited) and as tall as
/// its lines' heights together (``lineCount`` line heights in a text of one font); each baseline
/// is its line's ascender below the line's top.
///
/// ```swift
/// let layout = Typesetter.layout("Hello, World!", font: body)
/// layout.size                 // the text's natural size
/// layout.lines.map(\.text)    // ["Hello, World!"]
/// let path = try layout.outlinePath()   // glyph outlines, ready to fill
/// ```
public struct TextLayout: Hashable, Sendable {
  /// The text laid out: its runs and their fonts.
  public var text: StyledText
  /// The lines, top to bottom.
  public var lines: [TextLine]
  /// The width of the widest line (without trailing spaces), in points.
  public var usedWidth: Double
  /// The height of the lines: the sum of their heights, their number times the font's line
  /// height in a text of one font.
  public var height: Double
  /// The first line's baseline from the top; the font's ascender when there are no lines.
  public var firstBaseline: Double
  /// The last line's baseline from the top; the font's ascender when there are no lines.
  public var lastBaseline: Double
  /// The characters their font has no glyph for, each once, in the order they first appear; they
  /// are drawn as the font's `.notdef` glyph.
  public var missingCharacters: [Unicode.Scalar]
  /// Whether some of the text is not shown: lines past the limit, or characters replaced by "…".
  public var isTruncated: Bool

  /// A layout with these parts (``Typesetter`` makes them).
  public init(
    text: StyledText, lines: [TextLine], usedWidth: Double, height: Double, firstBaseline: Double,
    lastBaseline: Double, missingCharacters: [Unicode.Scalar], isTruncated: Bool
  ) {
    self.text = text
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

  /// The text's own font (``StyledText/font``): the font of a text laid out in one font.
  public var font: SizedFont { text.font }

  /// The font `glyph` is measured and drawn in: its run's, or that font's fallback.
  public func font(of glyph: PositionedGlyph) -> SizedFont {
    let font = text.runs[glyph.run].font
    return glyph.usesFallback ? font.fallback ?? font : font
  }

  /// The layout moved by `dx`, `dy`: every glyph, box, line and baseline.
  public func offsetBy(dx: Double, dy: Double) -> TextLayout {
    var moved = self
    moved.firstBaseline += dy
    moved.lastBaseline += dy
    moved.lines = lines.map { line in
      var line = line
      line.x += dx
      line.baseline += dy
      line.glyphs = line.glyphs.map { glyph in
        var glyph = glyph
        glyph.position = Point(x: glyph.position.x + dx, y: glyph.position.y + dy)
        return glyph
      }
      line.boxes = line.boxes.map { box in
        var box = box
        box.rect = Rect(
          x: box.rect.minX + dx, y: box.rect.minY + dy, width: box.rect.width, height: box.rect.height)
        return box
      }
      return line
    }
    return moved
  }

  /// The outlines of all glyphs, in points, y downward, in the layout's coordinates: one path to
  /// fill with the nonzero rule.
  ///
  /// - Throws: ``FontError`` when a glyph's outline data is malformed.
  public func outlinePath() throws(FontError) -> Path {
    var path = Path()
    for glyphPath in try glyphPaths() { path.append(glyphPath) }
    return path
  }

  /// The outline of each glyph, in order, each in its font and placed where the glyph is.
  ///
  /// - Throws: ``FontError`` when a glyph's outline data is malformed.
  public func glyphPaths() throws(FontError) -> [Path] {
    var paths: [Path] = []
    for line in lines {
      for glyph in line.glyphs {
        let font = font(of: glyph)
        paths.append(try font.font.outline(of: glyph.glyph).path(scale: font.scale, origin: glyph.position))
      }
    }
    return paths
  }
}
