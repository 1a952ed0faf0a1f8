import LayoutShot

/// How a controller is presented (`UIModalPresentationStyle`).
public enum UIModalPresentationStyle: Int, Sendable {
  /// Full screen, sheets, the current context, a custom presentation, over the presenter, or a popover.
  case fullScreen = 0, pageSheet, formSheet, currentContext, custom, overFullScreen, overCurrentContext,
    popover
  /// No adaptation (`none`), or the style the system picks (`automatic`, a page sheet on iOS 13 and later).
  case none = -1, automatic = -2
}
