import LayoutShot

/// A table view cell (`UITableViewCell`): a `contentView` for custom content, and the standard
/// styles' `textLabel`, `detailTextLabel` and `imageView`, made and constrained on first use.
///
/// Laid out with ``UIKitLayout/cell(_:_:)`` at the screen's width, it is as tall as its content
/// view's constraints make it, as a self-sizing table sizes it, or 44 points when they give it
/// no height. The standard styles follow UIKit's: the body font (17 points) for the text, the
/// detail in caption1 (12) below it (`.subtitle`), in the body font and secondary colour at the
/// trailing edge (`.value1`), or in footnote (13) after a footnote title in the tint colour
/// (`.value2`); content margins of 16 points (20 on screens 414 points wide or more) and 11 above
/// and below (4 for `.subtitle`, whose text and detail are centred together); a standard cell at
/// least 44 points tall (`Documentation/Lists.md#rows`). On a screen of the iOS 26 edition the
/// margins are 15 and the least height 52 (`Documentation/Lists.md#ios-26`).
///
/// ```swift
/// final class MessageCell: UITableViewCell {
///   private let bubble = UIView()
///   override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
///     super.init(style: style, reuseIdentifier: reuseIdentifier)
///     bubble.translatesAutoresizingMaskIntoConstraints = false
///     contentView.addSubview(bubble)
///     …
///   }
///   required init?(coder: NSCoder) { fatalError() }
/// }
/// ```
///
/// Accessories take the width UIKit gives them: a disclosure indicator or checkmark narrows the
/// content view by 38 points, a detail button by 48 (estimates), drawn as a chevron or a tick in
/// the trailing space. A custom `accessoryView` is added to the cell at the trailing margin,
/// centred down, and the content view ends 16 points before it (UIKit's content-to-accessory
/// padding, `defaultContentAccessoryPadding` in UIKitCore's `UITableConstants_IOS`, iOS 26.1 as
/// decompiled in the public repository EthanArbuckle/iPhone18-3_26.1_23B85_Restore).
///
/// A ``contentConfiguration`` (from ``defaultContentConfiguration()``, as apps write cells today)
/// fills the content view in place of the standard views, and a ``backgroundConfiguration`` is
/// drawn behind it; both are updated for the cell's ``configurationState`` (with
/// ``updateConfiguration(using:)`` and ``configurationUpdateHandler``) before the cell is laid out
/// (`Documentation/Lists.md#list-content-configurations`).
///
/// In a ``UITableView`` the cell takes the table's look: its style's background (unless the app
/// set one), an inset-grouped section's rounded corners, the selected background while selected,
/// and the editing controls while the table edits (`Documentation/Lists.md`).
open class UITableViewCell: UIView {
  /// The cell's style.
  public let style: CellStyle
  /// The identifier a table reuses the cell by.
  ///
  /// Open, so a subclass may override it as in UIKit.
  open var reuseIdentifier: String? { storedReuseIdentifier }
  private let storedReuseIdentifier: String?
  /// Where custom content goes.
  public let contentView = UIView()
  private var contentTrailing: NSLayoutConstraint?
  private var contentLeading: NSLayoutConstraint?
  private var accessoryConstraints: [NSLayoutConstraint] = []
  /// The size the custom accessory view was framed at when it was set.
  private var accessoryFrameSize = CGSize.zero
  private var storedTextLabel: UILabel?
  private var storedDetailTextLabel: UILabel?
  private var storedImageView: UIImageView?
  private var standardConstraints: [NSLayoutConstraint] = []
  /// The span of a subtitle cell's text and detail, centred down the content view.
  private lazy var subtitleStack: UILayoutGuide = {
    let guide = UILayoutGuide()
    contentView.addLayoutGuide(guide)
    return guide
  }()

