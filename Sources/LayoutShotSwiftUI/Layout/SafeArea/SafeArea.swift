import Foundation

/// The safe areas that reach a view while it is placed: a list of layers, innermost first, each a
/// rectangle of the root (the screen, or a view that added a safe-area inset) with the insets
/// that are unsafe inside it (Documentation/SwiftUILayout.md#safe-area).
///
/// Like every frame before the layout direction is applied, the layers are in left-to-right
/// terms: `leading` is the left edge (a right-to-left screen's insets are mirrored to match).
struct SafeArea {
  /// One rectangle and the unsafe insets along its edges, in the root's coordinates.
  struct Layer {
    let bounds: CGRect
    let insets: EdgeInsets
    let regions: SafeAreaRegions

    /// The part of `bounds` inside the insets.
    var safeRect: CGRect {
      CGRect(
        x: bounds.minX + insets.leading, y: bounds.minY + insets.top,
        width: max(bounds.width - insets.leading - insets.trailing, 0),
        height: max(bounds.height - insets.top - insets.bottom, 0))
    }
  }

  /// The layers, innermost first.
  var layers: [Layer] = []

  /// No safe area: a host of a given size, a component.
  static let none = SafeArea()

  /// These layers with `layer` inside them.
  func adding(_ layer: Layer) -> SafeArea { SafeArea(layers: [layer] + layers) }

  /// How far `frame` (root coordinates) may grow on each edge into the safe areas of `regions`:
  /// on an edge that lies on or beyond a layer's safe edge, out to that layer's bounds; then on
  /// to the next layer out.
  func insets(reaching frame: CGRect, regions: SafeAreaRegions) -> EdgeInsets {
    let tolerance: CGFloat = 0.001
    var (minX, minY, maxX, maxY) = (frame.minX, frame.minY, frame.maxX, frame.maxY)
    for layer in layers where !layer.regions.isDisjoint(with: regions) {
      let safe = layer.safeRect
      if minX <= safe.minX + tolerance { minX = min(minX, layer.bounds.minX) }
      if minY <= safe.minY + tolerance { minY = min(minY, layer.bounds.minY) }
      if maxX >= safe.maxX - tolerance { maxX = max(maxX, layer.bounds.maxX) }
      if maxY >= safe.maxY - tolerance { maxY = max(maxY, layer.bounds.maxY) }
    }
    return EdgeInsets(
      top: frame.minY - minY, leading: frame.minX - minX, bottom: maxY - frame.maxY,
      trailing: maxX - frame.maxX)
  }
}
