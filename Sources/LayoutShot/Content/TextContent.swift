import Typesetting

/// A label's text with everything needed to measure and lay it out: the string, the font (found),
/// the colour and the paragraph style.
public struct TextContent: Hashable, Sendable {
  /// The string shown.
  public var text: String
  /// The font, found in the registry when the layout was made.
  public var font: SizedFont
  /// The colour the glyphs are filled with.
  public var color: Color
  /// Alignment, line break mode, number of lines and the layout direction natural alignment
  /// follows.
  public var style: ParagraphStyle
  /// The width a multi-line label wraps at for its intrinsic size, when set (UIKit's explicit
  /// `preferredMaxLayoutWidth`).
  public var preferredMaxLayoutWidth: Double?
  /// Whether the engine measures the text again at the width it solves for the view: a
  /// multi-line label without a preferred width and without an intrinsic size of its own.
  public var wrapsToSolvedWidth: Bool

  /// Text ready to measure: see each property.
  public init(
    text: String, font: SizedFont, color: Color, style: ParagraphStyle, preferredMaxLayoutWidth: Double?,
    wrapsToSolvedWidth: Bool
  ) {
    self.text = text
    self.font = font
    self.color = color
    self.style = style
    self.preferredMaxLayoutWidth = preferredMaxLayoutWidth
    self.wrapsToSolvedWidth = wrapsToSolvedWidth
  }

  /// The text laid out in a box `width` points wide (`nil`: unlimited).
  public func layout(width: Double?) -> TextLayout {
    Typesetter.layout(text, font: font, width: width, style: style)
  }

  /// The text laid out in `frame` as a `UILabel` draws it: wrapped at the frame's width, with no
  /// more lines than fit its height (and ``ParagraphStyle/numberOfLines``), centred vertically;
  /// coordinates are those of `frame`.
  public func layout(in frame: Rect) -> TextLayout {
    var style = style
    // A point of slack, as snapping can take a fraction of a pixel off a view's height. At least
    // one line, and a count that fits an Int however tall the frame (or thin a malformed font's
    // lines) is.
    let capacity = ((frame.height + 1) / font.lineHeight).rounded(.down)
    let fitting = capacity >= 1 ? Int(min(capacity, Double(Int32.max))) : 1
    style.numberOfLines = style.numberOfLines == 0 ? fitting : min(style.numberOfLines, fitting)
    let laidOut = Typesetter.layout(text, font: font, width: frame.width, style: style)
    return laidOut.offsetBy(dx: frame.minX, dy: frame.minY + (frame.height - laidOut.height) / 2)
  }

  /// The intrinsic size and baselines of the text wrapped at `width` (`nil`: unlimited), each
  /// side rounded up to the pixel grid of `scale` as UIKit rounds a label's size.
  func intrinsicMeasure(width: Double?, scale: Double) -> (size: Size, baselines: BaselineOffsets) {
    let laidOut = layout(width: width)
    let size = Size(
      width: Self.roundedUp(laidOut.usedWidth, scale: scale),
      height: Self.roundedUp(laidOut.height, scale: scale))
    // The text is centred in the rounded height.
    let top = (size.height - laidOut.height) / 2
    return (
      size,
      BaselineOffsets(
        firstFromTop: top + laidOut.firstBaseline, lastFromBottom: size.height - top - laidOut.lastBaseline)
    )
  }

  /// The width the intrinsic size wraps at before any solve: the preferred width of a multi-line
  /// label, else none (one line per paragraph).
  var initialWrapWidth: Double? {
    style.numberOfLines == 1 ? nil : preferredMaxLayoutWidth
  }

  /// `value` rounded up to a whole number of pixels; a hair of tolerance keeps a value that
  /// round-off put just above a pixel (20.0000000001) on it.
  static func roundedUp(_ value: Double, scale: Double) -> Double {
    guard scale > 0 else { return value }
    return (value * scale - 1e-7).rounded(.up) / scale + 0
  }
}
