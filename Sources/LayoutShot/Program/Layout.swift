/// A layout program's result for one screen, frozen into values: the view tree with styles, the
/// guides constraints refer to, and the active constraints in activation order, each with the line
/// that made it.
///
/// A layout is what the ``LayoutEngine`` solves. It is `Sendable` and `Equatable`: two screens
/// whose programs build equal layouts share one constraint system, re-solved through the screen's
/// edit variables.
///
/// ```swift
/// let layout = try Layout(ComplexWidth(), screen: screen)
/// layout.views.map(\.name)        // ["root", "blue", "red"]
/// layout.constraints.count        // 9
/// ```
public struct Layout: Hashable, Sendable {
  /// The program's name.
  public var name: String
  /// The views in tree order (depth first, parents before children); the first is the root.
  package var views: [ViewRecord]
  /// The guides that constraints refer to, and every custom guide.
  package var guides: [GuideRecord]
  /// The active constraints in activation order.
  package var constraints: [ConstraintRecord]
  /// What the root stands for: the screen, or a component as tall as its content.
  public var extent: LayoutExtent = .screen

  /// A view of the layout.
  package struct ViewRecord: Hashable, Sendable {
    /// The view's name, unique in the layout.
    package var name: String
    /// The index of the superview in ``Layout/views``; `nil` for the root.
    package var parent: Int?
    /// How the view draws.
    package var style: Style
    /// The natural size of its content (``View/noIntrinsicMetric`` already read as none).
    package var intrinsicContentSize: IntrinsicSize
    /// Its content hugging priorities.
    package var huggingPriority: (horizontal: LayoutPriority, vertical: LayoutPriority)
    /// Its compression resistance priorities.
    package var compressionResistance: (horizontal: LayoutPriority, vertical: LayoutPriority)
    /// Its own layout margins (``View/directionalLayoutMargins``).
    package var layoutMargins: DirectionalEdgeInsets
    /// Whether its margins are measured from its safe area.
    package var insetsLayoutMarginsFromSafeArea: Bool
    /// Whether its margins grow to keep content inside the superview's margins.
    package var preservesSuperviewLayoutMargins: Bool
    /// Where the view was created.
    package var location: SourceLocation
    /// What the view shows: a label's text, a button's title, an image; `nil` for a plain view.
    package var content: ViewContent?
    /// Where a text view's baselines are; `nil` for a view without text, whose baselines are its
    /// bottom edge.
    package var baselines: BaselineOffsets?
    /// The frame and mask that become its autoresizing constraints; `nil` for a view that does not
    /// translate them (``View/translatesAutoresizingMaskIntoConstraints`` is `false`) and for the
    /// root.
    package var autoresizing: Autoresizing?
    /// Insets added to the safe area the view gets from its place on the screen (a view
    /// controller's `additionalSafeAreaInsets`); none for most views.
    package var additionalSafeAreaInsets = EdgeInsets.zero
    /// How a scroll view insets its content; `nil` for a view that does not scroll.
    package var scrolling: Scrolling? = nil
    /// The view's effective layout direction: its semantic content attribute resolved against the
    /// screen's direction.
    package var layoutDirection = LayoutDirection.leftToRight

    package static func == (lhs: ViewRecord, rhs: ViewRecord) -> Bool {
      lhs.name == rhs.name && lhs.parent == rhs.parent && lhs.style == rhs.style
        && lhs.intrinsicContentSize == rhs.intrinsicContentSize
        && lhs.huggingPriority == rhs.huggingPriority
        && lhs.compressionResistance == rhs.compressionResistance
        && lhs.layoutMargins == rhs.layoutMargins
        && lhs.insetsLayoutMarginsFromSafeArea == rhs.insetsLayoutMarginsFromSafeArea
        && lhs.preservesSuperviewLayoutMargins == rhs.preservesSuperviewLayoutMargins
        && lhs.location == rhs.location && lhs.content == rhs.content && lhs.baselines == rhs.baselines
        && lhs.autoresizing == rhs.autoresizing
        && lhs.additionalSafeAreaInsets == rhs.additionalSafeAreaInsets
        && lhs.scrolling == rhs.scrolling && lhs.layoutDirection == rhs.layoutDirection
    }

    package func hash(into hasher: inout Hasher) {
      hasher.combine(name)
      hasher.combine(parent)
    }
  }

  /// What a view that translates its autoresizing mask into constraints keeps: its frame in its
  /// superview, the mask, and the superview's size when the constraints were made, from which a
  /// change of size is measured.
  package struct Autoresizing: Hashable, Sendable {
    /// The view's frame in its superview's coordinates.
    package var frame: Rect
    /// Which parts follow the superview's size.
    package var mask: AutoresizingMask
    /// The superview's size the frame was set against.
    package var superviewSize: Size
  }

  /// How a scroll view insets its content: what ``ScrollView`` sets that layout uses.
  package struct Scrolling: Hashable, Sendable {
    /// ``ScrollView/contentInset``.
    package var contentInset: EdgeInsets
    /// ``ScrollView/contentInsetAdjustmentBehavior``.
    package var adjustmentBehavior: ContentInsetAdjustmentBehavior
    /// ``ScrollView/alwaysBounceHorizontal``.
    package var alwaysBounceHorizontal: Bool
    /// ``ScrollView/alwaysBounceVertical``.
    package var alwaysBounceVertical: Bool
    /// ``ScrollView/isShownByBarController``.
    package var isShownByBarController = false
  }

