/// A rectangle on screen, in a tree under the layout's root view (`UIView`).
///
/// A view has a name, unique in its layout, that frame dumps, diagnostics and snapshots use; a
/// style (colours, border, corner radius, shadow, opacity, hidden); optionally an intrinsic content size
/// with UIKit's hugging and compression-resistance priorities; layout margins; and the layout
/// guides UIKit gives every view.
///
/// ```swift
/// let card = View("card")
/// card.backgroundColor = .systemBlue
/// card.cornerRadius = 12
/// root.addSubview(card)
/// card.pinEdges(to: root.safeAreaLayoutGuide, insets: DirectionalEdgeInsets(all: 16))
/// ```
public class View: LayoutItem, CustomStringConvertible {
  /// The view's name; `nil` for a view created without one, which is then named after its place
  /// in the tree (`root.0.2`).
  public var name: String?
  /// The subviews, back to front, in the order they were added.
  public private(set) var subviews: [View] = []
  /// The view this one was added to; `nil` for the root and for a view not in a tree.
  public private(set) weak var superview: View?
  /// Custom layout guides added with ``addLayoutGuide(_:)``.
  public private(set) var layoutGuides: [LayoutGuide] = []

  // MARK: Style

  /// The colour filling the view's (rounded) bounds under its content and subviews; `nil` (the
  /// default) for none, as `UIView.backgroundColor`.
  public var backgroundColor: Color?
  /// The colour of the border (`CALayer.borderColor`); `nil` draws black, Core Animation's default.
  public var borderColor: Color?
  /// The width of the border, drawn inside the bounds over the content and subviews
  /// (`CALayer.borderWidth`); 0, the default, for none.
  public var borderWidth: Double = 0
  /// The radius of the background's, the border's and the clip's corners (`CALayer.cornerRadius`),
  /// at most half the shorter side.
  public var cornerRadius: Double = 0
  /// Which corners ``cornerRadius`` rounds (all four by default; `CALayer.maskedCorners`).
  public var roundedCorners = RoundedCorners.all
  /// The curve of the rounded corners of the background, the border and the clip
  /// (`CALayer.cornerCurve`): quarter circles (``CornerCurve/circular``, the default) or Apple's
  /// continuous corner curve (``CornerCurve/continuous``), which starts bending about half a
  /// radius further from each corner and eases into the turn, as iOS's own cards, sheets and
  /// buttons do.
  ///
  /// ```swift
  /// let card = View("card")
  /// card.backgroundColor = .secondarySystemBackground
  /// card.cornerRadius = 16
  /// card.cornerCurve = .continuous
  /// ```
  public var cornerCurve = CornerCurve.circular
  /// The opacity of the view and its subviews, as one layer (`alpha`).
  public var alpha: Double = 1
  /// A hidden view and its subviews draw nothing; they still take part in layout, except that a
  /// stack view takes a hidden arranged subview out of its arrangement (see ``StackView``).
  public var isHidden = false
  /// Whether subviews are clipped to the view's (rounded) bounds.
  public var clipsToBounds = false
  /// The shadow the view casts under itself (`CALayer`'s shadow properties); `nil`, the default,
  /// for none.
  ///
  /// See ``Shadow`` for how it is drawn.
  ///
  /// ```swift
  /// card.shadow = Shadow(opacity: 0.15, offset: Size(width: 0, height: 2), radius: 6)
  /// ```
  public var shadow: Shadow?
  /// Shapes drawn over the background, under the view's content and subviews, placed relative to
  /// its bounds (see ``Drawing``); `nil` (the default) for none.
  package var drawing: Drawing?
  /// How the view and its subviews are turned, scaled or moved when drawn (`UIView.transform`).
  ///
  /// The fixed point is ``transformAnchor`` of its frame; layout is unchanged. Identity (the
  /// default) for none.
  package var transform = Transform.identity
  /// Where ``transform``'s fixed point lies, in the unit square of the frame (the centre by
  /// default, as `CALayer.anchorPoint`).
  package var transformAnchor = Point(x: 0.5, y: 0.5)
  /// The standard deviation, in points, of the Gaussian everything the view draws is blurred
  /// with (SwiftUI's `blur(radius:)`); 0 (the default) for none.
  package var blurRadius = 0.0
  /// The appearance the view and its subviews are drawn in, whatever the screen's
  /// (`overrideUserInterfaceStyle`); `nil` (the default) to follow the superview's, and the root's
  /// follows the screen's ``Screen/appearance``.
  ///
  /// Dynamic colours (the system colours, and those made with `Color(light:dark:)`) are drawn with
  /// their value for the view's appearance: its own override, else the nearest ancestor's, else
  /// the screen's. A subview may override it again.
  ///
  /// ```swift
  /// let card = View("card")
  /// card.backgroundColor = .secondarySystemBackground
  /// card.overrideAppearance = .dark   // #1C1C1E on a light screen too
  /// ```
  public var overrideAppearance: Appearance?
  /// The level the view and its subviews are drawn at, whatever the screen's (a
  /// `userInterfaceLevel` trait override); `nil` (the default) to follow the superview's, and the
  /// root's follows the screen's ``Screen/level``.
  ///
  /// Elevated dark colours are lighter.
  ///
  /// ```swift
  /// let sheet = View("sheet")
  /// sheet.backgroundColor = .systemBackground
  /// sheet.overrideLevel = .elevated   // #1C1C1E in dark mode, not #000000
  /// ```
  public var overrideLevel: InterfaceLevel?
  /// Whether the view and its subviews take the increased-contrast values of dynamic colours,
  /// whatever the screen's ``Screen/increasesContrast`` (an `accessibilityContrast` trait
  /// override); `nil` (the default) to follow the superview, and the root follows the screen.
  ///
  /// ```swift
  /// badge.overrideIncreasesContrast = true   // systemBlue draws #0040DD on a light screen
  /// ```
  public var overrideIncreasesContrast: Bool?
  /// The Dynamic Type size the view and its subviews measure text styles at, whatever the
  /// screen's ``Screen/contentSize`` (a `preferredContentSizeCategory` trait override); `nil`
  /// (the default) to follow the superview, and the root follows the screen.
  ///
  /// Labels and buttons
  /// whose fonts follow Dynamic Type take it.
  ///
  /// ```swift
  /// let tabBar = View("tabBar")
  /// tabBar.overrideContentSize = .extraExtraExtraLarge   // caps the bar's titles at XXXL
  /// ```
  public var overrideContentSize: ContentSizeCategory?

