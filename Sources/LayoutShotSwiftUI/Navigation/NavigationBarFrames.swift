import Foundation
import LayoutShot

/// Where a navigation stack's bar and its parts go, in the root's coordinates, from the bar
/// metrics the UIKit face uses (Documentation/SwiftUINavigation.md#the-bar).
///
/// A stack whose frame reaches the top safe area puts its bar where UIKit puts a navigation
/// controller's (``BarMetrics/navigationBarTop`` below the screen's top); one that does not (in a
/// sized host) puts it at its own top.
struct NavigationBarFrames {
  /// The stack's frame.
  let bounds: CGRect
  /// The stack's frame grown into the safe areas that reach it (the screen, for a root stack).
  let outer: CGRect
  let metrics: BarMetrics
  let showsLargeTitle: Bool
  /// The top of the navigation bar.
  let barTop: CGFloat
  /// The bottom of the navigation bar (the stack's top when the bar is hidden).
  let barBottom: CGFloat
  /// The height of the bottom toolbar (0 without one).
  let bottomBarHeight: CGFloat
  /// The safe areas that reach the stack's frame, by side (left to right: `leading` is the left).
  private let reach: EdgeInsets

  init(
    bounds: CGRect, reach: EdgeInsets, metrics: BarMetrics, isBarHidden: Bool, showsLargeTitle: Bool,
    hasSearch: Bool, hasBottomBar: Bool
  ) {
    self.bounds = bounds
    self.metrics = metrics
    self.showsLargeTitle = showsLargeTitle
    self.reach = reach
    outer = bounds.grown(by: reach)
    barTop = reach.top > 0 ? outer.minY + metrics.navigationBarTop : bounds.minY
    let barHeight =
      metrics.navigationRowHeight + (showsLargeTitle ? BarMetrics.largeTitleHeight : 0)
      + (hasSearch ? metrics.searchRow : 0)
    barBottom = isBarHidden ? bounds.minY : max(barTop + barHeight, bounds.minY)
    bottomBarHeight = hasBottomBar ? metrics.toolbarHeight(atScreenBottom: reach.bottom > 0) : 0
  }

  /// The inset of bar content from the outer frame's leading edge: the safe area that reaches the
  /// stack (the screen's, for a stack as wide as the screen) and the margin.
  private var leadingInset: CGFloat { reach.leading + metrics.margin }
  /// The inset of bar content from the outer frame's trailing edge.
  private var trailingInset: CGFloat { reach.trailing + metrics.margin }

  /// Where the root view is centred: below the bar, above the bottom toolbar.
  var contentArea: CGRect {
    CGRect(
      x: bounds.minX, y: barBottom, width: bounds.width,
      height: max(bounds.maxY - bottomBarHeight - barBottom, 0))
  }

  /// The part of the stack's frame that is not safe for the root view: above the bar's bottom and
  /// below the bottom toolbar's top.
  var contentInsets: EdgeInsets {
    EdgeInsets(top: barBottom - bounds.minY, leading: 0, bottom: bottomBarHeight, trailing: 0)
  }

  /// The bar's background: from the top of the outer frame (the screen's) to the bar's bottom.
  var background: CGRect {
    CGRect(x: outer.minX, y: outer.minY, width: outer.width, height: barBottom - outer.minY)
  }

  /// The width an inline title or a principal item is offered: the bar's less the margins.
  var titleWidth: CGFloat { max(outer.width - 2 * max(leadingInset, trailingInset), 0) }

  /// The top of a view `height` tall centred down the bar's row: on its middle, or in the iOS 26
  /// edition 23.17 below the bar's top (Documentation/Bars.md#ios-26-navigation-bar).
  private func rowY(_ height: CGFloat) -> CGFloat {
    metrics.usesGlass
      ? barTop + metrics.navigationRowCenter - height / 2 : barTop + (metrics.rowHeight - height) / 2
  }

  /// A view of `size` centred in the bar's row (an inline title, a principal item).
  func centredInRow(_ size: CGSize) -> CGRect {
    CGRect(x: outer.midX - size.width / 2, y: rowY(size.height), width: size.width, height: size.height)
  }

  /// The width a large title is offered: the bar's inside its margins.
  var largeTitleWidth: CGFloat { max(outer.width - leadingInset - trailingInset, 0) }

  /// The large title of `size`, whose first baseline is `baseline` below its top: at the leading
  /// margin, its baseline ``BarMetrics/largeTitleBaselineInset`` above the bottom of the large
  /// title's 52 points.
  func largeTitle(_ size: CGSize, baseline: CGFloat) -> CGRect {
    let baselineY =
      barTop + metrics.navigationRowHeight + BarMetrics.largeTitleHeight - metrics.largeTitleBaseline
    return CGRect(
      x: outer.minX + leadingInset, y: baselineY - baseline, width: size.width, height: size.height)
  }

  /// The leading or trailing items of `size`, at the margin (16 from the screen's edges in the
  /// iOS 26 edition), centred in the bar's row.
  func item(_ size: CGSize, leading: Bool) -> CGRect {
    let glass = GlassBarLook.navigationEdgeInset
    let (start, end) =
      metrics.usesGlass ? (reach.leading + glass, reach.trailing + glass) : (leadingInset, trailingInset)
    return CGRect(
      x: leading ? outer.minX + start : outer.maxX - end - size.width, y: rowY(size.height),
      width: size.width,
      height: size.height)
  }

  /// The search field: inside the margins, centred in its row below the titles.
  var searchField: CGRect {
    let rowTop = barTop + metrics.navigationRowHeight + (showsLargeTitle ? BarMetrics.largeTitleHeight : 0)
    return CGRect(
      x: outer.minX + leadingInset, y: rowTop + (metrics.searchRow - metrics.searchField) / 2,
      width: largeTitleWidth, height: metrics.searchField)
  }

  /// The bottom toolbar's row, inside its margins, above the bottom safe area; in the iOS 26
  /// edition 48 tall, 28 in from the screen's sides and above its bottom
  /// (Documentation/Bars.md#ios-26-toolbar).
  var bottomItemsRow: CGRect {
    guard metrics.usesGlass else {
      return CGRect(
        x: outer.minX + leadingInset, y: bounds.maxY - bottomBarHeight, width: largeTitleWidth,
        height: bottomBarHeight)
    }
    let edges = metrics.toolbarGlassInsets
    let height = GlassBarLook.toolbarButtonHeight
    let bottom = reach.bottom > 0 ? outer.maxY - edges.bottom : bounds.maxY - (bottomBarHeight - height) / 2
    return CGRect(
      x: outer.minX + reach.leading + edges.side, y: bottom - height,
      width: max(outer.width - reach.leading - reach.trailing - 2 * edges.side, 0), height: height)
  }
}
