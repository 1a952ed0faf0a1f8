/// How a text is broken into lines and placed: alignment, line break mode, the most lines shown,
/// and the direction natural alignment follows.
///
/// The defaults are `UILabel`'s: natural alignment, truncating tail, one line.
///
/// ```swift
/// let style = ParagraphStyle(alignment: .center, lineBreakMode: .byWordWrapping, numberOfLines: 0)
/// ```
public struct ParagraphStyle: Hashable, Sendable {
  public var alignment: TextAlignment
  public var lineBreakMode: LineBreakMode
  /// The most lines shown; 0 for no limit.
  public var numberOfLines: Int
  public var direction: WritingDirection

  public init(
    alignment: TextAlignment = .natural, lineBreakMode: LineBreakMode = .byTruncatingTail,
    numberOfLines: Int = 1, direction: WritingDirection = .leftToRight
  ) {
    self.alignment = alignment
    self.lineBreakMode = lineBreakMode
    self.numberOfLines = numberOfLines
    self.direction = direction
  }
}
