/// The direction text and leading-to-trailing layouts run in.
public enum LayoutDirection: Hashable, CaseIterable, Sendable {
  case leftToRight
  case rightToLeft
}
