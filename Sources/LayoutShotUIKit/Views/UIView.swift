import LayoutShot

/// A view as UIKit code makes and subclasses it (`UIView`), standing for a LayoutShot ``View``
/// (``layoutShotView``) that the layout solves and draws.
///
/// Made the UIKit way (`UIView()`, `init(frame:)`), a view translates its frame and autoresizing
/// mask into constraints until `translatesAutoresizingMaskIntoConstraints` is set to `false`, as
/// in UIKit. After each solve its `frame`, `bounds` and `center` are the solved ones, in its
/// superview's coordinates, and `layoutSubviews()` is called, parents before children; what it
/// changes is laid out again.
///
/// ```swift
/// final class BadgeView: UIView {
///   private let label = UILabel()
///   override init(frame: CGRect) {
///     super.init(frame: frame)
///     backgroundColor = .systemRed
///     label.translatesAutoresizingMaskIntoConstraints = false
///     addSubview(label)
///     NSLayoutConstraint.activate([
///       label.centerXAnchor.constraint(equalTo: centerXAnchor),
///       label.centerYAnchor.constraint(equalTo: centerYAnchor),
///     ])
///   }
///   required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
///   override var intrinsicContentSize: CGSize { CGSize(width: 24, height: 24) }
///   override func layoutSubviews() {
///     super.layoutSubviews()
///     layer.cornerRadius = bounds.height / 2
///   }
/// }
/// ```
open class UIView: UIResponder {
  /// The LayoutShot view this one stands for.
  public private(set) lazy var layoutShotView: View = makeLayoutShotView()
  /// The subviews, back to front.
  public private(set) var subviews: [UIView] = [] {
    didSet { storedLayer?.subviewLayers = subviews.map(\.layer) }
  }
  /// The view this one was added to.
  public private(set) weak var superview: UIView?
  /// The controller whose root view this is.
  weak var owningController: UIViewController?
  /// Whether the view was given a name of its own, which the layout keeps.
  var hasOwnName = false
  /// The frame, in the superview's coordinates: as set, then as solved.
  private var storedFrame = CGRect.zero
  /// The safe-area insets found by the last solve.
  var solvedSafeAreaInsets = UIEdgeInsets.zero
  private var storedTintColor: UIColor?
  private var storedLayer: CALayer?

  /// A view with `frame`, translating it into constraints.
  public init(frame: CGRect) {
    super.init()
    self.frame = frame
    layoutShotView.translatesAutoresizingMaskIntoConstraints = true
  }

  /// A view with no frame, translating it into constraints.
  public override convenience init() {
    self.init(frame: .zero)
  }

  /// A view named `name` in frame dumps, snapshots and diagnostics (a LayoutShot addition; UIKit
  /// views are otherwise named after the property that holds them).
  public convenience init(_ name: String) {
    self.init(frame: .zero)
    layoutShotView.name = name
    hasOwnName = true
  }

  /// Views are not archived in LayoutShot; this returns `nil`, as it does when a nib lacks the view.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// The LayoutShot view that stands for this kind of view: a plain ``View``; labels, buttons
  /// and image views make their own.
  func makeLayoutShotView() -> View {
    View(nil, fileID: String(describing: type(of: self)), line: 0)
  }

  nonisolated open override var description: String {
    guard ProgramIsolation.isOnMainActor else { return "<\(type(of: self))>" }
    return onMainActor { mainActorDescription }
  }

  private var mainActorDescription: String {
    let name = layoutShotView.name.map { " '\($0)'" } ?? ""
    return "<\(type(of: self))\(name); frame = \(frame)>"
  }

  /// The next responder: the controller whose view this is, or else the superview.
  open override var next: UIResponder? { owningController ?? superview }

  // MARK: Geometry

  /// The frame in the superview's coordinates.
  ///
  /// Set, it is what autoresizing constraints keep;
  /// after a solve it is the solved frame.
  open var frame: CGRect {
    get { storedFrame }
    set {
      let oldSize = storedFrame.size
      storedFrame = newValue
      layoutShotView.frame = newValue.rect
      if oldSize != newValue.size { resizeSubviews(from: oldSize) }
    }
  }

