/// How a text is broken into lines and placed: alignment, line break mode, the most lines shown,
/// the direction natural alignment follows and the space between lines.
///
/// The defaults are `UILabel`'s: natural alignment, truncating tail, one line.
///
/// ```swift
/// let style = ParagraphStyle(alignment: .center, lineBreakMode: .byWordWrapping, numberOfLines: 0)
/// ```
package struct ParagraphStyle: Hashable, Sendable {
  /// How lines sit between the edges.
  package var alignment: TextAlignment
  /// How text that does not fit is wrapped or cut.
  package var lineBreakMode: LineBreakMode
  /// The most lines shown; 0 for no limit.
  package var numberOfLines: Int
  /// The direction natural alignment follows.
  package var direction: WritingDirection
  /// Points added between one line's bottom and the next one's top (none after the last line).
  package var lineSpacing = 0.0

  /// A style; the defaults are `UILabel`'s.
  package init(
    alignment: TextAlignment = .natural, lineBreakMode: LineBreakMode = .byTruncatingTail,
    numberOfLines: Int = 1, direction: WritingDirection = .leftToRight
  ) {
    self.alignment = alignment
    self.lineBreakMode = lineBreakMode
    self.numberOfLines = numberOfLines
    self.direction = direction
  }
}