  /// A cell of `style`.
  public init(style: CellStyle, reuseIdentifier: String?) {
    self.style = style
    storedReuseIdentifier = reuseIdentifier
    super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    super.backgroundColor = .systemBackground
    contentView.translatesAutoresizingMaskIntoConstraints = false
    let margin = Self.horizontalMargin
    let vertical =
      style == .subtitle ? ListMetrics.subtitleCellVerticalMargin : ListMetrics.cellVerticalMargin
    contentView.directionalLayoutMargins = NSDirectionalEdgeInsets(
      top: vertical, leading: margin, bottom: vertical, trailing: margin)
    // A table insets its content by the safe area already (its adjusted content inset): a row
    // under the home indicator keeps its margins.
    contentView.insetsLayoutMarginsFromSafeArea = false
    addSubview(contentView)
    let edges = contentView.layoutShotView.pinEdges(to: layoutShotView)
    contentTrailing = edges.first { $0.firstAttribute == .trailing }
    contentLeading = edges.first { $0.firstAttribute == .leading }
  }

  /// A default-style cell with `reuseIdentifier`, as a table makes a registered class: Swift makes
  /// an object of a class held in a variable only through a required initializer, so this one
  /// calls the class's `init(style:reuseIdentifier:)` (a LayoutShot addition; a subclass that
  /// overrides that initializer, or none, inherits it).
  public required convenience init(dequeuedWithReuseIdentifier reuseIdentifier: String) {
    self.init(style: .default, reuseIdentifier: reuseIdentifier)
  }

  /// A default-style cell.
  public override convenience init(frame: CGRect) {
    self.init(style: .default, reuseIdentifier: nil)
  }

  /// Cells are not archived in LayoutShot; this returns `nil`.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// The cells' side margin: 16 points, 20 on screens 414 points wide or more.
  static var horizontalMargin: CGFloat { ListMetrics.horizontalMargin }

  /// The title of a standard style, made on first use.
  open var textLabel: UILabel? {
    if let storedTextLabel { return storedTextLabel }
    let label = UILabel()
    label.font =
      style == .value2 ? .preferredFont(forTextStyle: .footnote) : .preferredFont(forTextStyle: .body)
    if style == .value2 { label.textColor = tintColor }
    storedTextLabel = label
    installStandardViews()
    return label
  }

  /// The detail of the subtitle and value styles (`nil` for the default style), made on first use.
  open var detailTextLabel: UILabel? {
    guard style != .default else { return nil }
    if let storedDetailTextLabel { return storedDetailTextLabel }
    let label = UILabel()
    switch style {
    case .subtitle: label.font = .preferredFont(forTextStyle: .caption1)
    case .value1:
      label.font = .preferredFont(forTextStyle: .body)
      label.textColor = .secondaryLabel
    default: label.font = .preferredFont(forTextStyle: .footnote)
    }
    storedDetailTextLabel = label
    installStandardViews()
    return label
  }

  /// The image at the leading edge of a standard style, made on first use.
  open var imageView: UIImageView? {
    if let storedImageView { return storedImageView }
    let view = UIImageView()
    storedImageView = view
    installStandardViews()
    return view
  }

