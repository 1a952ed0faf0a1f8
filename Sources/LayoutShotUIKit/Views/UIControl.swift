/// A control (`UIControl`): its state, and targets and actions that compile and are kept.
///
/// Nothing is touched in a layout, so no action is ever sent. `addTarget(_:action:for:)` takes a
/// ``Selector``; `#selector(…)` needs the Objective-C runtime and does not compile off Apple
/// platforms (see the article "Bringing your UIKit code"). `addAction(_:for:)` with a ``UIAction``
/// compiles as it is.
open class UIControl: UIView {
  /// Whether the control is enabled.
  open var isEnabled = true
  /// Whether the control is selected.
  open var isSelected = false
  /// Whether the control is highlighted.
  open var isHighlighted = false
  /// How content is aligned across (kept).
  open var contentHorizontalAlignment = ContentHorizontalAlignment.center
  /// How content is aligned down (kept).
  open var contentVerticalAlignment = ContentVerticalAlignment.center
  /// The actions added, with their events.
  public private(set) var actions: [(UIAction, Event)] = []

  /// The control's state.
  open var state: State {
    var state: State = .normal
    if !isEnabled { state.insert(.disabled) }
    if isSelected { state.insert(.selected) }
    if isHighlighted { state.insert(.highlighted) }
    return state
  }

  /// Keeps a target and action for `controlEvents` (never sent in a layout).
  open func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {}

  /// Removes a target and action.
  open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: Event) {}

  /// Keeps `action` for `controlEvents` (never performed in a layout).
  open func addAction(_ action: UIAction, for controlEvents: Event) {
    actions.append((action, controlEvents))
  }

  /// Removes `action`.
  open func removeAction(_ action: UIAction, for controlEvents: Event) {
    actions.removeAll { $0.0 === action }
  }

  /// Sends the actions of `controlEvents`: performs the ``UIAction``s added for them.
  open func sendActions(for controlEvents: Event) {
    for (action, events) in actions where !events.isDisjoint(with: controlEvents) {
      action.handler(action)
    }
  }
}

extension UIControl {
  /// A control's state (`UIControl.State`).
  public struct State: OptionSet, Hashable, Sendable {
    /// The raw value.
    public let rawValue: UInt
    /// The set whose bits are `rawValue`.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The normal state: enabled, not highlighted or selected.
    public static let normal = State([])
    /// Highlighted, as while a touch is down on it.
    public static let highlighted = State(rawValue: 1 << 0)
    /// Disabled (``UIControl/isEnabled`` is off).
    public static let disabled = State(rawValue: 1 << 1)
    /// Selected (``UIControl/isSelected`` is on).
    public static let selected = State(rawValue: 1 << 2)
    /// Focused, as on tvOS or with a keyboard.
    public static let focused = State(rawValue: 1 << 3)
  }

  /// Events a control sends (`UIControl.Event`).
  public struct Event: OptionSet, Hashable, Sendable {
    /// The raw value.
    public let rawValue: UInt
    /// The set whose bits are `rawValue`.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// A touch went down in the control.
    public static let touchDown = Event(rawValue: 1 << 0)
    /// A repeated touch went down (a tap count above one).
    public static let touchDownRepeat = Event(rawValue: 1 << 1)
    /// A touch was dragged within the control.
    public static let touchDragInside = Event(rawValue: 1 << 2)
    /// A touch was dragged outside the control.
    public static let touchDragOutside = Event(rawValue: 1 << 3)
    /// A touch was dragged into the control.
    public static let touchDragEnter = Event(rawValue: 1 << 4)
    /// A touch was dragged out of the control.
    public static let touchDragExit = Event(rawValue: 1 << 5)
    /// A touch was lifted inside the control: the usual tap.
    public static let touchUpInside = Event(rawValue: 1 << 6)
    /// A touch was lifted outside the control.
    public static let touchUpOutside = Event(rawValue: 1 << 7)
    /// The system cancelled a touch.
    public static let touchCancel = Event(rawValue: 1 << 8)
    /// The control's value changed (a switch, slider, stepper or segmented control).
    public static let valueChanged = Event(rawValue: 1 << 12)
    /// The control's primary action fired (a button's tap, a text field's return).
    public static let primaryActionTriggered = Event(rawValue: 1 << 13)
    /// The control's menu action fired.
    public static let menuActionTriggered = Event(rawValue: 1 << 14)
    /// Editing began in a text field.
    public static let editingDidBegin = Event(rawValue: 1 << 16)
    /// A text field's text changed.
    public static let editingChanged = Event(rawValue: 1 << 17)
    /// Editing ended in a text field.
    public static let editingDidEnd = Event(rawValue: 1 << 18)
    /// Editing ended in a text field with the return key.
    public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
    /// Every touch event.
    public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
    /// Every editing event.
    public static let allEditingEvents = Event(rawValue: 0x000F_0000)
    /// Every event.
    public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
  }

  /// How content is aligned across (`UIControl.ContentHorizontalAlignment`).
  public enum ContentHorizontalAlignment: Int, Sendable {
    /// Content centred, at the left or right, filling the width, or at the leading or trailing edge.
    case center, left, right, fill, leading, trailing
  }

  /// How content is aligned down (`UIControl.ContentVerticalAlignment`).
  public enum ContentVerticalAlignment: Int, Sendable {
    /// Content centred, at the top or bottom, or filling the height.
    case center, top, bottom, fill
  }
}

/// An action with a handler (`UIAction`), as controls and menus take it: a menu element.
open class UIAction: UIMenuElement {
  /// The title, for menus and buttons.
  open override var title: String {
    get { elementTitle }
    set { elementTitle = newValue }
  }
  /// The image, for menus.
  open override var image: UIImage? {
    get { elementImage }
    set { elementImage = newValue }
  }
  /// A second line in a menu (kept).
  open override var subtitle: String? {
    get { elementSubtitle }
    set { elementSubtitle = newValue }
  }
  /// The image shown when the action's state is on (kept).
  open var selectedImage: UIImage?
  /// The identifier.
  public let identifier: Identifier
  /// The title shown when the action is discoverable by keyboard (kept).
  open var discoverabilityTitle: String?
  /// How the action is shown in a menu (kept).
  open var attributes: UIMenuElement.Attributes = []
  /// Whether the action shows a checkmark in a menu (kept).
  open var state: UIMenuElement.State = .off
  /// What the action does.
  public let handler: (UIAction) -> Void

  /// An action with a title, an image, an identifier and a handler.
  public init(
    title: String = "", subtitle: String? = nil, image: UIImage? = nil, selectedImage: UIImage? = nil,
    identifier: Identifier? = nil,
    discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
    state: UIMenuElement.State = .off,
    handler: @escaping (UIAction) -> Void
  ) {
    self.selectedImage = selectedImage
    self.identifier = identifier ?? Identifier(UUID().uuidString)
    self.discoverabilityTitle = discoverabilityTitle
    self.attributes = attributes
    self.state = state
    self.handler = handler
    super.init(title: title, subtitle: subtitle, image: image)
  }

  /// An action's identifier (`UIAction.Identifier`).
  public struct Identifier: RawRepresentable, Hashable, Sendable {
    /// The raw value.
    public let rawValue: String
    /// The value whose raw value is `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The value whose raw value is `rawValue`, unlabelled as UIKit also spells it.
    public init(_ rawValue: String) { self.rawValue = rawValue }
  }
}
