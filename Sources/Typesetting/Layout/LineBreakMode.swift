/// How text that does not fit is wrapped or cut (`NSLineBreakMode`).
///
/// As in `UILabel`, a multi-line text always wraps between words except in ``byCharWrapping``;
/// the mode then decides what happens to the last line when the text has more lines than it may
/// show, or one line is too wide:
///
/// | mode | wrapping | the last line shown |
/// | --- | --- | --- |
/// | ``byWordWrapping`` | at spaces and after hyphens (a word too long for a line is cut between characters) | as wrapped, the rest dropped |
/// | ``byCharWrapping`` | between any two characters | as wrapped, the rest dropped |
/// | ``byClipping`` | at words, except on a single line | the rest of its paragraph, cut off at the edge by clipping |
/// | ``byTruncatingHead`` / ``byTruncatingTail`` / ``byTruncatingMiddle`` | at words, except on a single line | the rest of its paragraph, with "…" replacing what does not fit at its start, end or middle |
public enum LineBreakMode: String, Hashable, Sendable, CaseIterable {
  case byWordWrapping
  case byCharWrapping
  case byClipping
  case byTruncatingHead
  case byTruncatingTail
  case byTruncatingMiddle
}