  /// The accessory at the trailing edge (its width is taken from the content view).
  open var accessoryType = AccessoryType.none {
    didSet { installAccessory() }
  }
  /// A custom accessory at the trailing edge, in place of ``accessoryType``'s.
  open var accessoryView: UIView? {
    didSet {
      if oldValue !== accessoryView { oldValue?.removeFromSuperview() }
      installAccessory()
    }
  }
  /// How the cell shows selection: any style but `.none` draws the selected background.
  open var selectionStyle = SelectionStyle.default {
    didSet { updateBackgroundViews() }
  }
  /// The insets of the separator a table draws below the cell; by default it starts at the text.
  open var separatorInset: UIEdgeInsets {
    get { storedSeparatorInset ?? UIEdgeInsets(top: 0, left: separatorLeading, bottom: 0, right: 0) }
    set { storedSeparatorInset = newValue }
  }
  /// The separator insets set by the app, if any.
  private(set) var storedSeparatorInset: UIEdgeInsets?
  /// A view behind the content, filling the cell.
  open var backgroundView: UIView? {
    didSet {
      if oldValue !== backgroundView { oldValue?.removeFromSuperview() }
      updateBackgroundViews()
    }
  }
  /// A view behind the content when the cell is selected; `nil` draws UIKit's grey
  /// (`Documentation/Lists.md#selection`).
  open var selectedBackgroundView: UIView? {
    didSet {
      if oldValue !== selectedBackgroundView { oldValue?.removeFromSuperview() }
      updateBackgroundViews()
    }
  }
  /// Whether the cell is selected: its selected background shows.
  open var isSelected = false {
    didSet { updateBackgroundViews() }
  }
  /// Whether the cell is highlighted: drawn as selected.
  open var isHighlighted = false {
    didSet { updateBackgroundViews() }
  }
  /// Whether the cell shows its editing controls.
  open var isEditing = false
  /// The constraints pinning each background view shown, deactivated when it is removed.
  private var backgroundPins: [ObjectIdentifier: [NSLayoutConstraint]] = [:]
  /// The colour set by the app, which a table's style does not replace.
  private var hasOwnBackground = false
  /// The grey behind a selected cell without a `selectedBackgroundView`.
  private lazy var defaultSelectedBackground: UIView = {
    let view = UIView()
    view.backgroundColor = .systemGray4
    return view
  }()
  /// The look a table gives the cell while editing; `nil` when it is not editing.
  private var editingLook: EditingLook?
  /// How far the cell reaches outside the table's safe area on its left and right: its content
  /// view and accessories stay inside it (`insetsContentViewsToSafeArea`,
  /// `Documentation/Lists.md#margins`).
  private var safeAreaSideInsets = (left: CGFloat(0), right: CGFloat(0))

  /// The cell's background colour; a table's style gives it one unless the app set it.
  open override var backgroundColor: UIColor? {
    get { super.backgroundColor }
    set {
      super.backgroundColor = newValue
      hasOwnBackground = true
    }
  }

  // MARK: Configurations

  /// The content shown in place of the standard style's views, made by the configuration's
  /// content view and filling ``contentView`` (`nil` for none).
  ///
  /// ```swift
  /// var content = cell.defaultContentConfiguration()
  /// content.text = "Wi-Fi"
  /// cell.contentConfiguration = content
  /// ```
  open var contentConfiguration: (any UIContentConfiguration)? {
    didSet { installContentConfiguration() }
  }
  /// The background drawn behind the content in place of the table style's background and the
  /// selected grey (`nil` for those).
  open var backgroundConfiguration: UIBackgroundConfiguration? {
    didSet { updateBackgroundViews() }
  }
  /// Whether the content configuration is updated for the cell's state before it is laid out.
  open var automaticallyUpdatesContentConfiguration = true
  /// Whether the background configuration is updated for the cell's state before it is laid out.
  open var automaticallyUpdatesBackgroundConfiguration = true
  /// Called with the cell's state after ``updateConfiguration(using:)``, before the cell is laid out.
  ///
  /// ```swift
  /// cell.configurationUpdateHandler = { cell, state in
  ///   var content = UIListContentConfiguration.cell().updated(for: state)
  ///   content.text = state.isSelected ? "Chosen" : "Choose"
  ///   cell.contentConfiguration = content
  /// }
  /// ```
  open var configurationUpdateHandler: ConfigurationUpdateHandler?
  /// Where the content configuration is shown.
  private var contentSlot = ContentConfigurationSlot()
  /// Where the background configuration is drawn.
  private var backgroundSlot = BackgroundConfigurationSlot()
  /// The kind of list the cell is shown in, for the adaptive configurations.
  private var listAppearance = ListAppearance.plain
  /// Whether a table has given the cell its look (and updated its configurations).
  private var isInTable = false

  /// The cell's state: its traits, selection, highlight and editing.
  open var configurationState: UICellConfigurationState {
    var state = UICellConfigurationState(traitCollection: traitCollection)
    state.isSelected = isSelected
    state.isHighlighted = isHighlighted
    state.isEditing = isEditing
    state.listAppearance = listAppearance
    return state
  }

