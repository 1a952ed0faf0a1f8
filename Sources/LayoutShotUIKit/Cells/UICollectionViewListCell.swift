import LayoutShot

/// A cell of a list layout (`UICollectionViewListCell`): a ``UICollectionViewCell`` with
/// accessories at its edges, indentation, and the look of its list section — its background, an
/// inset-grouped section's rounded corners and its content margins.
///
/// ```swift
/// let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Reminder> {
///   cell, indexPath, reminder in
///   var content = cell.defaultContentConfiguration()
///   content.text = reminder.title
///   cell.contentConfiguration = content
///   cell.accessories = [.checkmark(options: .init(isHidden: !reminder.isDone)), .disclosureIndicator()]
/// }
/// ```
///
/// The accessories take their slots from the cell's width and the content view fills the rest
/// (`Documentation/CollectionViews.md#accessories`); ``indentationLevel`` moves the content view
/// (and the leading accessories, with ``indentsAccessories``) in by ``indentationWidth`` per
/// level. The separator a list draws below the cell starts at ``separatorLayoutGuide``'s leading
/// edge: where the content's text starts unless a constraint moves it.
open class UICollectionViewListCell: UICollectionViewCell {
  /// The accessories at the cell's edges.
  open var accessories: [UICellAccessory] = [] {
    didSet { updateAccessories() }
  }
  /// How many levels the content is indented.
  open var indentationLevel = 0 {
    didSet { updateAccessories() }
  }
  /// How far each indentation level moves the content: 10 points, 20 in a sidebar, unless set.
  open var indentationWidth: CGFloat {
    get { storedIndentationWidth ?? listStyle?.indentationWidth ?? ListMetrics.indentationWidth }
    set {
      storedIndentationWidth = newValue
      updateAccessories()
    }
  }
  /// Whether the leading accessories move in with the content (`true`).
  open var indentsAccessories = true {
    didSet { updateAccessories() }
  }
  /// Where the separator below the cell starts: its leading edge is where the content's text
  /// starts; constrain `separatorLayoutGuide.leadingAnchor` to move it.
  public let separatorLayoutGuide = UILayoutGuide()

  private var storedIndentationWidth: CGFloat?
  /// Where the separator starts unless the app's constraints say otherwise: at the text.
  private lazy var separatorLeading = separatorLayoutGuide.leadingAnchor.constraint(
    equalTo: contentView.leadingAnchor
  ).withPriority(.defaultLow)
  /// The list section's look, given when the cell is shown in a list; `nil` until then.
  private(set) var listStyle: ListSectionStyle?
  /// Whether the collection view edits: the accessories shown `whenEditing` show.
  private(set) var listIsEditing = false
  /// What the cell is in its list section.
  private(set) var listRole = ListRole.cell
  /// Whether the cell's own background colour was set by the app, which the list does not replace.
  private var hasOwnBackground = false
  private var contentLeading: NSLayoutConstraint?
  private var contentTrailing: NSLayoutConstraint?
  private var accessoryLayout: AccessoryLayout?
  /// The views shown for label and custom accessories, and the constraints placing them.
  private var accessoryViews: [UIView] = []
  private var accessoryConstraints: [NSLayoutConstraint] = []

