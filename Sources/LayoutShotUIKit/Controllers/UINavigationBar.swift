import LayoutShot

/// A navigation bar (`UINavigationBar`): drawn and laid out as UIKit draws its top item — the
/// background of its appearance reaching up to the top of the screen with its shadow line, the
/// back button, the bar buttons, the centred title or title view, the large title and the search
/// field (Documentation/Bars.md#navigation-bar).
///
/// A navigation controller places it and gives it its items; its subviews are made for them
/// before each solve. Name it in frame dumps with `accessibilityIdentifier`.
///
/// ```swift
/// let navigation = UINavigationController(rootViewController: InboxViewController())
/// navigation.navigationBar.prefersLargeTitles = true
/// navigation.navigationBar.accessibilityIdentifier = "navigationBar"
/// ```
open class UINavigationBar: UIView {
  /// Whether the top item's title shows large, below the row of buttons.
  open var prefersLargeTitles = false
  /// Whether the bar is translucent (kept).
  open var isTranslucent = true
  /// The bar's tint (kept; appearances colour the background).
  open var barTintColor: UIColor?
  /// The bar's style (kept).
  open var barStyle = UIBarStyle.default
  /// The title's attributes (kept; the appearance's are used).
  open var titleTextAttributes: [NSAttributedString.Key: Any]?
  /// The large title's attributes (kept; the appearance's are used).
  open var largeTitleTextAttributes: [NSAttributedString.Key: Any]?
  /// The appearance while content scrolls under the bar (kept: at rest the bar shows its
  /// scroll-edge appearance).
  open var standardAppearance = UINavigationBarAppearance()
  /// The appearance when content is at the bar's edge, as it is at rest; `nil` draws the
  /// standard appearance with a transparent background, as UIKit does.
  open var scrollEdgeAppearance: UINavigationBarAppearance?
  /// The appearance at a compact height (kept).
  open var compactAppearance: UINavigationBarAppearance?
  /// The appearance at a compact height when content is at the bar's edge: a compact bar's at
  /// rest.
  open var compactScrollEdgeAppearance: UINavigationBarAppearance?
  /// The items on the bar, bottom first: the top one is shown, the one below titles the back
  /// button.
  open var items: [UINavigationItem]?

  /// The item shown.
  open var topItem: UINavigationItem? { items?.last }
  /// The item below the top one, whose title the back button shows.
  open var backItem: UINavigationItem? {
    guard let items, items.count > 1 else { return nil }
    return items[items.count - 2]
  }

  /// Sets the items.
  open func setItems(_ items: [UINavigationItem]?, animated: Bool) {
    self.items = items
  }

  /// Pushes `item` on top.
  open func pushItem(_ item: UINavigationItem, animated: Bool) {
    items = (items ?? []) + [item]
  }

  /// Pops the top item.
  @discardableResult
  open func popItem(animated: Bool) -> UINavigationItem? {
    items?.popLast()
  }

  // MARK: Drawn parts

  /// The background and its shadow line.
  let backgroundView = BarBackgroundView(shadowBelow: true)
  /// The back button: its chevron and title.
  private(set) var backButton: UIView?
  /// The inline title, centred in the row of buttons.
  private(set) var titleLabel: UILabel?
  /// The large title, at the leading margin below the row.
  private(set) var largeTitleLabel: UILabel?
  /// The search field, in a row below the titles.
  private(set) var searchField: UIView?
  /// The views of the leading and trailing bar buttons.
  private var itemViews: [UIView] = []
  private var contentConstraints: [NSLayoutConstraint] = []
  private var shownState: ShownState?

  /// What the bar shows: when it changes, the subviews are made again.
  private struct ShownState: Equatable {
    let metrics: BarMetrics
    let top: CGFloat
    let items: [ObjectIdentifier]
    let texts: [String?]
    let modes: [Int]
    let prefersLargeTitles: Bool
    let appearance: ObjectIdentifier?
  }

  /// The height the bar takes with `metrics`: its row, the large title's 52 points when it shows
  /// one, the search row's when its top item has a search controller.
  func height(with metrics: BarMetrics) -> CGFloat {
    metrics.navigationRowHeight + (showsLargeTitle(with: metrics) ? BarMetrics.largeTitleHeight : 0)
      + (topItem?.searchController != nil ? metrics.searchRow : 0)
  }

