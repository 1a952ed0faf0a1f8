import LayoutShot

/// A table section's header or footer (`UITableViewHeaderFooterView`): a `contentView` and a
/// `textLabel` in the footnote font and secondary colour, upper-cased as a grouped table shows it.
///
/// Apps today give it a list content configuration instead, which takes the look of the table
/// it is shown in (a grouped table's upper-cased footnote header, a plain table's bold one):
///
/// ```swift
/// override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
///   let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: "header")
///   var content = header?.defaultContentConfiguration()
///   content?.text = "Connections"
///   header?.contentConfiguration = content
///   return header
/// }
/// ```
open class UITableViewHeaderFooterView: UIView {
  /// The identifier a table reuses the view by.
  ///
  /// Open, so a subclass may override it as in UIKit.
  open var reuseIdentifier: String? { storedReuseIdentifier }
  private let storedReuseIdentifier: String?
  /// Where the content goes.
  public let contentView = UIView()
  private var storedTextLabel: UILabel?
  private var textLabelConstraints: [NSLayoutConstraint] = []

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
    textLabelConstraints = [
      label.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      label.trailingAnchor.constraint(lessThanOrEqualTo: margins.trailingAnchor),
      label.topAnchor.constraint(equalTo: margins.topAnchor),
      label.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
    ]
    NSLayoutConstraint.activate(textLabelConstraints)
    storedTextLabel = label
    return label
  }

  /// Called before the view is reused.
  open func prepareForReuse() {}

  // MARK: Configurations

  /// The content shown in the content view in place of the text label, made by the
  /// configuration's content view (`nil` for none).
  open var contentConfiguration: (any UIContentConfiguration)? {
    didSet { installContentConfiguration() }
  }
  /// The background drawn behind the content (`nil` for none).
  open var backgroundConfiguration: UIBackgroundConfiguration? {
    didSet { backgroundSlot.show(backgroundConfiguration, behind: self) }
  }
  /// Whether the content configuration is updated for the view's state before it is laid out.
  open var automaticallyUpdatesContentConfiguration = true
  /// Whether the background configuration is updated for the view's state before it is laid out.
  open var automaticallyUpdatesBackgroundConfiguration = true
  /// Called with the view's state after ``updateConfiguration(using:)``, before it is laid out.
  open var configurationUpdateHandler: ConfigurationUpdateHandler?
  private var contentSlot = ContentConfigurationSlot()
  private var backgroundSlot = BackgroundConfigurationSlot()
  /// The kind of list the view is shown in, for the adaptive configurations.
  private var listAppearance = ListAppearance.plain
  /// Whether the table shows the view as a section's footer.
  private var isFooter = false
  /// Where the cells' text starts in the table, which a list content view's side margins grow to.
  private var tableTextInset: CGFloat = 0

  /// The view's state: its traits.
  open var configurationState: UIViewConfigurationState {
    var state = UIViewConfigurationState(traitCollection: traitCollection)
    state.listAppearance = listAppearance
    return state
  }

  /// A header's or footer's list content configuration in the look of the table the view is in.
  open func defaultContentConfiguration() -> UIListContentConfiguration {
    (isFooter ? UIListContentConfiguration.footer() : .header()).updated(for: configurationState)
  }

  /// Updates the configurations for `state`, before the view is laid out.
  ///
  /// Override it to set them from the state, as in UIKit.
  open func updateConfiguration(using state: UIViewConfigurationState) {}

  /// Asks for the configurations to be updated: they are, before the view is laid out.
  open func setNeedsUpdateConfiguration() {}

  /// Takes the look a table gives the view: the table's kind of list, whether it is a footer, and
  /// where the cells' text starts (`textInset` from the table's leading edge); then updates the
  /// configurations, as UIKit does before it lays the view out.
  func takeTableLook(appearance: ListAppearance, isFooter: Bool, textInset: CGFloat) {
    listAppearance = appearance
    self.isFooter = isFooter
    tableTextInset = textInset
    // The view may have been made, or reused, for the other role: an adaptive configuration takes
    // this one's look.
    if let content = contentConfiguration as? UIListContentConfiguration,
      content.style == (isFooter ? .header : .footer)
    {
      contentConfiguration = content.restyled(isFooter ? .footer : .header, in: appearance)
    }
    updateConfigurations()
  }

  /// Shows the content configuration in place of the text label.
  private func installContentConfiguration() {
    if contentSlot.show(contentConfiguration, in: contentView) {
      NSLayoutConstraint.deactivate(textLabelConstraints)
      storedTextLabel?.removeFromSuperview()
    }
    contentSlot.inherit(
      NSDirectionalEdgeInsets(top: 0, leading: tableTextInset, bottom: 0, trailing: tableTextInset))
  }
}

extension UITableViewHeaderFooterView {
  /// The closure a header or footer calls to update its configurations for its state
  /// (`UITableViewHeaderFooterView.ConfigurationUpdateHandler`).
  public typealias ConfigurationUpdateHandler = (UITableViewHeaderFooterView, UIViewConfigurationState) ->
    Void
}

extension UITableViewHeaderFooterView: ConfigurationUpdating {
  func callConfigurationUpdateHandler(_ state: UIViewConfigurationState) {
    configurationUpdateHandler?(self, state)
  }
}
