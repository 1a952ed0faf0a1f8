import Typesetting

/// A stretch of a label's text with its own font or colour: a run of an attributed string, as
/// ``Label/attributedRuns`` holds them.
///
/// A run without a font is in the label's ``Label/font``, one without a colour in its
/// ``Label/textColor``. A run may instead stand for an image laid out inline
/// (``attachment``), as an attachment in an attributed string.
///
/// ```swift
/// total.attributedRuns = [
///   AttributedRun("Total ", font: .boldSystemFont(ofSize: 24)),
///   AttributedRun("$12.00", color: .secondaryLabel),
/// ]
/// ```
public struct AttributedRun: Hashable, Sendable {
  /// The characters of the run.
  public var text: String
  /// Their font, found when the layout is made; `nil` for the label's.
  public var font: FontDescriptor?
  /// Their colour; `nil` for the label's.
  public var color: Color?
  /// The image the run stands for, laid out inline as one character (U+FFFC); `nil` for text.
  public var attachment: TextAttachment?
  /// Points added after each of its characters (an attributed string's kern); negative sets them
  /// closer.
  public var kern = 0.0
  /// Points its glyphs are raised above the baseline (lowered when negative); its line grows to
  /// hold them.
  public var baselineOffset = 0.0

  /// `text` in `font` and `color` (each `nil` for the label's).
  public init(_ text: String, font: FontDescriptor? = nil, color: Color? = nil) {
    self.text = text
    self.font = font
    self.color = color
  }

  /// An image laid out inline: one U+FFFC character as wide as its box, in `font` (`nil` for the
  /// label's), whose line grows to hold it.
  public init(attachment: TextAttachment, font: FontDescriptor? = nil) {
    self.init(String(InlineBox.character), font: font)
    self.attachment = attachment
  }
}
