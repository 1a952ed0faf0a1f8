import Foundation
import LayoutShot

/// The figures a list of one style lays its sections out by, from UIKit's list metrics
/// (`ListMetrics`, Documentation/Lists.md#sections; what SwiftUI does differently is in
/// Documentation/SwiftUILists.md#sections).
struct ListGeometry {
  let style: ListStyleKind
  /// The side margin: 16 points, 20 on the wide phones and iPads (Documentation/Lists.md#margins).
  let margin: CGFloat
  /// The size of a pixel.
  let pixel: CGFloat
  /// The space between sections that replaces an untitled footer's and header's; `nil` for theirs.
  let sectionSpacing: CGFloat?

  /// `value` rounded up to the pixel.
  private func ceiling(_ value: CGFloat) -> CGFloat { ListMetrics.pixelCeiling(value, scale: 1 / pixel) }

  /// The space above a section with no header: 35 above a grouped list's first section, 17.5
  /// (rounded up to the pixel) above the others, none in a plain list.
  func untitledHeaderSpace(isFirst: Bool) -> CGFloat {
    guard style.isGrouped else { return 0 }
    if isFirst { return ListMetrics.groupedFirstSectionTop }
    return sectionSpacing == nil ? ceiling(ListMetrics.groupedSpacing) : 0
  }

  /// The space below a section with no footer: 20 below a grouped list's last section, 17.5
  /// (rounded up) below the others, none in a plain list; a custom section spacing goes here.
  func untitledFooterSpace(isLast: Bool) -> CGFloat {
    guard style.isGrouped else { return 0 }
    if isLast { return ListMetrics.groupedLastSectionBottom }
    return sectionSpacing ?? ceiling(ListMetrics.groupedSpacing)
  }

  /// The space above a header's title and below it, and the least height of the whole header
  /// (a plain list's 22-point padding over a header at least 28 tall; Documentation/Lists.md#sections).
  func headerMargins(isFirst: Bool, isProminent: Bool) -> (top: CGFloat, bottom: CGFloat, minimum: CGFloat) {
    if !style.isGrouped {
      let (padding, margin) = (ListMetrics.plainHeaderTopPadding, ListMetrics.plainHeaderFooterVerticalMargin)
      return (padding + margin, margin, padding + ListMetrics.plainHeaderFooterHeight)
    }
    if isProminent {
      return (ListMetrics.prominentHeaderMargins.top, ListMetrics.prominentHeaderMargins.bottom, 0)
    }
    let top = isFirst ? ListMetrics.groupedFirstHeaderTopMargin : ListMetrics.groupedHeaderTopMargin
    return (top, ListMetrics.groupedHeaderBottomMargin, 0)
  }

  /// The space above a footer's title and below it, and the least height of the whole footer.
  func footerMargins() -> (top: CGFloat, bottom: CGFloat, minimum: CGFloat) {
    guard style.isGrouped else {
      let margin = ListMetrics.plainHeaderFooterVerticalMargin
      return (margin, margin, ListMetrics.plainHeaderFooterHeight)
    }
    return (ListMetrics.groupedFooterTopMargin, ListMetrics.groupedFooterBottomMargin, 0)
  }

  /// The rectangle a section's rows lie across, in a list whose content (inside the safe area)
  /// spans `area`: inset by the margin in an inset-grouped list, the list's whole width
  /// (`bounds`) otherwise.
  func cardSpan(area: CGRect, bounds: CGRect) -> (minX: CGFloat, maxX: CGFloat) {
    style.insetsSections ? rowBase(area: area) : (bounds.minX, bounds.maxX)
  }

  /// The rectangle a row's insets are measured from: the section's card when it is inset, else
  /// the list's content inside the safe area.
  func rowBase(area: CGRect) -> (minX: CGFloat, maxX: CGFloat) {
    style.insetsSections ? (area.minX + margin, area.maxX - margin) : (area.minX, area.maxX)
  }

  /// A row's insets when it gives none: the margin at the sides, 11 above and below
  /// (Documentation/SwiftUILists.md#rows).
  var defaultRowInsets: EdgeInsets {
    let vertical = ListMetrics.cellVerticalMargin
    return EdgeInsets(top: vertical, leading: margin, bottom: vertical, trailing: margin)
  }

  /// Where a header's or footer's title lies across: at the rows' text, or 3 points inside an
  /// inset section for a prominent header (Documentation/Lists.md#list-content-configurations).
  func titleSpan(area: CGRect, isProminent: Bool) -> (minX: CGFloat, maxX: CGFloat) {
    let base = rowBase(area: area)
    let inset = isProminent ? ListMetrics.prominentHeaderSideMargin : margin
    return (base.minX + inset, base.maxX - inset)
  }

  /// The list's background: the grouped background for the grouped styles, else the system
  /// background (Documentation/Lists.md#sections).
  var background: Render.Color { style.isGrouped ? .systemGroupedBackground : .systemBackground }

  /// The background of the rows of a section: the grouped cell background, none in a plain list.
  var cardBackground: Render.Color? { style.isGrouped ? .secondarySystemGroupedBackground : nil }

  /// The corner radius of a section's card: 10 when inset (Documentation/Lists.md#inset-grouped).
  var cardCornerRadius: CGFloat { style.insetsSections ? ListMetrics.insetGroupedCornerRadius : 0 }
}
