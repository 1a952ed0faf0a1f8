import LayoutShot

/// An alert or action sheet (`UIAlertController`): kept as data and never shown.
///
/// Presented with `present(_:animated:completion:)`, it becomes the presenting controller's
/// `presentedViewController` and is not laid out (a layout shows the presenting screen); its
/// title, message, actions and text fields are there for code and tests to read. No action's
/// handler is called, as nothing is tapped.
///
/// ```swift
/// let alert = UIAlertController(title: "Sign Out?", message: nil, preferredStyle: .actionSheet)
/// alert.addAction(UIAlertAction(title: "Sign Out", style: .destructive) { _ in self.signOut() })
/// alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
/// present(alert, animated: true)
/// ```
open class UIAlertController: UIViewController {
  private var style = Style.alert

  /// An alert or action sheet with a title and message.
  public convenience init(title: String?, message: String?, preferredStyle: Style) {
    self.init(nibName: nil, bundle: nil)
    self.title = title
    self.message = message
    style = preferredStyle
  }

  /// The text under the title.
  open var message: String?
  /// Whether it is an alert or an action sheet.
  open var preferredStyle: Style { style }
  /// The actions, in the order they were added.
  open private(set) var actions: [UIAlertAction] = []
  /// The action shown as the default one.
  open var preferredAction: UIAlertAction?
  /// The text fields of an alert, in the order they were added; `nil` until one is.
  open private(set) var textFields: [UITextField]?

  /// Adds an action.
  open func addAction(_ action: UIAlertAction) {
    actions.append(action)
  }

  /// Adds a text field (to an alert) and lets `configurationHandler` set it up.
  open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
    let field = UITextField()
    configurationHandler?(field)
    textFields = (textFields ?? []) + [field]
  }

  /// An alert's style (`UIAlertController.Style`).
  public enum Style: Int, Sendable {
    /// A sheet of actions rising from the bottom (a popover on iPad).
    case actionSheet = 0
    /// A modal alert in the middle of the screen.
    case alert
  }
}

/// A button of an alert (`UIAlertAction`): its title, style and handler, kept.
@MainActor
open class UIAlertAction: NSObject {
  /// The button's title.
  public let title: String?
  /// The button's style.
  public let style: Style
  /// Whether the button is enabled.
  open var isEnabled = true
  /// What the button does (never called in a layout).
  let handler: ((UIAlertAction) -> Void)?

  /// An action titled `title` in `style` that calls `handler` when tapped.
  public init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
    self.title = title
    self.style = style
    self.handler = handler
    super.init()
  }

  /// An alert button's style (`UIAlertAction.Style`).
  public enum Style: Int, Sendable {
    /// An ordinary action.
    case `default` = 0
    /// The action that cancels, shown apart and in bold.
    case cancel
    /// An action that destroys data, shown in red.
    case destructive
  }
}
