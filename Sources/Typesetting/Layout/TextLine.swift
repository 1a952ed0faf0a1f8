/// One laid-out line: its glyphs, where it starts, its baseline, and the characters it shows.
public struct TextLine: Hashable, Sendable {
  /// The characters the line shows, with "…" where it was truncated; no trailing spaces of a
  /// wrapped line.
  public var text: String
  /// The glyphs, in the order of the text.
  public var glyphs: [PositionedGlyph]
  /// The left end of the line, in points from the box's left edge (after alignment).
  public var x: Double
  /// The baseline, in points from the box's top.
  public var baseline: Double
  /// The width of the line's ink advance, without trailing spaces (justification included).
  public var width: Double

  /// A line with these parts.
  public init(text: String, glyphs: [PositionedGlyph], x: Double, baseline: Double, width: Double) {
    self.text = text
    self.glyphs = glyphs
    self.x = x
    self.baseline = baseline
    self.width = width
  }
}
