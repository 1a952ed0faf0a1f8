/// A glyph placed on a line: its id in the font and the point where its origin (the left end of
/// its advance, on the baseline) lies, in points from the top-left corner of the text's box.
public struct PositionedGlyph: Hashable, Sendable {
  /// The glyph's index in the font.
  public var glyph: GlyphID
  /// Its origin on the baseline, in points.
  public var position: PathPoint

  /// A glyph at `position`.
  public init(glyph: GlyphID, position: PathPoint) {
    self.glyph = glyph
    self.position = position
  }
}
