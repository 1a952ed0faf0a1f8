import LayoutShot

/// Where a layout puts one element of a collection view (`UICollectionViewLayoutAttributes`): a
/// cell, a supplementary view or a decoration view, its frame in the content's coordinates, and
/// how it is drawn.
///
/// ```swift
/// let attributes = collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))
/// attributes?.frame   // (0, 0, 50, 50) in a default flow layout
/// ```
@MainActor
open class UICollectionViewLayoutAttributes: NSObject {
  /// The element's index path.
  open var indexPath: IndexPath
  /// Whether the element is a cell, a supplementary view or a decoration view.
  open private(set) var representedElementCategory: UICollectionView.ElementCategory
  /// The kind of a supplementary or decoration view (`nil` for a cell).
  open private(set) var representedElementKind: String?
  /// The frame, in the collection view's content coordinates.
  open var frame = CGRect.zero
  /// The opacity.
  open var alpha: CGFloat = 1
  /// The order among overlapping elements: higher is in front.
  open var zIndex = 0
  /// Whether the element is hidden.
  open var isHidden = false
  /// Whether a self-sizing element's view may choose its width (else the width is required).
  var fitsWidth = true
  /// Whether a self-sizing element's view may choose its height.
  var fitsHeight = true

  /// The attributes of the cell at `indexPath`.
  public init(forCellWith indexPath: IndexPath) {
    self.indexPath = indexPath
    representedElementCategory = .cell
  }

  /// The attributes of a supplementary view of `elementKind` at `indexPath`.
  public init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
    self.indexPath = indexPath
    representedElementCategory = .supplementaryView
    representedElementKind = elementKind
  }

  /// The attributes of a decoration view of `decorationViewKind` at `indexPath`.
  public init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
    self.indexPath = indexPath
    representedElementCategory = .decorationView
    representedElementKind = decorationViewKind
  }

  /// The frame's size.
  open var size: CGSize {
    get { frame.size }
    set { frame.size = newValue }
  }

  /// The frame's centre.
  open var center: CGPoint {
    get { CGPoint(x: frame.midX, y: frame.midY) }
    set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
  }

  /// The element's own coordinates: its size at the origin.
  open var bounds: CGRect {
    get { CGRect(origin: .zero, size: frame.size) }
    set { frame.size = newValue.size }
  }

  /// A copy with the same values.
  func duplicate() -> UICollectionViewLayoutAttributes {
    let copy: UICollectionViewLayoutAttributes
    switch representedElementCategory {
    case .cell: copy = UICollectionViewLayoutAttributes(forCellWith: indexPath)
    case .supplementaryView:
      copy = UICollectionViewLayoutAttributes(
        forSupplementaryViewOfKind: representedElementKind ?? "", with: indexPath)
    case .decorationView:
      copy = UICollectionViewLayoutAttributes(
        forDecorationViewOfKind: representedElementKind ?? "", with: indexPath)
    }
    copy.frame = frame
    copy.alpha = alpha
    copy.zIndex = zIndex
    copy.isHidden = isHidden
    copy.fitsWidth = fitsWidth
    copy.fitsHeight = fitsHeight
    return copy
  }
}