  /// How a view draws: the part of a ``View`` that layout does not use.
  package struct Style: Hashable, Sendable {
    /// ``View/backgroundColor``.
    package var backgroundColor: Color?
    /// ``View/borderColor``.
    package var borderColor: Color?
    /// ``View/borderWidth``.
    package var borderWidth: Double
    /// ``View/cornerRadius``.
    package var cornerRadius: Double
    /// ``View/roundedCorners``.
    package var roundedCorners: RoundedCorners = .all
    /// ``View/cornerCurve``.
    package var cornerCurve: CornerCurve = .circular
    /// ``View/alpha``.
    package var alpha: Double
    /// ``View/isHidden``.
    package var isHidden: Bool
    /// ``View/clipsToBounds``.
    package var clipsToBounds: Bool
    /// ``View/drawing``.
    package var drawing: Drawing? = nil
    /// ``View/overrideAppearance``.
    package var overrideAppearance: Appearance? = nil
    /// ``View/overrideLevel``.
    package var overrideLevel: InterfaceLevel? = nil
    /// ``View/overrideIncreasesContrast``.
    package var overrideIncreasesContrast: Bool? = nil
    /// ``View/shadow``.
    package var shadow: Shadow? = nil
    /// ``View/transform``.
    package var transform = Transform.identity
    /// ``View/transformAnchor``.
    package var transformAnchor = Point(x: 0.5, y: 0.5)
    /// ``View/blurRadius``.
    package var blur = 0.0
  }

  /// A layout guide of the layout.
  package struct GuideRecord: Hashable, Sendable {
    /// What the guide stands for.
    package enum Kind: String, Hashable, Sendable {
      case safeArea
      case layoutMargins
      case readableContent
      /// A scroll view's `contentLayoutGuide`: the content, at the scroll view's resting offset.
      case scrollContent
      /// A scroll view's `frameLayoutGuide`: its frame.
      case scrollFrame
      /// A view's `keyboardLayoutGuide`: the keyboard's frame, or the window's bottom below the
      /// safe area while the keyboard is hidden.
      case keyboard
      case custom
    }

    /// What the guide stands for.
    package var kind: Kind
    /// The index of the owning view in ``Layout/views``.
    package var owner: Int
    /// The guide's identifier, its name in descriptions.
    package var identifier: String
    /// Where the guide was created (its owner's creation for a system guide).
    package var location: SourceLocation
    /// The only axis along which the guide takes part in layout, for a guide a stack view makes
    /// (`UISV-alignment-spanner`, `UISV-distributing`); across it its frame is its owner's.
    ///
    /// `nil` for every other guide.
    package var axis: LayoutAxis? = nil
    /// For a keyboard guide, whether it stays above the bottom of its owner's safe area
    /// (``KeyboardLayoutGuide/usesBottomSafeArea``).
    package var usesBottomSafeArea = true
  }

  /// A view or a guide, by index.
  package enum ItemReference: Hashable, Sendable {
    case view(Int)
    case guide(Int)
  }

  /// An active constraint: `first.firstAttribute REL multiplier × second.secondAttribute +
  /// constant (+ system spacing)`.
  package struct ConstraintRecord: Hashable, Sendable {
    /// The first item.
    package var first: ItemReference
    /// The attribute of the first item (a margin attribute is already the margins guide's).
    package var firstAttribute: LayoutAttribute
    /// How the sides relate.
    package var relation: LayoutRelation
    /// The second item; `nil` for a constant size.
    package var second: ItemReference?
    /// The attribute of the second item.
    package var secondAttribute: LayoutAttribute
    /// The factor of the second attribute.
    package var multiplier: Double
    /// The constant term.
    package var constant: Double
    /// For a system-spacing constraint, the multiple of the system spacing added.
    package var systemSpacingMultiplier: Double?
    /// The priority.
    package var priority: LayoutPriority
    /// The constraint's identifier, if it has one.
    package var identifier: String?
    /// Where the constraint was made; `nil` for an operator outside a program's body.
    package var location: SourceLocation?
    /// How a visual format wrote the constraint, if one made it.
    var notation: VisualNotation?
  }

  /// The name of an item in descriptions: `card`, `card.safeArea`.
  package func name(of item: ItemReference) -> String {
    switch item {
    case .view(let index): views[index].name
    case .guide(let index): "\(views[guides[index].owner].name).\(guides[index].identifier)"
    }
  }

  /// A constraint in anchor notation, such as `red.width == 2 * blue.width @750`, or in the
  /// notation of the visual format that made it (`H:|-(20)-[button]`).
  package func description(of constraint: ConstraintRecord) -> String {
    if let notation = constraint.notation {
      return notation.describe(
        first: name(of: constraint.first), second: constraint.second.map(name(of:)),
        relation: constraint.relation,
        constant: constraint.constant, priority: constraint.priority, identifier: constraint.identifier)
    }
    return ConstraintText.describe(
      first: "\(name(of: constraint.first)).\(constraint.firstAttribute)", relation: constraint.relation,
      second: constraint.second.map { "\(name(of: $0)).\(constraint.secondAttribute)" },
      multiplier: constraint.multiplier, constant: constraint.constant,
      systemSpacing: constraint.systemSpacingMultiplier, priority: constraint.priority,
      identifier: constraint.identifier)
  }

  /// The index of the view an item is, or owns it (for a guide).
  package func viewIndex(of item: ItemReference) -> Int {
    switch item {
    case .view(let index): index
    case .guide(let index): guides[index].owner
    }
  }

  /// The index of the view named `name`.
  package func viewIndex(named name: String) -> Int? {
    views.firstIndex { $0.name == name }
  }
}
