/// A box laid out inline with text, as a text attachment is in TextKit: one object replacement
/// character (U+FFFC) whose advance is the box's width and whose height stands on the baseline.
///
/// Its ``bounds`` are in points relative to the pen on the baseline, y upward, as
/// `NSTextAttachment.bounds` are: `y` 0 puts the box's bottom on the baseline, a negative `y` lowers
/// it below. The box raises its line when its top (`y + height`) is above the line's fonts'
/// ascender, and deepens it when its bottom (`y`) is below their descender.
///
/// ```swift
/// let star = TextRun(box: InlineBox(x: 0, y: -2, width: 14, height: 14), font: body)
/// let rating = StyledText([TextRun("4.8 ", font: body), star], font: body)
/// Typesetter.layout(rating).lines[0].boxes[0].rect   // where the star is drawn
/// ```
public struct InlineBox: Hashable, Sendable {
  /// The box relative to the pen on the baseline, y upward; its width is its advance.
  public var bounds: Rect

  /// A box with `bounds` relative to the pen on the baseline, y upward.
  public init(bounds: Rect) {
    self.bounds = bounds
  }

  /// A box `width` × `height` points whose bottom-left corner is `x`, `y` from the pen on the
  /// baseline (y upward).
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.init(bounds: Rect(x: x, y: y, width: width, height: height))
  }

  /// How far the box reaches above the baseline (negative when it lies wholly below).
  var ascent: Double { bounds.minY + bounds.height }

  /// How far the box reaches below the baseline (negative when it lies wholly above).
  var descent: Double { -bounds.minY }

  /// The character that stands for a box in the text: U+FFFC OBJECT REPLACEMENT CHARACTER.
  public static let character: Character = "\u{FFFC}"
}
