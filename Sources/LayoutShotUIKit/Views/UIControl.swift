import LayoutShot

/// A control (`UIControl`): its state, and its targets and actions.
///
/// Nothing is touched in a layout, so no action is sent by itself; ``sendActions(for:)`` sends
/// them as UIKit does when an event happens, so a test can press a button. `addTarget(_:action:for:)`
/// records its target (weakly, as UIKit does) and action for each event; an action made from a
/// method (as the source adapter writes `#selector(…)`, see ``Selector``) is called with the
/// control as sender, while one written as a string is only recorded. `addAction(_:for:)` with a
/// ``UIAction`` compiles as it is.
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
  /// The targets and actions and the ``UIAction``s, in the order they were added.
  private var registrations: [Registration] = []

  /// The ``UIAction``s added, with their events.
  public var actions: [(UIAction, Event)] {
    registrations.compactMap { registration in registration.handler.map { ($0, registration.events) } }
  }

  /// The control's state.
  open var state: State {
    var state: State = .normal
    if !isEnabled { state.insert(.disabled) }
    if isSelected { state.insert(.selected) }
    if isHighlighted { state.insert(.highlighted) }
    return state
  }

  /// Adds `action` on `target` for `controlEvents`.
  ///
  /// An action already added for the target gains the events. A `nil` target sends the action up the responder chain (see
  /// ``sendAction(_:to:for:)``).
  open func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {
    let object = target.map { $0 as AnyObject }
    if let index = registrations.firstIndex(where: {
      $0.handler == nil && $0.action == action && $0.isTarget(object)
    }) {
      registrations[index].events.formUnion(controlEvents)
    } else {
      registrations.append(Registration(target: object, action: action, events: controlEvents))
    }
  }

  /// Removes `controlEvents` from `action` on `target`: every target's when `target` is `nil`,
  /// every action of the target when `action` is `nil`.
  open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: Event) {
    let object = target.map { $0 as AnyObject }
    for index in registrations.indices where registrations[index].handler == nil {
      let registration = registrations[index]
      if (target == nil || registration.isTarget(object)) && (action == nil || registration.action == action)
      {
        registrations[index].events.subtract(controlEvents)
      }
    }
    registrations.removeAll { $0.handler == nil && $0.events.isEmpty }
  }

  /// Adds `action` for `controlEvents`.
  open func addAction(_ action: UIAction, for controlEvents: Event) {
    registrations.append(Registration(handler: action, events: controlEvents))
  }

  /// Removes `action`.
  open func removeAction(_ action: UIAction, for controlEvents: Event) {
    registrations.removeAll { $0.handler === action }
  }

  /// The targets with actions, `NSNull` standing for `nil` (`allTargets`); a target gone since it
  /// was added is left out, as UIKit holds targets weakly.
  open var allTargets: Set<AnyHashable> {
    var targets: Set<AnyHashable> = []
    for registration in registrations where registration.handler == nil {
      if !registration.hasTarget {
        targets.insert(NSNull())
      } else if let target = registration.target {
        targets.insert((target as? AnyHashable) ?? AnyHashable(ObjectIdentifier(target)))
      }
    }
    return targets
  }

  /// Every event with a target and action or a ``UIAction``.
  open var allControlEvents: Event {
    registrations.reduce(into: Event()) { $0.formUnion($1.events) }
  }

  /// The names of the actions of `target` (`nil`: the responder chain's) for `controlEvent`, or
  /// `nil` when it has none.
  open func actions(forTarget target: Any?, forControlEvent controlEvent: Event) -> [String]? {
    let object = target.map { $0 as AnyObject }
    let names = registrations.filter {
      $0.handler == nil && $0.isTarget(object) && !$0.events.isDisjoint(with: controlEvent)
    }.map(\.action.name)
    return names.isEmpty ? nil : names
  }

  /// Sends the actions of `controlEvents`, in the order they were added.
  ///
  /// Each ``UIAction`` is performed, and each target's action sent with
  /// ``sendAction(_:to:for:)``. An action
  /// written as a string is skipped, as it names no method that can be called.
  @MainActor
  open func sendActions(for controlEvents: Event) {
    for registration in registrations where !registration.events.isDisjoint(with: controlEvents) {
      if let handler = registration.handler {
        sendAction(handler)
      } else if !registration.hasTarget || registration.target != nil {
        sendAction(registration.action, to: registration.target, for: nil)
      }
    }
  }

  /// Performs `action` with the control as its sender.
  @MainActor
  open func sendAction(_ action: UIAction) {
    action.handler(action)
  }

  /// Calls `action` on `target` with the control as sender and `event` (a new ``UIEvent`` when
  /// `nil`, as nothing is touched in a layout) as the event.
  ///
  /// A `nil` target goes up the responder chain from the control (its superviews, their view
  /// controllers, and their parents), to the first responder whose type has the method. UIKit
  /// starts from the first responder; in a layout nothing is first responder, so the chain starts
  /// at the control itself. A selector written as a string is not sent, and neither is one to a
  /// target whose type lacks the method (where UIKit would stop with "unrecognized selector").
  @MainActor
  open func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {
    var receiver: Any? = target
    if receiver == nil {
      var responder: UIResponder? = self
      while let current = responder, !action.canBePerformed(on: current) { responder = current.next }
      receiver = responder
    }
    guard let receiver, action.canBePerformed(on: receiver) else { return }
    action.perform(on: receiver, with: self, with: event ?? UIEvent())
  }

  /// A target and action, or a ``UIAction``, with its events.
  private struct Registration {
    weak var target: AnyObject?
    /// Whether a target was given: a `nil` target means the responder chain.
    var hasTarget = false
    var action: Selector = ""
    var handler: UIAction?
    var events: Event

    init(target: AnyObject?, action: Selector, events: Event) {
      self.target = target
      hasTarget = target != nil
      self.action = action
      self.events = events
    }

    init(handler: UIAction, events: Event) {
      self.handler = handler
      self.events = events
    }

    /// Whether this registration's target is `object` (`nil`: the responder chain).
    func isTarget(_ object: AnyObject?) -> Bool {
      guard let object else { return !hasTarget }
      return target === object
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
