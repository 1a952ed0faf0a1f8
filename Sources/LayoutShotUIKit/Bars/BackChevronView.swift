import LayoutShot

/// The back button's chevron, drawn in the tint colour as a filled "<" (the shape of the
/// `chevron.backward` symbol; its size is Documentation/Bars.md#back-button's), from the core's
/// ``BarLook``.
final class BackChevronView: UIView {
  /// The chevron's size.
  static let size = CGSize(BarLook.backChevronSize)

  override var controlDrawing: Drawing? {
    Drawing([.path(BarLook.backChevronOutline, in: .bounds, color: tintColor.layoutShotColor)])
  }

  /// The chevron's size.
  override var intrinsicContentSize: CGSize { Self.size }
}