  /// Whether the top item's title shows large: the bar prefers large titles, the screen is not
  /// compact in height, and the top item's mode (or, while `.automatic`, the nearest item's
  /// below it that sets one) is not `.never`.
  func showsLargeTitle(with metrics: BarMetrics) -> Bool {
    guard prefersLargeTitles, metrics.showsLargeTitles else { return false }
    for item in (items ?? []).reversed() {
      switch item.largeTitleDisplayMode {
      case .always: return true
      case .never: return false
      case .automatic: continue
      }
    }
    return true
  }

  /// The appearance at rest: the content is at the bar's edge (Documentation/Bars.md#backgrounds).
  func restingAppearance(with metrics: BarMetrics) -> UIBarAppearance {
    if let chosen = chosenRestingAppearance(with: metrics) { return chosen }
    return UIBarAppearance.transparent(from: topItem?.standardAppearance ?? standardAppearance)
  }

  /// The scroll-edge appearance the top item or the bar sets for the screen, if any.
  private func chosenRestingAppearance(with metrics: BarMetrics) -> UIBarAppearance? {
    let item = topItem
    if metrics.isMini, let compact = item?.compactScrollEdgeAppearance ?? compactScrollEdgeAppearance {
      return compact
    }
    return item?.scrollEdgeAppearance ?? scrollEdgeAppearance
  }

  /// Makes the subviews for the items, the screen's `metrics` and a bar whose top is `top`
  /// points below the screen's, unless they show that already.
  func showItems(with metrics: BarMetrics, top: CGFloat) {
    let appearance = restingAppearance(with: metrics)
    let items = self.items ?? []
    let buttons = items.flatMap { ($0.leftBarButtonItems ?? []) + ($0.rightBarButtonItems ?? []) }
    let state = ShownState(
      metrics: metrics, top: top,
      items: items.map(ObjectIdentifier.init) + buttons.map(ObjectIdentifier.init)
        + items.compactMap { $0.titleView.map(ObjectIdentifier.init) },
      texts: items.flatMap { [$0.title, $0.backButtonTitle, $0.backBarButtonItem?.title] }
        + buttons.map(\.title) + items.map { $0.searchController?.searchBar.placeholder },
      modes: items.flatMap {
        [$0.largeTitleDisplayMode.rawValue, $0.backButtonDisplayMode.rawValue, $0.hidesBackButton ? 1 : 0]
      },
      prefersLargeTitles: prefersLargeTitles,
      appearance: chosenRestingAppearance(with: metrics).map(ObjectIdentifier.init))
    guard state != shownState else { return }
    shownState = state
    rebuild(with: metrics, top: top, appearance: appearance)
  }

