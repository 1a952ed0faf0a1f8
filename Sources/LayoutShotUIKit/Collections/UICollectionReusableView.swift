import LayoutShot

/// A view a collection view makes from a registered class and reuses
/// (`UICollectionReusableView`): a supplementary view such as a section header, and the base of
/// ``UICollectionViewCell``.
///
/// Register the class, then dequeue it where the data source asks for the view:
///
/// ```swift
/// final class SectionHeader: UICollectionReusableView {
///   let title = UILabel()
///   override init(frame: CGRect) {
///     super.init(frame: frame)
///     title.translatesAutoresizingMaskIntoConstraints = false
///     addSubview(title)
///     NSLayoutConstraint.activate([
///       title.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
///       title.centerYAnchor.constraint(equalTo: centerYAnchor),
///     ])
///   }
///   required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
/// }
///
/// collectionView.register(
///   SectionHeader.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
///   withReuseIdentifier: "header")
/// ```
open class UICollectionReusableView: UIView {
  private var assignedReuseIdentifier: String?

  /// A view with `frame`.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Views are not archived in LayoutShot; this returns `nil`.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// A view with no frame: what the collection view calls to make a registered class, which
  /// reaches the class's own `init(frame:)`.
  public required convenience init() {
    self.init(frame: .zero)
  }

  /// The identifier the view was dequeued with; `nil` for a view made directly.
  open var reuseIdentifier: String? { assignedReuseIdentifier }

  /// Gives the view the identifier it was dequeued with.
  func assignReuseIdentifier(_ identifier: String) {
    assignedReuseIdentifier = identifier
  }

  /// Called before the view is handed out again by a dequeue.
  open func prepareForReuse() {}

  /// Applies the layout's attributes for the view (called before it is placed).
  open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}

  /// The attributes the view would like, given the layout's.
  ///
  /// For a self-sizing element the layout takes their size. By default the size its constraints give it closest to the
  /// layout's (`systemLayoutSizeFitting`): each side the layout lets it choose at
  /// `fittingSizeLevel` (both, in a flow layout), the others required.
  open func preferredLayoutAttributesFitting(
    _ layoutAttributes: UICollectionViewLayoutAttributes
  ) -> UICollectionViewLayoutAttributes {
    let preferred = layoutAttributes.duplicate()
    preferred.size = systemLayoutSizeFitting(
      layoutAttributes.size,
      withHorizontalFittingPriority: layoutAttributes.fitsWidth ? .fittingSizeLevel : .required,
      verticalFittingPriority: layoutAttributes.fitsHeight ? .fittingSizeLevel : .required)
    return preferred
  }
}
