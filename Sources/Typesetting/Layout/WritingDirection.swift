/// The reading direction that ``TextAlignment/natural`` follows.
///
/// Only alignment follows it: characters are laid out left to right in the order of the string
/// (LayoutShot does no bidirectional reordering or shaping).
public enum WritingDirection: String, Hashable, Sendable {
  case leftToRight
  case rightToLeft
}
