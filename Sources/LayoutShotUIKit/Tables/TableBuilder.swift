import LayoutShot

/// One layout of a table's content, top to bottom: it asks the data source and delegate, measures
/// what may show, counts the rest at its fixed or estimated height, and places the views that
/// intersect the visible rectangle (`Documentation/Lists.md` has the metrics).
@MainActor
struct TableBuilder {
  let table: UITableView
  /// The visible rectangle's top and bottom in the content.
  let visible: ClosedRange<CGFloat>
  /// The rows' left edge and width.
  let span: (x: CGFloat, width: CGFloat)
  /// The views placed so far.
  private(set) var placed = Set<ObjectIdentifier>()
  /// The previous layout's separators, used again before new ones are made.
  private var spareSeparators: [TableSeparatorView]

  /// The table's data source and delegate, looked up once: a table of 10,000 rows asks each row's
  /// height.
  private let dataSource: UITableViewDataSource?
  private let delegate: UITableViewDelegate?

  init(table: UITableView, visible: ClosedRange<CGFloat>, span: (x: CGFloat, width: CGFloat)) {
    self.table = table
    self.visible = visible
    self.span = span
    dataSource = table.dataSource
    delegate = table.tableDelegate
    spareSeparators = table.shown.separators.reversed()
  }

  private var isGrouped: Bool { table.style != .plain }
  private var margin: CGFloat { ListMetrics.horizontalMargin }

  /// Whether something starting at `top` may show: it starts above the visible bottom.
  private func mayShow(_ top: CGFloat) -> Bool { top < visible.upperBound }

  /// Whether `rect` intersects the visible rectangle.
  private func shows(_ rect: CGRect) -> Bool {
    rect.maxY > visible.lowerBound && rect.minY < visible.upperBound
  }

  private mutating func place(_ view: UIView, at rect: CGRect) {
    table.place(view, at: rect)
    placed.insert(ObjectIdentifier(view))
  }

  // MARK: Table header and footer

  /// Places the table's header or footer view at `y`, as wide as the table and as tall as its
  /// frame (or its constraints, when its frame has no height); returns the `y` below it.
  mutating func placeTableView(_ view: UIView, at y: CGFloat) -> CGFloat {
    var height = view.frame.height
    if height <= 0 { height = Self.fittedHeight(of: view, width: table.bounds.width) }
    if shows(CGRect(x: 0, y: y, width: table.bounds.width, height: height)) {
      place(view, at: CGRect(x: 0, y: y, width: table.bounds.width, height: height))
    }
    return y + height
  }

  /// The height `view`'s constraints give it at `width`.
  static func fittedHeight(of view: UIView, width: CGFloat) -> CGFloat {
    view.systemLayoutSizeFitting(
      CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel
    ).height
  }

  // MARK: Sections

  /// Lays out `section` (of `count`) from `y`, which moves below it; its views go into `contents`.
  mutating func layOutSection(
    _ section: Int, of count: Int, from y: inout CGFloat, into contents: inout TableContents
  ) -> TableContents.Section {
    var result = TableContents.Section(rowX: span.x, rowWidth: span.width)
    let rows = max(0, dataSource?.tableView(table, numberOfRowsInSection: section) ?? 0)
    let position = SectionPosition(section: section, count: count)

    let header = headerOrFooter(.header, of: section, at: position, from: y)
    let padding = header.height > 0 ? headerTopPadding : 0
    result.header = CGRect(x: 0, y: y + padding, width: table.bounds.width, height: header.height)
    if let view = header.view, shows(result.header) {
      place(view, at: result.header)
      contents.headers[section] = view
      delegate?.tableView(table, willDisplayHeaderView: view, forSection: section)
    }
    y = result.header.maxY

    for row in 0..<rows {
      let indexPath = IndexPath(row: row, section: section)
      let (height, measuredCell) = rowHeight(at: indexPath, top: y)
      let rect = CGRect(x: span.x, y: y, width: span.width, height: height)
      result.rowTops.append(y)
      result.rowHeights.append(height)
      if shows(rect), let cell = measuredCell ?? dataSource?.tableView(table, cellForRowAt: indexPath) {
        show(
          cell, at: rect, indexPath: indexPath, isFirst: row == 0, isLast: row == rows - 1, into: &contents)
      } else if let measuredCell {
        measuredCell.reuseIdentifier.map { table.reusableCells[$0, default: []].append(measuredCell) }
      }
      y += height
    }

    let footer = headerOrFooter(.footer, of: section, at: position, from: y)
    result.footer = CGRect(x: 0, y: y, width: table.bounds.width, height: footer.height)
    if let view = footer.view, shows(result.footer) {
      place(view, at: result.footer)
      contents.footers[section] = view
      delegate?.tableView(table, willDisplayFooterView: view, forSection: section)
    }
    y = result.footer.maxY
    return result
  }

