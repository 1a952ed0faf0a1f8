import Foundation

/// Where the iOS 26 floating tab bar puts its parts, in the tab bar's own coordinates: a Liquid
/// Glass capsule inset from the screen's sides and bottom, the items sharing its width inside a
/// 4-point inset, and a capsule behind the selected one (Documentation/Bars.md#ios-26-tab-bar).
///
/// One source for the UIKit face's `UITabBar` and the SwiftUI face's `TabView`. The bar's frame
/// stays 49 plus the bottom safe area; the platter floats in it.
///
/// ```swift
/// // iPhone 16 Pro, 402 × 874: the bar is (0, 791, 402, 83).
/// let layout = FloatingTabBarLayout(barSize: CGSize(width: 402, height: 83), itemCount: 5)
/// layout.platter               // (21, 0, 360, 62)
/// layout.indicator(of: 0)      // 77.95 × 54, centred on the first item
/// ```
package struct FloatingTabBarLayout: Equatable, Sendable {
  /// How far the platter stands in from the screen's sides and above its bottom (H).
  package static let edgeInset: CGFloat = 21
  /// The platter's height (H).
  package static let platterHeight: CGFloat = 62
  /// The widest the platter grows, centred past it (`_UIFloatingTabBarPlatformMetrics`; M).
  package static let maximumPlatterWidth: CGFloat = 600
  /// How far the items' region stands in from the platter on every side (H).
  package static let itemInset: CGFloat = 4
  /// How much wider the selection capsule is than an item's share (M).
  package static let indicatorExtraWidth: CGFloat = 7.55
  /// The height of the slot an item's image is centred in (M).
  package static let imageSlotHeight: CGFloat = 25.2
  /// The space between the image's slot and the title (M).
  package static let titleSpacing: CGFloat = 2
  /// The size of an item's title, semibold (M).
  package static let titleFontSize: CGFloat = 10
  /// Where a badge's top-leading corner sits from its item's image centre (M).
  package static let badgeOffset = CGPoint(x: 12.2, y: -18.1)
  /// The selection capsule's colour at rest (M).
  package static let indicatorColor = Color.secondarySystemFill
  /// The colour of the items not selected (M / L).
  package static let unselectedItemColor = Color.label

  /// The glass platter.
  package let platter: CGRect
  /// How many items share it.
  package let itemCount: Int

  /// The layout of a bar of `barSize` (the tab bar's frame, the bottom safe area included)
  /// holding `itemCount` items: the platter 21 in from the sides and 21 above the bar's bottom,
  /// 62 tall, at most 600 wide and centred.
  package init(barSize: CGSize, itemCount: Int) {
    let width = min(barSize.width - 2 * Self.edgeInset, Self.maximumPlatterWidth)
    platter = CGRect(
      x: (barSize.width - width) / 2, y: barSize.height - Self.edgeInset - Self.platterHeight,
      width: max(width, 0), height: Self.platterHeight)
    self.itemCount = itemCount
  }

  /// The region the items share: the platter inset by 4 on every side.
  package var itemRegion: CGRect { platter.insetBy(dx: Self.itemInset, dy: Self.itemInset) }

  /// Item `index`'s equal share of the item region.
  package func slot(_ index: Int) -> CGRect {
    let region = itemRegion
    let width = region.width / CGFloat(max(itemCount, 1))
    return CGRect(
      x: region.minX + CGFloat(index) * width, y: region.minY, width: width, height: region.height)
  }

  /// The capsule behind item `index`: as tall as the item region and 7.55 wider than the item's
  /// share, centred on it.
  package func indicator(of index: Int) -> CGRect {
    slot(index).insetBy(dx: -Self.indicatorExtraWidth / 2, dy: 0)
  }

  /// Item `index`'s image and title of these sizes: the image centred in a 25.2-point slot, the
  /// title 2 below it, the pair centred across and down the item's share.
  package func item(_ index: Int, imageSize: CGSize, titleSize: CGSize) -> (image: CGRect, title: CGRect) {
    let slot = slot(index)
    let top = slot.midY - (Self.imageSlotHeight + Self.titleSpacing + titleSize.height) / 2
    let image = CGRect(
      x: slot.midX - imageSize.width / 2, y: top + (Self.imageSlotHeight - imageSize.height) / 2,
      width: imageSize.width, height: imageSize.height)
    let title = CGRect(
      x: slot.midX - titleSize.width / 2, y: top + Self.imageSlotHeight + Self.titleSpacing,
      width: titleSize.width, height: titleSize.height)
    return (image, title)
  }

  /// A badge of `size` on an item whose image is centred at `imageCenter`.
  package func badge(_ size: CGSize, imageCenter: CGPoint) -> CGRect {
    CGRect(
      origin: CGPoint(x: imageCenter.x + Self.badgeOffset.x, y: imageCenter.y + Self.badgeOffset.y),
      size: size)
  }
}
