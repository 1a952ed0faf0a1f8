import LayoutShot

/// A toolbar (`UIToolbar`): a bar of bar button items, drawn with its appearance's background and
/// a shadow line along its top (Documentation/Bars.md#toolbar).
///
/// Its items sit in a row at the margins, 8 points apart; flexible spaces share what width is
/// left, fixed spaces take their `width`. A navigation controller places one at the bottom of the
/// screen for its top controller's `toolbarItems`: 49 points tall above a home indicator, 44
/// otherwise. Made alone, it is 44 points tall, as wide as it is laid out, and shows its items
/// once it is laid out.
///
/// ```swift
/// let toolbar = UIToolbar()
/// toolbar.items = [.flexibleSpace(), UIBarButtonItem(barButtonSystemItem: .done, target: nil, action: nil)]
/// textField.inputAccessoryView = toolbar
/// ```
open class UIToolbar: UIView {
  /// The height UIKit gives a toolbar not at the bottom of the screen.
  static let height: CGFloat = 44

  /// The items, in order.
  open var items: [UIBarButtonItem]?
  /// The bar's style (kept).
  open var barStyle = UIBarStyle.default
  /// Whether the bar is translucent (kept).
  open var isTranslucent = true
  /// The bar's tint (kept; appearances colour the background).
  open var barTintColor: UIColor?
  /// The appearance while content runs under the bar.
  open var standardAppearance = UIToolbarAppearance()
  /// The appearance at the compact (landscape phone) height; the standard one when `nil`.
  open var compactAppearance: UIToolbarAppearance?
  /// The appearance when the content ends above the bar, in a navigation controller; `nil` draws
  /// the standard appearance with a transparent background (Documentation/Bars.md#backgrounds).
  open var scrollEdgeAppearance: UIToolbarAppearance?
  /// The scroll-edge appearance at the compact height; the scroll-edge one when `nil`.
  open var compactScrollEdgeAppearance: UIToolbarAppearance?

