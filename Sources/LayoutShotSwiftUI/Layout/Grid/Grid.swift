import Foundation
import LayoutShot

/// Views in rows and columns: SwiftUI's `Grid` (Documentation/SwiftUILayout.md#grid).
///
/// Each ``GridRow`` is a row, its views the cells of the columns in order; any other view is a row
/// of one cell across every column. Columns are as wide as their widest cell and rows as tall as
/// their tallest, shared out of the proposal as a stack shares its length.
///
/// ```swift
/// Grid(alignment: .leading) {
///   GridRow {
///     Text("Steps")
///     Text("8 204").gridColumnAlignment(.trailing)
///   }
///   Divider()
///   GridRow {
///     Text("Distance")
///     Text("6.1 km")
///   }
/// }
/// ```
public struct Grid<Content: View> {
  let alignment: Alignment
  let horizontalSpacing: CGFloat?
  let verticalSpacing: CGFloat?
  let content: Content
  let location: SourceLocation

  /// A grid of the rows `content` builds, cells aligned by `alignment` in their cells, columns
  /// `horizontalSpacing` and rows `verticalSpacing` apart (8 points when `nil`); `fileID` and
  /// `line` say where it was written, for diagnostics.
  public init(
    alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content, fileID: String = #fileID, line: Int = #line
  ) {
    self.alignment = alignment
    self.horizontalSpacing = horizontalSpacing
    self.verticalSpacing = verticalSpacing
    self.content = content()
    location = SourceLocation(fileID: fileID, line: line)
  }

  public typealias Body = Never
}

extension Grid: PrimitiveView {
  func makeNodes(in context: ResolveContext) -> [LayoutNode] {
    var inner = context
    inner.stackAxis = .vertical
    inner.keepsSections = false
    let node = GridNode(
      rows: inner.nodes(of: content), alignment: alignment,
      spacing: CGSize(
        width: horizontalSpacing ?? ViewSpacing.defaultDistance,
        height: verticalSpacing ?? ViewSpacing.defaultDistance))
    node.location = location
    return [node]
  }
}

extension Grid: View {}
