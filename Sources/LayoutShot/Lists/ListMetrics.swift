import Foundation

/// The metrics of UIKit's lists (tables and collection-view list layouts), in one place for both
/// faces (SwiftUI's `List` and `Form` use them too): each is documented with its source and
/// confidence in `Documentation/Lists.md`.
///
/// Those that iOS 26 changed follow the iOS edition of the screen being laid out
/// (`Documentation/Lists.md#ios-26`):
///
/// ```swift
/// ListMetrics.defaultRowHeight   // 44; 52 while an iOS 26 screen is laid out
/// ```
package enum ListMetrics {
  /// The iOS edition of the screen the running layout is for; the default edition outside a
  /// layout.
  package static var edition: OSEdition { LayoutRun.screen?.os ?? Variant.standard.os }

  /// A row's height when nothing else gives one: 44, and 52 in the iOS 26 edition
  /// (`Documentation/Lists.md#rows`, `Documentation/Lists.md#ios-26`).
  package static var defaultRowHeight: CGFloat { edition == .ios26 ? 52 : 44 }
  /// The least height of a row laid out by a system style: 44, and 52 in the iOS 26 edition
  /// except in a sidebar (`Documentation/Lists.md#rows`, `Documentation/Lists.md#ios-26`).
  package static var minimumSystemRowHeight: CGFloat { edition == .ios26 ? 52 : sidebarMinimumRowHeight }
  /// The least height of a sidebar row laid out by a system style, in every edition: twice the
  /// body leading (`Documentation/Lists.md#ios-26`).
  package static let sidebarMinimumRowHeight: CGFloat = 44
  /// A system cell's top and bottom content margins: 11, and 15 in the iOS 26 edition except in a
  /// sidebar; a subtitle cell's are smaller (`Documentation/Lists.md#rows`,
  /// `Documentation/Lists.md#ios-26`).
  package static var cellVerticalMargin: CGFloat { edition == .ios26 ? 15 : sidebarCellVerticalMargin }
  /// A sidebar cell's top and bottom content margins, in every edition
  /// (`Documentation/Lists.md#ios-26`).
  package static let sidebarCellVerticalMargin: CGFloat = 11
  /// A subtitle cell's top and bottom content margins (`Documentation/Lists.md#rows`).
  package static let subtitleCellVerticalMargin: CGFloat = 4
  /// Space between a cell's text and secondary text stacked: 3, and 4 in the iOS 26 edition
  /// (`Documentation/Lists.md#rows`, `Documentation/Lists.md#ios-26`).
  package static var textToSecondaryTextVerticalPadding: CGFloat { edition == .ios26 ? 4 : 3 }
  /// Space between a cell's text and secondary text side by side (`Documentation/Lists.md#rows`).
  package static let textToSecondaryTextHorizontalPadding: CGFloat = 8
  /// Space between a cell's image and its text (`Documentation/Lists.md#images`).
  package static let imageToTextPadding: CGFloat = 16
  /// The width reserved for a symbol image before the text (`Documentation/Lists.md#images`).
  package static let reservedImageWidth: CGFloat = 24
  /// A list content configuration's own leading margin in a cell, before it grows to the cell's
  /// side margin (`Documentation/Lists.md#list-content-configurations`).
  package static let cellLeadingContentMargin: CGFloat = 16
  /// A list content configuration's own trailing margin in a cell: what is left when an accessory
  /// ends the content view before the cell's margin (`Documentation/Lists.md#list-content-configurations`).
  package static let cellTrailingContentMargin: CGFloat = 8
  /// The side margins of a header's or footer's list content configuration, before they grow to
  /// the list's (`Documentation/Lists.md#list-content-configurations`).
  package static let headerFooterSideMargin: CGFloat = 8
  /// Space between a sidebar cell's image and its text (`Documentation/Lists.md#images`).
  package static let sidebarImageToTextPadding: CGFloat = 10
  /// The height a symbol image is laid out at: one line of body text (its leading, 22 at the
  /// Large size; `Documentation/Lists.md#images`).
  package static let reservedImageHeight: CGFloat = 22
  /// The width reserved for a symbol image in a sidebar (`Documentation/Lists.md#images`).
  package static let sidebarReservedImageWidth: CGFloat = 28
  /// The top and bottom margins of a prominent inset-grouped header
  /// (`Documentation/Lists.md#list-content-configurations`).
  package static let prominentHeaderMargins = (top: CGFloat(8), bottom: CGFloat(11))
  /// The top and bottom margins of an extra-prominent inset-grouped header.
  package static let extraProminentHeaderMargins = (top: CGFloat(9), bottom: CGFloat(10))
  /// The side margins of a prominent inset-grouped header, which do not grow to the list's.
  package static let prominentHeaderSideMargin: CGFloat = 3
  /// Space between the content view and an accessory (`Documentation/Lists.md#accessories`).
  package static let contentAccessoryPadding: CGFloat = 16

  /// The side margin of a list's content on a screen `width` points wide: 16 points, 20 on the
  /// wide phones (414 points and more) and iPads (`Documentation/Lists.md#margins`).
  package static func horizontalMargin(screenWidth width: CGFloat) -> CGFloat {
    width >= 414 ? 20 : 16
  }

  /// The side margin of the screen the running layout is for (375 points wide outside a layout):
  /// its width decides, except that a phone with safe-area insets at its sides (a Face ID phone
  /// in landscape) keeps its portrait margin, as the root views' measured margins do
  /// (`Documentation/Lists.md#margins`).
  package static var horizontalMargin: CGFloat {
    guard let screen = LayoutRun.screen else { return horizontalMargin(screenWidth: 375) }
    let insetAtSides = screen.safeAreaInsets.left > 0 || screen.safeAreaInsets.right > 0
    let width = insetAtSides ? min(screen.size.width, screen.size.height) : screen.size.width
    return horizontalMargin(screenWidth: CGFloat(width))
  }

  /// The space above each section header of a plain table (`sectionHeaderTopPadding`'s automatic
  /// value; `Documentation/Lists.md#sections`).
  package static let plainHeaderTopPadding: CGFloat = 22
  /// A plain table's header or footer height with a title (`Documentation/Lists.md#sections`).
  package static let plainHeaderFooterHeight: CGFloat = 28
  /// The top and bottom margins of a plain table's header or footer title.
  package static let plainHeaderFooterVerticalMargin: CGFloat = 4
  /// The space a grouped table leaves for a section header or footer with no title: 17.5,
  /// rounded up to the pixel (`Documentation/Lists.md#sections`).
  package static let groupedSpacing: CGFloat = 17.5
  /// The space above a grouped table's first section when it has no header.
  package static let groupedFirstSectionTop: CGFloat = 35
  /// The space below a grouped table's last section when it has no footer.
  package static let groupedLastSectionBottom: CGFloat = 20
  /// The top margin of a grouped table's header title; the first section's is larger.
  package static let groupedHeaderTopMargin: CGFloat = 17
  /// The top margin of a grouped table's first header title.
  package static let groupedFirstHeaderTopMargin: CGFloat = 32
  /// The bottom margin of a grouped table's header title.
  package static let groupedHeaderBottomMargin: CGFloat = 6
  /// The top margin of a grouped table's footer title.
  package static let groupedFooterTopMargin: CGFloat = 6
  /// The bottom margin of a grouped table's footer title.
  package static let groupedFooterBottomMargin: CGFloat = 12
  /// The corner radius of an inset-grouped section: 10, and 26 in the iOS 26 edition
  /// (`Documentation/Lists.md#inset-grouped`, `Documentation/Lists.md#ios-26`).
  package static var insetGroupedCornerRadius: CGFloat { edition == .ios26 ? 26 : 10 }
  /// Whether a grouped table's header titles are upper-cased: up to iOS 18, not in the iOS 26
  /// edition (`Documentation/Lists.md#ios-26`).
  package static var uppercasesGroupedHeaders: Bool { edition != .ios26 }

  // MARK: List layouts and list cells (`Documentation/CollectionViews.md#list-layouts`)

  /// The width a disclosure indicator, checkmark, outline disclosure, pop-up menu, reorder grip or
  /// delete, insert or multiselect control takes from a cell: a table's standard accessory and
  /// editing control width (`Documentation/Lists.md#accessories`).
  package static let standardAccessoryWidth: CGFloat = 38
  /// The width a detail button takes from a cell (`Documentation/Lists.md#accessories`).
  package static let detailAccessoryWidth: CGFloat = 48
  /// The side margin of a sidebar cell's content, inside its inset section.
  package static let sidebarCellMargin: CGFloat = 8
  /// The space a sidebar adds below a section with no footer.
  package static let sidebarSectionBottom: CGFloat = 10
  /// The space a plain sidebar adds above and below a section with a header or footer.
  package static let sidebarPlainHeaderFooterPadding: CGFloat = 8
  /// How far a list cell moves in per indentation level; twice as far in a sidebar.
  package static let indentationWidth: CGFloat = 10
  /// How far a sidebar cell moves in per indentation level.
  package static let sidebarIndentationWidth: CGFloat = 20

  /// `value` rounded up to the pixel grid of a screen of `scale`.
  package static func pixelCeiling(_ value: CGFloat, scale: CGFloat) -> CGFloat {
    (value * scale - 1e-7).rounded(.up) / scale
  }
}
