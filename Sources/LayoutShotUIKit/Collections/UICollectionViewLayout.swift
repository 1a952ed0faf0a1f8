import LayoutShot

/// What places a collection view's elements (`UICollectionViewLayout`): subclass it, or use
/// ``UICollectionViewFlowLayout`` or ``UICollectionViewCompositionalLayout``.
///
/// The collection view calls ``prepare()`` whenever it lays out, then asks for the content size
/// and for the attributes of the elements in the visible rectangle, and dequeues a view for each.
///
/// ```swift
/// final class ColumnLayout: UICollectionViewLayout {
///   override var collectionViewContentSize: CGSize {
///     CGSize(width: collectionView?.bounds.width ?? 0, height: CGFloat(count) * 44)
///   }
///   override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
///     (0..<count).map { layoutAttributesForItem(at: IndexPath(item: $0, section: 0))! }
///   }
///   override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
///     let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
///     attributes.frame = CGRect(x: 0, y: CGFloat(indexPath.item) * 44, width: 320, height: 44)
///     return attributes
///   }
///   private var count: Int { collectionView?.numberOfItems(inSection: 0) ?? 0 }
/// }
/// ```
@MainActor
open class UICollectionViewLayout: NSObject {
  /// The collection view the layout places elements for.
  open internal(set) weak var collectionView: UICollectionView?

  /// A layout not yet given to a collection view.
  public override init() {
    super.init()
  }

  /// Layouts are not archived in LayoutShot; this returns `nil`.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// Works out the layout: called each time the collection view lays out.
  open func prepare() {}

  /// The size of the whole content.
  open var collectionViewContentSize: CGSize { .zero }

  /// The attributes of every element whose frame meets `rect`.
  open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }

  /// The attributes of the cell at `indexPath`.
  open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

  /// The attributes of the supplementary view of `elementKind` at `indexPath`.
  open func layoutAttributesForSupplementaryView(
    ofKind elementKind: String, at indexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? { nil }

  /// The attributes of the decoration view of `elementKind` at `indexPath` (none are drawn).
  open func layoutAttributesForDecorationView(
    ofKind elementKind: String, at indexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? { nil }

  /// Asks for the layout to be worked out again: it is, at every layout pass.
  open func invalidateLayout() {}

  /// Whether a change of the bounds needs a new layout (`false`; a layout is redone each pass).
  open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

  /// Registers a decoration view class (kept; decoration views are not drawn).
  open func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {}

  /// The layout direction the layout is written for; flipping is not done in LayoutShot.
  open var developmentLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }

  /// Whether the layout flips in the opposite layout direction (kept).
  open var flipsHorizontallyInOppositeLayoutDirection: Bool { false }

  // MARK: Self-sizing

  /// Whether the element of `attributes` sizes itself and has not been measured yet; the
  /// collection view then measures its view (``UICollectionReusableView/preferredLayoutAttributesFitting(_:)``)
  /// and hands the size to ``takePreferredSize(_:for:)``.
  func needsMeasuring(_ attributes: UICollectionViewLayoutAttributes) -> Bool { false }

  /// Takes the size the view of `attributes` prefers; `true` when the layout must be prepared
  /// again.
  func takePreferredSize(_ size: CGSize, for attributes: UICollectionViewLayoutAttributes) -> Bool { false }

  /// Forgets measured sizes (on `reloadData()`).
  func forgetMeasuredSizes() {}

  /// The list section at `section` as laid out; `nil` when the section is not a list's.
  func listSection(_ section: Int) -> ListSectionLayout? { nil }
}
