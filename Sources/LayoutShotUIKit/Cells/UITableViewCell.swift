/// A table view cell (`UITableViewCell`): a `contentView` for custom content, and the standard
/// styles' `textLabel`, `detailTextLabel` and `imageView`, made and constrained on first use.
///
/// Laid out with ``UIKitLayout/cell(_:_:)`` at the screen's width, it is as tall as its content
/// view's constraints make it, as a self-sizing table sizes it, or 44 points when they give it
/// no height. The standard styles follow UIKit's: the body font (17 points) for the text, the
/// detail in caption1 (12) below it (`.subtitle`), in the body font and secondary colour at the
/// trailing edge (`.value1`), or in footnote (13) after a footnote title in the tint colour
/// (`.value2`); content margins of 16 points (20 on screens 414 points wide or more) and 11 above
/// and below; a standard cell at least 44 points tall.
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
open class UITableViewCell: UIView {
  /// The cell's style.
  public let style: CellStyle
  /// The identifier a table reuses the cell by (kept).
  ///
  /// Open, so a subclass may override it as in UIKit.
  open var reuseIdentifier: String? { storedReuseIdentifier }
  private let storedReuseIdentifier: String?
  /// Where custom content goes.
  public let contentView = UIView()
  private var contentTrailing: NSLayoutConstraint?
  private var accessoryConstraints: [NSLayoutConstraint] = []
  private var storedTextLabel: UILabel?
  private var storedDetailTextLabel: UILabel?
  private var storedImageView: UIImageView?
  private var standardConstraints: [NSLayoutConstraint] = []

  /// A cell of `style`.
  public init(style: CellStyle, reuseIdentifier: String?) {
    self.style = style
    storedReuseIdentifier = reuseIdentifier
    super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    backgroundColor = .systemBackground
    contentView.translatesAutoresizingMaskIntoConstraints = false
    let margin = Self.horizontalMargin
    contentView.directionalLayoutMargins = NSDirectionalEdgeInsets(
      top: 11, leading: margin, bottom: 11, trailing: margin)
    addSubview(contentView)
    contentTrailing = contentView.layoutShotView.pinEdges(to: layoutShotView).first {
      $0.firstAttribute == .trailing
    }
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
  static var horizontalMargin: CGFloat {
    (LayoutRun.screen?.size.width ?? 375) >= 414 ? 20 : 16
  }

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
  /// How the cell shows selection (kept).
  open var selectionStyle = SelectionStyle.default
  /// The inset of the separator (kept, not drawn).
  open var separatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0)
  /// A view behind the content (kept).
  open var backgroundView: UIView?
  /// A view behind the content when selected (kept).
  open var selectedBackgroundView: UIView?
  /// Whether the cell is selected (kept).
  open var isSelected = false
  /// Whether the cell is highlighted (kept).
  open var isHighlighted = false

  /// Called before the cell is reused.
  open func prepareForReuse() {}
  /// Selects the cell (kept).
  open func setSelected(_ selected: Bool, animated: Bool) { isSelected = selected }
  /// Highlights the cell (kept).
  open func setHighlighted(_ highlighted: Bool, animated: Bool) { isHighlighted = highlighted }

  /// The width an accessory takes from the content view.
  static func accessoryWidth(_ type: AccessoryType) -> CGFloat {
    switch type {
    case .none: 0
    case .disclosureIndicator, .checkmark: 38
    case .detailButton, .detailDisclosureButton: 48
    }
  }

  /// UIKit's padding between the content view and a custom accessory view.
  static let contentAccessoryPadding: CGFloat = 16

