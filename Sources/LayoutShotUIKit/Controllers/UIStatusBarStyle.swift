import LayoutShot

/// The status bar's style (`UIStatusBarStyle`).
public enum UIStatusBarStyle: Int, Sendable {
  /// The system's choice, light text for dark backgrounds, or dark text for light backgrounds.
  case `default`, lightContent, darkContent = 3
}
