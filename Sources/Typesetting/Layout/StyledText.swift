/// A text made of runs, each in its own font, as an attributed string lays out in `UILabel`: what
/// ``Typesetter/layout(_:width:style:)`` lays out.
///
/// The runs' texts joined are the text. Besides the runs' fonts, a styled text has a font of its
/// own, as a label has: an empty text takes its baselines from it, and the text is measured in
/// its units (a run in another font or size has its advances scaled to them).
///
/// ```swift
/// let total = StyledText(
///   [TextRun("Total ", font: bold.sized(24)), TextRun("$12.00", font: regular.sized(15))],
///   font: regular.sized(17))
/// let layout = Typesetter.layout(total)
/// layout.height  // bold 24 pt's line height: the tallest run sets the line's
/// ```
public struct StyledText: Hashable, Sendable {
  /// The runs, in the order of the text.
  public var runs: [TextRun]
  /// The text's own font: the one an empty text is measured in.
  public var font: SizedFont

  /// A text of `runs`, with `font` as its own.
  public init(_ runs: [TextRun], font: SizedFont) {
    self.runs = runs
    self.font = font
  }

  /// `text` all in `font`: one run.
  public init(_ text: String, font: SizedFont) {
    self.init([TextRun(text, font: font)], font: font)
  }
}
