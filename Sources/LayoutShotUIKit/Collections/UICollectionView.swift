import LayoutShot

/// A scrolling grid or list of cells (`UICollectionView`), laid out by its
/// ``collectionViewLayout`` and filled by its ``dataSource`` as UIKit fills it.
///
/// Each time it lays out (after each solve) it prepares the layout, gives its content the
/// layout's content size, and dequeues views only for the elements that meet the visible
/// rectangle at the resting offset, calling the data source's `cellForItemAt` once for each; the
/// `content` extent (``LayoutExtent/scrollContent``) grows the screen to the whole content, so
/// every element is dequeued there. Cells are placed in the content's coordinates, as UIKit
/// reports their frames.
///
/// ```swift
/// let layout = UICollectionViewFlowLayout()
/// layout.itemSize = CGSize(width: 100, height: 100)
/// let collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
/// collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
/// collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: "photo")
/// collectionView.dataSource = self
/// view.addSubview(collectionView)
/// ```
///
/// Dequeuing an identifier no class was registered for fails the layout with
/// ``LayoutError/unregisteredReuseIdentifier(view:kind:identifier:)``, where UIKit raises an
/// exception.
open class UICollectionView: UIScrollView {
  /// The layout that places the elements.
  open var collectionViewLayout: UICollectionViewLayout {
    didSet { collectionViewLayout.collectionView = self }
  }

  /// What gives the sections, items and their views.
  open weak var dataSource: UICollectionViewDataSource? {
    didSet { reloadData() }
  }

  /// A view behind the content (kept, not drawn).
  open var backgroundView: UIView?
  /// Whether items can be selected (kept).
  open var allowsSelection = true
  /// Whether several items can be selected (kept).
  open var allowsMultipleSelection = false
  /// Whether cells are prefetched (kept; only the visible ones are made).
  open var isPrefetchingEnabled = true
  /// Whether the collection view edits: list cells show their accessories displayed
  /// `whenEditing`.
  open var isEditing = false {
    didSet {
      for element in displayOrder {
        guard let view = displayed[element] else { continue }
        takeListLook(view, kind: element.kind == Self.cellKind ? nil : element.kind, at: element.indexPath)
      }
      setNeedsLayout()
    }
  }

  private var cellClasses: [String: UICollectionReusableView.Type] = [:]
  private var supplementaryClasses: [ElementKey: UICollectionReusableView.Type] = [:]
  private var reusePool: [ElementKey: [UICollectionReusableView]] = [:]
  /// The constraints inside each view out of the tree, switched off until it is back.
  private var detachedConstraints: [ObjectIdentifier: [NSLayoutConstraint]] = [:]
  private var itemCounts: [Int]?
  private var displayed: [DisplayedElement: UICollectionReusableView] = [:]
  private var displayOrder: [DisplayedElement] = []
  private var selectedItems: [IndexPath] = []
  private var placement: ContentPlacement?
  private var placedContentSize: CGSize?
  /// The backgrounds and separators of list sections.
  private let listDecorations = ListDecorations()

