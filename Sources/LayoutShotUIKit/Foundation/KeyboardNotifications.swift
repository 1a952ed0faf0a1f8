import LayoutShot

// The keyboard's notifications and their user-info keys, with UIKit's names and values, and the
// `NSValue` geometry accessors that read them. None of these notifications is ever posted, even
// in a `Variant(keyboard: .shown)` layout, which shows the keyboard already up rather than the
// moment it appears (Documentation/Keyboard.md#notifications): code that observes them compiles
// and its observers stay idle; code that follows `keyboardLayoutGuide` moves with the keyboard.
//
// ```swift
// NotificationCenter.default.addObserver(
//   forName: UIResponder.keyboardWillShowNotification, object: nil, queue: .main
// ) { [weak self] notification in
//   guard let frame = (notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
//   else { return }
//   self?.bottomConstraint.constant = -frame.height
// }
// ```

extension UIResponder {
  /// Posted before the keyboard shows (never, in a layout).
  nonisolated public static let keyboardWillShowNotification = Notification.Name(
    "UIKeyboardWillShowNotification")
  /// Posted after the keyboard shows (never, in a layout).
  nonisolated public static let keyboardDidShowNotification = Notification.Name(
    "UIKeyboardDidShowNotification")
  /// Posted before the keyboard hides (never, in a layout).
  nonisolated public static let keyboardWillHideNotification = Notification.Name(
    "UIKeyboardWillHideNotification")
  /// Posted after the keyboard hides (never, in a layout).
  nonisolated public static let keyboardDidHideNotification = Notification.Name(
    "UIKeyboardDidHideNotification")
  /// Posted before the keyboard's frame changes (never, in a layout).
  nonisolated public static let keyboardWillChangeFrameNotification = Notification.Name(
    "UIKeyboardWillChangeFrameNotification")
  /// Posted after the keyboard's frame changed (never, in a layout).
  nonisolated public static let keyboardDidChangeFrameNotification = Notification.Name(
    "UIKeyboardDidChangeFrameNotification")

  /// The keyboard's frame before the change, in screen coordinates (an `NSValue` of a `CGRect`).
  nonisolated public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
  /// The keyboard's frame after the change, in screen coordinates (an `NSValue` of a `CGRect`).
  nonisolated public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
  /// The animation's duration in seconds (an `NSNumber` of a `Double`).
  nonisolated public static let keyboardAnimationDurationUserInfoKey =
    "UIKeyboardAnimationDurationUserInfoKey"
  /// The animation's curve (an `NSNumber` of a ``UIView/AnimationCurve`` raw value).
  nonisolated public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
  /// Whether the keyboard belongs to this app (an `NSNumber` of a `Bool`).
  nonisolated public static let keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"
}

extension UIView {
  /// The timing curve of an animation (`UIView.AnimationCurve`), as keyboard notifications give it.
  public enum AnimationCurve: Int, Sendable {
    /// Ease in and out, ease in, ease out, or linear.
    case easeInOut, easeIn, easeOut, linear
  }
}

extension NSValue {
  /// A value holding a rectangle, as keyboard notifications carry frames.
  public convenience init(cgRect rect: CGRect) {
    self.init(rect: rect)
  }

  /// The rectangle the value holds.
  public var cgRectValue: CGRect { rectValue }

  /// A value holding a point.
  public convenience init(cgPoint point: CGPoint) {
    self.init(point: point)
  }

  /// The point the value holds.
  public var cgPointValue: CGPoint { pointValue }

  /// A value holding a size.
  public convenience init(cgSize size: CGSize) {
    self.init(size: size)
  }

  /// The size the value holds.
  public var cgSizeValue: CGSize { sizeValue }
}