  /// The Dynamic Type size the view's text follows on `screen`: its own
  /// ``overrideContentSize``, else the nearest ancestor's, else the screen's.
  package func effectiveContentSize(on screen: Screen) -> ContentSizeCategory {
    var view: View? = self
    while let current = view {
      if let size = current.overrideContentSize { return size }
      view = current.superview
    }
    return screen.contentSize
  }

  /// Whether the view's content flips in a right-to-left layout (`semanticContentAttribute`);
  /// ``SemanticContentAttribute/unspecified`` by default, following the screen's direction.
  ///
  /// The view resolves it against the screen's ``Screen/layoutDirection`` to its
  /// ``effectiveLayoutDirection``. [dec] Each view resolves its own attribute: a forced attribute
  /// is not inherited by subviews (set it on each view that must keep its direction), as UIKit
  /// warns that `effectiveUserInterfaceLayoutDirection` does not propagate down the tree.
  ///
  /// [dec] For a constraint, leading and trailing follow the effective direction of the view that
  /// holds it in UIKit: the nearest common ancestor of its items (a guide counts as its owning
  /// view). So a horizontal stack view forced left to right keeps its order on a right-to-left
  /// screen (its arrangement's constraints are between it and its arranged subviews), while its
  /// own constraints to its superview follow the superview's direction.
  ///
  /// ```swift
  /// let transport = StackView("transport", arrangedSubviews: [rewind, play, forward])
  /// transport.semanticContentAttribute = .playback
  /// ```
  public var semanticContentAttribute = SemanticContentAttribute.unspecified

