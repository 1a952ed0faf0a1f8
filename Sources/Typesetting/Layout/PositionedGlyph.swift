/// A glyph placed on a line: its id in the font and the point where its origin (the left end of
/// its advance, on the baseline) lies, in points from the top-left corner of the text's box.
public struct PositionedGlyph: Hashable, Sendable {
  public var glyph: GlyphID
  public var position: PathPoint

  public init(glyph: GlyphID, position: PathPoint) {
    self.glyph = glyph
    self.position = position
  }
}
