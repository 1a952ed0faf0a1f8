/// How a `TabView` shows its tabs: with a tab bar (the default), or as pages.
public protocol TabViewStyle {}

/// The tab bar at the bottom, as phones show it.
public struct DefaultTabViewStyle: TabViewStyle {
  /// The default style.
  public init() {}
}

/// Pages side by side, one shown, with a row of dots for the pages (`UIPageControl`'s look).
public struct PageTabViewStyle: TabViewStyle {
  /// When the dots show.
  public struct IndexDisplayMode: Hashable, Sendable {
    /// The fewest pages the dots show for.
    let minimumPageCount: Int

    /// Whenever there is more than one page.
    public static let automatic = IndexDisplayMode(minimumPageCount: 2)
    /// Always, even for a single page.
    public static let always = IndexDisplayMode(minimumPageCount: 1)
    /// Never.
    public static let never = IndexDisplayMode(minimumPageCount: .max)

    /// Whether the dots show for `pageCount` pages.
    func showsDots(pageCount: Int) -> Bool { pageCount > 0 && pageCount >= minimumPageCount }
  }

  let indexDisplayMode: IndexDisplayMode

  /// Pages with dots shown as `indexDisplayMode` says.
  public init(indexDisplayMode: IndexDisplayMode = .automatic) {
    self.indexDisplayMode = indexDisplayMode
  }
}

extension TabViewStyle where Self == DefaultTabViewStyle {
  /// The tab bar.
  public static var automatic: DefaultTabViewStyle { DefaultTabViewStyle() }
}

extension TabViewStyle where Self == PageTabViewStyle {
  /// Pages with dots.
  public static var page: PageTabViewStyle { PageTabViewStyle() }

  /// Pages with dots shown as `indexDisplayMode` says.
  public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle {
    PageTabViewStyle(indexDisplayMode: indexDisplayMode)
  }
}

private struct TabViewPagesKey: EnvironmentKey {
  static var defaultValue: PageTabViewStyle? { nil }
}

extension EnvironmentValues {
  /// The page style a `TabView` below shows its tabs in; `nil` for the tab bar.
  var tabViewPages: PageTabViewStyle? {
    get { self[TabViewPagesKey.self] }
    set { self[TabViewPagesKey.self] = newValue }
  }
}

extension View {
  /// Shows the `TabView`s below in `style`: `.page` for pages with dots.
  ///
  /// ```swift
  /// TabView { OnboardingPage1(); OnboardingPage2() }.tabViewStyle(.page)
  /// ```
  public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View {
    environment(\.tabViewPages, style as? PageTabViewStyle)
  }
}
