/// A collection view cell (`UICollectionViewCell`): a `contentView` filling it.
///
/// Register the class with a collection view and dequeue it in the data source (see
/// ``UICollectionView``), or lay one out on its own with `UIKitLayout.cell`.
open class UICollectionViewCell: UICollectionReusableView {
  /// Where the content goes.
  public let contentView = UIView()
  /// A view behind the content (kept).
  open var backgroundView: UIView?
  /// A view behind the content when selected (kept).
  open var selectedBackgroundView: UIView?
  /// Whether the cell is selected (kept).
  open var isSelected = false
  /// Whether the cell is highlighted (kept).
  open var isHighlighted = false

  /// A cell with `frame`.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    contentView.translatesAutoresizingMaskIntoConstraints = false
    addSubview(contentView)
    contentView.layoutShotView.pinEdges(to: layoutShotView)
  }

  /// Cells are not archived in LayoutShot; this returns `nil`.
  public required init?(coder: NSCoder) {
    return nil
  }
}
