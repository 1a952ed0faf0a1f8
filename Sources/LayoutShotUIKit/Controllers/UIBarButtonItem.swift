import LayoutShot

/// A bar button (`UIBarButtonItem`): a navigation bar or toolbar shows its title, image, system
/// item or custom view (Documentation/Bars.md#bar-button-items); its target and action or primary
/// action, which a test can perform with ``Selector/perform(on:with:with:)``.
@MainActor
open class UIBarButtonItem: NSObject {
  /// The title.
  open var title: String?
  /// The image.
  open var image: UIImage?
  /// The system item it stands for.
  public let systemItem: SystemItem?
  /// A custom view.
  open var customView: UIView?
  /// The style.
  open var style = Style.plain
  /// Whether the item is enabled.
  open var isEnabled = true
  /// The tint.
  open var tintColor: UIColor?
  /// The action performed, when made with one.
  public let primaryAction: UIAction?
  /// The menu the item shows (kept, never shown).
  open var menu: UIMenu?
  /// The object that receives ``action`` (held weakly, as UIKit does).
  open weak var target: AnyObject?
  /// The action sent to ``target`` when the item is tapped.
  open var action: Selector?
  /// The width of a fixed space (``SystemItem/fixedSpace``); other items take their content's.
  open var width: CGFloat = 0

  /// A space that takes its share of a toolbar's leftover width.
  public static func flexibleSpace() -> UIBarButtonItem {
    UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil)
  }

  /// A space `width` points wide.
  public static func fixedSpace(_ width: CGFloat) -> UIBarButtonItem {
    let item = UIBarButtonItem(barButtonSystemItem: .fixedSpace, target: nil, action: nil)
    item.width = width
    return item
  }

  /// An item titled `title` that sends `action` to `target`.
  public init(title: String?, style: Style, target: Any?, action: Selector?) {
    self.title = title
    self.style = style
    systemItem = nil
    primaryAction = nil
    super.init()
    self.target = target.map { $0 as AnyObject }
    self.action = action
  }

  /// An item showing `image` that sends `action` to `target`.
  public init(image: UIImage?, style: Style, target: Any?, action: Selector?) {
    self.image = image
    self.style = style
    systemItem = nil
    primaryAction = nil
    super.init()
    self.target = target.map { $0 as AnyObject }
    self.action = action
  }

  /// A system item that sends `action` to `target`.
  public init(barButtonSystemItem systemItem: SystemItem, target: Any?, action: Selector?) {
    self.systemItem = systemItem
    primaryAction = nil
    super.init()
    self.target = target.map { $0 as AnyObject }
    self.action = action
  }

  /// A system item that performs `primaryAction`.
  public init(systemItem: SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
    self.systemItem = systemItem
    self.primaryAction = primaryAction
    self.menu = menu
    super.init()
  }

  /// An item with a title or image that performs `primaryAction`.
  public init(
    title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil
  ) {
    self.title = title
    self.image = image
    systemItem = nil
    self.primaryAction = primaryAction
    self.menu = menu
    super.init()
  }

  /// An item showing `customView`.
  public init(customView: UIView) {
    self.customView = customView
    systemItem = nil
    primaryAction = nil
    super.init()
  }

  /// A bar button's style (`UIBarButtonItem.Style`).
  public enum Style: Int, Sendable { case plain, bordered, done }
  /// A system bar button (`UIBarButtonItem.SystemItem`).
  public enum SystemItem: Int, Sendable {
    /// UIKit's system bar button items: text buttons (Done, Cancel, Edit, Save), spaces and symbols.
    case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize
    /// More system symbols, for media, browsing and editing.
    case bookmarks, search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo
    /// The page curl (deprecated) and the close button.
    case pageCurl, close
  }
}
