import Foundation

/// The sizes and places of the navigation bar, tab bar and toolbar on a screen, as UIKit gives
/// them on iOS 17–18 (Documentation/Bars.md): one source for the UIKit face's bars and the
/// SwiftUI face's `NavigationStack`, `TabView` and toolbars.
///
/// ```swift
/// let metrics = BarMetrics(screen: screen)
/// metrics.navigationBarTop       // 47 on an iPhone 14
/// metrics.navigationBarHeight    // 44
/// ```
package struct BarMetrics: Equatable, Sendable {
  /// The screen's width and height.
  package let size: Size
  /// The screen's safe-area insets.
  package let safeAreaInsets: EdgeInsets
  /// The side margin of bar content from the safe area (16, or 20 on wide phones and iPads).
  package let margin: CGFloat
  /// Whether the screen is an iPad's (both size classes regular).
  package let isPad: Bool
  /// Whether the screen is a phone's held in landscape with a compact width, where bars are
  /// "mini" (32 points).
  package let isMini: Bool
  /// Whether large titles show: not at a compact height.
  package let showsLargeTitles: Bool
  /// Pixels per point.
  package let scale: CGFloat
  /// One pixel, in points.
  package var hairline: CGFloat { 1 / scale }
  /// Where the navigation bar's top is (Documentation/Bars.md#bar-position).
  package let navigationBarTop: CGFloat
  /// The iOS design the bars are drawn in.
  package let os: OSEdition

  /// The metrics of `screen`, or of a 390 × 844 phone when no layout runs.
  package init(screen: Screen?) {
    let screen =
      screen
      ?? Screen(
        size: Size(width: 390, height: 844), scale: 3, safeAreaInsets: EdgeInsets(top: 47, bottom: 34))
    size = screen.size
    safeAreaInsets = screen.safeAreaInsets
    margin = CGFloat(max(screen.layoutMargins.leading, screen.layoutMargins.trailing))
    isPad = screen.horizontalSizeClass == .regular && screen.verticalSizeClass == .regular
    isMini = screen.horizontalSizeClass == .compact && screen.verticalSizeClass == .compact
    showsLargeTitles = screen.verticalSizeClass == .regular
    scale = CGFloat(screen.scale)
    os = screen.os
    navigationBarTop =
      screen.os == .ios26 ? CGFloat(screen.safeAreaInsets.top) : Self.navigationBarTop(on: screen)
  }

  /// `rect` with its edges on the screen's pixel grid (halves rounding up), as the layout places
  /// frames, so that a bar placed there again after a solve stays where the solve put it.
  package func snapped(_ rect: CGRect) -> CGRect {
    func snap(_ value: CGFloat) -> CGFloat { ((value * scale + 0.5 + 1e-7).rounded(.down)) / scale }
    let (minX, minY) = (snap(rect.minX), snap(rect.minY))
    return CGRect(x: minX, y: minY, width: snap(rect.maxX) - minX, height: snap(rect.maxY) - minY)
  }

  /// The height of a bar's row of buttons: 44 on phones, 32 when mini, 50 on iPads
  /// (Documentation/Bars.md#navigation-bar).
  package var rowHeight: CGFloat { isPad ? 50 : isMini ? 32 : 44 }

  /// Whether bar items float on Liquid Glass over content that runs under the bar, with no
  /// background and no shadow line: in the iOS 26 edition (Documentation/Bars.md#ios-26).
  package var usesGlass: Bool { os == .ios26 }

  /// The height of a navigation bar's row of buttons: ``rowHeight``, or in the iOS 26 edition 54
  /// (32 when mini) (Documentation/Bars.md#ios-26-navigation-bar).
  package var navigationRowHeight: CGFloat {
    usesGlass ? (isMini ? rowHeight : GlassBarLook.navigationBarHeight) : rowHeight
  }

  /// How far below a navigation bar's top its buttons and inline title are centred: half the row,
  /// or in the iOS 26 edition 23.17 (Documentation/Bars.md#ios-26-navigation-bar).
  package var navigationRowCenter: CGFloat {
    usesGlass && !isMini ? GlassBarLook.navigationRowCenter : navigationRowHeight / 2
  }

  /// The height of a navigation bar's glass buttons in the iOS 26 edition: 44, no taller than
  /// the row.
  package var navigationButtonHeight: CGFloat {
    min(GlassBarLook.navigationButtonHeight, navigationRowHeight)
  }

  /// How far a large title's baseline sits above the bottom of its 52 points: 16, or 15.67 in
  /// the iOS 26 edition (Documentation/Bars.md#ios-26-navigation-bar).
  package var largeTitleBaseline: CGFloat {
    usesGlass ? GlassBarLook.largeTitleBaselineInset : Self.largeTitleBaselineInset
  }

  /// What a search controller's field adds below the titles: 52, or 60 in the iOS 26 edition.
  package var searchRow: CGFloat { usesGlass ? GlassBarLook.searchRowHeight : Self.searchRowHeight }

  /// The search field's height in its row: 36, or a 44-point capsule in the iOS 26 edition.
  package var searchField: CGFloat { usesGlass ? GlassBarLook.searchFieldHeight : Self.searchFieldHeight }

  /// The search field's corner radius: 10, or half its height (a capsule) in the iOS 26 edition.
  package var searchCornerRadius: CGFloat { usesGlass ? searchField / 2 : BarLook.searchCornerRadius }

  /// The magnifying glass's inset from the search field's leading edge: 8, or 12 in the iOS 26
  /// edition; the text keeps as much from the trailing edge.
  package var searchGlassInset: CGFloat {
    usesGlass ? GlassBarLook.searchGlassInset : BarLook.searchGlassInset
  }

  /// The space between the magnifying glass and the search text: 6, or 7 in the iOS 26 edition.
  package var searchTextSpacing: CGFloat {
    usesGlass ? GlassBarLook.searchTextSpacing : BarLook.searchTextSpacing
  }

  /// What a large title adds below the row (Documentation/Bars.md#large-titles).
  package static let largeTitleHeight: CGFloat = 52
  /// How far the large title's baseline sits above the bottom of its 52 points.
  package static let largeTitleBaselineInset: CGFloat = 16
  /// What a search controller's field adds below the titles (Documentation/Bars.md#search).
  package static let searchRowHeight: CGFloat = 52
  /// The height of the search field in its row.
  package static let searchFieldHeight: CGFloat = 36
  /// The space between neighbouring bar buttons.
  package static let itemSpacing: CGFloat = 8

  /// Whether a tab bar's items show their image and title side by side rather than stacked: on
  /// iPads and on phones in landscape (Documentation/Bars.md#tab-bar).
  package var showsInlineTabItems: Bool { isPad || size.width > size.height }

  /// Whether the tab bar floats as an iOS 26 glass platter (``FloatingTabBarLayout``): in the
  /// iOS 26 edition on phones in portrait; iPads and landscape phones keep the iOS 18 bar
  /// (Documentation/Bars.md#ios-26-tab-bar).
  package var floatsTabBar: Bool { os == .ios26 && !showsInlineTabItems }

  /// The tab bar's height, the bottom safe area included: 49 (32 when mini, 50 on iPads) plus
  /// the bottom inset (Documentation/Bars.md#tab-bar).
  package var tabBarHeight: CGFloat { tabBarRowHeight + safeAreaInsets.bottom }

  /// The height of the tab bar's items, above the bottom safe area.
  package var tabBarRowHeight: CGFloat { isPad ? 50 : isMini ? 32 : 49 }

  /// A toolbar's height: 49 at the bottom of the screen above a home indicator, else 44; 32 when
  /// mini, 50 on iPads (Documentation/Bars.md#toolbar).
  package func toolbarHeight(atScreenBottom: Bool) -> CGFloat {
    if isPad { return 50 }
    if isMini { return 32 }
    return atScreenBottom && safeAreaInsets.bottom > 0 ? 49 : 44
  }

  /// How far a bottom toolbar's glass buttons stand in from the screen's sides and above its
  /// bottom in the iOS 26 edition: 28 and 28 on phones, 38 and 24 when mini, 10 and 10 on iPads
  /// (`_UIToolbarPaddingSpec`, Documentation/Bars.md#ios-26-toolbar).
  package var toolbarGlassInsets: (side: CGFloat, bottom: CGFloat) {
    if isPad { return (10, 10) }
    if isMini { return (38, 24) }
    return (GlassBarLook.toolbarEdgeInset, GlassBarLook.toolbarEdgeInset)
  }

  /// The navigation bar's top: the status bar's height, except on Dynamic Island phones, where it
  /// sits a little above the status bar's bottom (the measured figures of
  /// Documentation/Bars.md#bar-position); the safe area's top on a screen of no known device.
  private static func navigationBarTop(on screen: Screen) -> CGFloat {
    let safeTop = screen.safeAreaInsets.top
    guard let device = try? DeviceCatalog.standard.device(named: screen.device), device.platform == .ios
    else {
      return CGFloat(safeTop)
    }
    if device.cutout == .dynamicIsland, screen.orientation == .portrait {
      return CGFloat(dynamicIslandBarTops[device.safeArea.portrait?.top ?? safeTop] ?? safeTop - 16.0 / 3)
    }
    return CGFloat(device.statusBar(in: screen.os)[screen.orientation] ?? safeTop)
  }

  /// The measured navigation bar tops of Dynamic Island phones, by their portrait safe-area top.
  private static let dynamicIslandBarTops: [Double: Double] = [59: 161.0 / 3, 62: 169.0 / 3]
}
