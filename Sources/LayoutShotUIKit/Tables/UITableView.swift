import LayoutShot

/// A list of rows in sections (`UITableView`), laid out as UIKit lays it out: it asks its
/// ``dataSource`` for sections, rows and cells and its ``delegate`` for heights and header views,
/// stacks headers, rows and footers down its content in the metrics of its ``style``, draws
/// separators between rows, and sizes its content to the whole list.
///
/// Only what is on screen is made, as in UIKit: at the screen extent the table dequeues the cells
/// of the rows that intersect its visible rectangle at the resting offset (rows below it are
/// counted at their estimated height), so a table of 10,000 rows costs about what one of 20 does;
/// at the content extent (``LayoutExtent/scrollContent``) the screen grows to the whole content
/// and every row is made. Cells are frame-based subviews in the content's coordinates, laid out
/// after each solve in ``layoutSubviews()``; the next solve settles them.
///
/// ```swift
/// let tableView = UITableView(frame: .zero, style: .insetGrouped)
/// tableView.register(UITableViewCell.self, forCellReuseIdentifier: "setting")
/// tableView.dataSource = self
/// tableView.delegate = self
/// ```
///
/// A data source that dequeues a cell for an identifier nothing was registered for fails the
/// layout with ``LayoutError/invalidViewProperty(view:property:reason:location:)`` naming the
/// table and the identifier (UIKit raises an exception); the metrics are in `Documentation/Lists.md`.
open class UITableView: UIScrollView {
  /// The table's look: plain, grouped or inset grouped.
  public let style: Style

  /// What gives the sections, rows and cells; the table lays out again when it changes.
  open weak var dataSource: UITableViewDataSource? {
    didSet { reloadData() }
  }

  /// The delegate as a table delegate (``UIScrollView/delegate`` holds it, as in UIKit where the
  /// table's delegate is a scroll view delegate too).
  var tableDelegate: UITableViewDelegate? { delegate as? UITableViewDelegate }

  /// The height of every row, or ``automaticDimension`` (the default) to size each row to its
  /// cell's constraints.
  open var rowHeight = UITableView.automaticDimension { didSet { setNeedsTableLayout() } }
  /// The height counted for a row not yet on screen; ``automaticDimension`` (the default) counts
  /// ``rowHeight`` or 44 points, and 0 measures every row.
  open var estimatedRowHeight = UITableView.automaticDimension { didSet { setNeedsTableLayout() } }
  /// The height of every section header, or ``automaticDimension`` (the default) for the style's.
  open var sectionHeaderHeight = UITableView.automaticDimension { didSet { setNeedsTableLayout() } }
  /// The height of every section footer, or ``automaticDimension`` (the default) for the style's.
  open var sectionFooterHeight = UITableView.automaticDimension { didSet { setNeedsTableLayout() } }
  /// The height counted for a header not yet on screen.
  open var estimatedSectionHeaderHeight = UITableView.automaticDimension { didSet { setNeedsTableLayout() } }
  /// The height counted for a footer not yet on screen.
  open var estimatedSectionFooterHeight = UITableView.automaticDimension { didSet { setNeedsTableLayout() } }
  /// The space above each section header: ``automaticDimension`` (the default) is 22 points in a
  /// plain table and none in a grouped one (`Documentation/Lists.md#sections`).
  open var sectionHeaderTopPadding = UITableView.automaticDimension { didSet { setNeedsTableLayout() } }

  /// Whether separators are drawn between rows (a single line by default).
  open var separatorStyle = UITableViewCell.SeparatorStyle.singleLine { didSet { setNeedsTableLayout() } }
  /// The separators' colour (`separator` by default).
  open var separatorColor: UIColor? = .separator { didSet { setNeedsTableLayout() } }
  /// The separators' insets from the row's edges; by default each starts at its cell's text.
  open var separatorInset: UIEdgeInsets {
    get {
      storedSeparatorInset ?? UIEdgeInsets(top: 0, left: ListMetrics.horizontalMargin, bottom: 0, right: 0)
    }
    set {
      storedSeparatorInset = newValue
      setNeedsTableLayout()
    }
  }
  private(set) var storedSeparatorInset: UIEdgeInsets?
  /// What ``separatorInset`` is measured from (kept; the insets are measured from the cell's edges).
  open var separatorInsetReference = SeparatorInsetReference.fromCellEdges

