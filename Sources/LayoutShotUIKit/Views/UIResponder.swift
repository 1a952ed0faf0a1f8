/// The base of views and view controllers (`UIResponder`): first-responder calls compile and do
/// nothing, as nothing is on screen to respond.
open class UIResponder: NSObject {
  /// The next responder: a view's superview or controller.
  open var next: UIResponder? { nil }
  /// Whether it can become the first responder.
  open var canBecomeFirstResponder: Bool { false }
  /// Whether it is the first responder: never, in a layout.
  open var isFirstResponder: Bool { false }

  /// Asks to become the first responder; refused, as there is no window.
  @discardableResult
  open func becomeFirstResponder() -> Bool { false }

  /// Gives up being the first responder.
  @discardableResult
  open func resignFirstResponder() -> Bool { true }
}
