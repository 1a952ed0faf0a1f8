import LayoutShot

/// A tab bar item (`UITabBarItem`): what a ``UITabBar`` shows for a tab — its image (a placeholder
/// for a symbol LayoutShot does not have), its title and its badge (Documentation/Bars.md#tab-bar).
///
/// ```swift
/// tabBarItem = UITabBarItem(title: "Inbox", image: UIImage(systemName: "tray"), tag: 0)
/// tabBarItem.badgeValue = "3"
/// ```
@MainActor
open class UITabBarItem: NSObject {
  /// The title, under (or beside) the image.
  open var title: String?
  /// The image.
  open var image: UIImage?
  /// The image shown while the item is selected; the image when `nil`.
  open var selectedImage: UIImage?
  /// The badge's text, drawn in a red capsule at the image's top trailing corner; none when `nil`.
  open var badgeValue: String?
  /// The badge's colour (`nil`: the system red).
  open var badgeColor: UIColor?
  /// A number that identifies the item.
  open var tag = 0
  /// Whether the item is enabled (kept).
  open var isEnabled = true
  /// Names the item's button in frame dumps.
  open var accessibilityIdentifier: String?
  /// The bar's appearance while this item is selected, in place of the bar's own.
  open var standardAppearance: UITabBarAppearance?
  /// The bar's appearance at the content's edge while this item is selected, in place of the bar's
  /// own.
  open var scrollEdgeAppearance: UITabBarAppearance?

  /// An item with a title, an image and a tag.
  public init(title: String?, image: UIImage?, tag: Int) {
    self.title = title
    self.image = image
    self.tag = tag
    super.init()
  }

  /// An item with a title, an image and a selected image.
  public init(title: String?, image: UIImage?, selectedImage: UIImage?) {
    self.title = title
    self.image = image
    self.selectedImage = selectedImage
    super.init()
  }

  /// A system item, titled as UIKit titles it, with a tag.
  public convenience init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
    self.init(title: systemItem.title, image: UIImage(systemName: systemItem.symbolName), tag: tag)
  }

  /// A system tab (`UITabBarItem.SystemItem`).
  public enum SystemItem: Int, Sendable {
    /// UIKit's system tabs.
    case more, favorites, featured, topRated, recents, contacts, history, bookmarks, search, downloads
    /// The newest and the most viewed.
    case mostRecent, mostViewed

    /// The title UIKit gives the tab.
    var title: String {
      switch self {
      case .more: "More"
      case .favorites: "Favorites"
      case .featured: "Featured"
      case .topRated: "Top Rated"
      case .recents: "Recents"
      case .contacts: "Contacts"
      case .history: "History"
      case .bookmarks: "Bookmarks"
      case .search: "Search"
      case .downloads: "Downloads"
      case .mostRecent: "Most Recent"
      case .mostViewed: "Most Viewed"
      }
    }

    /// The symbol standing for the tab's image.
    var symbolName: String {
      switch self {
      case .more: "ellipsis"
      case .favorites, .topRated, .featured: "star.fill"
      case .recents, .history, .mostRecent: "clock.fill"
      case .contacts: "person.crop.circle.fill"
      case .bookmarks: "book.fill"
      case .search: "magnifyingglass"
      case .downloads: "arrow.down.circle.fill"
      case .mostViewed: "list.number"
      }
    }
  }
}
