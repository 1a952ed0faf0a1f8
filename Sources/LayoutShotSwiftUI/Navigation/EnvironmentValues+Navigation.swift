private struct NavigationBarKey: EnvironmentKey {
  static var defaultValue: NavigationBarContent? { nil }
}

extension EnvironmentValues {
  /// What the views inside a navigation stack ask its bar to show; `nil` outside one.
  var navigationBar: NavigationBarContent? {
    get { self[NavigationBarKey.self] }
    set { self[NavigationBarKey.self] = newValue }
  }
}
