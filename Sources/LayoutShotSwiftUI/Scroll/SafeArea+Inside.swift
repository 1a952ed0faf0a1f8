import Foundation

extension SafeArea {
  /// How far the unsafe part of the safe areas of `regions` reaches into `frame` (root
  /// coordinates) from each edge: what a scroll view insets its content by.
  func unsafeInsets(in frame: CGRect, regions: SafeAreaRegions) -> EdgeInsets {
    var insets = EdgeInsets()
    for layer in layers where !layer.regions.isDisjoint(with: regions) {
      let safe = layer.safeRect
      insets.top = max(insets.top, min(safe.minY - frame.minY, frame.height))
      insets.leading = max(insets.leading, min(safe.minX - frame.minX, frame.width))
      insets.bottom = max(insets.bottom, min(frame.maxY - safe.maxY, frame.height))
      insets.trailing = max(insets.trailing, min(frame.maxX - safe.maxX, frame.width))
    }
    return insets
  }
}
