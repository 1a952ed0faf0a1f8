import LayoutShot

/// A collection view cell (`UICollectionViewCell`): a `contentView` filling it.
///
/// Register the class with a collection view and dequeue it in the data source (see
/// ``UICollectionView``), or lay one out on its own with `UIKitLayout.cell`. A content
/// configuration fills the content view with its view, and a background configuration is drawn
/// behind it; both are updated for the cell's state before the cell is measured and laid out.
///
/// ```swift
/// let registration = UICollectionView.CellRegistration<UICollectionViewCell, String> { cell, _, title in
///   var content = UIListContentConfiguration.cell()
///   content.text = title
///   cell.contentConfiguration = content
///   cell.backgroundConfiguration = .listGroupedCell()
/// }
/// ```
open class UICollectionViewCell: UICollectionReusableView {
  /// Where the content goes.
  public let contentView = UIView()
  /// A view behind the content (kept).
  open var backgroundView: UIView?
  /// A view behind the content when selected (kept).
  open var selectedBackgroundView: UIView?
  /// Whether the cell is selected.
  open var isSelected = false
  /// Whether the cell is highlighted.
  open var isHighlighted = false

  /// The content shown in the content view, made by the configuration's content view (`nil` for
  /// none).
  open var contentConfiguration: (any UIContentConfiguration)? {
    didSet {
      contentSlot.show(contentConfiguration, in: contentView)
      contentSlot.inherit(inheritedContentMargins)
    }
  }
  /// The background drawn behind the content (`nil` for none).
  open var backgroundConfiguration: UIBackgroundConfiguration? {
    didSet { backgroundSlot.show(backgroundConfiguration, behind: self) }
  }
  /// Whether the content configuration is updated for the cell's state before it is laid out.
  open var automaticallyUpdatesContentConfiguration = true
  /// Whether the background configuration is updated for the cell's state before it is laid out.
  open var automaticallyUpdatesBackgroundConfiguration = true
  /// Called with the cell's state after ``updateConfiguration(using:)``, before the cell is laid out.
  ///
  /// ```swift
  /// cell.configurationUpdateHandler = { cell, state in
  ///   var background = UIBackgroundConfiguration.listPlainCell().updated(for: state)
  ///   background.cornerRadius = 12
  ///   cell.backgroundConfiguration = background
  /// }
  /// ```
  open var configurationUpdateHandler: ConfigurationUpdateHandler?
  /// Where the content configuration is shown.
  private var contentSlot = ContentConfigurationSlot()
  /// Where the background configuration is drawn.
  private var backgroundSlot = BackgroundConfigurationSlot()
  /// The kind of list the cell is shown in, for the adaptive configurations (set by a list layout).
  var listAppearance = ListAppearance.plain
  /// The margins a list content view grows its own to, measured from the content view's edges
  /// (set by a list layout; none by default).
  var inheritedContentMargins = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0) {
    didSet { contentSlot.inherit(inheritedContentMargins) }
  }

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

  /// The cell's state: its traits, selection and highlight.
  open var configurationState: UICellConfigurationState {
    var state = UICellConfigurationState(traitCollection: traitCollection)
    state.isSelected = isSelected
    state.isHighlighted = isHighlighted
    state.listAppearance = listAppearance
    return state
  }

  /// Updates the configurations for `state`, before the cell is laid out.
  ///
  /// Override it to set them from the state, as in UIKit.
  open func updateConfiguration(using state: UICellConfigurationState) {}

  /// Asks for the configurations to be updated: they are, before the cell is laid out.
  open func setNeedsUpdateConfiguration() {}

  /// The attributes the cell would like, measured after its configurations are updated.
  open override func preferredLayoutAttributesFitting(
    _ layoutAttributes: UICollectionViewLayoutAttributes
  ) -> UICollectionViewLayoutAttributes {
    updateConfigurations()
    return super.preferredLayoutAttributesFitting(layoutAttributes)
  }

  override func prepareForSolve() {
    updateConfigurations()
    super.prepareForSolve()
  }
}

extension UICollectionViewCell {
  /// The closure a cell calls to update its configurations for its state
  /// (`UICollectionViewCell.ConfigurationUpdateHandler`).
  public typealias ConfigurationUpdateHandler = (UICollectionViewCell, UICellConfigurationState) -> Void
}

extension UICollectionViewCell: ConfigurationUpdating {
  func callConfigurationUpdateHandler(_ state: UICellConfigurationState) {
    configurationUpdateHandler?(self, state)
  }
}
