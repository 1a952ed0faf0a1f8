import Foundation
import LayoutShot

/// Rows of cells filled column by column: SwiftUI's `LazyHGrid`.
///
/// The rows come from grid items
/// (fixed, flexible or adaptive, Documentation/SwiftUILazyStacks.md#grid-columns); each column is
/// as wide as its widest cell, and a section's header and footer span all the rows.
///
/// LayoutShot lays every cell out, as a snapshot of the whole content needs.
///
/// ```swift
/// ScrollView(.horizontal) {
///   LazyHGrid(rows: [GridItem(.fixed(80)), GridItem(.fixed(80))]) {
///     ForEach(stickers) { StickerView(sticker: $0) }
///   }
/// }
/// ```
public struct LazyHGrid<Content: View> {
  let rows: [GridItem]
  let alignment: VerticalAlignment
  let spacing: CGFloat?
  let content: Content
  let location: SourceLocation

  /// A grid of the views `content` builds in `rows`, each cell lined up in its row by
  /// `alignment` (unless its row sets one), columns `spacing` apart (8 points when `nil`).
  ///
  /// `pinnedViews` stay pinned while scrolling; at rest, as a snapshot shows them, they are where
  /// they would be unpinned.
  ///
  /// `fileID` and `line` say where it was written, for diagnostics.
  public init(
    rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content,
    fileID: String = #fileID, line: Int = #line
  ) {
    self.rows = rows
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
    location = SourceLocation(fileID: fileID, line: line)
  }

  public typealias Body = Never
}

extension LazyHGrid: PrimitiveView {
  func makeNodes(in context: ResolveContext) -> [LayoutNode] {
    let node = LazyGridNode(
      kind: "LazyHGrid", axis: .horizontal, items: rows,
      alignment: Alignment(horizontal: .center, vertical: alignment), spacing: spacing,
      content: LazyContent(of: content, axis: .horizontal, in: context))
    node.location = location
    return [node]
  }
}

extension LazyHGrid: View {}
