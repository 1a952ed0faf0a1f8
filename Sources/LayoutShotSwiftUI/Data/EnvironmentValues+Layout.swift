import Foundation

/// The environment values the layout reads: the container that `containerRelativeFrame` sizes
/// views by.
extension EnvironmentValues {
  /// The size of the nearest container less its safe area: the host's safe area (a screen), its
  /// bounds (a sized host), the screen's width by its height (a component).
  var containerSize: CGSize {
    get { self[ContainerSizeKey.self] }
    set { self[ContainerSizeKey.self] = newValue }
  }
}

private enum ContainerSizeKey: EnvironmentKey { static let defaultValue = CGSize.zero }
