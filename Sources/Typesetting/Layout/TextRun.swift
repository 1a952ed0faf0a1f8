/// A stretch of text in one font: a run of an attributed string, as ``StyledText`` holds them; or
/// a box laid out inline (``InlineBox``), as an attachment is.
///
/// ```swift
/// let price = TextRun("$12.00", font: regular.sized(15))
/// let star = TextRun(box: InlineBox(x: 0, y: 0, width: 16, height: 16), font: regular.sized(15))
/// ```
public struct TextRun: Hashable, Sendable {
  /// The characters of the run: U+FFFC for a box.
  public var text: String
  /// The font they are measured and drawn in; a box's run's font sets the line's metrics as its
  /// text would.
  public var font: SizedFont
  /// The box the run stands for, laid out as one character as wide as the box; `nil` for text.
  public var box: InlineBox?
  /// Points added to the advance of each of its characters, on top of the font's tracking (an
  /// attributed string's kern or tracking); negative sets them closer.
  public var tracking = 0.0
  /// Points its glyphs are raised above the line's baseline (lowered when negative); the line
  /// grows to hold them (an attributed string's baseline offset).
  public var baselineOffset = 0.0

  /// `text` in `font`.
  public init(_ text: String, font: SizedFont) {
    self.text = text
    self.font = font
  }

  /// The box `box`, one U+FFFC character in `font`.
  public init(box: InlineBox, font: SizedFont) {
    self.text = String(InlineBox.character)
    self.font = font
    self.box = box
  }
}