  /// Moves and resizes the subviews that translate their autoresizing masks, as UIKit does when a
  /// view's size changes: each axis's flexible parts share the change (see ``AutoresizingMask``).
  private func resizeSubviews(from oldSize: CGSize) {
    let newSize = frame.size
    for subview in subviews where subview.translatesAutoresizingMaskIntoConstraints {
      let mask = subview.autoresizingMask, old = subview.frame
      let across = AutoresizingMask.shares(
        offset: Double(old.minX), length: Double(old.width), superviewLength: Double(oldSize.width),
        flexible: (
          mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth),
          mask.contains(.flexibleRightMargin)
        ))
      let down = AutoresizingMask.shares(
        offset: Double(old.minY), length: Double(old.height), superviewLength: Double(oldSize.height),
        flexible: (
          mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight),
          mask.contains(.flexibleBottomMargin)
        ))
      let dx = newSize.width - oldSize.width, dy = newSize.height - oldSize.height
      subview.frame = CGRect(
        x: old.minX + dx * CGFloat(across.before), y: old.minY + dy * CGFloat(down.before),
        width: old.width + dx * CGFloat(across.size), height: old.height + dy * CGFloat(down.size))
    }
  }

  /// The view's own coordinates: its size, at the origin.
  open var bounds: CGRect {
    get { CGRect(origin: .zero, size: frame.size) }
    set {
      let center = self.center
      frame = CGRect(
        x: center.x - newValue.width / 2, y: center.y - newValue.height / 2, width: newValue.width,
        height: newValue.height)
    }
  }

  /// The centre of the frame, in the superview's coordinates.
  open var center: CGPoint {
    get { CGPoint(x: frame.midX, y: frame.midY) }
    set {
      frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2)
    }
  }

  /// A transform, kept and not applied (see ``CGAffineTransform``).
  open var transform = CGAffineTransform.identity
  /// A 3-D transform (`CATransform3D`), kept and not applied.
  open var transform3D = CATransform3DIdentity

  // MARK: Style

  /// The colour behind the view's content.
  open var backgroundColor: UIColor? {
    get { layoutShotView.backgroundColor.map(UIColor.init) }
    set { layoutShotView.backgroundColor = newValue?.layoutShotColor }
  }

  /// The opacity of the view and its subviews.
  open var alpha: CGFloat {
    get { CGFloat(layoutShotView.alpha) }
    set { layoutShotView.alpha = Double(newValue) }
  }

  /// Whether the view and its subviews are hidden (they still take part in layout).
  open var isHidden: Bool {
    get { layoutShotView.isHidden }
    set { layoutShotView.isHidden = newValue }
  }

  /// Whether subviews are clipped to the view's rounded bounds.
  open var clipsToBounds: Bool {
    get { layoutShotView.clipsToBounds }
    set { layoutShotView.clipsToBounds = newValue }
  }

  /// The class of the view's layer.
  open class var layerClass: AnyClass { CALayer.self }

  /// The view's layer: corners, border and shadow.
  open var layer: CALayer {
    if let storedLayer { return storedLayer }
    let layerType = (Self.layerClass as? CALayer.Type) ?? CALayer.self
    let layer = layerType.init()
    layer.ownerStyle = layoutShotView
    layer.subviewLayers = subviews.map(\.layer)
    storedLayer = layer
    return layer
  }

  /// The tint of the view and its subviews: its own, else its superview's, else the system blue.
  open var tintColor: UIColor! {
    get { storedTintColor ?? superview?.tintColor ?? .systemBlue }
    set {
      storedTintColor = newValue
      tintColorDidChange()
    }
  }

  /// Called when the tint changes.
  open func tintColorDidChange() {}

  /// How the view's content fits its bounds.
  open var contentMode = ContentMode.scaleToFill

  /// Whether the view is opaque (kept, not used).
  open var isOpaque = true
  /// Whether the view takes touches (kept, not used).
  open var isUserInteractionEnabled = true
  /// Whether the view takes several touches (kept, not used).
  open var isMultipleTouchEnabled = false
  /// Whether the view takes touches alone (kept, not used).
  open var isExclusiveTouch = false
  /// A number that identifies the view (see ``viewWithTag(_:)``).
  open var tag = 0
  /// The view's accessibility identifier; the layout names the view after it when it has no name
  /// of its own.
  open var accessibilityIdentifier: String?
  /// The view's accessibility label (kept).
  open var accessibilityLabel: String?
  /// The view's accessibility hint (kept).
  open var accessibilityHint: String?
  /// The view's accessibility value (kept).
  open var accessibilityValue: String?
  /// Whether the view is an accessibility element (kept).
  open var isAccessibilityElement = false
  /// The view's accessibility traits (kept).
  open var accessibilityTraits = UIAccessibilityTraits.none
  /// How the view's content follows the layout direction (``View/semanticContentAttribute``):
  /// the view resolves it against the screen's direction to its
  /// ``effectiveUserInterfaceLayoutDirection``.
  ///
  /// A forced attribute is not inherited by subviews.
  ///
  /// ```swift
  /// transportControls.semanticContentAttribute = .playback   // stays left to right in Arabic
  /// ```
  open var semanticContentAttribute = UISemanticContentAttribute.unspecified {
    didSet {
      layoutShotView.semanticContentAttribute =
        SemanticContentAttribute(rawValue: semanticContentAttribute.rawValue) ?? .unspecified
    }
  }
  /// The appearance of the view and its subviews, whatever the screen's; `.unspecified` (the
  /// default) follows the superview, or the controller whose view this is.
  ///
  /// Dynamic colours are
  /// drawn for it, and ``traitCollection`` reports it (``View/overrideAppearance``).
  ///
  /// ```swift
  /// let banner = UIView()
  /// banner.overrideUserInterfaceStyle = .dark
  /// banner.backgroundColor = .secondarySystemBackground   // #1C1C1E on a light screen too
  /// ```
  open var overrideUserInterfaceStyle = UIUserInterfaceStyle.unspecified {
    didSet { updateTraitOverrides() }
  }
  /// The traits the view overrides for itself and its subviews (iOS 17): each set trait wins
  /// over the superview's and the controller's, and ``overrideUserInterfaceStyle`` wins over the
  /// appearance set here.
  ///
  /// See ``UITraitOverrides`` for what each trait changes.
  ///
  /// ```swift
  /// sheetContent.traitOverrides.userInterfaceLevel = .elevated
  /// ```
  open var traitOverrides = UITraitOverrides() {
    didSet { updateTraitOverrides() }
  }

  /// The traits this view sets over its superview's: its controller's overrides, then its own.
  var combinedTraitOverrides: UITraitOverrides {
    var overrides = owningController?.combinedTraitOverrides ?? UITraitOverrides()
    overrides.merge(traitOverrides)
    if overrideUserInterfaceStyle != .unspecified {
      overrides.userInterfaceStyle = overrideUserInterfaceStyle
    }
    return overrides
  }

  /// Gives the stand-in view the appearance, level, contrast and text size this view or its
  /// controller overrides.
  func updateTraitOverrides() {
    let overrides = combinedTraitOverrides
    let view = layoutShotView
    switch overrides.userInterfaceStyle {
    case .unspecified: view.overrideAppearance = nil
    case .light: view.overrideAppearance = .light
    case .dark: view.overrideAppearance = .dark
    }
    switch overrides.userInterfaceLevel {
    case .unspecified: view.overrideLevel = nil
    case .base: view.overrideLevel = .base
    case .elevated: view.overrideLevel = .elevated
    }
    switch overrides.accessibilityContrast {
    case .unspecified: view.overrideIncreasesContrast = nil
    case .normal: view.overrideIncreasesContrast = false
    case .high: view.overrideIncreasesContrast = true
    }
    view.overrideContentSize = overrides.preferredContentSizeCategory.contentSizeCategory
  }
  /// The window: none, as a layout is not on screen.
  open var window: UIWindow? { nil }
  /// The gesture recognizers added (kept, not used).
  open var gestureRecognizers: [UIGestureRecognizer]?

  /// The traits the view is laid out with: the screen's, with the overrides of each ancestor, then
  /// of the view itself (``traitOverrides``, ``overrideUserInterfaceStyle``, and those of the
  /// controller whose view it is).
  open var traitCollection: UITraitCollection {
    var chain: [UIView] = []
    var view: UIView? = self
    while let current = view {
      chain.append(current)
      view = current.superview
    }
    return chain.reversed().reduce(UITraitCollection.current) { $1.combinedTraitOverrides.applied(to: $0) }
  }

  /// The layout direction of the view's immediate content: its ``semanticContentAttribute``
  /// resolved against the screen's direction (left to right outside a layout program's body).
  ///
  /// As Apple warns, it says nothing of the subviews', which resolve their own attributes.
  open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
    layoutShotView.effectiveLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
  }

  /// The direction content with `attribute` lays out in when the ambient direction is
  /// `layoutDirection`: `layoutDirection` for `.unspecified`, left to right for `.playback`,
  /// `.spatial` and `.forceLeftToRight`, right to left for `.forceRightToLeft`.
  ///
  /// ```swift
  /// UIView.userInterfaceLayoutDirection(for: .playback, relativeTo: .rightToLeft)   // .leftToRight
  /// ```
  open class func userInterfaceLayoutDirection(
    for attribute: UISemanticContentAttribute, relativeTo layoutDirection: UIUserInterfaceLayoutDirection
  ) -> UIUserInterfaceLayoutDirection {
    let ambient: LayoutDirection = layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
    let resolved = (SemanticContentAttribute(rawValue: attribute.rawValue) ?? .unspecified).resolved(
      against: ambient)
    return resolved == .rightToLeft ? .rightToLeft : .leftToRight
  }

  /// Ends editing in the view's subtree: nothing is being edited in a layout.
  @discardableResult
  open func endEditing(_ force: Bool) -> Bool { true }

  /// Adds a gesture recognizer (kept, not used).
  open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
    gestureRecognizers = (gestureRecognizers ?? []) + [gestureRecognizer]
    gestureRecognizer.view = self
  }

  /// Removes a gesture recognizer.
  open func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
    gestureRecognizers?.removeAll { $0 === gestureRecognizer }
  }

  // MARK: Layout

  /// The insets of the safe area from the view's edges, as found by the last solve.
  open var safeAreaInsets: UIEdgeInsets { solvedSafeAreaInsets }

  /// The layout margins, left and right as on screen.
  open var layoutMargins: UIEdgeInsets {
    get {
      let margins = layoutShotView.directionalLayoutMargins
      return UIEdgeInsets(
        top: CGFloat(margins.top), left: CGFloat(margins.leading), bottom: CGFloat(margins.bottom),
        right: CGFloat(margins.trailing))
    }
    set {
      layoutShotView.directionalLayoutMargins = DirectionalEdgeInsets(
        top: Double(newValue.top), leading: Double(newValue.left), bottom: Double(newValue.bottom),
        trailing: Double(newValue.right))
    }
  }

  /// The layout margins, leading and trailing following the layout direction.
  open var directionalLayoutMargins: NSDirectionalEdgeInsets {
    get { NSDirectionalEdgeInsets(layoutShotView.directionalLayoutMargins) }
    set { layoutShotView.directionalLayoutMargins = newValue.directionalInsets }
  }

  // MARK: Sizes

  /// The size the view's constraints give it closest to `targetSize` (``layoutFittingCompressedSize``
  /// for the smallest), each side at `fittingSizeLevel`: its subtree solved on its own.
  open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
    systemLayoutSizeFitting(
      targetSize, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel
    )
  }

  /// The size the view's constraints give it closest to `targetSize`, pulled towards each side of
  /// it at the priorities given (`.required` fixes that side): its subtree solved on its own.
  open func systemLayoutSizeFitting(
    _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
    verticalFittingPriority: UILayoutPriority
  ) -> CGSize {
    UIKitTree.prepare(UIKitTree.views(under: self))
    let size = layoutShotView.fittingSize(
      target: Size(width: Double(targetSize.width), height: Double(targetSize.height)),
      horizontalPriority: horizontalFittingPriority, verticalPriority: verticalFittingPriority,
      screen: LayoutRun.screen)
    return CGSize(size)
  }

  /// Called when the safe area changes (kept; not called, as a layout's safe area is solved once).
  open func safeAreaInsetsDidChange() {}

  /// Called when the margins change (kept; not called).
  open func layoutMarginsDidChange() {}

  /// The insets from the frame to the rectangle constraints align (kept; views align their frames).
  open var alignmentRectInsets: UIEdgeInsets { .zero }

  /// The view whose first baseline is the view's first baseline: the view itself.
  open var forFirstBaselineLayout: UIView { self }

  /// The view whose last baseline is the view's last baseline: the view itself.
  open var forLastBaselineLayout: UIView { self }

  /// Whether `point`, in the view's coordinates, is inside its bounds.
  open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
    bounds.contains(point)
  }

  /// The deepest visible subview containing `point` (in the view's coordinates), else this view
  /// when the point is inside it.
  open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    guard !isHidden, alpha > 0.01, isUserInteractionEnabled, self.point(inside: point, with: event) else {
      return nil
    }
    for subview in subviews.reversed() {
      let local = CGPoint(x: point.x - subview.frame.minX, y: point.y - subview.frame.minY)
      if let hit = subview.hitTest(local, with: event) { return hit }
    }
    return self
  }

  // MARK: Layout calls

  /// The natural size of the view's content; ``noIntrinsicMetric`` on an axis without one (both,
  /// for a plain view).
  ///
  /// Override it in a subclass; the layout asks for it before each solve.
  open var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
  }

  /// Tells the layout the intrinsic size changed: it is asked for again before the next solve.
  open func invalidateIntrinsicContentSize() {}

  /// Called after each solve, with the view's and its subviews' frames set; what it changes
  /// (styles, frames of autoresizing views, constraints) is laid out again.
  open func layoutSubviews() {}

  /// Asks for a layout pass: every layout is laid out until it settles, so this does nothing.
  open func setNeedsLayout() {}

  /// Lays out now: the layout is solved once the program has built it, so this does nothing.
  open func layoutIfNeeded() {}

  /// Called before the first solve, and again after ``setNeedsUpdateConstraints()``: add or
  /// update constraints here, and call `super`.
  open func updateConstraints() {
    needsUpdateConstraints = false
  }

  /// Asks for ``updateConstraints()`` before the next solve.
  open func setNeedsUpdateConstraints() {
    needsUpdateConstraints = true
  }

  /// Calls ``updateConstraints()`` now if it was asked for.
  open func updateConstraintsIfNeeded() {
    if needsUpdateConstraints { updateConstraints() }
  }

  /// Whether ``updateConstraints()`` was asked for and has not run since.
  var needsUpdateConstraints = true

  /// Whether the view needs constraint-based layout (kept).
  open class var requiresConstraintBasedLayout: Bool { false }

  /// Draws the view's own content into the current context (`UIGraphicsGetCurrentContext()`),
  /// `rect` being its bounds; the default draws nothing.
  ///
  /// Once the view has its size, an override is called as UIKit calls it: with a context the size
  /// of the bounds, at the screen's scale, whose picture becomes the layer's contents, over the
  /// background colour and under the sublayers and subviews.
  ///
  /// ```swift
  /// override func draw(_ rect: CGRect) {
  ///   UIColor.systemRed.setFill()
  ///   UIBezierPath(ovalIn: rect.insetBy(dx: 4, dy: 4)).fill()
  /// }
  /// ```
  open func draw(_ rect: CGRect) {
    UIView.defaultDrawRan = true
  }

  /// Whether the default ``draw(_:)`` ran since this was last cleared: a view whose `draw(_:)`
  /// ran only the default and drew nothing is not asked again.
  private static var defaultDrawRan = false
  /// Whether the view's ``draw(_:)`` is known to draw nothing: it ran the default and drew nothing
  /// once the view had a size.
  private var drawsNothing = false

  /// Asks for the view to be drawn again: it is drawn once laid out.
  open func setNeedsDisplay() {}

  /// Asks for part of the view to be drawn again: it is drawn once laid out.
  open func setNeedsDisplay(_ rect: CGRect) {}

  /// The size that fits `size`: the current size for a plain view; labels measure their text.
  open func sizeThatFits(_ size: CGSize) -> CGSize {
    bounds.size
  }

  /// Resizes the view to ``sizeThatFits(_:)`` its current size, keeping its origin.
  open func sizeToFit() {
    frame.size = sizeThatFits(bounds.size)
  }

  /// Copies what UIKit code set on the view into its LayoutShot view before a solve: its intrinsic
  /// size, for an override of ``intrinsicContentSize``, a control's look, and its layer's
  /// sublayers and mask.
  func prepareForSolve() {
    applyIntrinsicContentSize()
    let contents = drawnContents()
    let layer = contents == .none ? storedLayer : self.layer
    layoutShotView.drawing = layer?.viewDrawing(over: controlDrawing, contents: contents) ?? controlDrawing
  }

  /// What ``draw(_:)`` draws into the bounds at the screen's scale, with the view's traits
  /// current, as UIKit draws a view's backing store, for its layer's contents; `.none` when it
  /// draws nothing (as the default draws) or the view has no size yet.
  ///
  /// UIKit calls `draw(_:)` only for views that override it; a view whose call ran the default
  /// and drew nothing is taken for one that does not, and not called again.
  private func drawnContents() -> DrawnLayer.Content {
    let rect = bounds
    guard !drawsNothing, rect.width > 0, rect.height > 0, rect.width.isFinite, rect.height.isFinite else {
      return .none
    }
    let context = CGContext(size: rect.size, scale: LayoutRun.screen?.scale ?? 1, origin: rect.origin)
    // UIKit draws with the view's traits current, so that dynamic colours take its appearance.
    let traits = traitCollection
    UIView.defaultDrawRan = false
    traits.performAsCurrent { GraphicsContextStack.with(context) { draw(rect) } }
    guard let png = context.pngData(resolvingColorsFor: traits) else {
      drawsNothing = UIView.defaultDrawRan
      return .none
    }
    return .image(pngData: png)
  }

  /// Copies ``intrinsicContentSize`` (a subclass's override, or the kind's own) to the LayoutShot
  /// view.
  func applyIntrinsicContentSize() {
    layoutShotView.intrinsicContentSize = UIView.intrinsicSize(intrinsicContentSize)
  }

  /// For a view that stands for a ``Label``: the label measures its text itself (and re-wraps it
  /// at its solved width); only an ``intrinsicContentSize`` that differs from that measure, exact
  /// or rounded up to the screen's pixel grid, replaces it (an override in an app's subclass).
  func applyIntrinsicContentSize(to label: Label) {
    let asked = UIView.intrinsicSize(intrinsicContentSize)
    let measured = label.measuredSize
    let scale = Double(UIScreen.main.scale)
    func rounded(_ value: Double?) -> Double? { value.map { ($0 * scale - 1e-7).rounded(.up) / scale } }
    let isMeasure =
      asked == measured
      || (asked.width == rounded(measured.width) && asked.height == rounded(measured.height))
    label.overrideIntrinsicSize(isMeasure ? nil : asked)
  }

  /// The LayoutShot view this one stands for, as the kind its class makes
  /// (``makeLayoutShotView()``).
  func standIn<Kind: View>(_ kind: Kind.Type = Kind.self) -> Kind {
    guard let view = layoutShotView as? Kind else {
      preconditionFailure("a \(type(of: self)) stands for a \(Kind.self), not a \(type(of: layoutShotView))")
    }
    return view
  }

  /// How a control looks, drawn over its background: none for a plain view.
  var controlDrawing: Drawing? { nil }

  /// Where the view's bounds origin is in the root's coordinates after a solve: its frame's
  /// origin (a scroll view's is its content's).
  ///
  /// Subviews' frames are measured from it.
  func boundsOrigin(in frames: SolvedFrames) -> Point? {
    frames.frame(of: layoutShotView)?.origin
  }

  /// Takes what a solve found beyond the frame (a scroll view's content size and offset).
  func takeSolvedState(from frames: SolvedFrames) {}

  // MARK: Tree

  /// Adds `view` as the last subview, removing it from its previous superview.
  open func addSubview(_ view: UIView) {
    insertSubview(view, at: subviews.count)
  }

  /// Inserts `view` among the subviews at `index`.
  open func insertSubview(_ view: UIView, at index: Int) {
    guard !isDescendant(of: view) else {
      // The LayoutShot tree refuses the cycle and fails the layout, naming the view.
      layoutShotView.addSubview(view.layoutShotView)
      return
    }
    view.willMove(toSuperview: self)
    view.detachFromSuperview()
    let position = min(max(index, 0), subviews.count)
    subviews.insert(view, at: position)
    view.superview = self
    layoutShotView.insertSubview(view.layoutShotView, at: position)
    didAddSubview(view)
    view.didMoveToSuperview()
  }

  /// Inserts `view` just below `siblingSubview`.
  open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
    insertSubview(view, at: subviews.firstIndex { $0 === siblingSubview } ?? 0)
  }

  /// Inserts `view` just above `siblingSubview`.
  open func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
    insertSubview(view, at: (subviews.firstIndex { $0 === siblingSubview } ?? subviews.count - 1) + 1)
  }

  /// Moves `view` to the front of the subviews.
  open func bringSubviewToFront(_ view: UIView) {
    guard view.superview === self else { return }
    insertSubview(view, at: subviews.count)
  }

  /// Moves `view` to the back of the subviews.
  open func sendSubviewToBack(_ view: UIView) {
    guard view.superview === self else { return }
    insertSubview(view, at: 0)
  }

  /// Swaps two subviews' places.
  open func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
    guard subviews.indices.contains(index1), subviews.indices.contains(index2), index1 != index2 else {
      return
    }
    let (first, second) = (subviews[index1], subviews[index2])
    insertSubview(second, at: min(index1, index2))
    insertSubview(first, at: max(index1, index2))
  }

  /// Takes the view out of its superview.
  open func removeFromSuperview() {
    guard superview != nil else { return }
    willMove(toSuperview: nil)
    detachFromSuperview()
    didMoveToSuperview()
  }

  private func detachFromSuperview() {
    guard let superview else { return }
    superview.willRemoveSubview(self)
    superview.subviews.removeAll { $0 === self }
    self.superview = nil
    layoutShotView.removeFromSuperview()
  }

  /// Whether `view` is this view or one of its ancestors.
  open func isDescendant(of view: UIView) -> Bool {
    var current: UIView? = self
    while let candidate = current {
      if candidate === view { return true }
      current = candidate.superview
    }
    return false
  }

  /// The first view in this subtree (this view first) whose tag is `tag`.
  open func viewWithTag(_ tag: Int) -> UIView? {
    if self.tag == tag { return self }
    for subview in subviews {
      if let found = subview.viewWithTag(tag) { return found }
    }
    return nil
  }

  /// Called before the view moves to a new superview (`nil` when removed).
  open func willMove(toSuperview newSuperview: UIView?) {}
  /// Called after the view moved to a new superview.
  open func didMoveToSuperview() {}
  /// Called after a subview was added.
  open func didAddSubview(_ subview: UIView) {}
  /// Called before a subview is removed.
  open func willRemoveSubview(_ subview: UIView) {}
  /// Called before the view moves to a window: never, as a layout has none.
  open func willMove(toWindow newWindow: UIWindow?) {}
  /// Called after the view moved to a window: never.
  open func didMoveToWindow() {}
  /// Called when a nib is loaded: never.
  open func awakeFromNib() {}
  /// Called when Interface Builder draws an `@IBDesignable` view: never, as no Interface Builder
  /// runs here.
  open func prepareForInterfaceBuilder() {}
  /// Called when the traits change: never, as a layout's traits are fixed.
  open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

  /// The view's point `point` in `view`'s coordinates (`nil`: the root's).
  open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
    let from = originInRoot, to = view?.originInRoot ?? .zero
    return CGPoint(x: point.x + from.x - to.x, y: point.y + from.y - to.y)
  }

  /// `view`'s point `point` in this view's coordinates.
  open func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
    (view ?? rootView).convert(point, to: self)
  }

  /// The view's rectangle `rect` in `view`'s coordinates.
  open func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
    CGRect(origin: convert(rect.origin, to: view), size: rect.size)
  }

  /// `view`'s rectangle `rect` in this view's coordinates.
  open func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
    CGRect(origin: convert(rect.origin, from: view), size: rect.size)
  }

  private var originInRoot: CGPoint {
    var origin = CGPoint.zero
    var current: UIView? = self
    while let view = current {
      origin.x += view.frame.origin.x
      origin.y += view.frame.origin.y
      current = view.superview
    }
    return origin
  }

  private var rootView: UIView {
    var view = self
    while let superview = view.superview { view = superview }
    return view
  }
}