  /// A view above the first section, as tall as its frame (or its constraints when its frame has
  /// no height) and as wide as the table.
  open var tableHeaderView: UIView? {
    didSet {
      if oldValue !== tableHeaderView { oldValue?.removeFromSuperview() }
      setNeedsTableLayout()
    }
  }
  /// A view below the last section, sized as ``tableHeaderView`` is.
  open var tableFooterView: UIView? {
    didSet {
      if oldValue !== tableFooterView { oldValue?.removeFromSuperview() }
      setNeedsTableLayout()
    }
  }
  /// A view behind the rows, as large as the table (kept).
  open var backgroundView: UIView?

  /// Whether the rows show their editing controls: delete, and reorder where the data source lets
  /// a row move.
  open var isEditing = false { didSet { setNeedsTableLayout() } }
  /// Whether a row can be selected (kept).
  open var allowsSelection = true
  /// Whether several rows can be selected (kept).
  open var allowsMultipleSelection = false
  /// Whether a row can be selected while editing (kept).
  open var allowsSelectionDuringEditing = false
  /// Whether the cells' margins follow the readable width (kept).
  open var cellLayoutMarginsFollowReadableWidth = false
  /// Whether the cells' content stays inside the safe area (kept; the content views span the cell).
  open var insetsContentViewsToSafeArea = true
  /// The colour of the section index's titles (kept).
  open var sectionIndexColor: UIColor?
  /// Whether the cells are drawn behind a drag (kept).
  open var dragInteractionEnabled = false
  /// Whether a prefetching data source is asked ahead (kept).
  open var isPrefetchingEnabled = true
  /// How a table fills its content when its row count changes (kept).
  open var fillerRowHeight = UITableView.automaticDimension

  private var selectedRows: [IndexPath] = []

  /// The classes registered for each cell reuse identifier.
  var cellClasses: [String: UITableViewCell.Type] = [:]
  /// The classes registered for each header and footer reuse identifier.
  var headerFooterClasses: [String: UITableViewHeaderFooterView.Type] = [:]
  /// Cells of the last layout waiting to be dequeued again, by reuse identifier.
  var reusableCells: [String: [UITableViewCell]] = [:]
  /// Headers and footers of the last layout waiting to be dequeued again, by reuse identifier.
  var reusableHeaderFooters: [String: [UITableViewHeaderFooterView]] = [:]
  /// What the table shows after its last layout.
  var shown = TableContents()
  /// What the last layout was made for; the table lays out again when it changes.
  var laidOutFor: TableLayoutKey?
  /// Bumped by every reload, so that the next pass lays the table out again.
  private var generation = 0
  /// The constraints that give the content its height and the frame's width.
  var contentConstraints: (height: NSLayoutConstraint, width: NSLayoutConstraint)?
  /// The constraints that hold each placed view at its rectangle in the content.
  var placements: [ObjectIdentifier: TablePlacement] = [:]

  /// A table of `style`.
  public init(frame: CGRect, style: Style) {
    self.style = style
    super.init(frame: frame)
    backgroundColor = style == .plain ? .systemBackground : .systemGroupedBackground
    // A table bounces down even when its rows fit, so its content always sits inside the safe area.
    alwaysBounceVertical = true
    // The content is as wide as the table, and empty until the first layout: the first solve
    // then finds the adjusted insets the rows are laid out in.
    setContentHeight(0)
    // Rows keep their content inside the safe area (`insetsContentViewsToSafeArea`): a constraint
    // that always holds puts the table's safe area in the solve, which finds it only for guides
    // that constraints use.
    safeAreaLayoutGuide.leadingAnchor.constraint(greaterThanOrEqualTo: leadingAnchor).isActive = true
  }

  /// A plain table.
  public override convenience init(frame: CGRect) {
    self.init(frame: frame, style: .plain)
  }

  /// Tables are not archived in LayoutShot; this returns `nil`.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// The height that sizes a row, header or footer to its content (−1, as in UIKit).
  public static let automaticDimension: CGFloat = -1

  /// Asks the data source again for everything: at once when the table was laid out already
  /// (the next solve places the new rows), else at its first layout.
  open func reloadData() {
    setNeedsTableLayout()
  }

  /// Lays out again after a change of the data or the look: at once when the table was laid out
  /// already, else at its first layout.
  private func setNeedsTableLayout() {
    generation += 1
    if laidOutFor != nil { layoutTable() }
  }

  /// What changes the layout: the size, the adjusted insets, the reloads and the screen's traits.
  var layoutKey: TableLayoutKey {
    TableLayoutKey(
      size: bounds.size, inset: adjustedContentInset, safeArea: safeAreaInsets, generation: generation)
  }