  /// The space above a section's header: the table's `sectionHeaderTopPadding`, or automatically
  /// 22 points in a plain table and none in a grouped one.
  private var headerTopPadding: CGFloat {
    let padding = table.sectionHeaderTopPadding
    guard padding < 0 else { return padding }
    return isGrouped ? 0 : ListMetrics.plainHeaderTopPadding
  }

  // MARK: Rows

  /// The height of the row at `indexPath` starting at `top`: its fixed height when the delegate
  /// or the table gives one; else, for a row that may show (or when estimates are off), its
  /// cell's fitted height — the cell comes back too; else its estimated height.
  private func rowHeight(at indexPath: IndexPath, top: CGFloat) -> (CGFloat, UITableViewCell?) {
    let fixed = delegate?.tableView(table, heightForRowAt: indexPath) ?? table.rowHeight
    if fixed >= 0 { return (fixed, nil) }
    let estimate = delegate?.tableView(table, estimatedHeightForRowAt: indexPath) ?? table.estimatedRowHeight
    guard mayShow(top) || estimate == 0,
      let cell = dataSource?.tableView(table, cellForRowAt: indexPath)
    else {
      return (estimate > 0 ? estimate : ListMetrics.defaultRowHeight, nil)
    }
    prepare(
      cell, at: indexPath, isFirst: false, isLast: false,
      in: CGRect(x: span.x, y: top, width: span.width, height: 0))
    // UIKit takes a content view whose constraints give it no height for a collapse the app did
    // not mean, and gives the row the standard height (`Documentation/Lists.md#rows`).
    let fitted = Self.fittedHeight(of: cell, width: span.width)
    return (fitted > 0 ? fitted : ListMetrics.defaultRowHeight, cell)
  }

  /// Shows `cell` at `rect`: its look in this table, its separators, and the delegate told.
  private mutating func show(
    _ cell: UITableViewCell, at rect: CGRect, indexPath: IndexPath, isFirst: Bool, isLast: Bool,
    into contents: inout TableContents
  ) {
    prepare(cell, at: indexPath, isFirst: isFirst, isLast: isLast, in: rect)
    place(cell, at: rect)
    contents.cells.append((indexPath, cell))
    delegate?.tableView(table, willDisplay: cell, forRowAt: indexPath)
    guard table.separatorStyle != .none else { return }
    let pixel = table.pixel
    let inset = table.storedSeparatorInset ?? cell.storedSeparatorInset
    let leading = inset?.left ?? cell.separatorLeading
    let trailing = inset?.right ?? 0
    let inner = CGRect(
      x: rect.minX + leading, y: rect.maxY - pixel, width: max(0, rect.width - leading - trailing),
      height: pixel)
    let full = CGRect(x: rect.minX, y: rect.maxY - pixel, width: rect.width, height: pixel)
    switch table.style {
    case .plain:
      addSeparator(at: inner, into: &contents)
    case .grouped:
      if isFirst {
        addSeparator(
          at: CGRect(x: rect.minX, y: rect.minY, width: rect.width, height: pixel), into: &contents)
      }
      addSeparator(at: isLast ? full : inner, into: &contents)
    case .insetGrouped:
      if !isLast { addSeparator(at: inner, into: &contents) }
    }
  }

  /// Gives `cell` its look in this table: the style's background, an inset-grouped section's
  /// rounded corners, selection and editing.
  private func prepare(
    _ cell: UITableViewCell, at indexPath: IndexPath, isFirst: Bool, isLast: Bool, in rect: CGRect
  ) {
    var corners: CACornerMask = []
    if table.style == .insetGrouped {
      if isFirst { corners.formUnion([.layerMinXMinYCorner, .layerMaxXMinYCorner]) }
      if isLast { corners.formUnion([.layerMinXMaxYCorner, .layerMaxXMaxYCorner]) }
    }
    cell.takeTableLook(
      appearance: table.style.listAppearance,
      background: isGrouped ? .secondarySystemGroupedBackground : .systemBackground,
      roundedCorners: table.style == .insetGrouped ? corners : nil,
      isSelected: table.isRowSelected(indexPath), editing: editingLook(of: indexPath),
      safeAreaSideInsets: safeAreaSideInsets(of: rect))
  }

