import LayoutShot

/// How a table lays out its content after a solve (see ``UITableView``): top to bottom, the table
/// header view, then per section its header (after the top padding), its rows and its footer,
/// then the table footer view; views are made only for what intersects the visible rectangle.
extension UITableView {
  /// The visible rectangle's top and bottom in the content's coordinates, at the resting offset.
  private var visibleRange: ClosedRange<CGFloat> {
    let top = -adjustedContentInset.top
    return top...(top + bounds.height)
  }

  /// The rows' left edge and width: the whole width, or inset by the side margin (and the safe
  /// area) in an inset-grouped table (`Documentation/Lists.md#inset-grouped`).
  private var rowSpan: (x: CGFloat, width: CGFloat) {
    guard style == .insetGrouped else { return (0, bounds.width) }
    let margin = ListMetrics.horizontalMargin
    let left = margin + safeAreaInsets.left, right = margin + safeAreaInsets.right
    return (left, max(0, bounds.width - left - right))
  }

  /// One pixel of the screen.
  var pixel: CGFloat { 1 / max(UIScreen.main.scale, 1) }

  /// Lays out the table for its solved size, unless it is laid out for it already.
  func layoutTable() {
    let key = layoutKey
    guard bounds.width > 0, key != laidOutFor else { return }
    laidOutFor = key
    let previous = shown
    recycle(previous)
    var next = TableContents()
    var builder = TableBuilder(table: self, visible: visibleRange, span: rowSpan)
    var y: CGFloat = 0
    if let header = tableHeaderView {
      y = builder.placeTableView(header, at: y)
    }
    let sectionCount = dataSource.map { $0.numberOfSections(in: self) } ?? 0
    for section in 0..<max(0, sectionCount) {
      next.sections.append(builder.layOutSection(section, of: sectionCount, from: &y, into: &next))
    }
    if let footer = tableFooterView {
      y = builder.placeTableView(footer, at: y)
    } else if style == .plain {
      builder.addEmptyRowSeparators(below: y, into: &next)
    }
    shown = next
    setContentHeight(y)
    removeUnused(previous: previous, keeping: builder.placed)
  }

  /// Puts the shown cells and headers back in their reuse queues (they are dequeued again, with
  /// `prepareForReuse()`, or removed after the layout).
  private func recycle(_ contents: TableContents) {
    for (_, cell) in contents.cells {
      guard let identifier = cell.reuseIdentifier else { continue }
      reusableCells[identifier, default: []].insert(cell, at: 0)
    }
    for view in Array(contents.headers.values) + Array(contents.footers.values) {
      guard let view = view as? UITableViewHeaderFooterView, let identifier = view.reuseIdentifier else {
        continue
      }
      reusableHeaderFooters[identifier, default: []].insert(view, at: 0)
    }
  }

  /// Removes the views of the previous layout that this one did not place, and empties the reuse
  /// queues (UIKit keeps them hidden; a layout has no later use for them).
  private func removeUnused(previous: TableContents, keeping placed: Set<ObjectIdentifier>) {
    let views: [UIView] =
      previous.cells.map(\.cell) + Array(previous.headers.values) + Array(previous.footers.values)
      + previous.separators
    for view in views where !placed.contains(ObjectIdentifier(view)) {
      placements.removeValue(forKey: ObjectIdentifier(view))?.remove()
      view.removeFromSuperview()
    }
    reusableCells = [:]
    reusableHeaderFooters = [:]
  }

  /// Holds `view` at `rect` in the content, adding it to the table if it is not yet there.
  func place(_ view: UIView, at rect: CGRect) {
    if view.superview !== self { addSubview(view) }
    if let placement = placements[ObjectIdentifier(view)] {
      placement.move(to: rect)
    } else {
      placements[ObjectIdentifier(view)] = TablePlacement(view, in: contentLayoutGuide, at: rect)
    }
  }

  /// Makes the content `height` tall and as wide as the table.
  func setContentHeight(_ height: CGFloat) {
    if let contentConstraints {
      contentConstraints.height.constant = height
      return
    }
    let constraints = (
      height: contentLayoutGuide.heightAnchor.constraint(equalToConstant: height),
      width: contentLayoutGuide.widthAnchor.constraint(equalTo: frameLayoutGuide.widthAnchor)
    )
    NSLayoutConstraint.activate([constraints.height, constraints.width])
    contentConstraints = constraints
  }
}
