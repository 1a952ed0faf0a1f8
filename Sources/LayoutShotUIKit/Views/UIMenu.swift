import LayoutShot

// Menus (`UIMenu`, `UIAction`, `UICommand`, `UIDeferredMenuElement`) are kept as data: a layout
// has no touches, so a menu is never shown; a button's or bar button's `menu` keeps it.

/// An element of a menu (`UIMenuElement`): a title, a subtitle and an image, kept.
@MainActor
open class UIMenuElement: NSObject {
  var elementTitle: String
  var elementSubtitle: String?
  var elementImage: UIImage?

  init(title: String, subtitle: String?, image: UIImage?) {
    elementTitle = title
    elementSubtitle = subtitle
    elementImage = image
    super.init()
  }

  /// The title.
  open var title: String { elementTitle }
  /// A second line (kept).
  open var subtitle: String? { elementSubtitle }
  /// The image.
  open var image: UIImage? { elementImage }

  /// How an element is shown (`UIMenuElement.Attributes`), with UIKit's raw values.
  public struct Attributes: OptionSet, Hashable, Sendable {
    /// The raw value.
    public let rawValue: UInt
    /// The set whose bits are `rawValue`.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Shown dimmed; it cannot be chosen.
    public static let disabled = Attributes(rawValue: 1 << 0)
    /// Shown in red, as for a destructive action.
    public static let destructive = Attributes(rawValue: 1 << 1)
    /// Not shown.
    public static let hidden = Attributes(rawValue: 1 << 2)
    /// Choosing it leaves the menu open.
    public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
  }

  /// Whether an element shows a checkmark (`UIMenuElement.State`).
  public enum State: Int, Sendable {
    /// Off: no checkmark.
    case off
    /// On: a checkmark.
    case on
    /// Mixed: some on, some off.
    case mixed
  }
}

/// A menu (`UIMenu`): its title, image, options and children, kept; never shown.
///
/// ```swift
/// sortButton.menu = UIMenu(title: "Sort", options: .singleSelection, children: [
///   UIAction(title: "Newest", state: .on) { _ in self.sort(.newest) },
///   UIAction(title: "Oldest") { _ in self.sort(.oldest) },
/// ])
/// sortButton.showsMenuAsPrimaryAction = true
/// ```
open class UIMenu: UIMenuElement {
  /// The identifier.
  public let identifier: Identifier
  /// How the menu shows its children.
  public let options: Options
  /// The elements, in order.
  public let children: [UIMenuElement]
  /// How large the children are shown (kept).
  open var preferredElementSize: ElementSize
  /// The children whose state is on (a single-selection menu's choice).
  open var selectedElements: [UIMenuElement] {
    children.filter { ($0 as? UIAction)?.state == .on }
  }

  /// A menu of `children`.
  public init(
    title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: Identifier? = nil,
    options: Options = [], preferredElementSize: ElementSize = .large, children: [UIMenuElement] = []
  ) {
    self.identifier = identifier ?? Identifier(UUID().uuidString)
    self.options = options
    self.preferredElementSize = preferredElementSize
    self.children = children
    super.init(title: title, subtitle: subtitle, image: image)
  }

  /// The same menu with `newChildren`.
  open func replacingChildren(_ newChildren: [UIMenuElement]) -> UIMenu {
    UIMenu(
      title: title, subtitle: subtitle, image: image, identifier: identifier, options: options,
      preferredElementSize: preferredElementSize, children: newChildren)
  }

  /// How a menu shows its children (`UIMenu.Options`), with UIKit's raw values.
  public struct Options: OptionSet, Hashable, Sendable {
    /// The raw value.
    public let rawValue: UInt
    /// The set whose bits are `rawValue`.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The children are shown inline in the parent menu, with separators, not as a submenu.
    public static let displayInline = Options(rawValue: 1 << 0)
    /// The menu is shown in red, as destructive.
    public static let destructive = Options(rawValue: 1 << 1)
    /// Only one child may be on at a time.
    public static let singleSelection = Options(rawValue: 1 << 5)
    /// The children are shown in a row, as a palette.
    public static let displayAsPalette = Options(rawValue: 1 << 7)
  }

  /// How large a menu's children are shown (`UIMenu.ElementSize`).
  public enum ElementSize: Int, Sendable {
    /// Small (icons in a row), medium (icons with titles), or large (full rows).
    case small, medium, large
    /// The size the system picks.
    case automatic = -1
  }

  /// A menu's identifier (`UIMenu.Identifier`).
  public struct Identifier: RawRepresentable, Hashable, Sendable {
    /// The raw value.
    public let rawValue: String
    /// The value whose raw value is `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The value whose raw value is `rawValue`, unlabelled as UIKit also spells it.
    public init(_ rawValue: String) { self.rawValue = rawValue }
  }
}

/// A menu command that sends an action message (`UICommand`): kept, never sent.
///
/// The selector is
/// written as a string, as ``UIControl/addTarget(_:action:for:)`` takes it.
open class UICommand: UIMenuElement {
  /// The action message.
  public let action: Selector
  /// A value the action reads (kept).
  public let propertyList: Any?
  /// The title shown when the command is discoverable by keyboard (kept).
  open var discoverabilityTitle: String?
  /// How the command is shown in a menu (kept).
  open var attributes: UIMenuElement.Attributes
  /// Whether the command shows a checkmark (kept).
  open var state: UIMenuElement.State
  /// The title.
  open override var title: String {
    get { elementTitle }
    set { elementTitle = newValue }
  }
  /// The image.
  open override var image: UIImage? {
    get { elementImage }
    set { elementImage = newValue }
  }

  /// A command titled `title` that sends `action`.
  public init(
    title: String, image: UIImage? = nil, action: Selector, propertyList: Any? = nil,
    discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
    state: UIMenuElement.State = .off
  ) {
    self.action = action
    self.propertyList = propertyList
    self.discoverabilityTitle = discoverabilityTitle
    self.attributes = attributes
    self.state = state
    super.init(title: title, subtitle: nil, image: image)
  }
}

/// A menu element whose children are provided later (`UIDeferredMenuElement`): the provider is
/// kept and not called, as no menu is shown.
open class UIDeferredMenuElement: UIMenuElement {
  /// The provider of the elements.
  let elementProvider: (@escaping ([UIMenuElement]) -> Void) -> Void
  /// Whether the elements are asked for each time the menu shows.
  public let isUncached: Bool

  /// An element whose children `elementProvider` gives once, when the menu first shows.
  public init(_ elementProvider: @escaping (@escaping ([UIMenuElement]) -> Void) -> Void) {
    self.elementProvider = elementProvider
    isUncached = false
    super.init(title: "", subtitle: nil, image: nil)
  }

  private init(uncached elementProvider: @escaping (@escaping ([UIMenuElement]) -> Void) -> Void) {
    self.elementProvider = elementProvider
    isUncached = true
    super.init(title: "", subtitle: nil, image: nil)
  }

  /// An element whose children `elementProvider` gives each time the menu shows.
  open class func uncached(_ elementProvider: @escaping (@escaping ([UIMenuElement]) -> Void) -> Void)
    -> UIDeferredMenuElement
  {
    UIDeferredMenuElement(uncached: elementProvider)
  }

  /// The elements the provider gives now, for tests of the menu an app builds.
  func providedElements() -> [UIMenuElement] {
    var elements: [UIMenuElement] = []
    elementProvider { elements = $0 }
    return elements
  }
}