  /// How far a row at `rect` reaches outside the table's safe area on the left and the right
  /// (nothing when `insetsContentViewsToSafeArea` is off).
  private func safeAreaSideInsets(of rect: CGRect) -> (left: CGFloat, right: CGFloat) {
    guard table.insetsContentViewsToSafeArea else { return (0, 0) }
    let safe = table.safeAreaInsets
    return (max(0, safe.left - rect.minX), max(0, rect.maxX - (table.bounds.width - safe.right)))
  }

  /// The controls the row shows while the table is editing; `nil` when it is not.
  private func editingLook(of indexPath: IndexPath) -> UITableViewCell.EditingLook? {
    guard table.isEditing, let dataSource else { return nil }
    let canEdit = dataSource.tableView(table, canEditRowAt: indexPath)
    let style = canEdit ? (delegate?.tableView(table, editingStyleForRowAt: indexPath) ?? .delete) : .none
    return UITableViewCell.EditingLook(
      style: style, showsReorderControl: dataSource.tableView(table, canMoveRowAt: indexPath),
      indents: delegate?.tableView(table, shouldIndentWhileEditingRowAt: indexPath) ?? true)
  }

  /// The lines a plain table draws below its content as if empty rows followed, each as tall as
  /// the table's `rowHeight` (44 points when rows size themselves), down to the visible bottom:
  /// from the table's separator inset, or the text's margin inside the safe area, to the trailing
  /// edge (`Documentation/Lists.md#separators`).
  mutating func addEmptyRowSeparators(below top: CGFloat, into contents: inout TableContents) {
    guard table.separatorStyle != .none else { return }
    let height = table.rowHeight >= 1 ? table.rowHeight : ListMetrics.defaultRowHeight
    let pixel = table.pixel
    let inset = table.storedSeparatorInset
    let leading = inset?.left ?? (table.safeAreaInsets.left + margin)
    let width = max(0, table.bounds.width - leading - (inset?.right ?? 0))
    var bottom = top + height
    while bottom - pixel < visible.upperBound {
      addSeparator(at: CGRect(x: leading, y: bottom - pixel, width: width, height: pixel), into: &contents)
      bottom += height
    }
  }

  /// Adds a separator line at `rect`.
  private mutating func addSeparator(at rect: CGRect, into contents: inout TableContents) {
    guard shows(rect) else { return }
    let separator = spareSeparators.popLast() ?? TableSeparatorView()
    separator.backgroundColor = table.separatorColor ?? .separator
    place(separator, at: rect)
    contents.separators.append(separator)
  }

  // MARK: Headers and footers

  /// A header or a footer.
  enum Kind { case header, footer }

  /// `section`'s header or footer starting at `top`: the delegate's view or a view showing the
  /// data source's title, with its height; none in a plain table without either, and a grouped
  /// table's spacing then.
  private func headerOrFooter(_ kind: Kind, of section: Int, at position: SectionPosition, from top: CGFloat)
    -> (view: UIView?, height: CGFloat)
  {
    let explicit =
      kind == .header
      ? delegate?.tableView(table, heightForHeaderInSection: section) ?? table.sectionHeaderHeight
      : delegate?.tableView(table, heightForFooterInSection: section) ?? table.sectionFooterHeight
    let title =
      kind == .header
      ? dataSource?.tableView(table, titleForHeaderInSection: section)
      : dataSource?.tableView(table, titleForFooterInSection: section)
    guard mayShow(top) else {
      if explicit >= 0 { return (nil, explicit) }
      let estimate =
        kind == .header
        ? delegate?.tableView(table, estimatedHeightForHeaderInSection: section)
          ?? table.estimatedSectionHeaderHeight
        : delegate?.tableView(table, estimatedHeightForFooterInSection: section)
          ?? table.estimatedSectionFooterHeight
      if estimate > 0 { return (nil, estimate) }
      return (nil, title == nil ? spacing(kind, at: position) : estimatedTitleHeight(kind, at: position))
    }
    let custom =
      kind == .header
      ? delegate?.tableView(table, viewForHeaderInSection: section)
      : delegate?.tableView(table, viewForFooterInSection: section)
    if let custom {
      (custom as? UITableViewHeaderFooterView)?.takeTableLook(
        appearance: table.style.listAppearance, isFooter: kind == .footer, textInset: textInsets.leading)
      return (custom, explicit >= 0 ? explicit : Self.fittedHeight(of: custom, width: table.bounds.width))
    }
    guard let title else { return (nil, explicit >= 0 ? explicit : spacing(kind, at: position)) }
    let view = titleView(title, kind, at: position)
    if explicit >= 0 { return (view, explicit) }
    let fitted = Self.fittedHeight(of: view, width: table.bounds.width)
    return (view, isGrouped ? fitted : max(ListMetrics.plainHeaderFooterHeight, fitted))
  }

