import Foundation
import LayoutShot

/// A node that scrolls its content (a scroll view, a list): it knows the size of everything it
/// scrolls, so that its core scroll view reports it and the whole-content extent can grow the
/// screen to show it (Documentation/SwiftUILists.md#whole-content).
protocol ScrollingNode: LayoutNode {
  /// The size of the scrolled content with its insets, once placed; as large as the node's frame
  /// across the axes it does not scroll.
  var contentSize: CGSize { get }
}

extension Emission {
  /// Adds a core scroll view for `node` at its frame, clipping, with the node's content size and
  /// no inset adjustment of its own (the node has inset its content by the safe area already);
  /// returns the emission of its content, whose frames are the content's at rest.
  func addScrollView(for node: some ScrollingNode) -> Emission {
    let scrollView = LayoutShot.ScrollView()
    scrollView.contentInsetAdjustmentBehavior = .never
    let inner = add(scrollView, for: node)
    let size = node.contentSize
    scrollView.contentLayoutGuide.widthAnchor.constraint(
      equalToConstant: max(Double(Emission.roundedUp(size.width, scale: scale)), scrollView.frame.width)
    ).isActive = true
    scrollView.contentLayoutGuide.heightAnchor.constraint(
      equalToConstant: max(Double(Emission.roundedUp(size.height, scale: scale)), scrollView.frame.height)
    ).isActive = true
    return inner
  }
}
