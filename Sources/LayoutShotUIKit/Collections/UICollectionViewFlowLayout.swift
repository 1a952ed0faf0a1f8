import LayoutShot

/// A layout that fills lines with items (`UICollectionViewFlowLayout`): rows that wrap when it
/// scrolls down, columns when it scrolls across, with section headers and footers, placed as
/// UIKit places them (Documentation/CollectionViews.md#flow-layout).
///
/// Items are 50 × 50 points with 10 points between items and between lines unless set
/// otherwise, here or by a ``UICollectionViewDelegateFlowLayout``. A line followed by another is
/// justified (its items spread to the section insets; a single item is centred); the last line
/// starts at the leading inset, on the columns of the lines above when all items have the
/// layout's `itemSize`. Items are centred across their line.
///
/// ```swift
/// let layout = UICollectionViewFlowLayout()
/// layout.itemSize = CGSize(width: 100, height: 100)
/// layout.minimumInteritemSpacing = 8
/// layout.sectionInset = UIEdgeInsets(top: 16, left: 16, bottom: 16, right: 16)
/// layout.headerReferenceSize = CGSize(width: 0, height: 44)
/// ```
open class UICollectionViewFlowLayout: UICollectionViewLayout {
  /// The size of every item whose size the delegate does not give (50 × 50).
  open var itemSize = CGSize(width: 50, height: 50)
  /// The estimated size of self-sizing items; zero (the default) turns self-sizing off, and
  /// ``automaticSize`` turns it on with `itemSize` as the estimate.
  open var estimatedItemSize = CGSize.zero
  /// The smallest spacing between lines (10).
  open var minimumLineSpacing: CGFloat = 10
  /// The smallest spacing between items in a line (10).
  open var minimumInteritemSpacing: CGFloat = 10
  /// The space around each section's items.
  open var sectionInset = UIEdgeInsets.zero
  /// What the section insets are measured from (the content inset by default).
  open var sectionInsetReference = SectionInsetReference.fromContentInset
  /// The direction the content scrolls in, down by default.
  open var scrollDirection = UICollectionView.ScrollDirection.vertical
  /// The size of each section's header: its height when scrolling down, its width across; zero
  /// for none.
  open var headerReferenceSize = CGSize.zero
  /// The size of each section's footer, as ``headerReferenceSize``.
  open var footerReferenceSize = CGSize.zero
  /// Whether headers stay pinned while scrolling (kept; the picture is at rest).
  open var sectionHeadersPinToVisibleBounds = false
  /// Whether footers stay pinned while scrolling (kept).
  open var sectionFootersPinToVisibleBounds = false

  /// The placeholder estimated size that asks each cell for its size (set it as
  /// ``estimatedItemSize``).
  public static let automaticSize = CGSize(
    width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude)

  /// Set by the delegate's default `sizeForItemAt`: the delegate does not give sizes of its own.
  var delegateLacksItemSizes = false
  private var sections: [FlowLayoutSection] = []
  private var contentSize = CGSize.zero
  private var measuredSizes: [IndexPath: CGSize] = [:]

  /// A flow layout with UIKit's defaults.
  public override init() {
    super.init()
  }

  /// Layouts are not archived in LayoutShot; this returns `nil`.
  public required init?(coder: NSCoder) {
    return nil
  }

  open override var collectionViewContentSize: CGSize { contentSize }

  open override func prepare() {
    super.prepare()
    sections = []
    contentSize = .zero
    guard let collectionView else { return }
    let builder = FlowLayoutBuilder(layout: self, collectionView: collectionView)
    (sections, contentSize) = builder.build(measuredSizes: measuredSizes)
  }

  open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
    sections.flatMap(\.elements).filter { $0.frame.meets(rect) }
  }

  open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    guard sections.indices.contains(indexPath.section) else { return nil }
    let items = sections[indexPath.section].items
    return items.indices.contains(indexPath.item) ? items[indexPath.item] : nil
  }

  open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    guard sections.indices.contains(indexPath.section) else { return nil }
    let section = sections[indexPath.section]
    switch elementKind {
    case UICollectionView.elementKindSectionHeader: return section.header
    case UICollectionView.elementKindSectionFooter: return section.footer
    default: return nil
    }
  }

  /// Whether items size themselves: an estimated item size is set.
  var sizesItems: Bool { estimatedItemSize != .zero }

  /// The size an item is given before it is measured.
  var estimate: CGSize { estimatedItemSize == Self.automaticSize ? itemSize : estimatedItemSize }

  override func needsMeasuring(_ attributes: UICollectionViewLayoutAttributes) -> Bool {
    sizesItems && attributes.representedElementCategory == .cell && measuredSizes[attributes.indexPath] == nil
  }

  override func takePreferredSize(_ size: CGSize, for attributes: UICollectionViewLayoutAttributes) -> Bool {
    measuredSizes[attributes.indexPath] = size
    return size != attributes.size
  }

  override func forgetMeasuredSizes() {
    measuredSizes = [:]
  }
}

extension UICollectionViewFlowLayout {
  /// What a flow layout's section insets are measured from
  /// (`UICollectionViewFlowLayout.SectionInsetReference`).
  public enum SectionInsetReference: Int, Sendable {
    /// The content inset (the default), the safe area, or the layout margins.
    case fromContentInset, fromSafeArea, fromLayoutMargins
  }
}

/// A flow layout's section once placed: its items, header and footer.
@MainActor
struct FlowLayoutSection {
  var items: [UICollectionViewLayoutAttributes] = []
  var header: UICollectionViewLayoutAttributes?
  var footer: UICollectionViewLayoutAttributes?

  /// The header, the items, then the footer.
  var elements: [UICollectionViewLayoutAttributes] {
    (header.map { [$0] } ?? []) + items + (footer.map { [$0] } ?? [])
  }
}