  /// The height of a header or footer with neither a view nor a title: none in a plain table; in a
  /// grouped one 35 points above the first section, 20 below the last, and 17.5 (to the pixel)
  /// between sections.
  private func spacing(_ kind: Kind, at position: SectionPosition) -> CGFloat {
    guard isGrouped else { return 0 }
    if kind == .header, position.isFirst { return ListMetrics.groupedFirstSectionTop }
    if kind == .footer, position.isLast { return ListMetrics.groupedLastSectionBottom }
    return ListMetrics.pixelCeiling(ListMetrics.groupedSpacing, scale: UIScreen.main.scale)
  }

  /// The height counted for a titled header or footer not yet on screen: the plain height, or a
  /// grouped title's margins around one line of footnote text.
  private func estimatedTitleHeight(_ kind: Kind, at position: SectionPosition) -> CGFloat {
    guard isGrouped else { return ListMetrics.plainHeaderFooterHeight }
    let margins = TitleMargins(kind, grouped: true, isFirst: position.isFirst)
    return margins.top + UIFont.preferredFont(forTextStyle: .footnote).lineHeight + margins.bottom
  }

  /// How far a header's or footer's text lies from the table's sides: a margin inside the rows,
  /// which stay inside the safe area, so that it lines up with the cells' text.
  private var textInsets: (leading: CGFloat, trailing: CGFloat) {
    let safe = table.safeAreaInsets
    return (
      max(span.x, safe.left) + margin, max(table.bounds.width - span.x - span.width, safe.right) + margin
    )
  }

  /// A header or footer view showing `title` in the style's font and colour, its text aligned with
  /// the cells' (upper-cased in a grouped header).
  private func titleView(_ title: String, _ kind: Kind, at position: SectionPosition)
    -> UITableViewHeaderFooterView
  {
    let view = UITableViewHeaderFooterView(reuseIdentifier: nil)
    let margins = TitleMargins(kind, grouped: isGrouped, isFirst: position.isFirst)
    view.contentView.directionalLayoutMargins = NSDirectionalEdgeInsets(
      top: margins.top, leading: textInsets.leading, bottom: margins.bottom, trailing: textInsets.trailing)
    guard let label = view.textLabel else { return view }
    if isGrouped {
      label.font = .preferredFont(forTextStyle: .footnote)
      label.text = kind == .header && ListMetrics.uppercasesGroupedHeaders ? title.uppercased() : title
      label.numberOfLines = 0
    } else {
      label.font = UIFontMetrics(forTextStyle: .subheadline).scaledFont(
        for: .systemFont(ofSize: 15, weight: .semibold))
      label.text = title
    }
    label.textColor = .secondaryLabel
    return view
  }
}

/// Where a section is in its table: first, last, both or neither.
struct SectionPosition {
  let isFirst: Bool
  let isLast: Bool

  init(section: Int, count: Int) {
    isFirst = section == 0
    isLast = section == count - 1
  }
}

/// The top and bottom margins around a header's or footer's title (`Documentation/Lists.md#sections`).
struct TitleMargins {
  let top: CGFloat
  let bottom: CGFloat

  init(_ kind: TableBuilder.Kind, grouped: Bool, isFirst: Bool) {
    switch (grouped, kind) {
    case (false, _):
      top = ListMetrics.plainHeaderFooterVerticalMargin
      bottom = ListMetrics.plainHeaderFooterVerticalMargin
    case (true, .header):
      top = isFirst ? ListMetrics.groupedFirstHeaderTopMargin : ListMetrics.groupedHeaderTopMargin
      bottom = ListMetrics.groupedHeaderBottomMargin
    case (true, .footer):
      top = ListMetrics.groupedFooterTopMargin
      bottom = ListMetrics.groupedFooterBottomMargin
    }
  }
}
