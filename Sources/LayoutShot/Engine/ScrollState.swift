/// Where a scroll view's content is at rest, as UIKit reports it after layout: `contentSize`,
/// `adjustedContentInset` and `contentOffset`.
///
/// ```swift
/// let state = solved.scrollState(of: "scroll")
/// state?.contentSize            // the content guide's solved size
/// state?.adjustedContentInset   // contentInset plus the safe-area insets the behaviour adds
/// state?.contentOffset          // (−adjusted.left, −adjusted.top): the resting offset
/// ```
public struct ScrollState: Hashable, Sendable {
  /// The size of the content: the content guide's solved size.
  public var contentSize: Size
  /// The content inset plus the safe-area insets the scroll view's adjustment behaviour adds.
  public var adjustedContentInset: EdgeInsets
  /// The offset at rest: the content's top-left corner sits at the adjusted inset, so the offset
  /// is its negative.
  public var contentOffset: Point {
    Point(x: -adjustedContentInset.left, y: -adjustedContentInset.top)
  }
}

extension SolvedLayout {
  /// The scroll state of the scroll view named `name`; `nil` for a view that does not scroll.
  public func scrollState(of name: String) -> ScrollState? {
    layout.viewIndex(named: name).flatMap(scrollState(ofView:))
  }

  /// The scroll state of the view at `index` of ``Layout/views``; `nil` for one that does not
  /// scroll.
  public func scrollState(ofView index: Int) -> ScrollState? {
    scrollState(ofView: index, insets: scrollInsets)
  }

  /// The derived insets the scroll states read (the adjusted content insets).
  private var scrollInsets: DerivedInsets {
    DerivedInsets(layout: layout, screen: screen, frames: exactFrames, guideFrames: guideFrames)
  }

  private func scrollState(ofView index: Int, insets: DerivedInsets) -> ScrollState? {
    guard layout.views[index].scrolling != nil,
      let guide = layout.guides.firstIndex(where: { $0.kind == .scrollContent && $0.owner == index })
    else { return nil }
    return ScrollState(
      contentSize: guideFrames[guide].size, adjustedContentInset: insets.insets(ofGuide: guide))
  }

  /// How much taller the outermost vertical scroll view (the first in tree order whose content,
  /// with its adjusted top and bottom insets, is taller than it) must be to show all of its
  /// content; `nil` when every scroll view's content fits.
  var missingContentHeight: Double? {
    guard layout.views.contains(where: { $0.scrolling != nil }) else { return nil }
    let insets = scrollInsets
    for index in layout.views.indices {
      guard let state = scrollState(ofView: index, insets: insets) else { continue }
      let needed =
        state.contentSize.height + state.adjustedContentInset.top + state.adjustedContentInset.bottom
      let missing = needed - exactFrames[index].height
      if missing > 1e-9 { return missing }
    }
    return nil
  }
}