extension UIView {
  /// How a view's content fits its bounds (`UIView.ContentMode`).
  public enum ContentMode: Int, Sendable {
    /// Scaled to fill, fitted or filled keeping the aspect ratio, redrawn, or unscaled and placed at the
    /// centre or an edge.
    case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
    /// Unscaled and placed at a corner.
    case topLeft, topRight, bottomLeft, bottomRight
  }

  /// Which parts of the frame follow the superview's size (`UIView.AutoresizingMask`).
  public typealias AutoresizingMask = LayoutShot.AutoresizingMask

  /// UIKit's value for "no intrinsic size on this axis".
  public static let noIntrinsicMetric: CGFloat = -1
  /// The smallest size a fitting can give (`systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)`).
  public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
  /// The largest size a fitting can give.
  public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)
}

/// A view's layout direction (`UIUserInterfaceLayoutDirection`).
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
  /// Left to right, or right to left.
  case leftToRight, rightToLeft
}

/// How a view's content follows the layout direction (`UISemanticContentAttribute`); see
/// ``SemanticContentAttribute``, whose raw values these share.
public enum UISemanticContentAttribute: Int, Sendable {
  /// The default: the view follows the ambient direction.
  case unspecified = 0
  /// Playback controls, which never flip.
  case playback = 1
  /// Controls whose meaning is a direction, which never flip.
  case spatial = 2
  /// Always left to right.
  case forceLeftToRight = 3
  /// Always right to left.
  case forceRightToLeft = 4
}