  /// A collection view with `frame`, laid out by `layout`.
  public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
    collectionViewLayout = layout
    super.init(frame: frame)
    layout.collectionView = self
    backgroundColor = .systemBackground
  }

  /// Collection views are not archived in LayoutShot; this returns `nil`.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// The delegate, as a collection view's delegate (`nil` when the delegate is only a scroll
  /// view's).
  var collectionDelegate: UICollectionViewDelegate? { delegate as? UICollectionViewDelegate }

  /// Gives the collection view a new layout (there is no animation in a layout).
  open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
    collectionViewLayout = layout
  }

  // MARK: Registration and dequeuing

  /// Registers `cellClass` (a ``UICollectionViewCell`` subclass) for `identifier`.
  open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
    cellClasses[identifier] = cellClass as? UICollectionReusableView.Type
  }

  /// Registers `viewClass` (a ``UICollectionReusableView`` subclass) for supplementary views of
  /// `elementKind` with `identifier`.
  open func register(
    _ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String,
    withReuseIdentifier identifier: String
  ) {
    supplementaryClasses[ElementKey(kind: elementKind, identifier: identifier)] =
      viewClass as? UICollectionReusableView.Type
  }

  /// A cell of the class registered for `identifier`: a reused one when one is free, else a new
  /// one.
  ///
  /// Without a registered class the layout fails with
  /// ``LayoutError/unregisteredReuseIdentifier(view:kind:identifier:)`` and a plain cell comes
  /// back, so that the data source carries on.
  open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
    -> UICollectionViewCell
  {
    let key = ElementKey(kind: Self.cellKind, identifier: identifier)
    guard let cellClass = cellClasses[identifier] else {
      reportUnregistered(kind: "cell", identifier: identifier)
      return UICollectionViewCell()
    }
    let cell = dequeue(key, making: cellClass) as? UICollectionViewCell ?? UICollectionViewCell()
    takeListLook(cell, kind: nil, at: indexPath)
    return cell
  }

  /// A supplementary view of `elementKind` of the class registered for `identifier`.
  ///
  /// Without a registered class the layout fails with
  /// ``LayoutError/unregisteredReuseIdentifier(view:kind:identifier:)`` and a plain view comes
  /// back.
  open func dequeueReusableSupplementaryView(
    ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
  ) -> UICollectionReusableView {
    let key = ElementKey(kind: elementKind, identifier: identifier)
    guard let viewClass = supplementaryClasses[key] else {
      reportUnregistered(kind: "supplementary view of kind '\(elementKind)'", identifier: identifier)
      return UICollectionReusableView()
    }
    let view = dequeue(key, making: viewClass)
    takeListLook(view, kind: elementKind, at: indexPath)
    return view
  }

  private func dequeue(_ key: ElementKey, making viewClass: UICollectionReusableView.Type)
    -> UICollectionReusableView
  {
    if let reused = reusePool[key]?.popLast() {
      reattach(reused)
      reused.prepareForReuse()
      return reused
    }
    let view = viewClass.init()
    view.assignReuseIdentifier(key.identifier)
    return view
  }

  private func reportUnregistered(kind: String, identifier: String) {
    LayoutRun.report(.unregisteredReuseIdentifier(view: reportedName, kind: kind, identifier: identifier))
  }

  /// Fails the layout because the collection view's layout was given something it cannot lay
  /// out, as `reason` says.
  func reportInvalidLayout(_ reason: String) {
    LayoutRun.report(.invalidCollectionLayout(view: reportedName, reason: reason))
  }

  /// The collection view's name in the layout, else its class's.
  private var reportedName: String { layoutShotView.name ?? String(describing: type(of: self)) }

  // MARK: Data

  /// Forgets the cells and counts: the data source is asked again at the next layout.
  open func reloadData() {
    itemCounts = nil
    collectionViewLayout.forgetMeasuredSizes()
    listDecorations.removeAll(placement: placement)
    for element in displayOrder { recycle(element) }
  }

  /// Reloads the items at `indexPaths` (the whole data, as the layout is redone).
  open func reloadItems(at indexPaths: [IndexPath]) { reloadData() }
  /// Reloads `sections` (the whole data).
  open func reloadSections(_ sections: IndexSet) { reloadData() }
  /// Reconfigures the items at `indexPaths` (the whole data).
  open func reconfigureItems(at indexPaths: [IndexPath]) { reloadData() }
  /// Inserts items (the whole data is reloaded; there is no animation in a layout).
  open func insertItems(at indexPaths: [IndexPath]) { reloadData() }
  /// Deletes items (the whole data is reloaded).
  open func deleteItems(at indexPaths: [IndexPath]) { reloadData() }

  /// Runs `updates` and reloads the data (there is no animation in a layout).
  open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
    updates?()
    reloadData()
    completion?(true)
  }

  /// The number of sections the data source gives (1 by default).
  open var numberOfSections: Int { counts.count }

  /// The number of items in `section` (0 for a section that does not exist).
  open func numberOfItems(inSection section: Int) -> Int {
    let counts = counts
    return counts.indices.contains(section) ? counts[section] : 0
  }

  /// The item counts of each section, asked of the data source once after each reload; negative
  /// counts are taken as 0.
  private var counts: [Int] {
    if let itemCounts { return itemCounts }
    guard let dataSource else { return [] }
    let sections = max(0, dataSource.numberOfSections(in: self))
    let counts = (0..<sections).map { max(0, dataSource.collectionView(self, numberOfItemsInSection: $0)) }
    itemCounts = counts
    return counts
  }

  // MARK: Elements on screen

  /// The cell shown for the item at `indexPath`; `nil` when the item is not visible.
  open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
    displayed[DisplayedElement(kind: Self.cellKind, indexPath: indexPath)] as? UICollectionViewCell
  }

  /// The supplementary view of `elementKind` shown at `indexPath`; `nil` when not visible.
  open func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath)
    -> UICollectionReusableView?
  {
    displayed[DisplayedElement(kind: elementKind, indexPath: indexPath)]
  }

  /// The cells shown, in the order they were laid out.
  open var visibleCells: [UICollectionViewCell] {
    displayOrder.compactMap { $0.kind == Self.cellKind ? displayed[$0] as? UICollectionViewCell : nil }
  }

  /// The index paths of the items shown, in the order they were laid out.
  open var indexPathsForVisibleItems: [IndexPath] {
    displayOrder.filter { $0.kind == Self.cellKind }.map(\.indexPath)
  }

  /// The supplementary views of `elementKind` shown.
  open func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] {
    displayOrder.filter { $0.kind == elementKind }.compactMap { displayed[$0] }
  }

  /// The index path of `cell`; `nil` when it is not shown.
  open func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
    displayOrder.first { displayed[$0] === cell && $0.kind == Self.cellKind }?.indexPath
  }

  /// The layout's attributes of the item at `indexPath`.
  open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    collectionViewLayout.layoutAttributesForItem(at: indexPath)
  }

  /// The layout's attributes of the supplementary view of `kind` at `indexPath`.
  open func layoutAttributesForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
  }

  // MARK: Selection and scrolling (kept)

  /// The selected items.
  open var indexPathsForSelectedItems: [IndexPath]? { selectedItems }

  /// Selects the item at `indexPath` (kept; selection is not drawn).
  open func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
    guard let indexPath else { return }
    if !allowsMultipleSelection { selectedItems.removeAll() }
    selectedItems.append(indexPath)
  }

  /// Deselects the item at `indexPath`.
  open func deselectItem(at indexPath: IndexPath, animated: Bool) {
    selectedItems.removeAll { $0 == indexPath }
  }

  /// Scrolls to the item (kept; the picture shows the resting offset).
  open func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {}

  // MARK: Layout

  /// Prepares the layout, sizes the content, and dequeues and places the views of the elements
  /// that meet the visible rectangle.
  open override func layoutSubviews() {
    super.layoutSubviews()
    layOutElements()
  }

  /// The rectangle of the content shown at the resting offset, in the content's coordinates.
  var visibleRect: CGRect { CGRect(origin: contentOffset, size: bounds.size) }

  /// Elements are dequeued at the resting offset of the content's size: when a new size would
  /// move that offset (the content starts or stops scrolling), it first goes to the solve and
  /// elements are dequeued at the next pass; otherwise at once.
  private func layOutElements() {
    let layout = collectionViewLayout
    layout.collectionView = self
    layout.prepare()
    let placement = self.placement ?? ContentPlacement(guide: contentLayoutGuide)
    self.placement = placement
    let size = layout.collectionViewContentSize
    let solvedSize = placedContentSize ?? .zero
    if placedContentSize != size {
      placedContentSize = size
      placement.setContentSize(size)
      guard keepsRestingOffset(size, solvedSize) else { return }
    }
    let visible = visibleRect
    var attributes: [UICollectionViewLayoutAttributes] = []
    for _ in 0..<Self.sizingRounds {
      attributes = (layout.layoutAttributesForElements(in: visible) ?? []).filter {
        !$0.isHidden && $0.frame.meets(visible)
      }
      var changed = false
      for element in attributes where view(for: element) != nil && layout.needsMeasuring(element) {
        guard let view = view(for: element) else { continue }
        let preferred = view.preferredLayoutAttributesFitting(element)
        if layout.takePreferredSize(preferred.size, for: element) { changed = true }
      }
      guard changed else { break }
      layout.prepare()
    }
    let measured = layout.collectionViewContentSize
    if measured != size {
      placedContentSize = measured
      placement.setContentSize(measured)
      guard keepsRestingOffset(measured, solvedSize) else {
        // Shown at the next pass, at the new resting offset.
        for view in displayed.values where view.superview !== self { detach(view) }
        return
      }
    }
    show(attributes, placement: placement)
  }

  /// Whether content of size `new` rests at the offset content of size `old` rests at: the
  /// adjusted inset does not depend on the content, or the content scrolls along the same axes
  /// (Documentation/ScrollViews.md#content-inset-adjustment).
  private func keepsRestingOffset(_ new: CGSize, _ old: CGSize) -> Bool {
    switch contentInsetAdjustmentBehavior {
    case .never, .always: return true
    case .automatic, .scrollableAxes:
      let size = bounds.size
      return (alwaysBounceHorizontal || (new.width > size.width) == (old.width > size.width))
        && (alwaysBounceVertical || (new.height > size.height) == (old.height > size.height))
    }
  }

  /// The most times visible self-sizing elements are measured and the layout prepared again in
  /// one pass (each round measures only elements not measured before).
  private static let sizingRounds = 4

  /// The view shown for `attributes`, dequeued from the data source if it is not shown yet.
  private func view(for attributes: UICollectionViewLayoutAttributes) -> UICollectionReusableView? {
    let element = DisplayedElement(attributes)
    if let view = displayed[element] { return view }
    guard let dataSource else { return nil }
    let view: UICollectionReusableView
    switch attributes.representedElementCategory {
    case .cell:
      view = dataSource.collectionView(self, cellForItemAt: attributes.indexPath)
    case .supplementaryView:
      view = dataSource.collectionView(
        self, viewForSupplementaryElementOfKind: element.kind, at: attributes.indexPath)
    case .decorationView:
      return nil
    }
    view.apply(attributes)
    displayed[element] = view
    displayOrder.append(element)
    return view
  }

  /// Places the views of `attributes` (in front of the ones before them, by `zIndex`) and recycles
  /// every other view shown.
  private func show(_ attributes: [UICollectionViewLayoutAttributes], placement: ContentPlacement) {
    listDecorations.removeAll(placement: placement)
    let shown = Set(attributes.map(DisplayedElement.init))
    for element in displayOrder where !shown.contains(element) { recycle(element) }
    let ordered = attributes.enumerated().sorted {
      ($0.element.zIndex, $0.offset) < ($1.element.zIndex, $1.offset)
    }
    for (_, element) in ordered {
      guard let view = view(for: element) else { continue }
      let key = DisplayedElement(element)
      if view.superview !== self {
        reattach(view)
        addSubview(view)
        if let cell = view as? UICollectionViewCell {
          collectionDelegate?.collectionView(self, willDisplay: cell, forItemAt: element.indexPath)
        } else {
          collectionDelegate?.collectionView(
            self, willDisplaySupplementaryView: view, forElementKind: key.kind, at: element.indexPath)
        }
      }
      view.alpha = element.alpha
      placement.place(view, at: element.frame)
    }
    displayOrder = ordered.map { DisplayedElement($0.element) }.filter { displayed[$0] != nil }
    let views = ordered.compactMap { _, element in displayed[DisplayedElement(element)].map { (element, $0) }
    }
    listDecorations.update(self, shown: views, visible: visibleRect, placement: placement)
  }

  /// Gives a view dequeued for the element of `kind` (`nil` for a cell) at `indexPath` its list
  /// section's look, as UIKit applies an element's layout attributes when it dequeues its view: a
  /// list cell its background, margins and indentation (a header's or footer's clear background),
  /// any cell an inset-grouped section's rounded corners on its first and last items.
  private func takeListLook(_ view: UICollectionReusableView, kind: String?, at indexPath: IndexPath) {
    guard let list = collectionViewLayout.listSection(indexPath.section) else { return }
    let style = list.style
    let item = indexPath.item
    let isCell = kind == nil
    let isHeaderItem = isCell && style.stylesFirstItemAsHeader && item == 0
    let role: UICollectionViewListCell.ListRole =
      isHeaderItem || kind == Self.elementKindSectionHeader
      ? .header : (kind == Self.elementKindSectionFooter ? .footer : .cell)
    (view as? UICollectionViewListCell)?.takeListLook(style, isEditing: isEditing, role: role)
    guard isCell, style.appearance == .insetGrouped else { return }
    let corners =
      isHeaderItem
      ? []
      : style.roundedCorners(
        first: item == (style.stylesFirstItemAsHeader ? 1 : 0), last: item == list.itemCount - 1)
    view.layer.cornerRadius = corners.isEmpty ? 0 : ListMetrics.insetGroupedCornerRadius
    if !corners.isEmpty { view.layer.maskedCorners = corners }
    view.clipsToBounds = true
  }

  /// Takes the view of `element` off the screen and into the reuse pool.
  private func recycle(_ element: DisplayedElement) {
    guard let view = displayed.removeValue(forKey: element) else { return }
    displayOrder.removeAll { $0 == element }
    placement?.remove(view)
    view.removeFromSuperview()
    detach(view)
    if let identifier = view.reuseIdentifier {
      reusePool[ElementKey(kind: element.kind, identifier: identifier), default: []].append(view)
    }
    if let cell = view as? UICollectionViewCell {
      collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: element.indexPath)
    }
  }

  /// Switches off the constraints inside `view`, which is out of the tree.
  ///
  /// A pooled view, or one dequeued and not shown, would relate views the layout does not hold;
  /// its constraints wait until it is shown or dequeued again (``reattach(_:)``).
  private func detach(_ view: UICollectionReusableView) {
    guard detachedConstraints[ObjectIdentifier(view)] == nil else { return }
    var constraints: [NSLayoutConstraint] = []
    var seen = Set<ObjectIdentifier>()
    for subview in UIKitTree.views(under: view) {
      for constraint in subview.layoutShotView.activeConstraints
      where seen.insert(ObjectIdentifier(constraint)).inserted {
        constraints.append(constraint)
      }
    }
    for constraint in constraints { constraint.isActive = false }
    detachedConstraints[ObjectIdentifier(view)] = constraints
  }

  /// Switches the constraints ``detach(_:)`` switched off in `view` back on.
  private func reattach(_ view: UICollectionReusableView) {
    for constraint in detachedConstraints.removeValue(forKey: ObjectIdentifier(view)) ?? [] {
      constraint.isActive = true
    }
  }

  /// The kind the reuse pool files cells under.
  static let cellKind = "UICollectionElementKindCell"
}

