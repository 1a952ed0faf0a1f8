/// A table section's header or footer (`UITableViewHeaderFooterView`): a `contentView` and a
/// `textLabel` in the footnote font and secondary colour, upper-cased as a grouped table shows it.
open class UITableViewHeaderFooterView: UIView {
  /// The identifier a table reuses the view by.
  ///
  /// Open, so a subclass may override it as in UIKit.
  open var reuseIdentifier: String? { storedReuseIdentifier }
  private let storedReuseIdentifier: String?
  /// Where the content goes.
  public let contentView = UIView()
  private var storedTextLabel: UILabel?

  /// A header or footer.
  public init(reuseIdentifier: String?) {
    storedReuseIdentifier = reuseIdentifier
    super.init(frame: .zero)
    contentView.translatesAutoresizingMaskIntoConstraints = false
    let margin = UITableViewCell.horizontalMargin
    contentView.directionalLayoutMargins = NSDirectionalEdgeInsets(
      top: 6, leading: margin, bottom: 6, trailing: margin)
    // A table insets its content by the safe area already (see `UITableViewCell`).
    contentView.insetsLayoutMarginsFromSafeArea = false
    addSubview(contentView)
    contentView.layoutShotView.pinEdges(to: layoutShotView)
  }

  /// A header or footer with `reuseIdentifier`, as a table makes a registered class: it calls the
  /// class's `init(reuseIdentifier:)` (a LayoutShot addition, as for
  /// ``UITableViewCell/init(dequeuedWithReuseIdentifier:)``).
  public required convenience init(dequeuedWithReuseIdentifier reuseIdentifier: String) {
    self.init(reuseIdentifier: reuseIdentifier)
  }

  /// A header or footer without an identifier.
  public override convenience init(frame: CGRect) {
    self.init(reuseIdentifier: nil)
  }

  /// Views are not archived in LayoutShot; this returns `nil`.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// The title, made on first use.
  open var textLabel: UILabel? {
    if let storedTextLabel { return storedTextLabel }
    let label = UILabel()
    label.font = .preferredFont(forTextStyle: .footnote)
    label.textColor = .secondaryLabel
    label.translatesAutoresizingMaskIntoConstraints = false
    contentView.addSubview(label)
    let margins = contentView.layoutMarginsGuide
    NSLayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      label.trailingAnchor.constraint(lessThanOrEqualTo: margins.trailingAnchor),
      label.topAnchor.constraint(equalTo: margins.topAnchor),
      label.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
    ])
    storedTextLabel = label
    return label
  }

  /// Called before the view is reused.
  open func prepareForReuse() {}
}
