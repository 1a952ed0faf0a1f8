import LayoutShot

/// A piece of Liquid Glass a bar floats its items on in the iOS 26 edition: the core's
/// ``GlassMaterial`` drawn over the view's bounds, rounded into a capsule unless a radius is
/// given (Documentation/Bars.md#ios-26, Documentation/LiquidGlass.md).
final class GlassPlatterView: UIView {
  /// The glass drawn.
  let material: GlassMaterial
  /// The corners' radius; `.infinity` for a capsule or a circle.
  let glassCornerRadius: Double

  /// A platter of `material` rounded by `cornerRadius`.
  init(material: GlassMaterial = .regular, cornerRadius: Double = .infinity) {
    self.material = material
    glassCornerRadius = cornerRadius
    super.init(frame: .zero)
  }

  /// Views are not archived in LayoutShot; this returns `nil`.
  required init?(coder: NSCoder) {
    return nil
  }

  override var controlDrawing: Drawing? {
    Drawing(material.elements(.bounds, cornerRadius: glassCornerRadius))
  }
}
