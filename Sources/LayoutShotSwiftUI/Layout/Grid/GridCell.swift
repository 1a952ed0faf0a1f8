import Foundation

/// What a view tells the ``Grid`` it is a cell of: how many columns it spans, how its column
/// aligns, where it sits in its cell, and on which axes it does not size its column or row.
struct GridCell {
  let columns: Int
  let columnAlignment: HorizontalAlignment?
  let anchor: UnitPoint?
  let unsizedAxes: Axis.Set

  /// The cell `node` declares.
  init(_ node: LayoutNode) {
    columns = max(node.layoutValue(ColumnsKey.self), 1)
    columnAlignment = node.layoutValue(ColumnAlignmentKey.self)
    anchor = node.layoutValue(AnchorKey.self)
    unsizedAxes = node.layoutValue(UnsizedAxesKey.self)
  }

  enum ColumnsKey: LayoutValueKey { static let defaultValue = 1 }
  enum ColumnAlignmentKey: LayoutValueKey { static let defaultValue: HorizontalAlignment? = nil }
  enum AnchorKey: LayoutValueKey { static let defaultValue: UnitPoint? = nil }
  enum UnsizedAxesKey: LayoutValueKey { static let defaultValue: Axis.Set = [] }
}

extension View {
  /// Makes the view span `count` columns of its grid row.
  ///
  /// ```swift
  /// GridRow { Text("Total").gridCellColumns(2); Text("42") }
  /// ```
  public func gridCellColumns(_ count: Int) -> some View {
    layoutValue(key: GridCell.ColumnsKey.self, value: count)
  }

  /// Aligns every cell of the view's grid column by `guide` (the first cell of a column that sets
  /// one decides).
  ///
  /// ```swift
  /// Text("Amount").gridColumnAlignment(.trailing)
  /// ```
  public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View {
    layoutValue(key: GridCell.ColumnAlignmentKey.self, value: guide)
  }

  /// Places the view in its grid cell so that its point `anchor` lies on the cell's.
  ///
  /// ```swift
  /// Circle().frame(width: 8, height: 8).gridCellAnchor(.topTrailing)
  /// ```
  public func gridCellAnchor(_ anchor: UnitPoint) -> some View {
    layoutValue(key: GridCell.AnchorKey.self, value: anchor)
  }

  /// Keeps the view from sizing its grid column (`.horizontal`) or row (`.vertical`): it takes
  /// the size the other cells give them.
  ///
  /// ```swift
  /// Divider().gridCellUnsizedAxes(.horizontal)
  /// ```
  public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View {
    layoutValue(key: GridCell.UnsizedAxesKey.self, value: axes)
  }
}
