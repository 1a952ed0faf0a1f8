import LayoutShot

/// The base of views and view controllers (`UIResponder`): first-responder calls compile and do
/// nothing, as nothing is on screen to respond.
@MainActor
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

  /// Called when touches begin: never, as nothing is touched in a layout.
  open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
  /// Called when touches move: never.
  open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
  /// Called when touches end: never.
  open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {}
  /// Called when touches are cancelled: never.
  open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}
}

/// A touch (`UITouch`): none happens in a layout; the class exists so that touch handlers compile.
@MainActor
open class UITouch: NSObject {
  /// The view the touch began in.
  open var view: UIView? { nil }
  /// Where the touch is in `view`'s coordinates.
  open func location(in view: UIView?) -> CGPoint { .zero }
}

/// An event (`UIEvent`): none happens in a layout; the class exists so that handlers compile.
@MainActor
open class UIEvent: NSObject {}
