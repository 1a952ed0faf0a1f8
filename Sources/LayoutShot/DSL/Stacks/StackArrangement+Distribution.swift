// Along the stack's axis, as UIKit's `_UIOrderedLayoutArrangement` makes it: the canvas connection,
// the spacing, the distribution and the hidden views (Documentation/StackViews.md#along-the-axis,
// Documentation/StackViews.md#hidden-views).

extension StackArrangement {
  /// The constraints along the axis, item by item in UIKit's order: the gap before the item (or,
  /// for a hidden one, the half gap that keeps it in place), its gap guide, its length, and for a
  /// hidden item its `UISV-hiding`.
  mutating func makeDistribution() {
    let along = Edges(stack.axis)
    let visible = items.filter(\.isVisible)
    let distribution = stack.distribution
    let gapsAreFlexible = distribution == .equalSpacing || distribution == .equalCentering

    // With every view hidden, the canvas holds on to a spacer along the axis that shrinks to 0.
    var spanner: LayoutGuide?
    if visible.isEmpty {
      let guide = guide(Identifiers.orderingSpanner, axis: stack.axis)
      add(guide, along.length, priority: Priorities.allHiddenSpanningFit, Identifiers.spanningFit)
      spanner = guide
    }
    let first: LayoutItem = visible.first?.view ?? spanner ?? stack
    let last: LayoutItem = visible.last?.view ?? spanner ?? stack
    add(canvas, along.leading, .equal, first, along.leading, Identifiers.canvasConnection)
    add(canvas, along.trailing, .equal, last, along.trailing, Identifiers.canvasConnection)
    if gapsAreFlexible {
      // The gaps are inequalities, so the stack is pulled to its smallest length along the axis.
      add(stack, along.length, priority: Priorities.canvasFit, Identifiers.canvasFit)
    }

    let lastVisibleIndex = visible.last?.index ?? -1
    let proportions = distribution == .fillProportionally ? proportionalShares(visible) : nil
    var previousVisible: Item?
    var visibleSoFar = 0
    var gapGuides: [LayoutGuide] = []
    for item in items {
      if item.isVisible {
        visibleSoFar += 1
        if let previous = previousVisible {
          addGap(after: previous, before: item, precededByVisible: true, followedByVisible: true)
        } else {
          // The hidden views before the first visible one hang from its leading edge.
          for hidden in items[..<item.index] {
            addGap(after: hidden, before: item, precededByVisible: false, followedByVisible: true)
          }
        }
      } else if let previous = previousVisible {
        addGap(
          after: previous, before: item, precededByVisible: true,
          followedByVisible: lastVisibleIndex > item.index)
      } else if let spanner {
        add(
          item.view, along.leading, .equal, spanner, along.trailing, priority: Priorities.spacingHidden,
          Identifiers.spacingHidden)
      }
      if item.isVisible, gapsAreFlexible, visibleSoFar < visible.count {
        let next = visible[visibleSoFar]
        gapGuides.append(
          addGapGuide(after: item, before: next, number: gapGuides.count, reference: gapGuides.first))
      }
      if item.isVisible {
        addLength(of: item, firstVisible: visible[0], proportions: proportions)
        previousVisible = item
      } else {
        add(item.view, along.length, priority: Priorities.hiding, Identifiers.hiding)
      }
    }
  }

  /// `UISV-spacing` (between two visible views) or `UISV-spacing-hidden` (@50, when one is
  /// hidden): `following.leading == preceding.trailing + gap`, or `>=` for the equal-spacing
  /// distributions.
  ///
  /// The gap is the custom spacing after `preceding`, else the stack's spacing, rounded to the
  /// pixel grid; halved when one of the two views is hidden and views are visible on both sides,
  /// 0 otherwise (UIKit's `_expectedEdgeToEdgeSpacing…`). System spacing is a system-spacing
  /// constraint, at half its multiple when a view is hidden. In a vertical stack arranged by
  /// baselines, a visible view's baseline stands for its edge.
  private mutating func addGap(
    after preceding: Item, before following: Item, precededByVisible: Bool, followedByVisible: Bool
  ) {
    let along = Edges(stack.axis)
    let bothVisible = preceding.isVisible && following.isVisible
    let relation: LayoutRelation =
      stack.distribution == .equalSpacing || stack.distribution == .equalCentering
      ? .greaterThanOrEqual : .equal
    let (priority, identifier) =
      bothVisible
      ? (LayoutPriority.required, Identifiers.spacing) : (Priorities.spacingHidden, Identifiers.spacingHidden)
    let byBaseline = stack.axis == .vertical && stack.isBaselineRelativeArrangement
    let spacing = gap(after: preceding)
    if spacing == StackView.spacingUseSystem {
      // UIKit's system-spacing anchors, by baseline whenever the stack is arranged by baselines.
      add(
        following.view, byBaseline ? .firstBaseline : along.leading, relation, preceding.view,
        byBaseline ? .lastBaseline : along.trailing, systemSpacing: bothVisible ? 1 : 0.5, priority: priority,
        identifier)
      return
    }
    var constant = 0.0
    if (preceding.isVisible || precededByVisible) && (following.isVisible || followedByVisible) {
      constant = roundedToPixels(spacing) * (bothVisible ? 1 : 0.5)
    }
    add(
      following.view, byBaseline && following.isVisible ? .firstBaseline : along.leading, relation,
      preceding.view,
      byBaseline && preceding.isVisible ? .lastBaseline : along.trailing, constant: constant,
      priority: priority,
      identifier)
  }

