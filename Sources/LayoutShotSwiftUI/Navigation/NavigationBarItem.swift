/// The navigation bar's item, for the kinds of its title.
public struct NavigationBarItem: Sendable {
  /// How a navigation title shows (Documentation/SwiftUINavigation.md#titles).
  ///
  /// ```swift
  /// List(mail) { MessageRow(message: $0) }
  ///   .navigationTitle("Inbox")
  ///   .navigationBarTitleDisplayMode(.inline)
  /// ```
  public enum TitleDisplayMode: Hashable, Sendable {
    /// Large at the root of a stack, as the system chooses.
    case automatic
    /// In the bar's row, 17-point semibold, centred.
    case inline
    /// Large, 34-point bold, below the bar's row.
    case large
  }
}

/// Where a search field goes (`.searchable(text:placement:prompt:)`).
public struct SearchFieldPlacement: Hashable, Sendable {
  let name: String

  /// The system's choice: the navigation bar, below the title.
  public static let automatic = SearchFieldPlacement(name: "automatic")
  /// The toolbar.
  public static let toolbar = SearchFieldPlacement(name: "toolbar")
  /// The sidebar.
  public static let sidebar = SearchFieldPlacement(name: "sidebar")

  /// The navigation bar, shown always or as the system chooses.
  public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode = .automatic)
    -> SearchFieldPlacement
  {
    SearchFieldPlacement(name: "navigationBarDrawer")
  }

  /// Whether a search field in the navigation bar's drawer shows at rest.
  public enum NavigationBarDrawerDisplayMode: Hashable, Sendable {
    case automatic, always
  }
}