  /// A cell's list content configuration in the look of the table the cell is in: a cell's, or a
  /// subtitle or value cell's for those styles.
  open func defaultContentConfiguration() -> UIListContentConfiguration {
    let configuration: UIListContentConfiguration =
      switch style {
      case .subtitle: .subtitleCell()
      case .value1, .value2: .valueCell()
      case .default: .cell()
      }
    return configuration.updated(for: configurationState)
  }

  /// A list cell's background in the look of the table the cell is in.
  open func defaultBackgroundConfiguration() -> UIBackgroundConfiguration {
    listAppearance.isGrouped ? .listGroupedCell() : .listPlainCell()
  }

  /// Updates the configurations for `state`, before the cell is laid out.
  ///
  /// Override it to set them from the state, as in UIKit.
  open func updateConfiguration(using state: UICellConfigurationState) {}

  /// Asks for the configurations to be updated: they are, before the cell is laid out.
  open func setNeedsUpdateConfiguration() {}

  /// Updates the configurations of a cell laid out on its own, as before it is shown (a table
  /// updates its cells' as it lays them out).
  override func prepareForSolve() {
    if !isInTable { updateConfigurations() }
    super.prepareForSolve()
  }

  /// Shows the content configuration in place of the standard style's views.
  private func installContentConfiguration() {
    if contentSlot.show(contentConfiguration, in: contentView) {
      NSLayoutConstraint.deactivate(standardConstraints)
      for standard in [storedImageView, storedTextLabel, storedDetailTextLabel].compactMap({ $0 }) {
        standard.removeFromSuperview()
      }
    }
    updateInheritedMargins()
  }

  /// Gives a list content view the cell's side margins, measured from the content view's edges:
  /// none at the trailing edge when an accessory ends the content view first.
  private func updateInheritedMargins() {
    let leading = max(0, Self.horizontalMargin - (contentLeading?.constant ?? 0))
    let endsAtEdge = accessoryView == nil && trailingControlWidth == 0
    contentSlot.inherit(
      NSDirectionalEdgeInsets(
        top: 0, leading: leading, bottom: 0, trailing: endsAtEdge ? Self.horizontalMargin : 0))
  }

  /// Called before the cell is reused.
  open func prepareForReuse() {}
  /// Selects the cell.
  open func setSelected(_ selected: Bool, animated: Bool) { isSelected = selected }
  /// Turns the editing controls on or off.
  open func setEditing(_ editing: Bool, animated: Bool) { isEditing = editing }
  /// Highlights the cell (drawn as selected).
  open func setHighlighted(_ highlighted: Bool, animated: Bool) { isHighlighted = highlighted }

  /// Where the text starts in the cell: the content view's leading margin, after the image of a
  /// standard style and the editing control; a table's separator starts there.
  var separatorLeading: CGFloat {
    if let content = contentSlot.view as? UIListContentView {
      return (contentLeading?.constant ?? 0) + content.textLeading
    }
    var leading = (contentLeading?.constant ?? 0) + contentView.directionalLayoutMargins.leading
    if let image = storedImageView?.image, image.size.width > 0 {
      leading += image.size.width + ListMetrics.imageToTextPadding
    }
    return leading
  }

  /// Takes the look a table gives the cell: its style's `background` (unless the app set one), an
  /// inset-grouped section's `roundedCorners` (`nil` outside one), selection, and the editing
  /// controls (`nil` when the table is not editing).
  func takeTableLook(
    appearance: ListAppearance, background: UIColor, roundedCorners: CACornerMask?, isSelected: Bool,
    editing: EditingLook?, safeAreaSideInsets sideInsets: (left: CGFloat, right: CGFloat) = (0, 0)
  ) {
    safeAreaSideInsets = sideInsets
    listAppearance = appearance
    isInTable = true
    if !hasOwnBackground { super.backgroundColor = backgroundConfiguration == nil ? background : .clear }
    if let roundedCorners {
      layer.cornerRadius = roundedCorners.isEmpty ? 0 : ListMetrics.insetGroupedCornerRadius
      if !roundedCorners.isEmpty { layer.maskedCorners = roundedCorners }
      clipsToBounds = true
    }
    setSelected(isSelected, animated: false)
    editingLook = editing
    setEditing(editing != nil, animated: false)
    let indents = editing.map { $0.indents && $0.style != .none } ?? false
    contentLeading?.constant = safeAreaSideInsets.left + (indents ? Self.editingControlWidth : 0)
    installAccessory()
    updateConfigurations()
  }

