import LayoutShot

/// Bar button items as the iOS 26 edition draws them in a navigation bar or a toolbar: runs of
/// neighbouring items share one Liquid Glass capsule, a single icon item makes a glass circle,
/// and a done item stands alone on glass filled with the tint (Documentation/Bars.md#ios-26).
@MainActor
enum GlassItemGroup {
  /// The items of `items` that share capsules, in order, `nil` standing for a space.
  ///
  /// A space (flexible or fixed) ends a run, and a done item makes a run of its own.
  static func runs(_ items: [UIBarButtonItem]) -> [[UIBarButtonItem]?] {
    var runs: [[UIBarButtonItem]?] = []
    var run: [UIBarButtonItem] = []
    func flush() {
      if !run.isEmpty { runs.append(run) }
      run = []
    }
    for item in items {
      if isSpace(item) {
        flush()
        runs.append(nil)
      } else if isProminent(item) {
        flush()
        runs.append([item])
      } else {
        run.append(item)
      }
    }
    flush()
    return runs
  }

  /// Whether `item` is a flexible or fixed space.
  static func isSpace(_ item: UIBarButtonItem) -> Bool {
    item.customView == nil && (item.systemItem == .flexibleSpace || item.systemItem == .fixedSpace)
  }

  /// Whether `item` is drawn prominent, on glass filled with the tint: a done item (the `.done`
  /// style, or the Done and Save system items) (L).
  static func isProminent(_ item: UIBarButtonItem) -> Bool {
    item.customView == nil && (item.style == .done || item.systemItem == .done || item.systemItem == .save)
  }

  /// A capsule `height` tall holding `items` (one run) in `tint`, side by side: each icon item
  /// in a cell `iconCell` wide, each title with 14 points on either side, a single icon item in
  /// a circle; the constraints that place the items in it and size it.
  static func platter(
    for items: [UIBarButtonItem], tint: UIColor, height: CGFloat, iconCell: CGFloat
  ) -> (platter: GlassPlatterView, constraints: [NSLayoutConstraint]) {
    let prominent = items.count == 1 && isProminent(items[0])
    let platter = GlassPlatterView(material: prominent ? GlassMaterial(tint: tint.layoutShotColor) : .regular)
    platter.translatesAutoresizingMaskIntoConstraints = false
    let color = prominent ? UIColor.white : UIColor(GlassBarLook.itemColor)
    let views = items.compactMap { item in BarItemView.make(for: item, tint: item.tintColor ?? color) }
    var constraints = [platter.heightAnchor.constraint(equalToConstant: height)]
    var edge = platter.leadingAnchor
    for view in views {
      platter.addSubview(view)
      let cell = UILayoutGuide()
      platter.addLayoutGuide(cell)
      let isIcon = view is UIImageView
      let hug = cell.widthAnchor.constraint(
        equalTo: view.widthAnchor, constant: 2 * GlassBarLook.textItemPadding)
      hug.priority = .defaultHigh
      constraints += [
        cell.leadingAnchor.constraint(equalTo: edge),
        cell.topAnchor.constraint(equalTo: platter.topAnchor),
        cell.bottomAnchor.constraint(equalTo: platter.bottomAnchor),
        view.centerXAnchor.constraint(equalTo: cell.centerXAnchor),
        view.centerYAnchor.constraint(equalTo: platter.centerYAnchor),
        isIcon
          ? cell.widthAnchor.constraint(equalToConstant: views.count == 1 ? height : iconCell)
          : hug,
        cell.widthAnchor.constraint(greaterThanOrEqualToConstant: height),
      ]
      edge = cell.trailingAnchor
    }
    constraints.append(edge.constraint(equalTo: platter.trailingAnchor))
    return (platter, constraints)
  }
}