  // MARK: Intrinsic size and its priorities

  /// The natural size of the view's content; `nil` (or ``noIntrinsicMetric``) on an axis that has
  /// none.
  ///
  /// Each size must be finite and at least 0; anything else makes the layout fail with
  /// ``LayoutError/invalidViewProperty(view:property:reason:location:)``.
  public var intrinsicContentSize = IntrinsicSize.none
  private var hugging: (horizontal: LayoutPriority, vertical: LayoutPriority) = (.defaultLow, .defaultLow)
  private var compressionResistance: (horizontal: LayoutPriority, vertical: LayoutPriority) =
    (.defaultHigh, .defaultHigh)

  // MARK: Margins

  /// The margins the layout margins guide keeps inside the view (8 on each side by default).
  public var directionalLayoutMargins = DirectionalEdgeInsets(all: 8) {
    didSet { hasOwnMargins = true }
  }
  /// Whether ``directionalLayoutMargins`` was set: a view controller's root view that keeps the
  /// default takes the system minimum margins as they are (0 at the top and bottom).
  package private(set) var hasOwnMargins = false
  /// Whether the margins are measured from the safe area where the view overlaps the unsafe part
  /// of the screen (true by default, as in UIKit).
  public var insetsLayoutMarginsFromSafeArea = true
  /// Whether the margins grow to keep content inside the superview's margins.
  public var preservesSuperviewLayoutMargins = false
  /// Whether the margins are at least the screen's system minimum, as the root's are: a view
  /// controller's root view, which respects the system minimum margins in UIKit, and whose
  /// default margins are those minimums (Documentation/AutoLayout.md#layout-margins).
  package var keepsScreenMinimumMargins = false
  /// Insets added to the safe area the view gets from its place on the screen: a view
  /// controller's `additionalSafeAreaInsets`, which its subviews' safe areas inherit.
  package var additionalSafeAreaInsets = EdgeInsets.zero
  /// Whether the view's ``frame`` and ``autoresizingMask`` become constraints, as in UIKit
  /// (`false` by default for a view made the LayoutShot way; `true` for one made the UIKit way).
  ///
  /// Such a view gets UIKit's autoresizing constraints: per axis, its position and size in its
  /// superview as ``frame`` gives them, with the parts ``autoresizingMask`` makes flexible taking
  /// a share of any change of the superview's size. Together they fix the view's frame, so the
  /// view's own constraints conflict with them, as in UIKit; a diagnostic then names the flag.
  public var translatesAutoresizingMaskIntoConstraints = false
  /// The frame in the superview's coordinates that autoresizing constraints keep (see
  /// ``translatesAutoresizingMaskIntoConstraints``); the root's is the screen's bounds.
  public var frame = Rect.zero
  /// Which parts of the frame grow or shrink with the superview when the frame becomes
  /// constraints (none by default: the view keeps its origin and size).
  public var autoresizingMask: AutoresizingMask = []

  private var guides: [LayoutGuide.Kind: LayoutGuide] = [:]

  /// Creates a view.
  ///
  /// - Parameter name: The view's name, unique in its layout; without one the view is named after
  ///   its place in the tree.
  public init(_ name: String? = nil, fileID: String = #fileID, line: Int = #line) {
    self.name = name
    super.init(location: SourceLocation(fileID: fileID, line: line))
    LayoutRecording.current?.noteCreated(self)
  }

  /// The view's name in descriptions; `view` for an unnamed view (a layout names it after its place).
  public override var displayName: String { name ?? "view" }

  public var description: String { "View(\(displayName))" }

  /// What the view shows and the sizes it gives layout, frozen for `screen`.
  ///
  /// `nil` for a plain view; labels, buttons and image views override it.
  ///
  /// - Throws: ``LayoutError/fontUnavailable(view:font:reason:location:)`` when a font cannot be
  ///   found or read.
  func frozenContent(for screen: Screen) throws(LayoutError) -> FrozenContent? {
    nil
  }

