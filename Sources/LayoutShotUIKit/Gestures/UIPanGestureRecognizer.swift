import LayoutShot

/// A drag (`UIPanGestureRecognizer`), kept as data: its translation is what
/// ``setTranslation(_:in:)`` last set (`.zero` at rest) and its velocity is zero.
///
/// ```swift
/// let pan = UIPanGestureRecognizer(target: self, action: #selector(handlePan(_:)))
/// view.addGestureRecognizer(pan)
/// pan.translation(in: view)   // .zero
/// ```
open class UIPanGestureRecognizer: UIGestureRecognizer {
  /// The fewest touches that drag (1).
  open var minimumNumberOfTouches = 1
  /// The most touches that drag (`Int.max`).
  open var maximumNumberOfTouches = Int.max
  private var translation = CGPoint.zero

  /// How far the drag has moved in `view`'s coordinates: what was last set, `.zero` at rest.
  open func translation(in view: UIView?) -> CGPoint { translation }

  /// Sets the drag's translation (kept, read back by ``translation(in:)``).
  open func setTranslation(_ translation: CGPoint, in view: UIView?) {
    self.translation = translation
  }

  /// How fast the drag moves, points per second: zero at rest.
  open func velocity(in view: UIView?) -> CGPoint { .zero }
}

/// A drag from an edge of the screen (`UIScreenEdgePanGestureRecognizer`), kept as data.
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
  /// The edges the drag starts from.
  open var edges: UIRectEdge = []
}