  /// Shows the background view, and the selected background while the cell is selected or
  /// highlighted, behind the content view.
  ///
  /// A background configuration replaces both, and the table style's colour.
  private func updateBackgroundViews() {
    let selected = (isSelected || isHighlighted) && selectionStyle != .none
    let selectedView = selectedBackgroundView ?? defaultSelectedBackground
    backgroundSlot.show(backgroundConfiguration, behind: self)
    let shown =
      backgroundSlot.view != nil ? [] : [backgroundView, selected ? selectedView : nil].compactMap { $0 }
    for view in [backgroundView, selectedBackgroundView, defaultSelectedBackground].compactMap({ $0 })
    where view.superview === self && !shown.contains(where: { $0 === view }) {
      NSLayoutConstraint.deactivate(backgroundPins.removeValue(forKey: ObjectIdentifier(view)) ?? [])
      view.removeFromSuperview()
    }
    for (index, view) in shown.enumerated() where view.superview !== self {
      view.translatesAutoresizingMaskIntoConstraints = false
      insertSubview(view, at: index)
      backgroundPins[ObjectIdentifier(view)] = view.layoutShotView.pinEdges(to: layoutShotView)
    }
    if backgroundConfiguration != nil, !hasOwnBackground { super.backgroundColor = .clear }
  }

  /// The width of the delete or insert control at the leading edge while editing, which moves the
  /// content view over (`Documentation/Lists.md#editing`).
  static let editingControlWidth: CGFloat = 38
  /// The width of the reorder control at the trailing edge while editing.
  static let reorderControlWidth: CGFloat = 38

  /// The width an accessory takes from the content view.
  static func accessoryWidth(_ type: AccessoryType) -> CGFloat {
    switch type {
    case .none: 0
    case .disclosureIndicator, .checkmark: 38
    case .detailButton, .detailDisclosureButton: 48
    }
  }

  /// UIKit's padding between the content view and a custom accessory view.
  static let contentAccessoryPadding = ListMetrics.contentAccessoryPadding

  /// The width the trailing control takes from the content view: the reorder control while
  /// editing (accessories hide then), else the accessory's.
  private var trailingControlWidth: CGFloat {
    guard let editingLook else { return Self.accessoryWidth(accessoryType) }
    return editingLook.showsReorderControl ? Self.reorderControlWidth : 0
  }

  /// Ends the content view before the accessory: a custom view added at the trailing margin, or
  /// the width of a standard accessory.
  private func installAccessory() {
    defer { updateInheritedMargins() }
    NSLayoutConstraint.deactivate(accessoryConstraints)
    accessoryConstraints = []
    guard let accessoryView else {
      contentTrailing?.isActive = true
      contentTrailing?.constant = -(safeAreaSideInsets.right + trailingControlWidth)
      return
    }
    if accessoryView.superview !== self {
      accessoryFrameSize = accessoryView.frame.size
      accessoryView.translatesAutoresizingMaskIntoConstraints = false
      addSubview(accessoryView)
    }
    // UIKit frames the accessory at its intrinsic size, or at the size it was framed at when it has
    // none: the content never squeezes it.
    let intrinsic = accessoryView.intrinsicContentSize
    accessoryConstraints += [
      accessoryView.widthAnchor.constraint(
        equalToConstant: intrinsic.width < 0 ? accessoryFrameSize.width : intrinsic.width),
      accessoryView.heightAnchor.constraint(
        equalToConstant: intrinsic.height < 0 ? accessoryFrameSize.height : intrinsic.height),
    ]
    contentTrailing?.isActive = false
    accessoryConstraints += [
      accessoryView.trailingAnchor.constraint(
        equalTo: trailingAnchor, constant: -(Self.horizontalMargin + safeAreaSideInsets.right)),
      accessoryView.centerYAnchor.constraint(equalTo: centerYAnchor),
      contentView.trailingAnchor.constraint(
        equalTo: accessoryView.leadingAnchor, constant: -Self.contentAccessoryPadding),
    ]
    NSLayoutConstraint.activate(accessoryConstraints)
  }

