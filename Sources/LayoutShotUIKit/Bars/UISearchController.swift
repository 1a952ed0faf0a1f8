import LayoutShot

/// A search controller (`UISearchController`), whose search bar a navigation bar shows.
///
/// Placed in a navigation item (`navigationItem.searchController`), its ``searchBar`` shows as a
/// row of its own below the navigation bar's titles (Documentation/Bars.md#search). Nothing is
/// searched in a layout, so its results controller and updater are kept.
///
/// ```swift
/// let search = UISearchController(searchResultsController: nil)
/// search.searchBar.placeholder = "Search Mail"
/// navigationItem.searchController = search
/// ```
open class UISearchController: UIViewController {
  /// The controller that shows results (kept).
  public let searchResultsController: UIViewController?
  /// The search bar the navigation bar shows.
  public let searchBar = UISearchBar()
  /// The object told of changes to the search text (kept).
  open weak var searchResultsUpdater: UISearchResultsUpdating?
  /// Whether the search is active: never, in a layout.
  open var isActive = false
  /// Whether the content under the search is dimmed while searching (kept).
  open var obscuresBackgroundDuringPresentation = true
  /// Whether the navigation bar hides while searching (kept).
  open var hidesNavigationBarDuringPresentation = true
  /// Whether the search bar shows when the controller appears (kept).
  open var automaticallyShowsSearchResultsController = true

  /// A search controller whose results `searchResultsController` shows (`nil`: the searched view).
  public init(searchResultsController: UIViewController?) {
    self.searchResultsController = searchResultsController
    super.init(nibName: nil, bundle: nil)
  }

  /// A search controller that shows its results in the searched view.
  public convenience init() {
    self.init(searchResultsController: nil)
  }

  /// Controllers are not archived in LayoutShot; this returns `nil`.
  public required init?(coder: NSCoder) {
    return nil
  }
}

/// Told when the search text changes (`UISearchResultsUpdating`); never told in a layout.
@MainActor
public protocol UISearchResultsUpdating: AnyObject {
  /// The search text or scope changed.
  func updateSearchResults(for searchController: UISearchController)
}
