import LayoutShot

/// The scroll view whose content decides a container's bar appearance (UIKit's content scroll
/// view, iOS 15): a tab bar or a toolbar takes its scroll-edge appearance when that scroll view's
/// content ends above it at rest (Documentation/Bars.md#backgrounds).
///
/// ```swift
/// override func viewDidLoad() {
///   super.viewDidLoad()
///   setContentScrollView(feedView, for: .bottom)
/// }
/// ```
extension UIViewController {
  /// The scroll view set for `edge` with ``setContentScrollView(_:for:)``, if any.
  public func contentScrollView(for edge: NSDirectionalRectEdge) -> UIScrollView? {
    contentScrollViews.first { $0.edges.isSuperset(of: edge) }?.view
  }

  /// Makes `scrollView` the one whose content decides the bars at `edge` (all edges by default);
  /// `nil` goes back to the one found in the view.
  public func setContentScrollView(_ scrollView: UIScrollView?, for edge: NSDirectionalRectEdge = .all) {
    for index in contentScrollViews.indices {
      contentScrollViews[index].edges.subtract(edge)
    }
    contentScrollViews.removeAll { $0.edges.isEmpty }
    if let scrollView { contentScrollViews.append((edge, scrollView)) }
  }

  /// The scroll view a bar at `edge` of a container showing this controller watches: the one set
  /// for the edge, the shown child's in a container, else the view when it scrolls, else the
  /// first scroll view found under it, nearest first (Documentation/Bars.md#backgrounds).
  func observedScrollView(for edge: NSDirectionalRectEdge) -> UIScrollView? {
    if let chosen = contentScrollView(for: edge) { return chosen }
    if let shownChild { return shownChild.observedScrollView(for: edge) }
    guard let root = viewIfLoaded else { return nil }
    var level = [root]
    while !level.isEmpty {
      if let found = level.lazy.compactMap({ $0 as? UIScrollView }).first { return found }
      level = level.flatMap(\.subviews)
    }
    return nil
  }

  /// Whether the content a bar at the bottom watches ends above the bar at rest, so the bar shows
  /// its scroll-edge appearance: so when nothing scrolls, or the scroll view's content at its
  /// resting offset ends within its insets.
  var contentRestsAtBottomEdge: Bool {
    guard let scrollView = observedScrollView(for: .bottom) else { return true }
    let inset = scrollView.adjustedContentInset
    return scrollView.contentSize.height + inset.top + inset.bottom <= scrollView.bounds.height + 0.001
  }
}