  /// The gap UIKit asks for after `item`: its custom spacing, else the stack's spacing (0 when that
  /// is ``StackView/spacingUseDefault`` itself).
  private func gap(after item: Item) -> Double {
    let custom = stack.customSpacing(after: item.view)
    let spacing = custom == StackView.spacingUseDefault ? stack.spacing : custom
    return spacing == StackView.spacingUseDefault ? 0 : spacing
  }

  /// A `UISV-distributing` guide over the gap between `item` and `next` (between their facing
  /// edges for equal spacing, between their centres for equal centring), with its two
  /// `UISV-distributing-edge` constraints, and `UISV-fill-equally` to the first gap's guide:
  /// required for equal spacing, at `max(150 − index, 50)` for equal centring.
  ///
  /// UIKit takes whichever guide its map table yields first as the reference; this takes the first
  /// gap's.
  private mutating func addGapGuide(
    after item: Item, before next: Item, number: Int, reference: LayoutGuide?
  ) -> LayoutGuide {
    let along = Edges(stack.axis)
    let gap = guide(Identifiers.distributing, number: number, axis: stack.axis)
    let centring = stack.distribution == .equalCentering
    add(
      gap, along.leading, .equal, item.view, centring ? along.center : along.trailing,
      Identifiers.distributingEdge)
    add(
      gap, along.trailing, .equal, next.view, centring ? along.center : along.leading,
      Identifiers.distributingEdge)
    if let reference {
      add(
        gap, along.length, .equal, reference, along.length,
        priority: centring ? LayoutPriority(Float(max(150 - item.index, 50))) : .required,
        Identifiers.fillEqually)
    }
    return gap
  }

  /// The length of a visible item for ``StackView/Distribution/fillEqually`` (the first visible
  /// item's) and ``StackView/Distribution/fillProportionally`` (its share of the canvas).
  private mutating func addLength(of item: Item, firstVisible: Item, proportions: [Int: Double]?) {
    let along = Edges(stack.axis)
    switch stack.distribution {
    case .fillProportionally where proportions != nil:
      let share = proportions?[item.index] ?? 0
      if share <= 0 {
        // No intrinsic length: length 0, required (UIKit's constant constraint has multiplier 1).
        add(item.view, along.length, priority: .required, Identifiers.fillProportionally)
      } else {
        // Descending from 999 by index, so the last view gives way to the required spacing.
        let priority = share == 1 ? .required : LayoutPriority(Float(max(999 - item.index, 751)))
        add(
          item.view, along.length, .equal, canvas, along.length, multiplier: share, priority: priority,
          Identifiers.fillProportionally)
      }
    case .fillEqually, .fillProportionally:
      guard item.view !== firstVisible.view else { return }
      add(item.view, along.length, .equal, firstVisible.view, along.length, Identifiers.fillEqually)
    case .fill, .equalSpacing, .equalCentering:
      break
    }
  }

  /// Each visible item's share of the canvas's length for ``StackView/Distribution/fillProportionally``:
  /// its intrinsic length over the sum of the visible items' intrinsic lengths plus the spacing
  /// between them; `nil` when that sum is not above `max(spacing × (count − 1), 1)` (count
  /// including hidden views, as UIKit counts them), and UIKit fills equally instead.
  ///
  /// A nested stack's intrinsic length is its compressed fitting size, as UIKit measures it.
  private func proportionalShares(_ visible: [Item]) -> [Int: Double]? {
    let lengths = visible.map { max(intrinsicLength(of: $0.view) ?? 0, 0) }
    let spacing = stack.spacing
    let denominator = lengths.reduce(0, +) + spacing * Double(visible.count - 1)
    guard !visible.isEmpty, denominator > max(spacing * Double(items.count - 1), 1) else { return nil }
    var shares: [Int: Double] = [:]
    for (item, length) in zip(visible, lengths) { shares[item.index] = length / denominator }
    return shares
  }

  /// `view`'s intrinsic length along the axis: its measured intrinsic size, or for a nested stack
  /// its fitting size compressed as far as its constraints allow.
  private func intrinsicLength(of view: View) -> Double? {
    if let nested = view as? StackView {
      let size = nested.fittingSize(
        target: .zero, horizontalPriority: .fittingSizeLevel, verticalPriority: .fittingSizeLevel,
        screen: context.screen)
      return stack.axis == .horizontal ? size.width : size.height
    }
    let size = context.record(view)?.intrinsicContentSize
    return stack.axis == .horizontal ? size?.width : size?.height
  }

  /// `UISV-text-width-disambiguation`: in a horizontal stack that does not size its views itself
  /// (fill, equal spacing, equal centring), when two or more arranged views are multi-line labels,
  /// each visible one is at most its share of the canvas,
  /// `label.width <= canvas.width / k − spacing × (k − 1) / k`, at 950 rising by `min(25 / k, 1)`.
  mutating func makeTextWidthDisambiguation() {
    guard stack.axis == .horizontal, [.fill, .equalSpacing, .equalCentering].contains(stack.distribution),
      items.filter(\.isMultilineText).count >= 2
    else { return }
    let labels = items.filter { $0.isMultilineText && $0.isVisible }
    guard !labels.isEmpty else { return }
    let count = Double(labels.count)
    let step = min(25 / count, 1)
    for (position, label) in labels.enumerated() {
      add(
        label.view, .width, .lessThanOrEqual, canvas, .width, multiplier: 1 / count,
        constant: -stack.spacing * (count - 1) / count,
        priority: LayoutPriority(
          Priorities.textWidthDisambiguation.rawValue + Float(Double(position) * step)),
        Identifiers.textWidthDisambiguation)
    }
  }
}
