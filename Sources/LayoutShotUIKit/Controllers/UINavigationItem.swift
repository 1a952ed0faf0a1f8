import LayoutShot

/// What a navigation bar shows for a controller (`UINavigationItem`): its title or title view,
/// its bar buttons, the back button the next controller shows, its large-title mode and its
/// search controller (Documentation/Bars.md).
@MainActor
open class UINavigationItem: NSObject {
  /// The title.
  open var title: String?
  /// A view in place of the title.
  open var titleView: UIView?
  /// The button at the leading end.
  open var leftBarButtonItem: UIBarButtonItem? {
    get { leftBarButtonItems?.first }
    set { leftBarButtonItems = newValue.map { [$0] } }
  }
  /// The button at the trailing end.
  open var rightBarButtonItem: UIBarButtonItem? {
    get { rightBarButtonItems?.first }
    set { rightBarButtonItems = newValue.map { [$0] } }
  }
  /// The buttons at the leading end.
  open var leftBarButtonItems: [UIBarButtonItem]?
  /// The buttons at the trailing end.
  open var rightBarButtonItems: [UIBarButtonItem]?
  /// The back button of the next controller.
  open var backBarButtonItem: UIBarButtonItem?
  /// Whether the back button is hidden.
  open var hidesBackButton = false
  /// The title of the back button the next controller shows.
  open var backButtonTitle: String?
  /// How the back button the next controller shows is titled.
  open var backButtonDisplayMode = BackButtonDisplayMode.default
  /// The bar's appearance at a standard height while this item is on top (kept: at
  /// rest the bar shows its scroll-edge appearance).
  open var standardAppearance: UINavigationBarAppearance?
  /// The bar's appearance when content is at its edge while this item is on top: how it looks at
  /// rest.
  open var scrollEdgeAppearance: UINavigationBarAppearance?
  /// The bar's appearance at a compact height while this item is on top (kept).
  open var compactAppearance: UINavigationBarAppearance?
  /// The bar's appearance at a compact height when content is at its edge while this item is on
  /// top: how a compact bar looks at rest.
  open var compactScrollEdgeAppearance: UINavigationBarAppearance?
  /// How a large title shows.
  open var largeTitleDisplayMode = LargeTitleDisplayMode.automatic
  /// A search controller whose search bar the navigation bar shows in a row below the titles
  /// (Documentation/Bars.md#search).
  open var searchController: UISearchController?
  /// Whether the search bar hides as the content scrolls (kept: the layout is at rest, where the
  /// search bar shows).
  open var hidesSearchBarWhenScrolling = true
  /// Whether the leading items follow the back button rather than replace it.
  open var leftItemsSupplementBackButton = false
  /// A title shown above the title (kept).
  open var prompt: String?

  /// An item titled `title`.
  public init(title: String) {
    self.title = title.isEmpty ? nil : title
    super.init()
  }

  /// Sets the trailing button.
  open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) { rightBarButtonItem = item }
  /// Sets the leading button.
  open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) { leftBarButtonItem = item }

  /// How a back button is titled (`UINavigationItem.BackButtonDisplayMode`).
  public enum BackButtonDisplayMode: Int, Sendable { case `default`, generic, minimal }

  /// How a large title shows (`UINavigationItem.LargeTitleDisplayMode`).
  public enum LargeTitleDisplayMode: Int, Sendable { case automatic, always, never }
}
