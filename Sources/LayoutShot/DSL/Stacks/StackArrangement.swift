/// The constraints UIKit's `UIStackView` generates for one stack view, made from the stack's state
/// when its layout is frozen.
///
/// UIKit splits a stack into two arrangements, and so does this type: along the axis
/// (`_UIOrderedLayoutArrangement`: canvas connection, spacing, the distribution, hidden views;
/// `StackArrangement+Distribution.swift`) and across it (`_UIAlignedLayoutArrangement`: canvas
/// connection, alignment, the spanner guide; `StackArrangement+Alignment.swift`). Each constraint
/// has UIKit's identifier, relation and priority, and is made in UIKit's order, following the
/// constraint list of Documentation/StackViews.md and the decompiled iOS 26 sources it cites; where
/// they leave a choice open, the choice is written next to the code that makes it.
///
/// "The canvas" is what the views are arranged in: the stack, or its layout margins guide with
/// ``StackView/isLayoutMarginsRelativeArrangement``.
struct StackArrangement {
  /// An arranged subview as the arrangement sees it when the layout is frozen.
  struct Item {
    /// The view.
    let view: View
    /// Its place among all the arranged subviews, hidden ones included (UIKit's priorities
    /// count them).
    let index: Int
    /// Whether it takes part in the arrangement: it is not hidden.
    let isVisible: Bool
    /// Whether it has baselines of its own (UIKit's `_hasBaseline`): a view with text.
    let hasBaseline: Bool
    /// Whether it is a multi-line label, or a stack arranging one (UIKit's candidates for text
    /// width disambiguation).
    let isMultilineText: Bool
  }

  /// The attributes of one axis: its two edges, its centre and its length.
  struct Edges {
    let leading, trailing, center, length: LayoutAttribute

    init(_ axis: LayoutAxis) {
      switch axis {
      case .horizontal: (leading, trailing, center, length) = (.leading, .trailing, .centerX, .width)
      case .vertical: (leading, trailing, center, length) = (.top, .bottom, .centerY, .height)
      }
    }
  }

  /// The identifiers UIKit gives the constraints and guides of a stack view.
  enum Identifiers {
    static let canvasConnection = "UISV-canvas-connection"
    static let canvasFit = "UISV-canvas-fit"
    static let spacing = "UISV-spacing"
    static let spacingHidden = "UISV-spacing-hidden"
    static let hiding = "UISV-hiding"
    static let fillEqually = "UISV-fill-equally"
    static let fillProportionally = "UISV-fill-proportionally"
    static let distributing = "UISV-distributing"
    static let distributingEdge = "UISV-distributing-edge"
    static let alignment = "UISV-alignment"
    static let alignmentSpanner = "UISV-alignment-spanner"
    static let orderingSpanner = "UISV-ordering-spanner"
    static let spanningBoundary = "UISV-spanning-boundary"
    static let spanningFit = "UISV-spanning-fit"
    static let ambiguitySuppression = "UISV-ambiguity-suppression"
    static let textWidthDisambiguation = "UISV-text-width-disambiguation"
  }

  /// The priorities UIKit gives them (decompiled iOS 26, Documentation/StackViews.md#generated-constraints).
  enum Priorities {
    /// `UISV-hiding`: 999.999 (the float below 1000 by 16 units in the last place), so that a
    /// required size on a hidden view wins without a conflict, as in current iOS (iOS 9 made it
    /// required, and logged the conflict).
    static let hiding = LayoutPriority(Float(bitPattern: 0x4479_FFF0))
    /// `UISV-spacing-hidden`.
    static let spacingHidden: LayoutPriority = 50
    /// `UISV-canvas-fit`.
    static let canvasFit: LayoutPriority = 49
    /// `UISV-spanning-fit`.
    static let spanningFit: LayoutPriority = 51
    /// `UISV-spanning-fit` when every arranged subview is hidden: UIKit's 0.001, raised to 1, the
    /// lowest priority the solver takes (nothing can sit between them).
    static let allHiddenSpanningFit: LayoutPriority = 1
    /// A `UISV-spanning-boundary` that is an equality.
    static let spanningBoundary: LayoutPriority = 999.5
    /// `UISV-ambiguity-suppression`.
    static let ambiguitySuppression: LayoutPriority = 25
    /// The first `UISV-text-width-disambiguation`; the next ones rise by 25 / count, at most 1.
    static let textWidthDisambiguation: LayoutPriority = 950
  }

