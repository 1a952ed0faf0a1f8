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

private struct SplitViewStyleKey: EnvironmentKey {
  static var defaultValue: SplitViewStyleKind { .balanced }
}

extension EnvironmentValues {
  /// How the split views below share their width (`.navigationSplitViewStyle(_:)`).
  var navigationSplitViewStyle: SplitViewStyleKind {
    get { self[SplitViewStyleKey.self] }
    set { self[SplitViewStyleKey.self] = newValue }
  }
}