  /// Ends the content view before the accessory: a custom view added at the trailing margin, or
  /// the width of a standard accessory.
  private func installAccessory() {
    NSLayoutConstraint.deactivate(accessoryConstraints)
    accessoryConstraints = []
    guard let accessoryView else {
      contentTrailing?.isActive = true
      contentTrailing?.constant = -Self.accessoryWidth(accessoryType)
      return
    }
    if accessoryView.superview !== self {
      let size = accessoryView.frame.size
      accessoryView.translatesAutoresizingMaskIntoConstraints = false
      addSubview(accessoryView)
      // A view with no intrinsic size keeps the size it was framed at, as UIKit lays it out.
      let intrinsic = accessoryView.intrinsicContentSize
      if intrinsic.width < 0 {
        accessoryConstraints.append(accessoryView.widthAnchor.constraint(equalToConstant: size.width))
      }
      if intrinsic.height < 0 {
        accessoryConstraints.append(accessoryView.heightAnchor.constraint(equalToConstant: size.height))
      }
    }
    contentTrailing?.isActive = false
    accessoryConstraints += [
      accessoryView.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -Self.horizontalMargin),
      accessoryView.centerYAnchor.constraint(equalTo: centerYAnchor),
      contentView.trailingAnchor.constraint(
        equalTo: accessoryView.leadingAnchor, constant: -Self.contentAccessoryPadding),
    ]
    NSLayoutConstraint.activate(accessoryConstraints)
  }

  /// The chevron or tick of a standard accessory, in the space it takes at the trailing edge:
  /// a chevron about 8 × 13 points in `tertiaryLabel` (UIKit's `chevron.forward` symbol and
  /// tint), a tick in the tint colour.
  override var controlDrawing: Drawing? {
    guard accessoryView == nil else { return nil }
    let space = Double(Self.accessoryWidth(accessoryType))
    let center = Drawing.Length.fraction(1, plus: -space / 2)
    func point(_ dx: Double, _ dy: Double) -> Drawing.Point {
      Drawing.Point(x: .fraction(1, plus: -space / 2 + dx), y: .fraction(0.5, plus: dy))
    }
    switch accessoryType {
    case .none:
      return nil
    case .disclosureIndicator, .detailDisclosureButton:
      // Two 2-point strokes meeting at the tip, pointing trailing.
      let chevron = [
        point(-3, -6.5), point(-1, -6.5), point(4, 0), point(-1, 6.5), point(-3, 6.5), point(2, 0),
      ]
      var elements: [Drawing.Element] = [.polygon(chevron, color: UIColor.tertiaryLabel.layoutShotColor)]
      if accessoryType == .detailDisclosureButton {
        elements.append(
          .stroke(
            .centered(x: .fraction(1, plus: -space + 11), y: .fraction(0.5), width: 22, height: 22),
            cornerRadius: .infinity, width: 1.5, color: tintColor.layoutShotColor))
      }
      return Drawing(elements)
    case .checkmark:
      let tick = [point(-7, 0), point(-5, -2), point(-2, 2), point(5, -6), point(7, -4), point(-2, 6)]
      return Drawing([.polygon(tick, color: tintColor.layoutShotColor)])
    case .detailButton:
      return Drawing([
        .stroke(
          .centered(x: center, y: .fraction(0.5), width: 22, height: 22), cornerRadius: .infinity, width: 1.5,
          color: tintColor.layoutShotColor)
      ])
    }
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
    var constraints = [contentView.heightAnchor.constraint(greaterThanOrEqualToConstant: 44)]
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
        constraints += [
          text.topAnchor.constraint(greaterThanOrEqualTo: margins.topAnchor),
          detail.topAnchor.constraint(equalTo: text.bottomAnchor),
          detail.leadingAnchor.constraint(equalTo: text.leadingAnchor),
          detail.trailingAnchor.constraint(lessThanOrEqualTo: margins.trailingAnchor),
          detail.bottomAnchor.constraint(lessThanOrEqualTo: margins.bottomAnchor),
          text.topAnchor.constraint(equalTo: margins.topAnchor).withPriority(.defaultLow),
          contentView.centerYAnchor.constraint(equalTo: text.bottomAnchor),
        ]
      case (.value1, let detail?):
        constraints += [
          text.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
          detail.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
          detail.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
          detail.leadingAnchor.constraint(greaterThanOrEqualTo: text.trailingAnchor, constant: 8),
          text.topAnchor.constraint(greaterThanOrEqualTo: margins.topAnchor),
        ]
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
  /// A standard cell layout (`UITableViewCell.CellStyle`).
  public enum CellStyle: Int, Sendable { case `default`, value1, value2, subtitle }
  /// A cell's accessory (`UITableViewCell.AccessoryType`).
  public enum AccessoryType: Int, Sendable {
    case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton
  }
  /// How a cell shows selection (`UITableViewCell.SelectionStyle`).
  public enum SelectionStyle: Int, Sendable { case none, blue, gray, `default` }
}
