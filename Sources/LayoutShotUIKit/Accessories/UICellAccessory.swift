import LayoutShot

/// An accessory at the leading or trailing edge of a list cell (`UICellAccessory`), outside its
/// content view: a disclosure indicator, a checkmark, editing controls, a label or a view of the
/// app's.
///
/// ```swift
/// cell.accessories = [.label(text: "12"), .disclosureIndicator()]
/// ```
///
/// Each takes a slot from the cell's width, so the content view narrows by it; the widths and the
/// glyphs are in `Documentation/CollectionViews.md#accessories`.
public struct UICellAccessory {
  /// When an accessory shows (`UICellAccessory.DisplayedState`).
  public enum DisplayedState: Int, Sendable {
    /// Always.
    case always
    /// While the collection view edits.
    case whenEditing
    /// While it does not.
    case whenNotEditing
  }

  /// A width reserved for an accessory, its glyph centred in it (`UICellAccessory.LayoutDimension`).
  public enum LayoutDimension: Equatable, Sendable {
    /// The glyph's own width.
    case actual
    /// The system's width for the accessory.
    case standard
    /// This many points.
    case custom(CGFloat)
  }

  /// Where a custom accessory goes among the others: the index it takes in the accessories at its
  /// edge, ordered from the edge inward (`UICellAccessory.Position`).
  public typealias Position = ([UICellAccessory]) -> Int
  /// What runs when an accessory is tapped (never, in a layout).
  public typealias ActionHandler = () -> Void
  /// What runs when a pop-up menu's selection changes (never, in a layout).
  public typealias MenuSelectedElementDidChangeHandler = (UIMenu) -> Void

  /// The edge a custom accessory sits at (`UICellAccessory.Placement`).
  public enum Placement {
    /// The leading edge, when `displayed`, at the index `at` gives.
    case leading(displayed: DisplayedState = .always, at: Position = { _ in 0 })
    /// The trailing edge, when `displayed`, at the index `at` gives.
    case trailing(displayed: DisplayedState = .always, at: Position = { _ in 0 })

    /// A position just before `accessory` (nearer the edge), or at the edge when it is absent.
    public static func position(before accessory: UICellAccessory) -> Position {
      { accessories in accessories.firstIndex { $0.kind.sameKind(as: accessory.kind) } ?? 0 }
    }

    /// A position just after `accessory` (farther from the edge), or at the edge when it is absent.
    public static func position(after accessory: UICellAccessory) -> Position {
      { accessories in accessories.firstIndex { $0.kind.sameKind(as: accessory.kind) }.map { $0 + 1 } ?? 0 }
    }
  }

  /// What an accessory is.
  enum Kind {
    case disclosureIndicator, checkmark, delete, insert, reorder, multiselect, detail, popUpMenu
    case outlineDisclosure(OutlineDisclosureOptions.Style)
    case label(String, UIFont)
    case customView(UIView, Placement, maintainsFixedSize: Bool)

    /// Whether two kinds are the same kind of accessory, whatever their settings.
    func sameKind(as other: Kind) -> Bool {
      switch (self, other) {
      case (.disclosureIndicator, .disclosureIndicator), (.checkmark, .checkmark), (.delete, .delete),
        (.insert, .insert), (.reorder, .reorder), (.multiselect, .multiselect), (.detail, .detail),
        (.popUpMenu, .popUpMenu), (.outlineDisclosure, .outlineDisclosure), (.label, .label):
        return true
      case (.customView(let one, _, _), .customView(let two, _, _)):
        return one === two
      default:
        return false
      }
    }
  }

  let kind: Kind
  /// When the accessory shows.
  public let displayedState: DisplayedState
  /// Whether the accessory is hidden while keeping its width.
  public let isHidden: Bool
  /// The width reserved for the accessory.
  public let reservedLayoutWidth: LayoutDimension
  /// The accessory's colour; `nil` for its default.
  public let tintColor: UIColor?
  /// The fill behind a delete, insert or multiselect control; `nil` for its default.
  let backgroundColor: UIColor?

