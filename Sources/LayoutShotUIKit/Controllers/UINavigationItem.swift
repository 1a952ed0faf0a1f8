/// What a navigation bar shows for a controller (`UINavigationItem`), kept as data.
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
  /// The title of the back button the next controller shows (kept).
  open var backButtonTitle: String?
  /// How the back button the next controller shows is titled (kept).
  open var backButtonDisplayMode = BackButtonDisplayMode.default
  /// The bar's appearance at a standard height while this item is on top (kept).
  open var standardAppearance: UINavigationBarAppearance?
  /// The bar's appearance when content is at its edge while this item is on top (kept).
  open var scrollEdgeAppearance: UINavigationBarAppearance?
  /// The bar's appearance at a compact height while this item is on top (kept).
  open var compactAppearance: UINavigationBarAppearance?
  /// How a large title shows.
  open var largeTitleDisplayMode = LargeTitleDisplayMode.automatic
  /// A search controller (kept).
  open var searchController: AnyObject?

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
