import LayoutShot

/// What every accessory's options have: whether it is hidden, the width it reserves and its tint.
protocol AccessoryOptions {
  var isHidden: Bool { get }
  var reservedLayoutWidth: UICellAccessory.LayoutDimension { get }
  var tintColor: UIColor? { get }
  /// The fill behind a control, for the options that have one.
  var fill: UIColor? { get }
}

extension AccessoryOptions {
  var fill: UIColor? { nil }
}

extension UICellAccessory {
  /// Options of ``disclosureIndicator(displayed:options:)``, ``checkmark(displayed:options:)``,
  /// ``detail(displayed:options:actionHandler:)`` and
  /// ``popUpMenu(_:displayed:options:selectedElementDidChangeHandler:)``.
  public typealias DisclosureIndicatorOptions = SymbolOptions
  /// Options of ``checkmark(displayed:options:)``.
  public typealias CheckmarkOptions = SymbolOptions
  /// Options of ``detail(displayed:options:actionHandler:)``.
  public typealias DetailOptions = SymbolOptions
  /// Options of ``popUpMenu(_:displayed:options:selectedElementDidChangeHandler:)``.
  public typealias PopUpMenuOptions = SymbolOptions
  /// Options of ``delete(displayed:options:actionHandler:)``.
  public typealias DeleteOptions = ControlOptions
  /// Options of ``insert(displayed:options:actionHandler:)``.
  public typealias InsertOptions = ControlOptions
  /// Options of ``multiselect(displayed:options:)``.
  public typealias MultiselectOptions = ControlOptions

  /// The options of an accessory drawn as a symbol: UIKit's `DisclosureIndicatorOptions`,
  /// `CheckmarkOptions`, `DetailOptions` and `PopUpMenuOptions`, which have the same members (one
  /// type in LayoutShot, under each of those names).
  public struct SymbolOptions: AccessoryOptions {
    /// Whether the accessory is hidden while keeping its width.
    public var isHidden: Bool
    /// The width reserved for it.
    public var reservedLayoutWidth: LayoutDimension
    /// Its colour; `nil` for the accessory's own (`tertiaryLabel` for a chevron, the tint colour
    /// for a checkmark or a detail button, `secondaryLabel` for a pop-up menu).
    public var tintColor: UIColor?

    /// Options; `nil` leaves a default.
    public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil)
    {
      self.isHidden = isHidden ?? false
      self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
      self.tintColor = tintColor
    }
  }

  /// The options of an editing control in a circle: UIKit's `DeleteOptions`, `InsertOptions` and
  /// `MultiselectOptions`, which have the same members (one type in LayoutShot, under each name).
  public struct ControlOptions: AccessoryOptions {
    /// Whether the accessory is hidden while keeping its width.
    public var isHidden: Bool
    /// The width reserved for it.
    public var reservedLayoutWidth: LayoutDimension
    /// The colour of the mark (white), or of a multiselect ring (`tertiaryLabel`); `nil` for those.
    public var tintColor: UIColor?
    /// The circle's colour: `systemRed` to delete, `systemGreen` to insert, the tint colour for a
    /// selected multiselect circle; `nil` for those.
    public var backgroundColor: UIColor?
    var fill: UIColor? { backgroundColor }

    /// Options; `nil` leaves a default.
    public init(
      isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil,
      backgroundColor: UIColor? = nil
    ) {
      self.isHidden = isHidden ?? false
      self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
      self.tintColor = tintColor
      self.backgroundColor = backgroundColor
    }
  }

  /// Options of ``reorder(displayed:options:)``.
  public struct ReorderOptions: AccessoryOptions {
    /// Whether the accessory is hidden while keeping its width.
    public var isHidden: Bool
    /// The width reserved for it.
    public var reservedLayoutWidth: LayoutDimension
    /// The grip's colour; `nil` for `tertiaryLabel`.
    public var tintColor: UIColor?
    /// Whether a line separates the grip from the content (kept).
    public var showsVerticalSeparator: Bool

    /// Options; `nil` leaves a default.
    public init(
      isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil,
      showsVerticalSeparator: Bool? = nil
    ) {
      self.isHidden = isHidden ?? false
      self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
      self.tintColor = tintColor
      self.showsVerticalSeparator = showsVerticalSeparator ?? true
    }
  }

  /// Options of ``outlineDisclosure(displayed:options:actionHandler:)``.
  public struct OutlineDisclosureOptions: AccessoryOptions {
    /// How the chevron looks (`UICellAccessory.OutlineDisclosureOptions.Style`).
    public enum Style: Int, Sendable {
      /// A header's look in a cell styled as a header, else a cell's.
      case automatic
      /// A header's chevron, in the tint colour.
      case header
      /// A cell's chevron, in `tertiaryLabel`.
      case cell
    }

    /// The chevron's style.
    public var style: Style
    /// Whether the accessory is hidden while keeping its width.
    public var isHidden: Bool
    /// The width reserved for it.
    public var reservedLayoutWidth: LayoutDimension
    /// Its colour; `nil` for the style's.
    public var tintColor: UIColor?

    /// Options; `nil` leaves a default.
    public init(
      style: Style? = nil, isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil,
      tintColor: UIColor? = nil
    ) {
      self.style = style ?? .automatic
      self.isHidden = isHidden ?? false
      self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
      self.tintColor = tintColor
    }
  }

  /// Options of ``label(text:displayed:options:)``.
  public struct LabelOptions: AccessoryOptions {
    /// Whether the accessory is hidden while keeping its width.
    public var isHidden: Bool
    /// The width reserved for it.
    public var reservedLayoutWidth: LayoutDimension
    /// The text's colour; `nil` for `secondaryLabel`.
    public var tintColor: UIColor?
    /// The text's font (the body style by default).
    public var font: UIFont
    /// Whether the font follows the content size category (kept).
    public var adjustsFontForContentSizeCategory: Bool

    /// Options; `nil` leaves a default.
    public init(
      isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil,
      font: UIFont? = nil, adjustsFontForContentSizeCategory: Bool? = nil
    ) {
      self.isHidden = isHidden ?? false
      self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
      self.tintColor = tintColor
      self.font = font ?? .preferredFont(forTextStyle: .body)
      self.adjustsFontForContentSizeCategory = adjustsFontForContentSizeCategory ?? false
    }
  }

  /// What ``customView(configuration:)`` shows and where.
  public struct CustomViewConfiguration: AccessoryOptions {
    /// The view.
    public let customView: UIView
    /// Its edge and position.
    public var placement: Placement
    /// Whether the accessory is hidden while keeping its width.
    public var isHidden: Bool
    /// The width reserved for it.
    public var reservedLayoutWidth: LayoutDimension
    /// The view's tint colour; `nil` leaves it.
    public var tintColor: UIColor?
    /// Whether the view keeps the size its frame has (else its intrinsic size).
    public var maintainsFixedSize: Bool

    /// A configuration showing `customView` at `placement`; `nil` leaves a default.
    public init(
      customView: UIView, placement: Placement, isHidden: Bool? = nil,
      reservedLayoutWidth: LayoutDimension? = nil,
      tintColor: UIColor? = nil, maintainsFixedSize: Bool? = nil
    ) {
      self.customView = customView
      self.placement = placement
      self.isHidden = isHidden ?? false
      self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
      self.tintColor = tintColor
      self.maintainsFixedSize = maintainsFixedSize ?? false
    }
  }
}