  /// The first content property (a font size, an image's size) that cannot be measured, as its
  /// name and the reason; `nil` for a plain view and for valid content.
  ///
  /// Labels, buttons and image
  /// views override it; see ``layoutPropertyProblem``.
  func contentPropertyProblem() -> (property: String, reason: String)? {
    nil
  }

  /// The constraints the view makes for its subviews when the layout is frozen, after every
  /// view's record (read through `context`); none for a plain view.
  ///
  /// A stack view makes its
  /// arrangement's here, from its state at that moment.
  func generatedConstraints(_ context: FreezeContext) -> [LayoutConstraint] {
    []
  }

  // MARK: Tree

  /// Adds `view` as the last subview, removing it from its previous superview.
  ///
  /// Adding a view to itself or to one of its descendants is refused, and makes the layout fail
  /// with ``LayoutError/subviewCycle(view:location:)``.
  public func addSubview(_ view: View, fileID: String = #fileID, line: Int = #line) {
    guard !isDescendant(of: view) else {
      LayoutRecording.current?.noteProblem(
        .subviewCycle(view: view.displayName, location: SourceLocation(fileID: fileID, line: line)))
      return
    }
    view.removeFromSuperview()
    subviews.append(view)
    view.superview = self
  }

  /// Inserts `view` among the subviews at `index` (clamped to the subviews' range), removing it
  /// from its previous superview; a cycle is refused as ``addSubview(_:fileID:line:)`` refuses it.
  public func insertSubview(_ view: View, at index: Int, fileID: String = #fileID, line: Int = #line) {
    addSubview(view, fileID: fileID, line: line)
    guard view.superview === self else { return }
    subviews.removeLast()
    subviews.insert(view, at: min(max(index, 0), subviews.count))
  }

  /// Adds several subviews in order.
  public func addSubviews(_ views: View..., fileID: String = #fileID, line: Int = #line) {
    for view in views { addSubview(view, fileID: fileID, line: line) }
  }

  /// Adds several subviews in order.
  public func addSubviews(_ views: [View], fileID: String = #fileID, line: Int = #line) {
    for view in views { addSubview(view, fileID: fileID, line: line) }
  }

  /// Takes the view out of its superview.
  public func removeFromSuperview() {
    guard let superview else { return }
    superview.subviews.removeAll { $0 === self }
    self.superview = nil
  }

  /// Whether `view` is this view or one of its descendants.
  public func isDescendant(of view: View) -> Bool {
    var current: View? = self
    while let candidate = current {
      if candidate === view { return true }
      current = candidate.superview
    }
    return false
  }

  /// Adds a custom layout guide (a spacer) owned by this view; a guide has one owner, so it leaves
  /// its previous one.
  public func addLayoutGuide(_ guide: LayoutGuide) {
    guide.owningView?.removeLayoutGuide(guide)
    guide.owningView = self
    layoutGuides.append(guide)
  }

  /// Removes a custom layout guide from this view.
  public func removeLayoutGuide(_ guide: LayoutGuide) {
    guard guide.owningView === self else { return }
    layoutGuides.removeAll { $0 === guide }
    guide.owningView = nil
  }

  // MARK: Guides

  /// The part of the view not covered by bars, sensor housings or rounded corners.
  public var safeAreaLayoutGuide: LayoutGuide { guide(.safeArea) }
  /// The view's bounds inset by its layout margins.
  public var layoutMarginsGuide: LayoutGuide { guide(.layoutMargins) }
  /// The margins guide narrowed to a width that is comfortable to read (672 points at most),
  /// centred in it.
  public var readableContentGuide: LayoutGuide { guide(.readableContent) }

  /// The guide that follows the software keyboard (`UIKeyboardLayoutGuide`): while the keyboard
  /// is hidden, from the bottom of the safe area to the bottom of the window; while it is shown,
  /// the keyboard's frame (see ``KeyboardLayoutGuide``).
  public var keyboardLayoutGuide: KeyboardLayoutGuide {
    if let existing = guides[.keyboard] as? KeyboardLayoutGuide { return existing }
    let guide = KeyboardLayoutGuide(owner: self)
    guides[.keyboard] = guide
    return guide
  }