  /// The glyph of a standard accessory, centred in the space it takes at the trailing edge, drawn
  /// as a list cell's (`AccessoryGlyph`): a chevron in `tertiaryLabel` (UIKit's `chevron.forward`
  /// symbol and tint), a tick or a circled "i" in the tint colour.
  override var controlDrawing: Drawing? {
    if let editingLook { return editingDrawing(editingLook) }
    guard accessoryView == nil else { return nil }
    let space = Double(Self.accessoryWidth(accessoryType))
    let end = -Double(safeAreaSideInsets.right)
    let center = Drawing.Length.fraction(1, plus: end - space / 2)
    func glyph(_ kind: UICellAccessory.Kind, at x: Drawing.Length, tint: UIColor) -> [Drawing.Element] {
      AccessoryGlyph.elements(kind, at: x, tint: tint, fill: tint, expanded: false, selected: false)
    }
    let elements: [Drawing.Element]
    switch accessoryType {
    case .none: return nil
    case .disclosureIndicator: elements = glyph(.disclosureIndicator, at: center, tint: .tertiaryLabel)
    case .checkmark: elements = glyph(.checkmark, at: center, tint: tintColor)
    case .detailButton: elements = glyph(.detail, at: center, tint: tintColor)
    case .detailDisclosureButton:
      // The circled "i" at the start of the space, the chevron in its middle.
      elements =
        glyph(.detail, at: .fraction(1, plus: end - space + 11), tint: tintColor)
        + glyph(.disclosureIndicator, at: center, tint: .tertiaryLabel)
    }
    return Drawing(elements)
  }

  /// The editing controls, drawn as a list cell's: the delete control (a red circle with a minus)
  /// or the insert control (a green one with a plus) centred in the leading control width, and the
  /// reorder control's three grey bars in the trailing one.
  private func editingDrawing(_ look: EditingLook) -> Drawing? {
    var elements: [Drawing.Element] = []
    if look.style != .none {
      let x = Drawing.Length.fraction(0, plus: Double(safeAreaSideInsets.left + Self.editingControlWidth / 2))
      elements += AccessoryGlyph.elements(
        look.style == .delete ? .delete : .insert, at: x, tint: .white,
        fill: look.style == .delete ? .systemRed : .systemGreen, expanded: false, selected: false)
    }
    if look.showsReorderControl {
      let x = Drawing.Length.fraction(
        1, plus: -Double(safeAreaSideInsets.right + Self.reorderControlWidth / 2))
      elements += AccessoryGlyph.elements(
        .reorder, at: x, tint: .tertiaryLabel, fill: .tertiaryLabel, expanded: false, selected: false)
    }
    return elements.isEmpty ? nil : Drawing(elements)
  }

