import Foundation
import LayoutShot

/// One row of a ``Grid``: its views are the row's cells, one column each unless they span more
/// (`gridCellColumns(_:)`).
///
/// ```swift
/// GridRow(alignment: .firstTextBaseline) {
///   Text("Heart rate")
///   Text("62").font(.title)
/// }
/// ```
///
/// Outside a grid a row lays its views out as an `HStack` does.
public struct GridRow<Content: View> {
  let alignment: VerticalAlignment?
  let content: Content

  /// A row of the cells `content` builds, lined up by `alignment` (the grid's when `nil`).
  public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
    self.alignment = alignment
    self.content = content()
  }

  public typealias Body = Never
}

extension GridRow: PrimitiveView {
  func makeNodes(in context: ResolveContext) -> [LayoutNode] {
    var inner = context
    inner.stackAxis = .horizontal
    inner.keepsSections = false
    return [GridRowNode(alignment: alignment, cells: inner.nodes(of: content))]
  }
}

extension GridRow: View {}

/// A grid row's node: the grid places its cells; outside a grid it is a horizontal stack.
final class GridRowNode: LayoutNode {
  let alignment: VerticalAlignment?
  private lazy var stack = StackAlgorithm(
    axis: .horizontal, alignment: (alignment ?? .center).key, spacing: nil, subviews: LayoutSubviews(children)
  )
  /// The frames the grid gives the cells (root coordinates) and their proposals; `nil` outside a
  /// grid.
  var cellPlacements: [(frame: CGRect, proposal: ProposedViewSize)]?

  init(alignment: VerticalAlignment?, cells: [LayoutNode]) {
    self.alignment = alignment
    super.init(kind: "GridRow", children: cells)
  }

  override func computeSize(_ proposal: ProposedViewSize) -> CGSize { stack.size(proposal) }

  override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize) {
    guard let cellPlacements else {
      stack.place(in: bounds, proposal: proposal)
      return
    }
    for (cell, placement) in zip(children, cellPlacements) {
      cell.place(in: placement.frame, proposal: placement.proposal)
    }
  }

  override func emit(into parent: Emission) {
    let inner = parent.add(LayoutShot.View(), for: self)
    for child in children { child.emit(into: inner) }
  }
}
