import Foundation
import LayoutShot

/// A grid's node: it sizes columns and rows out of its proposal and places each cell in the
/// rectangle of its row and columns (Documentation/SwiftUILayout.md#grid).
final class GridNode: LayoutNode {
  /// A cell: its node, first column, columns spanned, and what it declares.
  struct Cell {
    let node: LayoutNode
    let column: Int
    let span: Int
    let properties: GridCell
  }

  /// A row: its cells, and how they line up along it.
  struct Row {
    let cells: [Cell]
    let alignment: VerticalAlignment?
  }

  let alignment: Alignment
  /// The space between columns (`width`) and between rows (`height`).
  let gap: CGSize
  private let rows: [Row]
  private let columnCount: Int
  /// Each column's alignment: the first of its cells' that sets one, else the grid's.
  private let columnAlignments: [HorizontalAlignment]

  init(rows nodes: [LayoutNode], alignment: Alignment, spacing: CGSize) {
    self.alignment = alignment
    gap = spacing
    let rowCells: [[(node: LayoutNode, column: Int, span: Int)]?] = nodes.map { node in
      guard let row = node as? GridRowNode else { return nil }
      var column = 0
      return row.children.map { cell in
        defer { column += GridCell(cell).columns }
        return (cell, column, GridCell(cell).columns)
      }
    }
    let count = max(rowCells.compactMap { $0?.last.map { $0.column + $0.span } }.max() ?? 1, 1)
    let rows = zip(nodes, rowCells).map { node, cells in
      guard let cells else {
        return Row(
          cells: [Cell(node: node, column: 0, span: count, properties: GridCell(node))], alignment: nil)
      }
      return Row(
        cells: cells.map {
          Cell(node: $0.node, column: $0.column, span: $0.span, properties: GridCell($0.node))
        },
        alignment: (node as? GridRowNode)?.alignment)
    }
    let allCells = rows.flatMap(\.cells)
    columnAlignments = (0..<count).map { column in
      allCells.first { $0.column == column && $0.span == 1 && $0.properties.columnAlignment != nil }?
        .properties.columnAlignment ?? alignment.horizontal
    }
    columnCount = count
    self.rows = rows
    super.init(kind: "Grid", children: nodes)
  }

  /// The cells that size columns (or rows, for `.vertical`): those not unsized on that axis.
  private func sizingCells(_ axis: Axis) -> [Cell] {
    rows.flatMap(\.cells).filter {
      !$0.properties.unsizedAxes.contains(axis == .horizontal ? .horizontal : .vertical)
    }
  }

  /// The columns' widths for `proposal`: the single-column cells share the width out as a stack
  /// of columns would (least flexible column first, each offered an equal share of what is left),
  /// each column as wide as its widest cell; then a cell spanning columns that needs more than
  /// they give (offered them and what the columns leave over) widens them equally.
  private func columnWidths(_ proposal: ProposedViewSize) -> [CGFloat] {
    let cells = sizingCells(.horizontal)
    let single = (0..<columnCount).map { column in cells.filter { $0.span == 1 && $0.column == column } }
    let widest = { (column: Int, width: CGFloat?) in
      single[column].map {
        $0.node.sizeThatFits(ProposedViewSize(width: width, height: proposal.height)).width
      }
      .max() ?? 0
    }
    let available = proposal.width.map { $0 - gap.width * CGFloat(columnCount - 1) }
    var widths = Self.shareOut(available, count: columnCount, length: widest)
    for cell in cells where cell.span > 1 {
      let spanned = cell.column..<min(cell.column + cell.span, columnCount)
      let current = width(of: cell, columns: widths)
      let leftOver = available.map { max($0 - widths.reduce(0, +), 0) }
      let needed = cell.node.sizeThatFits(
        ProposedViewSize(width: leftOver.map { current + $0 }, height: proposal.height)
      ).width
      guard needed > current else { continue }
      for column in spanned { widths[column] += (needed - current) / CGFloat(spanned.count) }
    }
    return widths
  }

  /// The width of `cell` with columns `widths` wide: its columns' and the gaps between them.
  private func width(of cell: Cell, columns widths: [CGFloat]) -> CGFloat {
    let spanned = cell.column..<min(cell.column + cell.span, columnCount)
    return spanned.reduce(0) { $0 + widths[$1] } + gap.width * CGFloat(max(spanned.count - 1, 0))
  }

  /// The rows' heights for `proposal` with columns `widths` wide: shared out as a stack of rows
  /// would, each row as tall as its cells proposed their width, lined up by the row's guide (the
  /// tallest cell's height for the top, centre and bottom).
  private func rowHeights(_ proposal: ProposedViewSize, widths: [CGFloat]) -> [CGFloat] {
    let sizing = Set(sizingCells(.vertical).map { ObjectIdentifier($0.node) })
    let tallest = { (row: Int, height: CGFloat?) in
      let rowKey = self.guide(of: self.rows[row])
      let cells = self.rows[row].cells.filter { sizing.contains(ObjectIdentifier($0.node)) }.map { cell in
        let size = cell.node.sizeThatFits(
          ProposedViewSize(width: self.width(of: cell, columns: widths), height: height))
        return (height: size.height, guide: cell.node.dimensions(size)[rowKey])
      }
      return (cells.map { $0.height - $0.guide }.max() ?? 0) + (cells.map(\.guide).max() ?? 0)
    }
    let available = proposal.height.map { $0 - gap.height * CGFloat(max(rows.count - 1, 0)) }
    return Self.shareOut(available, count: rows.count, length: tallest)
  }

