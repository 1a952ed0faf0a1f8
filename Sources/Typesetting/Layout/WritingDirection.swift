/// The reading direction that ``TextAlignment/natural`` follows, and the direction of a paragraph
/// without a strong character (a letter of either direction).
///
/// A paragraph with one takes the direction of its first, as `NSWritingDirection.natural` does
/// (the Unicode Bidirectional Algorithm's rules P2 and P3), and its characters are reordered
/// within each line by their directions.
package enum WritingDirection: String, Hashable, Sendable {
  case leftToRight
  case rightToLeft
}
