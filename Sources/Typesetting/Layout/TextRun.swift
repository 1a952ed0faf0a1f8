/// A stretch of text in one font: a run of an attributed string, as ``StyledText`` holds them.
///
/// ```swift
/// let price = TextRun("$12.00", font: regular.sized(15))
/// ```
public struct TextRun: Hashable, Sendable {
  /// The characters of the run.
  public var text: String
  /// The font they are measured and drawn in.
  public var font: SizedFont

  /// `text` in `font`.
  public init(_ text: String, font: SizedFont) {
    self.text = text
    self.font = font
  }
}
