import Foundation

/// What the bars draw, as UIKit draws them on iOS 17–18 (Documentation/Bars.md).
///
/// The chrome material, the titles' and items' fonts, the back chevron, the search field and the
/// tab bar's buttons: one source for the UIKit face's bars and the SwiftUI face's `NavigationStack`,
/// `TabView`, toolbars and `.searchable`.
///
/// ```swift
/// background.backgroundColor = BarLook.material
/// chevron.drawing = Drawing([.path(BarLook.backChevronOutline, in: .bounds, color: tint)])
/// ```
package enum BarLook {
  /// The flat colour the system chrome material behind a bar is drawn as: a blur cannot be drawn
  /// without what lies behind it (Documentation/Bars.md#backgrounds).
  package static let material = Color(
    light: Color(red255: 249, green: 249, blue: 249, alpha: 0.94),
    dark: Color(red255: 22, green: 22, blue: 22, alpha: 0.94))

  // MARK: Titles and items

  /// The size of the inline title, semibold (Documentation/Bars.md#navigation-bar).
  package static let titleFontSize: CGFloat = 17
  /// The size of the large title, bold (Documentation/Bars.md#large-titles).
  package static let largeTitleFontSize: CGFloat = 34
  /// The size of a bar button's title, semibold for a done item
  /// (Documentation/Bars.md#bar-button-items).
  package static let itemFontSize: CGFloat = 17

  // MARK: Back button

  /// The back chevron's size (Documentation/Bars.md#back-button).
  package static let backChevronSize = Size(width: 13, height: 21)
  /// How far the back button's chevron sits from the bar's leading edge.
  package static let backButtonInset: CGFloat = 8
  /// The space between the chevron and the back button's title.
  package static let backTitleSpacing: CGFloat = 6
  /// The back chevron, the shape of the `chevron.backward` symbol, in a unit square: two strokes
  /// meeting at the left, 0.18 of the width thick.
  package static let backChevronOutline: Path = {
    var path = Path()
    path.move(to: Point(x: 0, y: 0.5))
    path.line(to: Point(x: 0.82, y: 0))
    path.line(to: Point(x: 1, y: 0.11))
    path.line(to: Point(x: 0.27, y: 0.5))
    path.line(to: Point(x: 1, y: 0.89))
    path.line(to: Point(x: 0.82, y: 1))
    path.close()
    return path
  }()

  // MARK: Search field

  /// The search field's corner radius (Documentation/Bars.md#search).
  package static let searchCornerRadius: CGFloat = 10
  /// The magnifying glass's inset from the search field's leading edge.
  package static let searchGlassInset: CGFloat = 8
  /// The space between the glass and the search text.
  package static let searchTextSpacing: CGFloat = 6
  /// The size of the search text and placeholder.
  package static let searchFontSize: CGFloat = 17
  /// The search field's fill.
  package static let searchFill = Color.tertiarySystemFill

  // MARK: Tab bar

  /// The centre of the image down a stacked tab bar button (Documentation/Bars.md#tab-bar).
  package static let tabStackedImageCenterY: CGFloat = 18
  /// The top of a stacked tab bar button's title.
  package static let tabStackedTitleTop: CGFloat = 35
  /// The size of a stacked button's title (medium); an inline one's is ``tabInlineTitleFontSize``.
  package static let tabStackedTitleFontSize: CGFloat = 10
  /// The size of an inline button's title (medium).
  package static let tabInlineTitleFontSize: CGFloat = 13
  /// The space between the image and the title of an inline tab bar button.
  package static let tabInlineSpacing: CGFloat = 6
  /// The badge's height and smallest width.
  package static let badgeHeight: CGFloat = 18
  /// The space on either side of the badge's text.
  package static let badgePadding: CGFloat = 5
  /// The size of the badge's text.
  package static let badgeFontSize: CGFloat = 13
  /// How far right of the image's centre the badge starts, and how far below the button's top.
  package static let badgeOffset = CGPoint(x: 6, y: 2)
  /// The colour of an unselected tab bar item (`systemGray`, Documentation/Bars.md#tab-bar).
  package static let unselectedItemColor = Color.systemGray
}