/// What an accessibility element is (`UIAccessibilityTraits`).
public struct UIAccessibilityTraits: OptionSet, Hashable, Sendable {
  /// The raw value.
  public let rawValue: UInt64
  /// The set whose bits are `rawValue`.
  public init(rawValue: UInt64) { self.rawValue = rawValue }
  /// No traits.
  public static let none = UIAccessibilityTraits([])
  /// A button.
  public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
  /// A link.
  public static let link = UIAccessibilityTraits(rawValue: 1 << 1)
  /// An image.
  public static let image = UIAccessibilityTraits(rawValue: 1 << 2)
  /// Selected, as a tab or a row.
  public static let selected = UIAccessibilityTraits(rawValue: 1 << 3)
  /// Text that does not change.
  public static let staticText = UIAccessibilityTraits(rawValue: 1 << 6)
  /// A heading that starts a section.
  public static let header = UIAccessibilityTraits(rawValue: 1 << 16)
  /// Not enabled: it does not respond.
  public static let notEnabled = UIAccessibilityTraits(rawValue: 1 << 8)
}

/// A window; none holds a layout, so views and controllers have `nil` windows.
///
/// A window made by
/// app code (a scene delegate's) keeps its scene and root controller.
open class UIWindow: UIView {
  /// The scene the window belongs to (kept; `nil` for a window made with a frame).
  open var windowScene: UIWindowScene?
  /// The window's root controller (kept).
  open var rootViewController: UIViewController?
  /// Whether the window is the key window (set by ``makeKeyAndVisible()``).
  open private(set) var isKeyWindow = false

  /// A window in `windowScene`.
  public init(windowScene: UIWindowScene) {
    self.windowScene = windowScene
    super.init(frame: .zero)
  }

  /// A window at `frame`.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Windows are not archived in LayoutShot; this returns `nil`.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// Makes the window the key window and shows it (kept; nothing is on screen).
  open func makeKeyAndVisible() {
    isKeyWindow = true
    isHidden = false
  }

  /// Makes the window the key window (kept).
  open func makeKey() {
    isKeyWindow = true
  }
}
