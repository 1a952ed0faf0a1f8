import LayoutShot

/// A layout built from items, groups and sections (`UICollectionViewCompositionalLayout`), each
/// sized relative to what holds it, placed as Apple documents them
/// (Documentation/CollectionViews.md#compositional-layout).
///
/// ```swift
/// let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
///   widthDimension: .fractionalWidth(1.0 / 3.0), heightDimension: .fractionalHeight(1)))
/// let group = NSCollectionLayoutGroup.horizontal(
///   layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
///                                      heightDimension: .fractionalWidth(1.0 / 3.0)),
///   subitems: [item])
/// let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
/// ```
///
/// On a 390-wide collection view that is a grid of 130 × 130 cells.
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
  /// What applies to the whole layout.
  open var configuration: UICollectionViewCompositionalLayoutConfiguration
  private let sectionProvider: UICollectionViewCompositionalLayoutSectionProvider
  private var placed: CompositionalLayoutBuilder.Result = .empty
  private var measuredSizes: [DisplayedKey: CGSize] = [:]

  /// A layout whose every section is `section`.
  public convenience init(section: NSCollectionLayoutSection) {
    self.init(section: section, configuration: UICollectionViewCompositionalLayoutConfiguration())
  }

  /// A layout whose every section is `section`, configured by `configuration`.
  public convenience init(
    section: NSCollectionLayoutSection, configuration: UICollectionViewCompositionalLayoutConfiguration
  ) {
    self.init(sectionProvider: { _, _ in section }, configuration: configuration)
  }

  /// A layout whose sections `sectionProvider` makes, given the section's index and environment.
  public convenience init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider) {
    self.init(
      sectionProvider: sectionProvider, configuration: UICollectionViewCompositionalLayoutConfiguration())
  }

  /// A layout whose sections `sectionProvider` makes, configured by `configuration`.
  public init(
    sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider,
    configuration: UICollectionViewCompositionalLayoutConfiguration
  ) {
    self.sectionProvider = sectionProvider
    self.configuration = configuration
    super.init()
  }

  /// A layout whose every section is a list configured by `configuration`
  /// (`UICollectionViewCompositionalLayout.list(using:)`).
  ///
  /// ```swift
  /// let layout = UICollectionViewCompositionalLayout.list(
  ///   using: UICollectionLayoutListConfiguration(appearance: .insetGrouped))
  /// ```
  public static func list(using configuration: UICollectionLayoutListConfiguration)
    -> UICollectionViewCompositionalLayout
  {
    UICollectionViewCompositionalLayout { _, environment in
      .list(using: configuration, layoutEnvironment: environment)
    }
  }

  /// Layouts are not archived in LayoutShot; this returns `nil`.
  public required init?(coder: NSCoder) {
    return nil
  }

  open override func prepare() {
    super.prepare()
    placed = .empty
    guard let collectionView else { return }
    placed = CompositionalLayoutBuilder(
      configuration: configuration, collectionView: collectionView, sectionProvider: sectionProvider,
      measuredSizes: measuredSizes
    ).build()
  }

  open override var collectionViewContentSize: CGSize { placed.contentSize }

  open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
    placed.elements.filter { $0.frame.meets(rect) }
  }

  open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    placed.items[indexPath]
  }

  open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    placed.elements.first {
      $0.representedElementCategory == .supplementaryView && $0.representedElementKind == elementKind
        && $0.indexPath == indexPath
    }
  }

  override func listSection(_ section: Int) -> ListSectionLayout? {
    placed.listSections[section]
  }

  override func needsMeasuring(_ attributes: UICollectionViewLayoutAttributes) -> Bool {
    placed.estimated.contains(DisplayedKey(attributes)) && measuredSizes[DisplayedKey(attributes)] == nil
  }

  override func takePreferredSize(_ size: CGSize, for attributes: UICollectionViewLayoutAttributes) -> Bool {
    measuredSizes[DisplayedKey(attributes)] = size
    return size != attributes.size
  }

  override func forgetMeasuredSizes() {
    measuredSizes = [:]
  }
}

/// Makes a compositional layout's section at an index, given the environment
/// (`UICollectionViewCompositionalLayoutSectionProvider`).
public typealias UICollectionViewCompositionalLayoutSectionProvider =
  @MainActor (Int, NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

/// An element's identity for self-sizing: its category, kind and index path.
struct DisplayedKey: Hashable {
  let kind: String?
  let indexPath: IndexPath

  @MainActor
  init(_ attributes: UICollectionViewLayoutAttributes) {
    kind = attributes.representedElementCategory == .cell ? nil : attributes.representedElementKind
    indexPath = attributes.indexPath
  }
}
