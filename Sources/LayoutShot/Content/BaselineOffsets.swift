/// Where a text view's baselines are: the first one's distance below its top and the last one's
/// above its bottom, measured at the view's intrinsic size.
///
/// The engine places `firstBaseline` at `top + firstFromTop` and `lastBaseline` at
/// `bottom − lastFromBottom`, so baselines align exactly when a view has its intrinsic height (as
/// UIKit documents: baselines only align correctly at intrinsic height).
package struct BaselineOffsets: Hashable, Sendable {
  /// The first baseline's distance below the view's top.
  package var firstFromTop: Double
  /// The last baseline's distance above the view's bottom.
  package var lastFromBottom: Double

  /// Offsets of the first baseline from the top and the last from the bottom.
  package init(firstFromTop: Double, lastFromBottom: Double) {
    self.firstFromTop = firstFromTop
    self.lastFromBottom = lastFromBottom
  }
}
