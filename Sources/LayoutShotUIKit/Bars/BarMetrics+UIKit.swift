import LayoutShot

extension BarMetrics {
  /// The screen's safe-area insets, as UIKit's bars add them to their frames.
  var safeArea: UIEdgeInsets { UIEdgeInsets(safeAreaInsets) }
}
