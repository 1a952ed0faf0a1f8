/// A glyph placed on a line: its id in its font, the point where its origin (the left end of its
/// advance, on the baseline) lies, in points from the top-left corner of the text's box, and the
/// run whose font (or that font's fallback) it is in (``TextLayout/font(of:)``).
public struct PositionedGlyph: Hashable, Sendable {
  /// The glyph's index in its font.
  public var glyph: GlyphID
  /// The run, in 32 bits beside the glyph id, so that a glyph takes no more memory than it would
  /// without one (the layout of a long text holds many).
  private var storedRun: UInt32
  /// Whether the glyph is in its run font's fallback (``Font/fallback``), for a character the
  /// font lacks.
  public var usesFallback: Bool
  /// Its origin on the baseline, in points.
  public var position: Point
  /// The index of the run it belongs to in the text laid out (``StyledText/runs``); 0 in a text
  /// of one font.
  public var run: Int {
    get { Int(storedRun) }
    set { storedRun = UInt32(newValue) }
  }

  /// A glyph of run `run` (of its font's fallback when `usesFallback`) at `position`.
  public init(glyph: GlyphID, position: Point, run: Int = 0, usesFallback: Bool = false) {
    self.glyph = glyph
    self.position = position
    self.usesFallback = usesFallback
    storedRun = UInt32(run)
  }
}
