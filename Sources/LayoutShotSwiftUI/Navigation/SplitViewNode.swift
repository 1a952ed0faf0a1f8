import Foundation
import LayoutShot

/// A split view's node at a regular width: its shown columns side by side, each leading column at
/// its width with a hairline at its trailing edge (the screen's height), the detail column the rest — or, with
/// `overlaysDetail`, the whole width under the others (Documentation/SplitViews.md).
final class SplitViewNode: LayoutNode {
  private let columns: [SplitViewColumn]
  private let separators: [LayoutNode]
  private let overlaysDetail: Bool

  /// The split view of `columns` (the shown ones, left to right, the detail last); `separator`
  /// makes the view of one hairline.
  init(columns: [SplitViewColumn], overlaysDetail: Bool, separator: () -> LayoutNode) {
    self.columns = columns
    self.overlaysDetail = overlaysDetail
    separators = columns.dropLast().map { _ in
      let node = separator()
      node.sourceType = "ColumnSeparator"
      return node
    }
    super.init(kind: "NavigationSplitView", children: [])
    // The detail first, so that the leading columns lie over it when it takes the whole width.
    children = columns.suffix(1).map(\.node) + columns.dropLast().map(\.node) + separators
  }

  /// A split view takes all it is offered.
  override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
    proposal.replacingUnspecifiedDimensions()
  }

  override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize) {
    // The columns' widths are measured from the screen's edges, as UIKit's columns span the
    // screen; each column is placed in the part of its span inside the split view's frame (the
    // safe area, which its bars and backgrounds reach beyond), and the hairlines run through the
    // safe areas above and below.
    let outer = bounds.grown(by: safeArea.insets(reaching: bounds, regions: .container))
    let spans = SplitViewMetrics.columnSpans(
      x: outer.minX, width: outer.width, shown: Array(columns.indices), widths: columns.map(\.width),
      overlaysDetail: overlaysDetail)
    let hairline = 1 / CGFloat(LayoutRun.screen?.scale ?? 1)
    for (index, column) in columns.enumerated() {
      let minX = min(max(spans[index].lowerBound, bounds.minX), bounds.maxX)
      let maxX = max(min(spans[index].upperBound, bounds.maxX), minX)
      let frame = CGRect(x: minX, y: bounds.minY, width: maxX - minX, height: bounds.height)
      column.node.place(in: frame, proposal: ProposedViewSize(frame.size))
      if index < separators.count {
        let line = CGRect(
          x: spans[index].upperBound - hairline, y: outer.minY, width: hairline, height: outer.height)
        separators[index].safeArea = .none
        separators[index].place(in: line, proposal: ProposedViewSize(line.size))
      }
    }
  }

  /// Leading columns over the detail are drawn at the elevated level, as UIKit raises the
  /// background level of a primary column that overlaps the main one
  /// (Documentation/SplitViews.md#styles).
  override func emit(into parent: Emission) {
    let inner = parent.add(LayoutShot.View(), for: self)
    for child in children { child.emit(into: inner) }
    guard overlaysDetail else { return }
    for column in columns.dropLast() { column.node.emittedView?.overrideLevel = .elevated }
  }
}
