import LayoutShot

/// How a presented controller appears (`UIModalTransitionStyle`), kept.
public enum UIModalTransitionStyle: Int, Sendable {
  /// Slides up from the bottom (the default), flips, cross-dissolves, or curls the page up.
  case coverVertical, flipHorizontal, crossDissolve, partialCurl
}
