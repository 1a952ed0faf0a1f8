import Foundation

/// How a page control looks (`UIPageControl`, and the dots of SwiftUI's `TabView` in the page
/// style): a row of dots in boxes, the current page's dot opaque (Documentation/Controls.md and
/// `UIPageControl`'s notes, from UIKitCore's `_UIInteractivePageControlVisualProvider`).
///
/// ```swift
/// let look = PageControlLook()
/// view.drawing = look.drawing(pages: 4, current: 1)
/// ```
package struct PageControlLook: Hashable, Sendable {
  /// An indicator box's side.
  package let indicatorSide: CGFloat = 11.5
  /// The space between two boxes.
  package let indicatorSpacing: CGFloat = 8
  /// The padding left and right.
  package let horizontalPadding: CGFloat = 14
  /// The padding above and below.
  package let verticalPadding: CGFloat = 8
  /// The drawn dot's diameter.
  package let dotDiameter = 8.0
  /// The most dots shown.
  package let maximumVisiblePages = 10
  /// The number of pages the intrinsic size makes room for.
  package let intrinsicPages = 8
  /// The other pages' dots by default: white at 45 %, 55 % with increased contrast.
  package let indicatorColor = Color(
    light: Color(white: 1, alpha: 0.45), dark: Color(white: 1, alpha: 0.45),
    highContrastLight: Color(white: 1, alpha: 0.55), highContrastDark: Color(white: 1, alpha: 0.55))
  /// The current page's dot by default.
  package let currentIndicatorColor = Color.white

  /// The look of iOS 14 and later.
  package init() {}

  /// The size the dots of `pageCount` pages need, with the padding when `padded`.
  package func size(forNumberOfPages pageCount: Int, padded: Bool = true) -> CGSize {
    let count = CGFloat(max(pageCount, 0))
    return CGSize(
      width: count * indicatorSide + max(count - 1, 0) * indicatorSpacing
        + (padded ? 2 * horizontalPadding : 0),
      height: indicatorSide + (padded ? 2 * verticalPadding : 0))
  }

  /// The dots of `pages` pages with page `current` shown, centred in the bounds: at most
  /// ``maximumVisiblePages``, the current one kept in view; the first page leftmost, or rightmost
  /// right to left.
  package func drawing(
    pages: Int, current: Int, isRightToLeft: Bool = false, indicatorColor: Color? = nil,
    currentIndicatorColor: Color? = nil
  ) -> Drawing {
    guard pages > 0 else { return Drawing([]) }
    let pitch = Double(indicatorSide + indicatorSpacing)
    let shown = min(pages, maximumVisiblePages)
    let page = min(max(current, 0), pages - 1)
    let firstPage = min(max(page - shown / 2, 0), pages - shown)
    let other = indicatorColor ?? self.indicatorColor
    let currentColor = currentIndicatorColor ?? self.currentIndicatorColor
    return Drawing(
      (0..<shown).map { slot in
        // Slot 0 is the first shown page: leftmost, or rightmost in a right-to-left layout.
        let position = Double(isRightToLeft ? shown - 1 - slot : slot) - Double(shown - 1) / 2
        let dot = Drawing.Placement.centered(
          x: .fraction(0.5, plus: position * pitch), y: .fraction(0.5), width: dotDiameter,
          height: dotDiameter)
        return .fill(dot, cornerRadius: .infinity, color: firstPage + slot == page ? currentColor : other)
      })
  }
}
