import Foundation

/// What the navigation bar, the toolbar and the search field draw in the iOS 26 edition: their
/// items float on Liquid Glass capsules over content that runs under the bar, with no background
/// and no shadow line (Documentation/Bars.md#ios-26).
///
/// One source for both faces; the tab bar's figures are ``FloatingTabBarLayout``'s.
///
/// ```swift
/// GlassBarLook.navigationButtonHeight        // 44: a back button is a 44 × 44 glass circle
/// 2 * GlassBarLook.navigationIconCell        // 103: two icon items share a 103 × 44 capsule
/// ```
package enum GlassBarLook {
  // MARK: Navigation bar

  /// The navigation bar's height below the safe area's top, its row of buttons included (M).
  package static let navigationBarHeight: CGFloat = 54
  /// How far below the bar's top (the safe area's top) its buttons are centred (M).
  package static let navigationRowCenter: CGFloat = 23.17
  /// The height of a navigation bar's glass buttons (M).
  package static let navigationButtonHeight: CGFloat = 44
  /// How far the outermost glass buttons stand in from the screen's edges (M).
  package static let navigationEdgeInset: CGFloat = 16
  /// The width one icon item takes in a navigation bar's shared capsule (M).
  package static let navigationIconCell: CGFloat = 51.5
  /// How far the large title's baseline sits above the bottom of its 52 points (M).
  package static let largeTitleBaselineInset: CGFloat = 15.67

  // MARK: Toolbar

  /// The height of a bottom toolbar's glass buttons (M).
  package static let toolbarButtonHeight: CGFloat = 48
  /// How far a bottom toolbar's glass buttons stand in from the screen's sides, and above its
  /// bottom (`_UIToolbarPaddingSpec`; H for the figure, M that it is measured from the screen).
  package static let toolbarEdgeInset: CGFloat = 28
  /// The width one icon item takes in a toolbar's shared capsule: two share 107.67 (M).
  package static let toolbarIconCell: CGFloat = 107.67 / 2

  // MARK: Both

  /// The space on either side of a text item's title inside its capsule (an estimate, L).
  package static let textItemPadding: CGFloat = 14
  /// The space between two glass capsules side by side (an estimate, L).
  package static let groupSpacing: CGFloat = 8
  /// The colour of a plain item's glyph or title on glass: the label colour (L).
  package static let itemColor = Color.label

  // MARK: Search field

  /// The search field's height: a capsule (`_UISearchTextFieldVisualStyle_iOS`; H).
  package static let searchFieldHeight: CGFloat = 44
  /// The magnifying glass's inset from the field's leading edge (H).
  package static let searchGlassInset: CGFloat = 12
  /// The space between the glass and the search text (H).
  package static let searchTextSpacing: CGFloat = 7
  /// What a search controller's field adds below the titles: the field and 8 points above and
  /// below it, as on iOS 18 (an estimate, L).
  package static let searchRowHeight: CGFloat = 60
}
