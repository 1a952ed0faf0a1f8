import LayoutShot

/// A tab bar (`UITabBar`): drawn and laid out as UIKit lays out its items — the background of its
/// appearance with a shadow line along its top, reaching down over the home indicator, and a
/// button per item sharing the width (Documentation/Bars.md#tab-bar).
///
/// Items are stacked (the title under the image) in portrait on phones, side by side on iPads and
/// in landscape; the selected item is drawn in the tint colour, the others in
/// ``unselectedItemTintColor`` or grey. A tab bar controller places it and gives it its items.
///
/// ```swift
/// tabs.tabBar.tintColor = .systemOrange
/// tabs.tabBar.accessibilityIdentifier = "tabBar"
/// ```
open class UITabBar: UIView {
  /// The items, in order.
  open var items: [UITabBarItem]?
  /// The selected item, drawn in the tint colour.
  open var selectedItem: UITabBarItem?
  /// The bar's tint (kept; appearances colour the background).
  open var barTintColor: UIColor?
  /// The colour of the items not selected (`nil`: the system grey).
  open var unselectedItemTintColor: UIColor?
  /// Whether the bar is translucent (kept).
  open var isTranslucent = true
  /// The appearance while content runs under the bar.
  open var standardAppearance = UITabBarAppearance()
  /// The appearance when the content ends above the bar, in a tab bar controller; `nil` draws the
  /// standard appearance with a transparent background (Documentation/Bars.md#backgrounds).
  open var scrollEdgeAppearance: UITabBarAppearance?
  /// How items are placed across a regular-width bar (kept).
  open var itemPositioning = ItemPositioning.automatic

  /// Sets the items.
  open func setItems(_ items: [UITabBarItem]?, animated: Bool) {
    self.items = items
  }

  /// How a tab bar places its items (`UITabBar.ItemPositioning`).
  public enum ItemPositioning: Int, Sendable {
    /// As the traits suit, across the width, or centred.
    case automatic, fill, centered
  }

  // MARK: Drawn parts

  /// The background and its shadow line.
  let backgroundView = BarBackgroundView(shadowBelow: false)
  /// The glass capsule the items float on in the iOS 26 edition.
  let platterView = GlassPlatterView()
  /// The capsule behind the selected item in the iOS 26 edition.
  let selectionView = UIView()
  /// The items' buttons, in order.
  private(set) var buttons: [TabBarButtonView] = []
  private var contentConstraints: [NSLayoutConstraint] = []
  private var shownState: ShownState?

  private struct ShownState: Equatable {
    let metrics: BarMetrics
    let width: CGFloat
    let items: [ObjectIdentifier]
    let selected: ObjectIdentifier?
    let texts: [String?]
    let atScrollEdge: Bool
  }

  /// The appearance drawn: the selected item's or the bar's standard one, or, when the content
  /// ends above the bar (`atScrollEdge`, only in a tab bar controller), the scroll-edge one — the
  /// standard one made transparent when none is set (Documentation/Bars.md#backgrounds).
  func appearance(atScrollEdge: Bool) -> UIBarAppearance {
    let standard = selectedItem?.standardAppearance ?? standardAppearance
    guard atScrollEdge else { return standard }
    if let edge = selectedItem?.scrollEdgeAppearance ?? scrollEdgeAppearance { return edge }
    return UIBarAppearance.transparent(from: standard)
  }

  /// How the items are placed on the screen of `metrics`: stacked on phones in portrait, side by
  /// side on iPads and in landscape.
  static func style(with metrics: BarMetrics) -> TabBarButtonView.Style {
    metrics.showsInlineTabItems ? .inline : .stacked
  }

  /// Makes a button for each item with the screen's `metrics`, unless they show that already.
  ///
  /// The items share the width inside the safe area, each as tall as the bar's row. The content
  /// ends above the bar when `atScrollEdge`.
  func showItems(with metrics: BarMetrics, atScrollEdge: Bool) {
    let items = self.items ?? []
    let width = bounds.width
    let state = ShownState(
      metrics: metrics, width: width, items: items.map(ObjectIdentifier.init),
      selected: selectedItem.map(ObjectIdentifier.init), texts: items.flatMap { [$0.title, $0.badgeValue] },
      atScrollEdge: atScrollEdge)
    guard state != shownState else { return }
    shownState = state
    NSLayoutConstraint.deactivate(contentConstraints)
    for button in buttons { button.removeFromSuperview() }
    buttons = []
    guard !metrics.floatsTabBar else {
      showFloatingItems(items, width: width)
      return
    }
    if backgroundView.superview !== self { insertSubview(backgroundView, at: 0) }
    backgroundView.apply(appearance(atScrollEdge: atScrollEdge))
    contentConstraints = backgroundView.pin(to: self, above: 0, below: 0, hairline: metrics.hairline)
    NSLayoutConstraint.activate(contentConstraints)
    guard !items.isEmpty else { return }
    let style = Self.style(with: metrics)
    let left = metrics.safeArea.left
    let slot = (width - left - metrics.safeArea.right) / CGFloat(items.count)
    for (index, item) in items.enumerated() {
      addButton(
        for: item, style: style, unselectedColor: UIColor(BarLook.unselectedItemColor),
        frame: CGRect(x: left + CGFloat(index) * slot, y: 0, width: slot, height: metrics.tabBarRowHeight))
    }
  }

  /// Shows `items` on the iOS 26 floating glass platter of a bar `width` wide: no background or
  /// shadow line, the selected item on a capsule (Documentation/Bars.md#ios-26-tab-bar).
  private func showFloatingItems(_ items: [UITabBarItem], width: CGFloat) {
    backgroundView.removeFromSuperview()
    let layout = FloatingTabBarLayout(
      barSize: CGSize(width: width, height: bounds.height), itemCount: items.count)
    if platterView.superview !== self { insertSubview(platterView, at: 0) }
    platterView.frame = layout.platter
    let selected = items.firstIndex { $0 === selectedItem }
    selectionView.isHidden = selected == nil
    selectionView.backgroundColor = UIColor(FloatingTabBarLayout.indicatorColor)
    selectionView.frame = layout.indicator(of: selected ?? 0)
    selectionView.layer.cornerRadius = selectionView.frame.height / 2
    if selectionView.superview !== self { insertSubview(selectionView, aboveSubview: platterView) }
    for (index, item) in items.enumerated() {
      addButton(
        for: item, style: .floating, unselectedColor: UIColor(FloatingTabBarLayout.unselectedItemColor),
        frame: layout.slot(index))
    }
  }

  /// Adds the button of `item` at `frame`, in the tint colour when it is selected, else in
  /// ``unselectedItemTintColor`` or `unselectedColor`.
  private func addButton(
    for item: UITabBarItem, style: TabBarButtonView.Style, unselectedColor: UIColor, frame: CGRect
  ) {
    let selected = item === selectedItem
    let button = TabBarButtonView(
      item: item, selected: selected, style: style,
      color: selected ? tintColor : unselectedItemTintColor ?? unselectedColor)
    button.frame = frame
    addSubview(button)
    buttons.append(button)
  }
}