  private init(_ kind: Kind, _ displayed: DisplayedState, _ options: some AccessoryOptions) {
    self.kind = kind
    displayedState = displayed
    isHidden = options.isHidden
    reservedLayoutWidth = options.reservedLayoutWidth
    tintColor = options.tintColor
    backgroundColor = options.fill
  }

  /// A chevron pointing to the trailing edge: the row leads somewhere.
  public static func disclosureIndicator(
    displayed: DisplayedState = .always, options: DisclosureIndicatorOptions = DisclosureIndicatorOptions()
  ) -> UICellAccessory {
    UICellAccessory(.disclosureIndicator, displayed, options)
  }

  /// A checkmark in the tint colour.
  public static func checkmark(
    displayed: DisplayedState = .always, options: CheckmarkOptions = CheckmarkOptions()
  )
    -> UICellAccessory
  {
    UICellAccessory(.checkmark, displayed, options)
  }

  /// A red delete control at the leading edge.
  public static func delete(
    displayed: DisplayedState = .whenEditing, options: DeleteOptions = DeleteOptions(),
    actionHandler: ActionHandler? = nil
  ) -> UICellAccessory {
    UICellAccessory(.delete, displayed, options)
  }

  /// A green insert control at the leading edge.
  public static func insert(
    displayed: DisplayedState = .whenEditing, options: InsertOptions = InsertOptions(),
    actionHandler: ActionHandler? = nil
  ) -> UICellAccessory {
    UICellAccessory(.insert, displayed, options)
  }

  /// A reorder grip at the trailing edge.
  public static func reorder(
    displayed: DisplayedState = .whenEditing, options: ReorderOptions = ReorderOptions()
  )
    -> UICellAccessory
  {
    UICellAccessory(.reorder, displayed, options)
  }

  /// A selection circle at the leading edge, filled when the cell is selected.
  public static func multiselect(
    displayed: DisplayedState = .whenEditing, options: MultiselectOptions = MultiselectOptions()
  ) -> UICellAccessory {
    UICellAccessory(.multiselect, displayed, options)
  }

  /// A chevron that expands and collapses an item's children: pointing down when expanded.
  public static func outlineDisclosure(
    displayed: DisplayedState = .always, options: OutlineDisclosureOptions = OutlineDisclosureOptions(),
    actionHandler: ActionHandler? = nil
  ) -> UICellAccessory {
    UICellAccessory(.outlineDisclosure(options.style), displayed, options)
  }

  /// A detail (info) button.
  public static func detail(
    displayed: DisplayedState = .always, options: DetailOptions = DetailOptions(),
    actionHandler: ActionHandler? = nil
  ) -> UICellAccessory {
    UICellAccessory(.detail, displayed, options)
  }

  /// Up and down chevrons: tapping the row shows `menu`.
  public static func popUpMenu(
    _ menu: UIMenu, displayed: DisplayedState = .always, options: PopUpMenuOptions = PopUpMenuOptions(),
    selectedElementDidChangeHandler: MenuSelectedElementDidChangeHandler? = nil
  ) -> UICellAccessory {
    UICellAccessory(.popUpMenu, displayed, options)
  }

  /// A text, in the body font and the secondary label colour unless `options` say otherwise.
  public static func label(
    text: String, displayed: DisplayedState = .always, options: LabelOptions = LabelOptions()
  )
    -> UICellAccessory
  {
    UICellAccessory(.label(text, options.font), displayed, options)
  }

  /// A view of the app's, at the edge and position `configuration` gives.
  public static func customView(configuration: CustomViewConfiguration) -> UICellAccessory {
    let displayed: DisplayedState
    switch configuration.placement {
    case .leading(let state, _), .trailing(let state, _): displayed = state
    }
    return UICellAccessory(
      .customView(
        configuration.customView, configuration.placement,
        maintainsFixedSize: configuration.maintainsFixedSize),
      displayed, configuration)
  }
}
