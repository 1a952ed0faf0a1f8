/// One laid-out line: its glyphs, where it starts, its baseline and height, the characters it
/// shows, run by run, and the inline boxes on it.
public struct TextLine: Hashable, Sendable {
  /// A stretch of a line in one run of the text: the characters it shows and their glyphs.
  ///
  /// A line of a text in one font is one segment; the segments' texts joined are the line's
  /// ``TextLine/text``.
  public struct Segment: Hashable, Sendable {
    /// The index of the run in the text laid out (``StyledText/runs``).
    public var run: Int
    /// The characters shown, without the trailing spaces of a wrapped line.
    public var text: String
    /// The glyphs, as indices into the line's ``TextLine/glyphs``.
    public var glyphs: Range<Int>

    /// A segment of run `run`.
    public init(run: Int, text: String, glyphs: Range<Int>) {
      self.run = run
      self.text = text
      self.glyphs = glyphs
    }
  }

  /// A box laid out on the line (``InlineBox``): the run it stands for and where it is drawn.
  public struct Box: Hashable, Sendable {
    /// The index of the run in the text laid out (``StyledText/runs``).
    public var run: Int
    /// The box's rectangle, in points from the top-left corner of the text's box, y downward.
    public var rect: Rect

    /// Box `run` drawn in `rect`.
    public init(run: Int, rect: Rect) {
      self.run = run
      self.rect = rect
    }
  }

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
  /// The line's height: the largest line height among the fonts of its characters.
  public var height: Double
  /// The line's stretches in one run each, in order.
  public var segments: [Segment]
  /// The boxes on the line (``InlineBox``), in the order of the text.
  public var boxes: [Box]

  /// A line with these parts.
  public init(
    text: String, glyphs: [PositionedGlyph], x: Double, baseline: Double, width: Double, height: Double,
    segments: [Segment], boxes: [Box] = []
  ) {
    self.text = text
    self.glyphs = glyphs
    self.x = x
    self.baseline = baseline
    self.width = width
    self.height = height
    self.segments = segments
    self.boxes = boxes
  }
}
