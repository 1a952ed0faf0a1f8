import LayoutShot

// Auto Layout on a UIKit view: its anchors, guides, margins, constraints, intrinsic size and the
// layout calls UIKit makes around each solve.

extension UIView {
  // MARK: Anchors and guides

  /// The leading edge.
  public var leadingAnchor: NSLayoutXAxisAnchor { layoutShotView.leadingAnchor }
  /// The trailing edge.
  public var trailingAnchor: NSLayoutXAxisAnchor { layoutShotView.trailingAnchor }
  /// The left edge.
  public var leftAnchor: NSLayoutXAxisAnchor { layoutShotView.leftAnchor }
  /// The right edge.
  public var rightAnchor: NSLayoutXAxisAnchor { layoutShotView.rightAnchor }
  /// The top edge.
  public var topAnchor: NSLayoutYAxisAnchor { layoutShotView.topAnchor }
  /// The bottom edge.
  public var bottomAnchor: NSLayoutYAxisAnchor { layoutShotView.bottomAnchor }
  /// The width.
  public var widthAnchor: NSLayoutDimension { layoutShotView.widthAnchor }
  /// The height.
  public var heightAnchor: NSLayoutDimension { layoutShotView.heightAnchor }
  /// The horizontal centre.
  public var centerXAnchor: NSLayoutXAxisAnchor { layoutShotView.centerXAnchor }
  /// The vertical centre.
  public var centerYAnchor: NSLayoutYAxisAnchor { layoutShotView.centerYAnchor }
  /// The baseline of the first line of text (the bottom edge of a view without text).
  public var firstBaselineAnchor: NSLayoutYAxisAnchor { layoutShotView.firstBaselineAnchor }
  /// The baseline of the last line of text (the bottom edge of a view without text).
  public var lastBaselineAnchor: NSLayoutYAxisAnchor { layoutShotView.lastBaselineAnchor }

  /// The part of the view not covered by bars, sensor housings or rounded corners.
  public var safeAreaLayoutGuide: UILayoutGuide { layoutShotView.safeAreaLayoutGuide }
  /// The view's bounds inset by its layout margins.
  public var layoutMarginsGuide: UILayoutGuide { layoutShotView.layoutMarginsGuide }
  /// The margins guide narrowed to a comfortable reading width.
  public var readableContentGuide: UILayoutGuide { layoutShotView.readableContentGuide }
  /// The custom guides added with ``addLayoutGuide(_:)``.
  public var layoutGuides: [UILayoutGuide] { layoutShotView.layoutGuides }

  /// Adds a custom layout guide.
  public func addLayoutGuide(_ layoutGuide: UILayoutGuide) {
    layoutShotView.addLayoutGuide(layoutGuide)
  }

  /// Removes a custom layout guide.
  public func removeLayoutGuide(_ layoutGuide: UILayoutGuide) {
    layoutShotView.removeLayoutGuide(layoutGuide)
  }

  // MARK: Margins

  /// Whether the margins are measured from the safe area.
  public var insetsLayoutMarginsFromSafeArea: Bool {
    get { layoutShotView.insetsLayoutMarginsFromSafeArea }
    set { layoutShotView.insetsLayoutMarginsFromSafeArea = newValue }
  }

  /// Whether the margins grow to keep content inside the superview's margins.
  public var preservesSuperviewLayoutMargins: Bool {
    get { layoutShotView.preservesSuperviewLayoutMargins }
    set { layoutShotView.preservesSuperviewLayoutMargins = newValue }
  }

  // MARK: Autoresizing

  /// Whether the frame and autoresizing mask become constraints (`true` for a view made in code).
  public var translatesAutoresizingMaskIntoConstraints: Bool {
    get { layoutShotView.translatesAutoresizingMaskIntoConstraints }
    set { layoutShotView.translatesAutoresizingMaskIntoConstraints = newValue }
  }

  /// Which parts of the frame follow the superview's size.
  public var autoresizingMask: AutoresizingMask {
    get { layoutShotView.autoresizingMask }
    set { layoutShotView.autoresizingMask = newValue }
  }

  /// Whether subviews are resized with the view: always, in LayoutShot.
  public var autoresizesSubviews: Bool {
    get { true }
    set {}
  }

  // MARK: Constraints

  /// The active constraints this view holds: those whose items are this view or its descendants
  /// and have this view as their nearest common ancestor, in activation order.
  public var constraints: [NSLayoutConstraint] {
    var found: [NSLayoutConstraint] = []
    var pending: [UIView] = [self]
    while let view = pending.popLast() {
      let items: [LayoutItem] = [view.layoutShotView] + view.layoutShotView.layoutGuides
      for item in items {
        found += item.activeConstraints.filter { holder(of: $0) === layoutShotView }
      }
      pending += view.subviews
    }
    return found.sorted { $0.activationSequence < $1.activationSequence }
  }

  /// Activates `constraint` (UIKit adds it to this view, which must hold its items).
  public func addConstraint(_ constraint: NSLayoutConstraint) {
    constraint.isActive = true
  }

  /// Activates `constraints`.
  public func addConstraints(_ constraints: [NSLayoutConstraint]) {
    NSLayoutConstraint.activate(constraints)
  }

  /// Deactivates `constraint`.
  public func removeConstraint(_ constraint: NSLayoutConstraint) {
    constraint.isActive = false
  }

  /// Deactivates `constraints`.
  public func removeConstraints(_ constraints: [NSLayoutConstraint]) {
    NSLayoutConstraint.deactivate(constraints)
  }

  /// The nearest common ancestor of a constraint's items (a guide counts as its owner).
  private func holder(of constraint: NSLayoutConstraint) -> View? {
    func view(of item: LayoutItem?) -> View? {
      (item as? View) ?? (item as? LayoutGuide)?.owningView
    }
    guard let first = view(of: constraint.firstItem) else { return nil }
    guard let second = view(of: constraint.secondItem) else { return first }
    var ancestor: View? = first
    while let candidate = ancestor {
      if second.isDescendant(of: candidate) { return candidate }
      ancestor = candidate.superview
    }
    return nil
  }

  // MARK: Intrinsic size and its priorities

  /// How strongly the view resists growing beyond its intrinsic size on `axis`.
  public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
    layoutShotView.contentHuggingPriority(for: axis)
  }

  /// Sets how strongly the view resists growing beyond its intrinsic size on `axis`.
  public func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
    layoutShotView.setContentHuggingPriority(priority, for: axis)
  }

  /// How strongly the view resists shrinking below its intrinsic size on `axis`.
  public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
    layoutShotView.contentCompressionResistancePriority(for: axis)
  }

  /// Sets how strongly the view resists shrinking below its intrinsic size on `axis`.
  public func setContentCompressionResistancePriority(
    _ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis
  ) {
    layoutShotView.setContentCompressionResistancePriority(priority, for: axis)
  }

}
