/// How a `NavigationSplitView` shares its width between its columns (`NavigationSplitViewStyle`).
///
/// ```swift
/// NavigationSplitView { Sidebar() } detail: { Detail() }
///   .navigationSplitViewStyle(.prominentDetail)
/// ```
public protocol NavigationSplitViewStyle {}

/// The system's style: balanced on an iPad (`AutomaticNavigationSplitViewStyle`).
public struct AutomaticNavigationSplitViewStyle: NavigationSplitViewStyle {
  /// The automatic style.
  public init() {}
}

/// The leading columns beside the detail, which gives up their width
/// (`BalancedNavigationSplitViewStyle`).
public struct BalancedNavigationSplitViewStyle: NavigationSplitViewStyle {
  /// The balanced style.
  public init() {}
}

/// The detail at the whole width, the leading columns over it
/// (`ProminentDetailNavigationSplitViewStyle`).
public struct ProminentDetailNavigationSplitViewStyle: NavigationSplitViewStyle {
  /// The prominent-detail style.
  public init() {}
}

extension NavigationSplitViewStyle where Self == AutomaticNavigationSplitViewStyle {
  /// The system's style.
  public static var automatic: AutomaticNavigationSplitViewStyle { AutomaticNavigationSplitViewStyle() }
}

extension NavigationSplitViewStyle where Self == BalancedNavigationSplitViewStyle {
  /// The leading columns beside the detail.
  public static var balanced: BalancedNavigationSplitViewStyle { BalancedNavigationSplitViewStyle() }
}

extension NavigationSplitViewStyle where Self == ProminentDetailNavigationSplitViewStyle {
  /// The detail at the whole width, the leading columns over it.
  public static var prominentDetail: ProminentDetailNavigationSplitViewStyle {
    ProminentDetailNavigationSplitViewStyle()
  }
}

/// Which style the split views below take.
enum SplitViewStyleKind: Sendable {
  case balanced, prominentDetail
}

extension View {
  /// The style of the navigation split views below.
  public func navigationSplitViewStyle<S: NavigationSplitViewStyle>(_ style: S) -> some View {
    environment(
      \.navigationSplitViewStyle,
      style is ProminentDetailNavigationSplitViewStyle ? .prominentDetail : .balanced)
  }
}
