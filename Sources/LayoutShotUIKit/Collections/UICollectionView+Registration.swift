import LayoutShot

extension UICollectionView {
  /// How to make and configure a cell for an item (`UICollectionView.CellRegistration`): the
  /// cell's class, registered when first dequeued, and a handler that fills it.
  ///
  /// ```swift
  /// let photoCell = UICollectionView.CellRegistration<PhotoCell, Photo> { cell, indexPath, photo in
  ///   cell.imageView.backgroundColor = photo.color
  /// }
  /// let cell = collectionView.dequeueConfiguredReusableCell(using: photoCell, for: indexPath, item: photo)
  /// ```
  public struct CellRegistration<Cell: UICollectionViewCell, Item> {
    /// Fills a dequeued cell for an item.
    public typealias Handler = @MainActor (Cell, IndexPath, Item) -> Void

    let handler: Handler

    /// A registration of `Cell` filled by `handler`.
    public init(handler: @escaping Handler) {
      self.handler = handler
    }

    /// The identifier the collection view reuses the cells by: the class's name.
    var reuseIdentifier: String { String(reflecting: Cell.self) }
  }

  /// How to make and configure a supplementary view of a kind
  /// (`UICollectionView.SupplementaryRegistration`).
  ///
  /// ```swift
  /// let header = UICollectionView.SupplementaryRegistration<TitleHeader>(
  ///   elementKind: UICollectionView.elementKindSectionHeader
  /// ) { header, kind, indexPath in
  ///   header.title.text = sections[indexPath.section].title
  /// }
  /// ```
  public struct SupplementaryRegistration<Supplementary: UICollectionReusableView> {
    /// Fills a dequeued view of a kind at an index path.
    public typealias Handler = @MainActor (Supplementary, String, IndexPath) -> Void

    /// The kind of view registered.
    public let elementKind: String
    let handler: Handler

    /// A registration of `Supplementary` for `elementKind`, filled by `handler`.
    public init(elementKind: String, handler: @escaping Handler) {
      self.elementKind = elementKind
      self.handler = handler
    }

    /// The identifier the collection view reuses the views by: the class's name.
    var reuseIdentifier: String { String(reflecting: Supplementary.self) }
  }

  /// A cell of `registration`'s class, dequeued and filled for `item` by its handler (not
  /// called for a `nil` item).
  public func dequeueConfiguredReusableCell<Cell: UICollectionViewCell, Item>(
    using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item?
  ) -> Cell {
    register(Cell.self, forCellWithReuseIdentifier: registration.reuseIdentifier)
    let cell =
      dequeueReusableCell(withReuseIdentifier: registration.reuseIdentifier, for: indexPath) as? Cell
      ?? Cell()
    if let item { registration.handler(cell, indexPath, item) }
    return cell
  }

  /// A supplementary view of `registration`'s class and kind, dequeued and filled by its handler.
  public func dequeueConfiguredReusableSupplementary<Supplementary: UICollectionReusableView>(
    using registration: SupplementaryRegistration<Supplementary>, for indexPath: IndexPath
  ) -> Supplementary {
    register(
      Supplementary.self, forSupplementaryViewOfKind: registration.elementKind,
      withReuseIdentifier: registration.reuseIdentifier)
    let view =
      dequeueReusableSupplementaryView(
        ofKind: registration.elementKind, withReuseIdentifier: registration.reuseIdentifier, for: indexPath)
      as? Supplementary ?? Supplementary()
    registration.handler(view, registration.elementKind, indexPath)
    return view
  }
}
