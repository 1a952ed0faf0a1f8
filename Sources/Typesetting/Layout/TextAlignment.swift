/// How lines sit between the left and right edges of the text's box (`NSTextAlignment`).
public enum TextAlignment: String, Hashable, Sendable, CaseIterable {
  /// Left in left-to-right layouts, right in right-to-left ones (UIKit's default).
  case natural
  case left
  case center
  case right
  /// Lines that wrapped are stretched to both edges by widening their spaces; the last line of a
  /// paragraph is aligned naturally.
  case justified
}
