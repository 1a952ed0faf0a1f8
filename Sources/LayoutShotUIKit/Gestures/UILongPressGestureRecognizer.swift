import LayoutShot

/// A long press (`UILongPressGestureRecognizer`), kept as data.
open class UILongPressGestureRecognizer: UIGestureRecognizer {
  /// How long the press lasts before it recognises, in seconds (0.5).
  open var minimumPressDuration: TimeInterval = 0.5
  /// The taps before the press (0).
  open var numberOfTapsRequired = 0
  /// The fingers that press (1).
  open var numberOfTouchesRequired = 1
  /// How far the fingers may move, in points (10).
  open var allowableMovement: CGFloat = 10
}