  let stack: StackView
  /// The arranged subviews, in order.
  let items: [Item]
  /// The stack, or its layout margins guide.
  let canvas: LayoutItem
  let context: FreezeContext
  /// The constraints made, in order.
  private(set) var constraints: [LayoutConstraint] = []
  /// The guides the constraints use: the spanners, then the gap guides.
  private(set) var usedGuides: [LayoutGuide] = []

  init(stack: StackView, context: FreezeContext) {
    self.stack = stack
    self.context = context
    canvas = stack.isLayoutMarginsRelativeArrangement ? stack.layoutMarginsGuide : stack
    items = stack.arrangedSubviews.enumerated().map { index, view in
      Item(
        view: view, index: index, isVisible: !view.isHidden,
        hasBaseline: context.record(view)?.baselines != nil,
        isMultilineText: Self.isMultilineText(view))
    }
  }

  /// The constraints of both arrangements; none for a stack without arranged subviews, as in UIKit.
  mutating func make() -> [LayoutConstraint] {
    guard !items.isEmpty else { return [] }
    makeDistribution()
    makeTextWidthDisambiguation()
    makeAlignment()
    // The alignment spanner, the ordering spanner, then the gap guides in order.
    let spanners = [Identifiers.alignmentSpanner, Identifiers.orderingSpanner].flatMap { identifier in
      usedGuides.filter { $0.identifier == identifier }
    }
    usedGuides = spanners + usedGuides.filter { $0.identifier == Identifiers.distributing }
    return constraints
  }

  // MARK: Making constraints

  /// Makes `first.firstAttribute REL multiplier × second.secondAttribute + constant` (or
  /// `first.firstAttribute REL constant` without a second item), with UIKit's identifier, at the
  /// line that created the stack.
  mutating func add(
    _ first: LayoutItem, _ firstAttribute: LayoutAttribute, _ relation: LayoutRelation = .equal,
    _ second: LayoutItem? = nil, _ secondAttribute: LayoutAttribute = .notAnAttribute, multiplier: Double = 1,
    constant: Double = 0, systemSpacing: Double? = nil, priority: LayoutPriority = .required,
    _ identifier: String
  ) {
    let constraint = LayoutConstraint(
      first, firstAttribute, relation, second, second == nil ? .notAnAttribute : secondAttribute,
      multiplier: second == nil ? 0 : multiplier, constant: constant, systemSpacing: systemSpacing,
      priority: priority, location: stack.creationLocation)
    constraint.identifier = identifier
    constraints.append(constraint)
  }

  /// The stack's guide `identifier` (numbered `number` among its kind), taking part along `axis`.
  mutating func guide(_ identifier: String, number: Int = 0, axis: LayoutAxis) -> LayoutGuide {
    let guide = stack.arrangementGuide(identifier, number: number, axis: axis)
    if !usedGuides.contains(where: { $0 === guide }) { usedGuides.append(guide) }
    return guide
  }

  /// `value` rounded to the screen's pixel grid, halves up, as UIKit rounds spacing
  /// (`UIRoundToViewScale`).
  func roundedToPixels(_ value: Double) -> Double {
    PixelGrid.snap(value, scale: context.screen.scale)
  }

  /// Whether `view` is a multi-line label, or a stack arranging one (at any depth).
  private static func isMultilineText(_ view: View) -> Bool {
    if let label = view as? Label { return label.numberOfLines != 1 }
    if let stack = view as? StackView { return stack.arrangedSubviews.contains(where: isMultilineText) }
    return false
  }
}