  /// The keyboard layout guide if something asked for it; `nil` before (it is made on first use).
  package var keyboardLayoutGuideIfMade: KeyboardLayoutGuide? { guides[.keyboard] as? KeyboardLayoutGuide }

  func guide(_ kind: LayoutGuide.Kind) -> LayoutGuide {
    if let existing = guides[kind] { return existing }
    let guide = LayoutGuide(kind: kind, owner: self)
    guides[kind] = guide
    return guide
  }

  /// The system guides created so far, in a fixed order.
  var systemGuides: [LayoutGuide] {
    LayoutGuide.Kind.systemKinds.compactMap { guides[$0] }
  }

  // MARK: Anchors views have and guides do not

  /// The baseline of the first line of text; a view without text has its bottom edge as baseline, as a `UIView` does.
  public var firstBaselineAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .firstBaseline) }
  /// The baseline of the last line of text; a view without text has its bottom edge as baseline, as a `UIView` does.
  public var lastBaselineAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .lastBaseline) }
  /// The short name of ``firstBaselineAnchor``, for the operator form.
  public var firstBaseline: LayoutYAxisAnchor { firstBaselineAnchor }
  /// The short name of ``lastBaselineAnchor``, for the operator form.
  public var lastBaseline: LayoutYAxisAnchor { lastBaselineAnchor }

  // MARK: Hugging and compression resistance

  /// How strongly the view resists growing beyond its intrinsic size on `axis` (250 by default).
  public func contentHuggingPriority(for axis: LayoutAxis) -> LayoutPriority {
    axis == .horizontal ? hugging.horizontal : hugging.vertical
  }

  /// Sets how strongly the view resists growing beyond its intrinsic size on `axis`.
  public func setContentHuggingPriority(_ priority: LayoutPriority, for axis: LayoutAxis) {
    if axis == .horizontal { hugging.horizontal = priority } else { hugging.vertical = priority }
  }

  /// How strongly the view resists shrinking below its intrinsic size on `axis` (750 by default).
  public func contentCompressionResistancePriority(for axis: LayoutAxis) -> LayoutPriority {
    axis == .horizontal ? compressionResistance.horizontal : compressionResistance.vertical
  }

  /// Sets how strongly the view resists shrinking below its intrinsic size on `axis`.
  public func setContentCompressionResistancePriority(_ priority: LayoutPriority, for axis: LayoutAxis) {
    if axis == .horizontal {
      compressionResistance.horizontal = priority
    } else {
      compressionResistance.vertical = priority
    }
  }
}

/// An axis of a layout (`NSLayoutConstraint.Axis`).
public enum LayoutAxis: Int, Hashable, Sendable {
  case horizontal = 0
  case vertical = 1
}

/// A view's intrinsic content size; `nil` on an axis without one.
///
/// UIKit's ``View/noIntrinsicMetric`` (-1) is stored as `nil`, so code written the UIKit way means
/// the same: `IntrinsicSize(width: UIView.noIntrinsicMetric, height: 31).width` is `nil`.
public struct IntrinsicSize: Hashable, Sendable {
  /// The intrinsic width; `nil` for none.
  public var width: Double? {
    didSet { width = Self.metric(width) }
  }
  /// The intrinsic height; `nil` for none.
  public var height: Double? {
    didSet { height = Self.metric(height) }
  }

  /// An intrinsic size; leave an axis `nil` (or give ``View/noIntrinsicMetric``) for none.
  public init(width: Double? = nil, height: Double? = nil) {
    self.width = Self.metric(width)
    self.height = Self.metric(height)
  }

  /// `value`, or `nil` for ``View/noIntrinsicMetric``.
  private static func metric(_ value: Double?) -> Double? {
    value == View.noIntrinsicMetric ? nil : value
  }

  /// No intrinsic size on either axis, as a plain `UIView`.
  public static let none = IntrinsicSize()
}

/// UIKit's name for a colour: here a ``Color`` (sRGB with alpha), so that
