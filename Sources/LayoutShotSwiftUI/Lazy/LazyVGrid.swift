import Foundation
import LayoutShot

/// Columns of cells filled row by row: SwiftUI's `LazyVGrid`.
///
/// The columns come from grid items
/// (fixed, flexible or adaptive, Documentation/SwiftUILazyStacks.md#grid-columns); each row is as
/// tall as its tallest cell, and a section's header and footer span all the columns.
///
/// LayoutShot lays every cell out, as a snapshot of the whole content needs.
///
/// ```swift
/// ScrollView {
///   LazyVGrid(columns: [GridItem(.adaptive(minimum: 100))], spacing: 12) {
///     ForEach(photos) { PhotoCard(photo: $0) }
///   }
/// }
/// ```
public struct LazyVGrid<Content: View> {
  let columns: [GridItem]
  let alignment: HorizontalAlignment
  let spacing: CGFloat?
  let content: Content
  let location: SourceLocation

  /// A grid of the views `content` builds in `columns`, each cell lined up in its column by
  /// `alignment` (unless its column sets one), rows `spacing` apart (8 points when `nil`).
  ///
  /// `pinnedViews` stay pinned while scrolling; at rest, as a snapshot shows them, they are where
  /// they would be unpinned.
  ///
  /// `fileID` and `line` say where it was written, for diagnostics.
  public init(
    columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content,
    fileID: String = #fileID, line: Int = #line
  ) {
    self.columns = columns
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
    location = SourceLocation(fileID: fileID, line: line)
  }

  public typealias Body = Never
}

extension LazyVGrid: PrimitiveView {
  func makeNodes(in context: ResolveContext) -> [LayoutNode] {
    let node = LazyGridNode(
      kind: "LazyVGrid", axis: .vertical, items: columns,
      alignment: Alignment(horizontal: alignment, vertical: .center), spacing: spacing,
      content: LazyContent(of: content, axis: .vertical, in: context))
    node.location = location
    return [node]
  }
}

extension LazyVGrid: View {}
