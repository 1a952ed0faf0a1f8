/// A collection view cell (`UICollectionViewCell`): a `contentView` filling it.
open class UICollectionViewCell: UIView {
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
  /// The identifier a collection view reuses the cell by: `nil`, as LayoutShot makes cells
  /// without a collection view; open, so a subclass may override it as in UIKit.
  open var reuseIdentifier: String? { nil }

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

  /// Called before the cell is reused.
  open func prepareForReuse() {}
}
