import LayoutShot

/// A search bar (`UISearchBar`), on its own as a table's header view shows it, or as a search
/// controller's bar.
///
/// On its own it is 56 points tall, with a 36-point field rounded by 10 points in the tertiary
/// fill, 8 points in from the sides and centred down, showing a magnifying glass and the text or
/// the placeholder ("Search") in the placeholder colour (`Documentation/Lists.md#search-bar`). A
/// search controller's bar, in a navigation item, is drawn by the navigation bar as a field of its
/// own (`Documentation/Bars.md#search`).
///
/// ```swift
/// let searchBar = UISearchBar()
/// searchBar.placeholder = "Search Mail"
/// searchBar.sizeToFit()
/// tableView.tableHeaderView = searchBar
/// ```
open class UISearchBar: UIView {
  /// The text typed (shown in place of the placeholder).
  open var text: String?
  /// The placeholder shown when there is no text; "Search" by default, as UIKit's.
  open var placeholder: String?
  /// The prompt above the field (kept).
  open var prompt: String?
  /// The titles of the scope buttons (kept).
  open var scopeButtonTitles: [String]?
  /// Whether the cancel button shows (kept).
  open var showsCancelButton = false
  /// The bar's style (kept).
  open var searchBarStyle = Style.default
  /// The delegate (kept; nothing is typed in a layout).
  open weak var delegate: UISearchBarDelegate?

  /// A search bar `frame` large.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Views are not archived in LayoutShot; this returns `nil`.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// The bar's height.
  static let height: CGFloat = 56
  /// The field's height.
  static let fieldHeight: CGFloat = 36
  /// The field's inset from the bar's sides.
  static let fieldInset: CGFloat = 8
  /// The field's corner radius.
  static let fieldCornerRadius: CGFloat = 10

  /// As tall as UIKit's bar; as wide as it is laid out.
  open override var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: Self.height)
  }

  /// The bar's height at the width given.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: size.width, height: Self.height)
  }

  /// The field, the glass and the text or placeholder.
  override var controlDrawing: Drawing? {
    let inset = Double(Self.fieldInset), fieldHeight = Double(Self.fieldHeight)
    let field = Drawing.Placement(
      x: .points(inset), y: .fraction(0.5, plus: -fieldHeight / 2), width: .fraction(1, plus: -2 * inset),
      height: .points(fieldHeight))
    var elements: [Drawing.Element] = [
      .fill(
        field, cornerRadius: Double(Self.fieldCornerRadius), color: UIColor.tertiarySystemFill.layoutShotColor
      ),
      .stroke(
        .centered(x: .points(inset + 15), y: .fraction(0.5, plus: -1), width: 12, height: 12),
        cornerRadius: 6,
        width: 2, color: UIColor.secondaryLabel.layoutShotColor),
      .polygon(
        [
          Drawing.Point(x: .points(inset + 19), y: .fraction(0.5, plus: 4)),
          Drawing.Point(x: .points(inset + 20.5), y: .fraction(0.5, plus: 2.5)),
          Drawing.Point(x: .points(inset + 24.5), y: .fraction(0.5, plus: 6.5)),
          Drawing.Point(x: .points(inset + 23), y: .fraction(0.5, plus: 8)),
        ], color: UIColor.secondaryLabel.layoutShotColor),
    ]
    let typed = text.flatMap { $0.isEmpty ? nil : $0 }
    let textPlacement = Drawing.Placement(
      x: .points(inset + 30), y: .fraction(0.5, plus: -fieldHeight / 2),
      width: .fraction(1, plus: -2 * inset - 38),
      height: .points(fieldHeight))
    if let title = Drawing.Element.title(
      typed ?? placeholder ?? "Search", font: .systemFont(ofSize: 17),
      color: typed == nil ? .placeholderText : .label,
      in: textPlacement, alignment: .natural)
    {
      elements.append(title)
    }
    return Drawing(elements)
  }

  /// How a search bar looks (`UISearchBar.Style`).
  public enum Style: UInt, Sendable {
    /// The default look, a bar with a background, or the field alone.
    case `default`, prominent, minimal
  }
}

/// What a search bar tells its delegate (`UISearchBarDelegate`); never told in a layout.
@MainActor
public protocol UISearchBarDelegate: AnyObject {
  /// The text changed.
  func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String)
}

extension UISearchBarDelegate {
  /// Does nothing.
  public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {}
}