  /// Sets the items.
  open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) {
    self.items = items
  }

  /// No width of its own; 44 points tall.
  open override var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: Self.height)
  }

  /// The width offered; 44 points tall.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: size.width, height: Self.height)
  }

  // MARK: Drawn parts

  /// The background and its shadow line.
  let backgroundView = BarBackgroundView(shadowBelow: false)
  /// The views of the items, spaces left out.
  private var itemViews: [UIView] = []
  private var spaceGuides: [UILayoutGuide] = []
  private var contentConstraints: [NSLayoutConstraint] = []
  private var shownState: ShownState?

  private struct ShownState: Equatable {
    let metrics: BarMetrics
    let below: CGFloat
    let items: [ObjectIdentifier]
    let texts: [String?]
    let atScrollEdge: Bool
    let floats: Bool
  }

  /// The appearance drawn on the screen of `metrics`: the compact one at the mini height, else
  /// the standard one; when the content ends above the bar (`atScrollEdge`, only in a navigation
  /// controller) the scroll-edge one, the drawn one made transparent when none is set
  /// (Documentation/Bars.md#backgrounds).
  func appearance(with metrics: BarMetrics, atScrollEdge: Bool) -> UIBarAppearance {
    let standard = (metrics.isMini ? compactAppearance : nil) ?? standardAppearance
    guard atScrollEdge else { return standard }
    if let edge = (metrics.isMini ? compactScrollEdgeAppearance : nil) ?? scrollEdgeAppearance { return edge }
    return UIBarAppearance.transparent(from: standard)
  }

  /// Lays out the items the first time the toolbar has a size, when no navigation controller did.
  open override func layoutSubviews() {
    super.layoutSubviews()
    if shownState == nil, bounds.width > 0 {
      showItems(with: BarMetrics(screen: LayoutRun.screen), extendingBelow: 0, atScrollEdge: false)
    }
  }

  /// Makes the subviews for the items with the screen's `metrics`, the background reaching
  /// `below` points below the bar, unless they show that already; the content ends above the bar
  /// when `atScrollEdge`.
  ///
  /// A navigation controller's toolbar at the screen's bottom (`atScreenBottom`) floats its items
  /// on glass in the iOS 26 edition, with no background (Documentation/Bars.md#ios-26-toolbar).
  func showItems(
    with metrics: BarMetrics, extendingBelow below: CGFloat, atScrollEdge: Bool, atScreenBottom: Bool = false
  ) {
    let items = self.items ?? []
    let floats = atScreenBottom && metrics.usesGlass
    let state = ShownState(
      metrics: metrics, below: below, items: items.map(ObjectIdentifier.init), texts: items.map(\.title),
      atScrollEdge: atScrollEdge, floats: floats)
    guard state != shownState else { return }
    shownState = state
    NSLayoutConstraint.deactivate(contentConstraints)
    for view in itemViews { view.removeFromSuperview() }
    for guide in spaceGuides { removeLayoutGuide(guide) }
    itemViews = []
    spaceGuides = []
    var constraints: [NSLayoutConstraint] = []
    let tint: UIColor = tintColor
    var entries: [(view: UIView?, space: UIBarButtonItem?)]
    var insets = (
      leading: metrics.safeArea.left + metrics.margin, trailing: metrics.safeArea.right + metrics.margin
    )
    if floats {
      backgroundView.removeFromSuperview()
      let edges = metrics.toolbarGlassInsets
      insets = (metrics.safeArea.left + edges.side, metrics.safeArea.right + edges.side)
      entries = []
      var spaces = items.filter(GlassItemGroup.isSpace).makeIterator()
      for run in GlassItemGroup.runs(items) {
        guard let run else {
          entries.append((nil, spaces.next()))
          continue
        }
        let made = GlassItemGroup.platter(
          for: run, tint: tint, height: GlassBarLook.toolbarButtonHeight,
          iconCell: GlassBarLook.toolbarIconCell)
        constraints += made.constraints
        constraints.append(
          made.platter.bottomAnchor.constraint(equalTo: bottomAnchor, constant: below - edges.bottom))
        entries.append((made.platter, nil))
      }
    } else {
      if backgroundView.superview !== self { insertSubview(backgroundView, at: 0) }
      backgroundView.apply(appearance(with: metrics, atScrollEdge: atScrollEdge))
      constraints = backgroundView.pin(to: self, above: 0, below: below, hairline: metrics.hairline)
      entries = items.map { item in
        let view = BarItemView.make(for: item, tint: tint)
        return (view, view == nil ? item : nil)
      }
    }
    var edge: NSLayoutXAxisAnchor = leadingAnchor
    var spacing = insets.leading
    var flexibleSpaces: [UILayoutGuide] = []
    for entry in entries {
      if let view = entry.view {
        addSubview(view)
        itemViews.append(view)
        constraints.append(view.leadingAnchor.constraint(equalTo: edge, constant: spacing))
        if !floats { constraints.append(view.centerYAnchor.constraint(equalTo: centerYAnchor)) }
        edge = view.trailingAnchor
        spacing = BarMetrics.itemSpacing
        continue
      }
      guard let item = entry.space else { continue }
      let space = UILayoutGuide()
      addLayoutGuide(space)
      spaceGuides.append(space)
      constraints += [
        space.leadingAnchor.constraint(equalTo: edge), space.topAnchor.constraint(equalTo: topAnchor),
        space.bottomAnchor.constraint(equalTo: bottomAnchor),
      ]
      if item.systemItem == .flexibleSpace {
        constraints.append(space.widthAnchor.constraint(greaterThanOrEqualToConstant: 0))
        if let first = flexibleSpaces.first {
          constraints.append(space.widthAnchor.constraint(equalTo: first.widthAnchor))
        }
        flexibleSpaces.append(space)
      } else {
        constraints.append(space.widthAnchor.constraint(equalToConstant: item.width))
      }
      edge = space.trailingAnchor
      spacing = 0
    }
    if !flexibleSpaces.isEmpty {
      constraints.append(edge.constraint(equalTo: trailingAnchor, constant: -insets.trailing))
    }
    NSLayoutConstraint.activate(constraints)
    contentConstraints = constraints
  }
}

/// A bar's style (`UIBarStyle`).
public enum UIBarStyle: Int, Sendable {
  /// The default bar, or the black one.
  case `default` = 0, black = 1
}