  /// The lengths of `count` columns or rows out of `total` (each its ideal length when `nil`),
  /// shared out as a stack shares its length: least flexible first (`length` at 0 and at
  /// infinity), each offered an equal share of what is left and taking `length` for it.
  private static func shareOut(_ total: CGFloat?, count: Int, length: (Int, CGFloat?) -> CGFloat) -> [CGFloat]
  {
    let tracks = Array(0..<count)
    guard var left = total else { return tracks.map { length($0, nil) } }
    let order = StackAlgorithm.fittingOrder(
      tracks, minimum: tracks.map { length($0, 0) }, maximum: tracks.map { length($0, .infinity) })
    var lengths = Array(repeating: CGFloat(0), count: count)
    var remaining = count
    for track in order {
      lengths[track] = length(track, max(left / CGFloat(remaining), 0))
      left -= lengths[track]
      remaining -= 1
    }
    return lengths
  }

  /// The total of `lengths` and the gaps `gap` between them.
  private static func total(_ lengths: [CGFloat], gap: CGFloat) -> CGFloat {
    lengths.reduce(0, +) + gap * CGFloat(max(lengths.count - 1, 0))
  }

  override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
    guard !rows.isEmpty else { return .zero }
    let widths = columnWidths(proposal)
    let heights = rowHeights(proposal, widths: widths)
    return CGSize(width: Self.total(widths, gap: gap.width), height: Self.total(heights, gap: gap.height))
  }

  override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize) {
    let placing = ProposedViewSize(
      width: proposal.width ?? bounds.width, height: proposal.height ?? bounds.height)
    let widths = columnWidths(placing)
    let heights = rowHeights(placing, widths: widths)
    var columnX: [CGFloat] = []
    var x = bounds.minX
    for width in widths {
      columnX.append(x)
      x += width + gap.width
    }
    var y = bounds.minY
    for (row, node) in zip(rows.indices, children) {
      let cellRects = rows[row].cells.map { cell in
        CGRect(
          x: columnX[min(cell.column, columnCount - 1)], y: y, width: width(of: cell, columns: widths),
          height: heights[row])
      }
      let rowKey = guide(of: rows[row])
      let sizes = zip(rows[row].cells, cellRects).map { $0.node.sizeThatFits(ProposedViewSize($1.size)) }
      let rowGuide =
        zip(rows[row].cells, sizes).filter { $0.0.properties.anchor == nil }
        .map { $0.node.dimensions($1)[rowKey] }.max() ?? 0
      let placements = rows[row].cells.indices.map { index in
        (
          frame: frame(
            of: rows[row].cells[index], size: sizes[index], in: cellRects[index], rowKey: rowKey,
            rowGuide: rowGuide),
          proposal: ProposedViewSize(cellRects[index].size)
        )
      }
      if let rowNode = node as? GridRowNode {
        rowNode.cellPlacements = placements
        rowNode.place(
          in: CGRect(x: bounds.minX, y: y, width: Self.total(widths, gap: gap.width), height: heights[row]),
          proposal: ProposedViewSize(width: Self.total(widths, gap: gap.width), height: heights[row]))
      } else if let placement = placements.first {
        node.place(in: placement.frame, proposal: placement.proposal)
      }
      y += heights[row] + gap.height
    }
  }

  /// The guide a row's cells line up by: its own alignment, else the grid's.
  private func guide(of row: Row) -> AlignmentKey { (row.alignment ?? alignment.vertical).key }

  /// Where `cell`, `size` large, goes in `cellRect`: its anchor on the cell's when it gives one,
  /// else across by its column's alignment (the grid's for a cell spanning columns) and along by
  /// its row's guide `rowKey`, which lies `rowGuide` below the row's top.
  private func frame(
    of cell: Cell, size: CGSize, in cellRect: CGRect, rowKey: AlignmentKey, rowGuide: CGFloat
  )
    -> CGRect
  {
    if let anchor = cell.properties.anchor {
      return CGRect(
        x: cellRect.minX + (cellRect.width - size.width) * anchor.x,
        y: cellRect.minY + (cellRect.height - size.height) * anchor.y, width: size.width, height: size.height)
    }
    let horizontal = cell.span == 1 ? columnAlignments[cell.column] : alignment.horizontal
    let x = ViewDimensions(size: cellRect.size)[horizontal] - cell.node.dimensions(size)[horizontal]
    let y = rowGuide - cell.node.dimensions(size)[rowKey]
    return CGRect(x: cellRect.minX + x, y: cellRect.minY + y, width: size.width, height: size.height)
  }
}