  /// A list cell with `frame`.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    let edges = contentView.layoutShotView.activeConstraints.filter {
      $0.firstItem === contentView.layoutShotView && $0.secondItem === layoutShotView
    }
    contentLeading = edges.first { $0.firstAttribute == .leading }
    contentTrailing = edges.first { $0.firstAttribute == .trailing }
    addLayoutGuide(separatorLayoutGuide)
    NSLayoutConstraint.activate([
      separatorLeading,
      separatorLayoutGuide.trailingAnchor.constraint(equalTo: trailingAnchor),
      separatorLayoutGuide.topAnchor.constraint(equalTo: topAnchor),
      separatorLayoutGuide.bottomAnchor.constraint(equalTo: bottomAnchor),
    ])
    contentView.insetsLayoutMarginsFromSafeArea = false
    applyContentMargins()
  }

  /// Cells are not archived in LayoutShot; this returns `nil`.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// The cell's background colour; a list gives it its section's unless the app set one.
  open override var backgroundColor: UIColor? {
    get { super.backgroundColor }
    set {
      super.backgroundColor = newValue
      hasOwnBackground = true
    }
  }

  /// What a list cell is in its section: a row, or a header or footer.
  enum ListRole { case cell, header, footer }

  /// Takes the look of the list section `style` the cell is shown in as `role`: its background
  /// (unless the app set one; clear for a header or footer), its content margins and indentation,
  /// and whether the list `isEditing`.
  func takeListLook(_ style: ListSectionStyle, isEditing: Bool, role: ListRole) {
    listStyle = style
    listIsEditing = isEditing
    listRole = role
    listAppearance = style.appearance.listAppearance
    if !hasOwnBackground {
      super.backgroundColor =
        role == .cell && backgroundConfiguration == nil ? style.cellBackgroundColor : .clear
    }
    applyContentMargins()
    updateAccessories()
  }

  /// Moves the separator's default start to where the content's text starts: a list content
  /// view's text, else the content view's leading margin.
  func updateSeparatorLeading() {
    let content = contentView.subviews.lazy.compactMap { $0 as? UIListContentView }.first
    let leading = Double(content?.textLeading ?? contentView.directionalLayoutMargins.leading)
    if separatorLeading.constant != leading { separatorLeading.constant = leading }
  }

  /// The content view's margins: the list's side margin (16 or 20 points, 8 in a sidebar) and 11
  /// points above and below, 15 in the iOS 26 edition outside a sidebar
  /// (`Documentation/Lists.md#rows`).
  private func applyContentMargins() {
    let side = listStyle?.cellMargin ?? ListMetrics.horizontalMargin
    let vertical =
      listStyle?.isSidebar == true ? ListMetrics.sidebarCellVerticalMargin : ListMetrics.cellVerticalMargin
    let margins = NSDirectionalEdgeInsets(top: vertical, leading: side, bottom: vertical, trailing: side)
    if contentView.directionalLayoutMargins != margins { contentView.directionalLayoutMargins = margins }
  }

  /// Lays the accessories out: the content view's edges move in by their slots and the
  /// indentation, and label and custom accessories are added as views in their slots.
  private func updateAccessories() {
    let indentation = CGFloat(max(0, indentationLevel)) * indentationWidth
    let margin = listStyle?.cellMargin ?? ListMetrics.horizontalMargin
    let layout = AccessoryLayout(
      accessories: accessories, isEditing: listIsEditing, margin: margin,
      leadingStart: indentsAccessories ? indentation : 0
    ) { accessory in
      if let label = Self.label(for: accessory) { return label.intrinsicContentSize.width }
      guard case .customView(let view, _, let fixed) = accessory.kind else { return 0 }
      let intrinsic = view.intrinsicContentSize.width
      return fixed || intrinsic < 0 ? view.frame.width : intrinsic
    }
    accessoryLayout = layout
    contentLeading?.constant = Double(indentation + layout.leadingWidth)
    contentTrailing?.constant = Double(-layout.trailingWidth)
    // A list content view's margins grow to the cell's, measured from the content view: none at
    // the trailing edge when an accessory ends the content view first.
    inheritedContentMargins = NSDirectionalEdgeInsets(
      top: 0, leading: max(0, margin - indentation - layout.leadingWidth), bottom: 0,
      trailing: layout.trailingWidth > 0 ? 0 : margin)
    NSLayoutConstraint.deactivate(accessoryConstraints)
    accessoryConstraints = []
    for view in accessoryViews { view.removeFromSuperview() }
    accessoryViews = []
    for slot in layout.slots where slot.accessory.isView && !slot.accessory.isHidden {
      if case .customView(let view, _, _) = slot.accessory.kind {
        place(view, in: slot)
      } else if let label = Self.label(for: slot.accessory) {
        place(label, in: slot)
      }
    }
  }

  /// The label showing a label accessory's text, in its font and colour (`secondaryLabel` unless
  /// tinted); `nil` for other accessories.
  private static func label(for accessory: UICellAccessory) -> UILabel? {
    guard case .label(let text, let font) = accessory.kind else { return nil }
    let label = UILabel()
    label.text = text
    label.font = font
    label.textColor = accessory.tintColor ?? .secondaryLabel
    return label
  }

  /// Adds an accessory's view in its slot, centred down the cell.
  private func place(_ view: UIView, in slot: AccessoryLayout.Slot) {
    let size = view.intrinsicContentSize
    view.translatesAutoresizingMaskIntoConstraints = false
    addSubview(view)
    accessoryViews.append(view)
    var constraints = [view.centerYAnchor.constraint(equalTo: centerYAnchor)]
    if case .customView(_, _, let fixed) = slot.accessory.kind, fixed || size.width < 0 {
      constraints.append(view.widthAnchor.constraint(equalToConstant: view.frame.width))
    }
    if case .customView(_, _, let fixed) = slot.accessory.kind, fixed || size.height < 0 {
      constraints.append(view.heightAnchor.constraint(equalToConstant: view.frame.height))
    }
    constraints.append(
      slot.isLeading
        ? view.leadingAnchor.constraint(equalTo: leadingAnchor, constant: slot.viewOffset)
        : view.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -slot.viewOffset))
    if let tint = slot.accessory.tintColor, case .customView = slot.accessory.kind { view.tintColor = tint }
    accessoryConstraints = accessoryConstraints + constraints
    NSLayoutConstraint.activate(constraints)
  }

  /// A list content configuration in the look of the list the cell is in: a cell's (a sidebar
  /// cell's in a sidebar), or, for a header or footer, the appearance's header or footer
  /// (`Documentation/CollectionViews.md#list-layouts`).
  open func defaultContentConfiguration() -> UIListContentConfiguration {
    let appearance = listStyle?.appearance ?? .plain
    let isSidebar = appearance == .sidebar || appearance == .sidebarPlain
    let configuration: UIListContentConfiguration
    switch listRole {
    case .cell: configuration = isSidebar ? .sidebarCell() : .cell()
    case .header:
      configuration =
        isSidebar ? .sidebarHeader() : (appearance == .plain ? .plainHeader() : .groupedHeader())
    case .footer:
      configuration = appearance == .plain || appearance == .sidebarPlain ? .plainFooter() : .groupedFooter()
    }
    return configuration.updated(for: configurationState)
  }

  /// The cell's state: its traits, selection, highlight, list, and whether the list edits.
  open override var configurationState: UICellConfigurationState {
    var state = super.configurationState
    state.isEditing = listIsEditing
    return state
  }

  /// The glyphs of the system accessories in their slots, over what the cell draws itself.
  override var controlDrawing: Drawing? {
    let own = super.controlDrawing
    guard let accessoryLayout else { return own }
    var elements = own?.elements ?? []
    for slot in accessoryLayout.slots where !slot.accessory.isView && !slot.accessory.isHidden {
      let middle = Double(slot.offset + slot.width / 2)
      let x: Drawing.Length = slot.isLeading ? .fraction(0, plus: middle) : .fraction(1, plus: -middle)
      elements += AccessoryGlyph.elements(
        slot.accessory.kind, at: x, tint: glyphTint(slot.accessory), fill: glyphFill(slot.accessory),
        expanded: false, selected: isSelected)
    }
    return elements.isEmpty ? nil : Drawing(elements, mask: own?.mask)
  }

  /// The colour of an accessory's glyph: its tint colour, else the system's for its kind.
  private func glyphTint(_ accessory: UICellAccessory) -> UIColor {
    if let tint = accessory.tintColor { return tint }
    switch accessory.kind {
    case .checkmark, .detail: return tintColor
    case .outlineDisclosure(.header): return tintColor
    case .popUpMenu: return .secondaryLabel
    case .delete, .insert: return .white
    default: return .tertiaryLabel
    }
  }

  /// The fill of a circled control: its background colour, else the system's.
  private func glyphFill(_ accessory: UICellAccessory) -> UIColor {
    if let fill = accessory.backgroundColor { return fill }
    switch accessory.kind {
    case .delete: return .systemRed
    case .insert: return .systemGreen
    default: return tintColor
    }
  }
}