  /// Lays out the rows for the solved size, unless they are laid out for it already.
  open override func layoutSubviews() {
    super.layoutSubviews()
    layoutTable()
  }

  // MARK: Registering and dequeuing (a dequeue takes a view of the last layout back, calling
  // `prepareForReuse()`, or makes one of the registered class)

  /// Registers `cellClass` (a `UITableViewCell` subclass) for `identifier`; `nil` unregisters it.
  ///
  /// A class that is not a cell fails the layout, naming the table and the identifier.
  open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
    cellClasses[identifier] = registrable(cellClass, as: UITableViewCell.self, for: identifier)
  }

  /// Registers `aClass` (a `UITableViewHeaderFooterView` subclass) for `identifier`; `nil`
  /// unregisters it.
  open func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
    headerFooterClasses[identifier] = registrable(
      aClass, as: UITableViewHeaderFooterView.self, for: identifier)
  }

  /// `aClass` as a subclass of `kind`; `nil` for `nil`, and for a class of another kind, which
  /// fails the layout (UIKit raises).
  private func registrable<Kind: UIView>(_ aClass: AnyClass?, as kind: Kind.Type, for identifier: String)
    -> Kind.Type?
  {
    guard let aClass else { return nil }
    guard let type = aClass as? Kind.Type else {
      reportReuseProblem(
        identifier, reason: "\(aClass) is not a \(kind) subclass, so it cannot be registered for it")
      return nil
    }
    return type
  }

  /// A cell for the row at `indexPath`: one of the last layout's, or a new one of the class
  /// registered for `identifier`.
  ///
  /// When no class is registered for `identifier` the layout fails with
  /// ``LayoutError/invalidViewProperty(view:property:reason:location:)`` naming the table, the
  /// identifier and the row (UIKit raises an exception); a default cell is returned meanwhile.
  open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath)
    -> UITableViewCell
  {
    if let cell = dequeueReusableCell(withIdentifier: identifier) { return cell }
    reportReuseProblem(
      identifier,
      reason: "no cell class is registered for it, yet the cell of row \(indexPath.row) in section "
        + "\(indexPath.section) was dequeued with it; register one with register(_:forCellReuseIdentifier:) "
        + "before the table lays out")
    return UITableViewCell(style: .default, reuseIdentifier: identifier)
  }

  /// A cell of the last layout with `identifier`, or a new one of the class registered for it;
  /// `nil` when neither exists.
  open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
    if let cell = reusableCells[identifier]?.popLast() {
      placements.removeValue(forKey: ObjectIdentifier(cell))?.remove()
      cell.prepareForReuse()
      return cell
    }
    return cellClasses[identifier]?.init(dequeuedWithReuseIdentifier: identifier)
  }

  /// A header or footer of the last layout with `identifier`, or a new one of the class registered
  /// for it; `nil` when neither exists.
  open func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView?
  {
    if let view = reusableHeaderFooters[identifier]?.popLast() {
      placements.removeValue(forKey: ObjectIdentifier(view))?.remove()
      view.prepareForReuse()
      return view
    }
    return headerFooterClasses[identifier]?.init(dequeuedWithReuseIdentifier: identifier)
  }

  /// Fails the layout: `reason` about the reuse identifier `identifier` of this table.
  private func reportReuseProblem(_ identifier: String, reason: String) {
    LayoutRun.report(
      .invalidViewProperty(
        view: layoutShotView.name ?? "table view", property: "reuse identifier '\(identifier)'",
        reason: reason,
        location: layoutShotView.creationLocation))
  }

  // MARK: Updates (a layout shows the end state)

  /// Reloads the sections.
  open func reloadSections(_ sections: IndexSet, with animation: RowAnimation) { reloadData() }
  /// Reloads the rows.
  open func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) { reloadData() }
  /// Inserts the rows the data source now has.
  open func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) { reloadData() }
  /// Deletes the rows the data source no longer has.
  open func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) { reloadData() }
  /// Inserts the sections the data source now has.
  open func insertSections(_ sections: IndexSet, with animation: RowAnimation) { reloadData() }
  /// Deletes the sections the data source no longer has.
  open func deleteSections(_ sections: IndexSet, with animation: RowAnimation) { reloadData() }
  /// Begins a group of updates (they show at once).
  open func beginUpdates() {}
  /// Ends a group of updates and lays out again.
  open func endUpdates() { reloadData() }
  /// Runs `updates` and lays out again; `completion` runs at once with `true`.
  open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
    updates?()
    reloadData()
    completion?(true)
  }
  /// Scrolls to a row (kept; the picture shows the resting offset).
  open func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {}
  /// Turns editing on or off.
  open func setEditing(_ editing: Bool, animated: Bool) { isEditing = editing }

  // MARK: Selection

  /// Selects the row (its cell drawn selected); no delegate method is called, as in UIKit.
  open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
    guard let indexPath else {
      selectedRows = []
      setNeedsTableLayout()
      return
    }
    if !allowsMultipleSelection { selectedRows = [] }
    if !selectedRows.contains(indexPath) { selectedRows.append(indexPath) }
    setNeedsTableLayout()
  }

  /// Deselects the row.
  open func deselectRow(at indexPath: IndexPath, animated: Bool) {
    selectedRows.removeAll { $0 == indexPath }
    setNeedsTableLayout()
  }

  /// The selected row, if any.
  open var indexPathForSelectedRow: IndexPath? { selectedRows.first }
  /// The selected rows, or `nil` when none is.
  open var indexPathsForSelectedRows: [IndexPath]? { selectedRows.isEmpty ? nil : selectedRows }

  /// Whether the row at `indexPath` is selected.
  func isRowSelected(_ indexPath: IndexPath) -> Bool { selectedRows.contains(indexPath) }

  // MARK: What is shown

  /// The number of sections, as the data source gives it.
  open var numberOfSections: Int { dataSource.map { $0.numberOfSections(in: self) } ?? 0 }

  /// The number of rows in `section`, as the data source gives it.
  open func numberOfRows(inSection section: Int) -> Int {
    dataSource?.tableView(self, numberOfRowsInSection: section) ?? 0
  }

  /// The cell shown for the row at `indexPath`; `nil` when the row is off screen.
  open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
    shown.cells.first { $0.indexPath == indexPath }?.cell
  }

  /// The cells shown, top to bottom.
  open var visibleCells: [UITableViewCell] { shown.cells.map(\.cell) }

  /// The index paths of the rows shown, top to bottom.
  open var indexPathsForVisibleRows: [IndexPath]? { shown.cells.map(\.indexPath) }

  /// The index path of a shown cell.
  open func indexPath(for cell: UITableViewCell) -> IndexPath? {
    shown.cells.first { $0.cell === cell }?.indexPath
  }

  /// The rectangle of the row at `indexPath` in the table's content (zero when there is no such row).
  open func rectForRow(at indexPath: IndexPath) -> CGRect {
    guard shown.sections.indices.contains(indexPath.section) else { return .zero }
    return shown.sections[indexPath.section].rowRect(indexPath.row) ?? .zero
  }

  /// The rectangle of `section`: its header, rows and footer.
  open func rect(forSection section: Int) -> CGRect {
    guard shown.sections.indices.contains(section) else { return .zero }
    return shown.sections[section].bounds
  }

  /// The rectangle of `section`'s header.
  open func rectForHeader(inSection section: Int) -> CGRect {
    guard shown.sections.indices.contains(section) else { return .zero }
    return shown.sections[section].header
  }

  /// The rectangle of `section`'s footer.
  open func rectForFooter(inSection section: Int) -> CGRect {
    guard shown.sections.indices.contains(section) else { return .zero }
    return shown.sections[section].footer
  }

  /// The header view shown for `section`, if any.
  open func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
    shown.headers[section] as? UITableViewHeaderFooterView
  }

  /// The footer view shown for `section`, if any.
  open func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
    shown.footers[section] as? UITableViewHeaderFooterView
  }
}

extension UITableView {
  /// A table's look (`UITableView.Style`).
  public enum Style: Int, Sendable {
    /// Rows edge to edge, headers that float over them.
    case plain
    /// Sections apart on a grouped background, upper-case header titles.
    case grouped
    /// Grouped sections inset from the sides with rounded corners.
    case insetGrouped
  }

  /// Where a row scrolls to (`UITableView.ScrollPosition`).
  public enum ScrollPosition: Int, Sendable { case none, top, middle, bottom }

  /// How rows change (`UITableView.RowAnimation`); a layout shows the end state.
  public enum RowAnimation: Int, Sendable {
    case fade, right, left, top, bottom, none, middle, automatic = 100
  }

  /// What separator insets are measured from (`UITableView.SeparatorInsetReference`).
  public enum SeparatorInsetReference: Int, Sendable { case fromCellEdges, fromAutomaticInsets }
}

/// What changes a table's layout: its size, adjusted insets and safe area, and the reloads.
struct TableLayoutKey: Equatable {
  let size: CGSize
  let inset: UIEdgeInsets
  let safeArea: UIEdgeInsets
  let generation: Int
}
