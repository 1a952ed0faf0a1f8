import LayoutShot

/// A collection view's data source fed by snapshots of identifiers
/// (`UICollectionViewDiffableDataSource`): it answers the collection view from its current
/// snapshot and makes each cell with `cellProvider`.
///
/// ```swift
/// dataSource = UICollectionViewDiffableDataSource<Section, Photo.ID>(collectionView: collectionView) {
///   collectionView, indexPath, id in
///   collectionView.dequeueConfiguredReusableCell(using: photoCell, for: indexPath, item: id)
/// }
/// var snapshot = NSDiffableDataSourceSnapshot<Section, Photo.ID>()
/// snapshot.appendSections([.main])
/// snapshot.appendItems(photos.map(\.id))
/// dataSource.apply(snapshot, animatingDifferences: false)
/// ```
///
/// A layout shows the applied snapshot at rest; there is no animation.
@MainActor
open class UICollectionViewDiffableDataSource<
  SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: NSObject, UICollectionViewDataSource {
  /// Makes the cell for an item (`nil` gives an empty cell, where UIKit raises an exception).
  public typealias CellProvider =
    @MainActor (UICollectionView, IndexPath, ItemIdentifierType) -> UICollectionViewCell?
  /// Makes the supplementary view of a kind at an index path.
  public typealias SupplementaryViewProvider =
    @MainActor (UICollectionView, String, IndexPath) -> UICollectionReusableView?

  private weak var collectionView: UICollectionView?
  private let cellProvider: CellProvider
  private var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()
  /// Makes the supplementary views (headers and footers).
  open var supplementaryViewProvider: SupplementaryViewProvider?

  /// A data source for `collectionView`, which it becomes the data source of.
  public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
    self.collectionView = collectionView
    self.cellProvider = cellProvider
    super.init()
    collectionView.dataSource = self
  }

  /// Shows `snapshot` (at rest: there is no animation in a layout).
  open func apply(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    animatingDifferences: Bool = true, completion: (() -> Void)? = nil
  ) {
    current = snapshot
    collectionView?.reloadData()
    completion?()
  }

  /// Shows `snapshot`, reloading the collection view.
  open func applySnapshotUsingReloadData(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    completion: (() -> Void)? = nil
  ) {
    apply(snapshot, animatingDifferences: false, completion: completion)
  }

  /// The snapshot shown.
  open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> {
    current
  }

  /// The item at `indexPath`.
  open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
    let sections = current.sectionIdentifiers
    guard sections.indices.contains(indexPath.section) else { return nil }
    let items = current.itemIdentifiers(inSection: sections[indexPath.section])
    return items.indices.contains(indexPath.item) ? items[indexPath.item] : nil
  }

  /// The index path of `itemIdentifier`.
  open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
    for (section, identifier) in current.sectionIdentifiers.enumerated() {
      if let item = current.itemIdentifiers(inSection: identifier).firstIndex(of: itemIdentifier) {
        return IndexPath(item: item, section: section)
      }
    }
    return nil
  }

  /// The section at `index`.
  open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
    let sections = current.sectionIdentifiers
    return sections.indices.contains(index) ? sections[index] : nil
  }

  // MARK: UICollectionViewDataSource

  open func numberOfSections(in collectionView: UICollectionView) -> Int {
    current.numberOfSections
  }

  open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
    sectionIdentifier(for: section).map { current.numberOfItems(inSection: $0) } ?? 0
  }

  open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    guard let item = itemIdentifier(for: indexPath) else { return UICollectionViewCell() }
    return cellProvider(collectionView, indexPath, item) ?? UICollectionViewCell()
  }

  open func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView {
    supplementaryViewProvider?(collectionView, kind, indexPath) ?? UICollectionReusableView()
  }
}