  /// Adds the standard views made so far to the content view and constrains them by style.
  private func installStandardViews() {
    NSLayoutConstraint.deactivate(standardConstraints)
    let margins = contentView.layoutMarginsGuide
    let views = [storedImageView, storedTextLabel, storedDetailTextLabel].compactMap { $0 }
    for view in views where view.superview !== contentView {
      view.translatesAutoresizingMaskIntoConstraints = false
      contentView.addSubview(view)
    }
    var constraints = [
      contentView.heightAnchor.constraint(greaterThanOrEqualToConstant: ListMetrics.minimumSystemRowHeight)
    ]
    var leading = margins.leadingAnchor
    var leadingSpace: CGFloat = 0
    if let image = storedImageView {
      constraints += [
        image.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
        image.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
      ]
      leading = image.trailingAnchor
      leadingSpace = 16
    }
    if let text = storedTextLabel {
      constraints += [
        text.leadingAnchor.constraint(equalTo: leading, constant: leadingSpace),
        text.trailingAnchor.constraint(lessThanOrEqualTo: margins.trailingAnchor),
      ]
      switch (style, storedDetailTextLabel) {
      case (.subtitle, let detail?):
        // The text and the detail below it, centred together between the margins.
        let stack = subtitleStack
        constraints += [
          text.topAnchor.constraint(greaterThanOrEqualTo: margins.topAnchor),
          detail.topAnchor.constraint(equalTo: text.bottomAnchor),
          detail.leadingAnchor.constraint(equalTo: text.leadingAnchor),
          detail.trailingAnchor.constraint(lessThanOrEqualTo: margins.trailingAnchor),
          detail.bottomAnchor.constraint(lessThanOrEqualTo: margins.bottomAnchor),
          stack.topAnchor.constraint(equalTo: text.topAnchor),
          stack.bottomAnchor.constraint(equalTo: detail.bottomAnchor),
          stack.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
          stack.leadingAnchor.constraint(equalTo: text.leadingAnchor),
          stack.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
        ]
      case (.value1, let detail?):
        constraints += [
          text.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
          detail.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
          detail.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
          detail.leadingAnchor.constraint(
            greaterThanOrEqualTo: text.trailingAnchor,
            constant: ListMetrics.textToSecondaryTextHorizontalPadding),
          detail.widthAnchor.constraint(greaterThanOrEqualToConstant: 0),
          text.topAnchor.constraint(greaterThanOrEqualTo: margins.topAnchor),
        ]
        // When both do not fit, the value gives way to the title.
        detail.setContentCompressionResistancePriority(.defaultHigh - 1, for: .horizontal)
      case (.value2, let detail?):
        constraints += [
          text.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
          detail.firstBaselineAnchor.constraint(equalTo: text.firstBaselineAnchor),
          detail.leadingAnchor.constraint(equalTo: text.trailingAnchor, constant: 6),
          detail.trailingAnchor.constraint(lessThanOrEqualTo: margins.trailingAnchor),
          text.topAnchor.constraint(greaterThanOrEqualTo: margins.topAnchor),
        ]
      default:
        constraints += [
          text.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
          text.topAnchor.constraint(greaterThanOrEqualTo: margins.topAnchor),
        ]
      }
    }
    standardConstraints = constraints
    NSLayoutConstraint.activate(constraints)
  }
}

extension NSLayoutConstraint {
  /// The constraint with `priority`, for building lists.
  func withPriority(_ priority: UILayoutPriority) -> NSLayoutConstraint {
    self.priority = priority
    return self
  }
}

extension UITableViewCell {
  /// The closure a cell calls to update its configurations for its state
  /// (`UITableViewCell.ConfigurationUpdateHandler`).
  public typealias ConfigurationUpdateHandler = (UITableViewCell, UICellConfigurationState) -> Void
  /// A standard cell layout (`UITableViewCell.CellStyle`).
  public enum CellStyle: Int, Sendable { case `default`, value1, value2, subtitle }
  /// A cell's accessory (`UITableViewCell.AccessoryType`).
  public enum AccessoryType: Int, Sendable {
    case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton
  }
  /// How a cell shows selection (`UITableViewCell.SelectionStyle`).
  public enum SelectionStyle: Int, Sendable { case none, blue, gray, `default` }
  /// Whether a table draws separators (`UITableViewCell.SeparatorStyle`).
  public enum SeparatorStyle: Int, Sendable { case none, singleLine, singleLineEtched }
  /// The control an editing row shows (`UITableViewCell.EditingStyle`).
  public enum EditingStyle: Int, Sendable { case none, delete, insert }

  /// The controls a table's editing mode gives a row.
  struct EditingLook: Equatable {
    /// The leading control.
    let style: EditingStyle
    /// Whether the reorder control shows at the trailing edge.
    let showsReorderControl: Bool
    /// Whether the content moves over for the leading control.
    let indents: Bool
  }
}

extension UITableViewCell: ConfigurationUpdating {
  func callConfigurationUpdateHandler(_ state: UICellConfigurationState) {
    configurationUpdateHandler?(self, state)
  }
}