extension UICollectionView {
  /// The kind of a section's header (`UICollectionView.elementKindSectionHeader`).
  public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
  /// The kind of a section's footer (`UICollectionView.elementKindSectionFooter`).
  public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

  /// The direction a layout scrolls in (`UICollectionView.ScrollDirection`).
  public enum ScrollDirection: Int, Sendable {
    /// Down, or across.
    case vertical, horizontal
  }

  /// What an element is (`UICollectionView.ElementCategory`).
  public enum ElementCategory: UInt, Sendable {
    /// A cell, a supplementary view, or a decoration view.
    case cell, supplementaryView, decorationView
  }

  /// Where a scrolled-to item ends up (`UICollectionView.ScrollPosition`; kept).
  public struct ScrollPosition: OptionSet, Sendable {
    /// The raw value.
    public let rawValue: UInt
    /// The position whose bits are `rawValue`.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// No position.
    public static let none = ScrollPosition([])
    /// The top of the visible area.
    public static let top = ScrollPosition(rawValue: 1 << 0)
    /// The vertical centre.
    public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
    /// The bottom.
    public static let bottom = ScrollPosition(rawValue: 1 << 2)
    /// The left edge.
    public static let left = ScrollPosition(rawValue: 1 << 3)
    /// The horizontal centre.
    public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
    /// The right edge.
    public static let right = ScrollPosition(rawValue: 1 << 5)
  }
}

/// A registered class's key: the element kind and the reuse identifier.
private struct ElementKey: Hashable {
  let kind: String
  let identifier: String
}

/// An element shown: its kind (cells under ``UICollectionView/cellKind``) and index path.
private struct DisplayedElement: Hashable {
  let kind: String
  let indexPath: IndexPath

  init(kind: String, indexPath: IndexPath) {
    self.kind = kind
    self.indexPath = indexPath
  }

  @MainActor
  init(_ attributes: UICollectionViewLayoutAttributes) {
    kind =
      attributes.representedElementCategory == .cell
      ? UICollectionView.cellKind : attributes.representedElementKind ?? ""
    indexPath = attributes.indexPath
  }
}

extension CGRect {
  /// Whether the rectangle and `other` overlap with some area, or the rectangle is empty and
  /// lies inside `other`.
  func meets(_ other: CGRect) -> Bool {
    minX < other.maxX && maxX > other.minX && minY < other.maxY && maxY > other.minY
      || (width == 0 || height == 0) && minX >= other.minX && minX < other.maxX && minY >= other.minY
        && minY < other.maxY
  }
}
