import Foundation
import LayoutShot

/// Where a tab view's content, tab bar items and page dots go, in the root's coordinates, from the
/// bar metrics the UIKit face uses (Documentation/Bars.md#tab-bar, Documentation/SwiftUITabs.md).
struct TabBarFrames {
  /// The tab view's frame.
  let bounds: CGRect
  /// The tab view's frame grown into the safe areas that reach it (the screen, for a root one).
  let outer: CGRect
  let metrics: BarMetrics
  let itemCount: Int
  /// The height of the bar's row above the bottom safe area (0 in the page style).
  let barHeight: CGFloat
  /// The iOS 26 floating bar's parts, in the bar's coordinates; `nil` for the iOS 18 bar and
  /// the page style (Documentation/Bars.md#ios-26-tab-bar).
  let floating: FloatingTabBarLayout?

  init(bounds: CGRect, reach: EdgeInsets, metrics: BarMetrics, itemCount: Int, showsBar: Bool) {
    self.bounds = bounds
    self.metrics = metrics
    self.itemCount = itemCount
    outer = bounds.grown(by: reach)
    barHeight = showsBar ? metrics.tabBarRowHeight : 0
    let barSize = CGSize(width: outer.width, height: outer.maxY - (bounds.maxY - barHeight))
    floating =
      showsBar && metrics.floatsTabBar ? FloatingTabBarLayout(barSize: barSize, itemCount: itemCount) : nil
  }

  /// `rect`, in the floating bar's coordinates, in the root's.
  private func fromBar(_ rect: CGRect) -> CGRect {
    rect.offsetBy(dx: outer.minX, dy: barTop)
  }

  /// The floating bar's glass platter.
  var platter: CGRect? { floating.map { fromBar($0.platter) } }

  /// The capsule behind item `index` on the floating bar.
  func indicator(of index: Int) -> CGRect? { floating.map { fromBar($0.indicator(of: index)) } }

  /// The top of the tab bar's row: its height above the tab view's (the safe area's) bottom.
  var barTop: CGFloat { bounds.maxY - barHeight }

  /// Where the selected tab is centred: above the bar.
  var contentArea: CGRect {
    CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: max(bounds.height - barHeight, 0))
  }

  /// The slot of item `index`: an equal share of the width inside the safe area.
  func slot(_ index: Int) -> CGRect {
    let left = outer.minX + metrics.safeAreaInsets.left
    let width =
      (outer.width - metrics.safeAreaInsets.left - metrics.safeAreaInsets.right) / CGFloat(max(itemCount, 1))
    return CGRect(x: left + CGFloat(index) * width, y: barTop, width: width, height: barHeight)
  }

  /// Item `index`'s image and title of these sizes: stacked, the image centred across with its
  /// centre 18 below the bar's top and the title's top 35 below it; inline, side by side 6 apart,
  /// the pair centred in the slot.
  ///
  /// On the floating bar, the places ``FloatingTabBarLayout`` gives.
  func item(_ index: Int, imageSize: CGSize, titleSize: CGSize) -> (image: CGRect, title: CGRect) {
    if let floating {
      let placed = floating.item(index, imageSize: imageSize, titleSize: titleSize)
      return (fromBar(placed.image), fromBar(placed.title))
    }
    let slot = slot(index)
    if metrics.showsInlineTabItems {
      let spacing = imageSize.width > 0 && titleSize.width > 0 ? BarLook.tabInlineSpacing : 0
      let start = slot.midX - (imageSize.width + spacing + titleSize.width) / 2
      return (
        CGRect(origin: CGPoint(x: start, y: slot.midY - imageSize.height / 2), size: imageSize),
        CGRect(
          origin: CGPoint(x: start + imageSize.width + spacing, y: slot.midY - titleSize.height / 2),
          size: titleSize)
      )
    }
    return (
      CGRect(
        origin: CGPoint(
          x: slot.midX - imageSize.width / 2,
          y: barTop + BarLook.tabStackedImageCenterY - imageSize.height / 2),
        size: imageSize),
      CGRect(
        origin: CGPoint(x: slot.midX - titleSize.width / 2, y: barTop + BarLook.tabStackedTitleTop),
        size: titleSize)
    )
  }

  /// A badge of `size` on an item whose image is `image`: from 6 right of the image's centre, 2
  /// below the bar's top; on the floating bar, where ``FloatingTabBarLayout`` puts it.
  func badge(_ size: CGSize, image: CGRect) -> CGRect {
    if let floating {
      return floating.badge(size, imageCenter: CGPoint(x: image.midX, y: image.midY))
    }
    return CGRect(
      origin: CGPoint(x: image.midX + BarLook.badgeOffset.x, y: barTop + BarLook.badgeOffset.y), size: size)
  }

  /// The page dots of `size`: centred across, at the bottom of the safe area.
  func pageIndicator(_ size: CGSize) -> CGRect {
    CGRect(origin: CGPoint(x: bounds.midX - size.width / 2, y: bounds.maxY - size.height), size: size)
  }
}
