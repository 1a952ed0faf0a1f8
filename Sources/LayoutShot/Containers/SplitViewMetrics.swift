import Foundation

/// How a split view (`UISplitViewController` in its column style, SwiftUI's
/// `NavigationSplitView`) shares a screen between its columns at rest on iOS 17–18
/// (Documentation/SplitViews.md): one source for every face that draws one.
///
/// ```swift
/// let metrics = SplitViewMetrics(screen: screen)   // an iPad in landscape, 1194 wide
/// metrics.automaticVisibility(columns: 3)         // .all: 1194 − 640 leaves the detail 554
/// SplitViewMetrics.columnSpans(x: 0, width: 1194, shown: [0, 1], widths: [320, 0], overlaysDetail: false)
///                                               // 0...320 and 320...1194
/// ```
package struct SplitViewMetrics: Equatable, Sendable {
  /// Which columns show beside the detail column.
  package enum Visibility: Equatable, Sendable {
    /// Every column (`.all`).
    case all
    /// The column next to the detail: the sidebar of two, the content column of three
    /// (`.doubleColumn`).
    case doubleColumn
    /// The detail column alone (`.detailOnly`).
    case detailOnly
  }

  /// Whether the screen is wider than tall, where an automatic split view shows its columns.
  package let isLandscape: Bool
  /// The screen's width.
  package let width: CGFloat

  /// The width of the sidebar (the primary column) unless the app asks for another
  /// (Documentation/SplitViews.md#column-widths).
  package static let sidebarWidth: CGFloat = 320
  /// The width of the content (supplementary) column of three unless the app asks for another.
  package static let contentColumnWidth: CGFloat = 320
  /// The least width an automatic split view leaves its detail column; leading columns that would
  /// leave less are not shown (Documentation/SplitViews.md#visibility).
  package static let minimumDetailWidth: CGFloat = 320
  /// The hairline between neighbouring columns (Documentation/SplitViews.md#separators).
  package static let separatorColor = Color.opaqueSeparator

  /// The metrics of `screen`, or of a phone in portrait when no layout runs.
  ///
  /// A split view collapses into one navigation stack at a compact width
  /// (Documentation/SplitViews.md#collapsed).
  package init(screen: Screen?) {
    isLandscape = screen.map { $0.size.width > $0.size.height } ?? false
    width = CGFloat(screen?.size.width ?? 390)
  }

  /// The columns an automatic split view of `columns` columns (2 or 3) shows
  /// (`NavigationSplitViewVisibility.automatic`): in portrait the detail alone, where the others
  /// wait behind the sidebar button; in landscape every column when the detail keeps at least
  /// ``minimumDetailWidth``, else the content and detail of three when they leave it that, else the
  /// detail alone (Documentation/SplitViews.md#visibility).
  package func automaticVisibility(columns: Int) -> Visibility {
    guard isLandscape else { return .detailOnly }
    if width - Self.sidebarWidth - CGFloat(columns - 2) * Self.contentColumnWidth >= Self.minimumDetailWidth {
      return .all
    }
    return columns == 3 && width - Self.contentColumnWidth >= Self.minimumDetailWidth
      ? .doubleColumn : .detailOnly
  }

  /// Which of `columns` columns (2 or 3) show for `visibility`, by index (0 the sidebar, the last
  /// the detail).
  package static func shownColumns(_ columns: Int, visibility: Visibility) -> [Int] {
    switch visibility {
    case .all: Array(0..<columns)
    case .doubleColumn: [columns - 2, columns - 1]
    case .detailOnly: [columns - 1]
    }
  }

  /// The horizontal spans of the shown columns (`shown`, by index, left to right).
  ///
  /// Across `width` from `x`, each leading column is at its width (`widths[index]`) and the detail
  /// column takes the rest. With `overlaysDetail` (`.prominentDetail`) the detail keeps the whole
  /// width and the leading columns lie over it.
  package static func columnSpans(
    x: CGFloat, width: CGFloat, shown: [Int], widths: [CGFloat], overlaysDetail: Bool
  ) -> [ClosedRange<CGFloat>] {
    var spans: [ClosedRange<CGFloat>] = []
    var leading = x
    for index in shown.dropLast() {
      let columnWidth = min(widths[index], max(x + width - leading, 0))
      spans.append(leading...(leading + columnWidth))
      leading += columnWidth
    }
    if !shown.isEmpty { spans.append((overlaysDetail ? x : min(leading, x + width))...(x + width)) }
    return spans
  }
}
