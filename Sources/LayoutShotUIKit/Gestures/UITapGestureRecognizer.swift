import LayoutShot

/// Taps (`UITapGestureRecognizer`), kept as data.
open class UITapGestureRecognizer: UIGestureRecognizer {
  /// The taps that recognise (1).
  open var numberOfTapsRequired = 1
  /// The fingers that tap (1).
  open var numberOfTouchesRequired = 1
}
