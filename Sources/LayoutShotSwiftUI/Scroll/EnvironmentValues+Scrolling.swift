import Foundation

/// The environment values scroll views, lists and forms read.
extension EnvironmentValues {
  /// The margins around scrolled content (`.contentMargins(_:_:for:)`).
  var scrollContentMargins: EdgeInsets {
    get { self[ScrollContentMarginsKey.self] }
    set { self[ScrollContentMarginsKey.self] = newValue }
  }

  /// Whether a list's or form's own background shows behind it (`.scrollContentBackground(_:)`).
  var scrollContentBackground: Visibility {
    get { self[ScrollContentBackgroundKey.self] }
    set { self[ScrollContentBackgroundKey.self] = newValue }
  }

  /// Whether scroll views below scroll (`.scrollDisabled(_:)`); a snapshot is at rest either way.
  public var isScrollEnabled: Bool {
    get { self[ScrollEnabledKey.self] }
    set { self[ScrollEnabledKey.self] = newValue }
  }
}

private enum ScrollContentMarginsKey: EnvironmentKey { static let defaultValue = EdgeInsets() }
private enum ScrollContentBackgroundKey: EnvironmentKey { static let defaultValue = Visibility.automatic }
private enum ScrollEnabledKey: EnvironmentKey { static let defaultValue = true }