  private func rebuild(with metrics: BarMetrics, top: CGFloat, appearance: UIBarAppearance) {
    NSLayoutConstraint.deactivate(contentConstraints)
    for view in itemViews + [backButton, titleLabel, largeTitleLabel, searchField].compactMap({ $0 }) {
      view.removeFromSuperview()
    }
    itemViews = []
    (backButton, titleLabel, largeTitleLabel, searchField) = (nil, nil, nil, nil)
    var constraints: [NSLayoutConstraint] = []
    if metrics.usesGlass {
      backgroundView.removeFromSuperview()
    } else {
      if backgroundView.superview !== self { insertSubview(backgroundView, at: 0) }
      backgroundView.apply(appearance)
      constraints = backgroundView.pin(to: self, above: top, below: 0, hairline: metrics.hairline)
    }
    guard let item = topItem else {
      contentConstraints = constraints
      return
    }
    let tint: UIColor = tintColor
    let leadingInset = metrics.safeArea.left + metrics.margin
    let trailingInset = metrics.safeArea.right + metrics.margin
    func centerInRow(_ view: UIView) -> NSLayoutConstraint {
      view.centerYAnchor.constraint(equalTo: topAnchor, constant: metrics.navigationRowCenter)
    }
    // Glass buttons stand 16 in from the screen's edges (Documentation/Bars.md#ios-26-navigation-bar).
    let buttonInsets =
      metrics.usesGlass
      ? (
        leading: metrics.safeArea.left + GlassBarLook.navigationEdgeInset,
        trailing: metrics.safeArea.right + GlassBarLook.navigationEdgeInset
      ) : (leading: leadingInset, trailing: trailingInset)
    // Leading: the back button, unless hidden or replaced, then the leading items.
    var leadingEdge: (anchor: NSLayoutXAxisAnchor, spacing: CGFloat) = (leadingAnchor, buttonInsets.leading)
    let leftItems = item.leftBarButtonItems ?? []
    if let back = backItem, !item.hidesBackButton, leftItems.isEmpty || item.leftItemsSupplementBackButton {
      let button =
        metrics.usesGlass
        ? makeGlassBackButton(metrics: metrics, constraints: &constraints)
        : makeBackButton(title: backTitle(for: back), tint: tint)
      addSubview(button)
      backButton = button
      constraints += [
        button.leadingAnchor.constraint(
          equalTo: leadingAnchor,
          constant: metrics.safeArea.left
            + (metrics.usesGlass ? GlassBarLook.navigationEdgeInset : BarLook.backButtonInset)),
        centerInRow(button),
      ]
      leadingEdge = (button.trailingAnchor, BarMetrics.itemSpacing)
    }
    for view in buttonViews(leftItems, tint: tint, metrics: metrics, constraints: &constraints) {
      addSubview(view)
      itemViews.append(view)
      constraints += [
        view.leadingAnchor.constraint(equalTo: leadingEdge.anchor, constant: leadingEdge.spacing),
        centerInRow(view),
      ]
      leadingEdge = (view.trailingAnchor, BarMetrics.itemSpacing)
    }
    // Trailing: the first item at the trailing margin, the next ones to its left.
    var trailingEdge: (anchor: NSLayoutXAxisAnchor, spacing: CGFloat) = (
      trailingAnchor, buttonInsets.trailing
    )
    let rightItems = item.rightBarButtonItems ?? []
    for view in buttonViews(
      rightItems, tint: tint, metrics: metrics, reversed: true, constraints: &constraints)
    {
      addSubview(view)
      itemViews.append(view)
      constraints += [
        view.trailingAnchor.constraint(equalTo: trailingEdge.anchor, constant: -trailingEdge.spacing),
        centerInRow(view),
      ]
      trailingEdge = (view.leadingAnchor, BarMetrics.itemSpacing)
    }
    let titleAttributes = (appearance as? UINavigationBarAppearance)
    let large = showsLargeTitle(with: metrics)
    if let titleView = item.titleView {
      let size = titleView.translatesAutoresizingMaskIntoConstraints ? titleView.frame.size : .zero
      titleView.translatesAutoresizingMaskIntoConstraints = false
      addSubview(titleView)
      itemViews.append(titleView)
      if size.width > 0, size.height > 0 {
        constraints += [
          titleView.widthAnchor.constraint(equalToConstant: size.width),
          titleView.heightAnchor.constraint(equalToConstant: size.height),
        ]
      }
      constraints += [titleView.centerXAnchor.constraint(equalTo: centerXAnchor), centerInRow(titleView)]
    } else if !large, let title = item.title {
      let label = Self.label(
        title, font: .systemFont(ofSize: BarLook.titleFontSize, weight: .semibold),
        attributes: titleAttributes?.titleTextAttributes ?? [:])
      addSubview(label)
      titleLabel = label
      constraints += [label.centerXAnchor.constraint(equalTo: centerXAnchor), centerInRow(label)]
    }
    if large, item.titleView == nil, let title = item.title {
      let label = Self.label(
        title, font: .systemFont(ofSize: BarLook.largeTitleFontSize, weight: .bold),
        attributes: titleAttributes?.largeTitleTextAttributes ?? [:])
      addSubview(label)
      largeTitleLabel = label
      constraints += [
        label.leadingAnchor.constraint(equalTo: leadingAnchor, constant: leadingInset),
        label.trailingAnchor.constraint(lessThanOrEqualTo: trailingAnchor, constant: -trailingInset),
        label.firstBaselineAnchor.constraint(
          equalTo: topAnchor,
          constant: metrics.navigationRowHeight + BarMetrics.largeTitleHeight - metrics.largeTitleBaseline),
      ]
    }
    if let search = item.searchController {
      let field = SearchFieldView(searchBar: search.searchBar, metrics: metrics)
      addSubview(field)
      searchField = field
      let rowTop = metrics.navigationRowHeight + (large ? BarMetrics.largeTitleHeight : 0)
      constraints += [
        field.leadingAnchor.constraint(equalTo: leadingAnchor, constant: leadingInset),
        field.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -trailingInset),
        field.heightAnchor.constraint(equalToConstant: metrics.searchField),
        field.topAnchor.constraint(
          equalTo: topAnchor, constant: rowTop + (metrics.searchRow - metrics.searchField) / 2),
      ]
    }
    NSLayoutConstraint.activate(constraints)
    contentConstraints = constraints
  }

  /// The back button's title: the item below's back button's, else its `backButtonTitle`, else
  /// its title, else "Back"; "Back" for the generic mode and none for the minimal one.
  private func backTitle(for back: UINavigationItem) -> String? {
    switch back.backButtonDisplayMode {
    case .minimal: return nil
    case .generic: return "Back"
    case .default: return back.backBarButtonItem?.title ?? back.backButtonTitle ?? back.title ?? "Back"
    }
  }

  /// The views of bar button items `items` in the order they are placed from the bar's edge
  /// (`reversed` for the trailing items, the first item outermost): each item's own view, or in
  /// the iOS 26 edition a glass capsule for each run of items, adding the constraints inside the
  /// capsules to `constraints`.
  private func buttonViews(
    _ items: [UIBarButtonItem], tint: UIColor, metrics: BarMetrics, reversed: Bool = false,
    constraints: inout [NSLayoutConstraint]
  ) -> [UIView] {
    guard metrics.usesGlass else { return items.compactMap { BarItemView.make(for: $0, tint: tint) } }
    // Runs in the order they show, left to right; then from the bar's edge.
    let runs = GlassItemGroup.runs(reversed ? items.reversed() : items).compactMap { $0 }
    return (reversed ? runs.reversed() : runs).map { run in
      let made = GlassItemGroup.platter(
        for: run, tint: tint, height: metrics.navigationButtonHeight,
        iconCell: GlassBarLook.navigationIconCell)
      constraints += made.constraints
      return made.platter
    }
  }

  /// The iOS 26 back button: a glass circle as tall as the bar's buttons holding the chevron in
  /// the label colour, its title not shown (Documentation/Bars.md#ios-26-navigation-bar).
  private func makeGlassBackButton(metrics: BarMetrics, constraints: inout [NSLayoutConstraint]) -> UIView {
    let button = GlassPlatterView()
    button.translatesAutoresizingMaskIntoConstraints = false
    let chevron = BackChevronView()
    chevron.translatesAutoresizingMaskIntoConstraints = false
    chevron.tintColor = UIColor(GlassBarLook.itemColor)
    button.addSubview(chevron)
    let side = metrics.navigationButtonHeight
    constraints += [
      button.widthAnchor.constraint(equalToConstant: side),
      button.heightAnchor.constraint(equalToConstant: side),
      chevron.centerXAnchor.constraint(equalTo: button.centerXAnchor),
      chevron.centerYAnchor.constraint(equalTo: button.centerYAnchor),
      chevron.widthAnchor.constraint(equalToConstant: BackChevronView.size.width),
      chevron.heightAnchor.constraint(equalToConstant: BackChevronView.size.height),
    ]
    return button
  }

  private func makeBackButton(title: String?, tint: UIColor) -> UIView {
    let button = UIView()
    button.translatesAutoresizingMaskIntoConstraints = false
    let chevron = BackChevronView()
    chevron.translatesAutoresizingMaskIntoConstraints = false
    chevron.tintColor = tint
    button.addSubview(chevron)
    var constraints = [
      chevron.leadingAnchor.constraint(equalTo: button.leadingAnchor),
      chevron.centerYAnchor.constraint(equalTo: button.centerYAnchor),
      chevron.topAnchor.constraint(greaterThanOrEqualTo: button.topAnchor),
      chevron.heightAnchor.constraint(equalToConstant: BackChevronView.size.height),
      chevron.widthAnchor.constraint(equalToConstant: BackChevronView.size.width),
    ]
    if let title {
      let label = BarItemView.label(title, done: false, color: tint)
      button.addSubview(label)
      constraints += [
        label.leadingAnchor.constraint(equalTo: chevron.trailingAnchor, constant: BarLook.backTitleSpacing),
        label.trailingAnchor.constraint(equalTo: button.trailingAnchor),
        label.centerYAnchor.constraint(equalTo: button.centerYAnchor),
        label.topAnchor.constraint(greaterThanOrEqualTo: button.topAnchor),
      ]
    } else {
      constraints.append(chevron.trailingAnchor.constraint(equalTo: button.trailingAnchor))
    }
    let hugging = button.heightAnchor.constraint(equalToConstant: 0)
    hugging.priority = .defaultLow
    constraints.append(hugging)
    NSLayoutConstraint.activate(constraints)
    return button
  }

  /// A one-line title label in `font` and the label colour, or the colour `attributes` give.
  private static func label(_ text: String, font: UIFont, attributes: [NSAttributedString.Key: Any])
    -> UILabel
  {
    let label = UILabel()
    label.translatesAutoresizingMaskIntoConstraints = false
    label.text = text
    label.font = (attributes[.font] as? UIFont) ?? font
    label.textColor = (attributes[.foregroundColor] as? UIColor) ?? .label
    return label
  }
}
