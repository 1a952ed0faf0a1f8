import LayoutShot

/// An animation between two values (`CABasicAnimation`), kept.
open class CABasicAnimation: CAPropertyAnimation {
  /// The value it starts at.
  open var fromValue: Any?
  /// The value it ends at.
  open var toValue: Any?
  /// The value it changes by.
  open var byValue: Any?
}
