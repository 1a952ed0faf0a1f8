// Across the stack's axis, as UIKit's `_UIAlignedLayoutArrangement` makes it: the canvas
// connection, the alignment spanner, the alignment and the ambiguity suppression
// (Documentation/StackViews.md#across-the-axis, Documentation/StackViews.md#centre-alignment).

extension StackArrangement {
  /// The constraints across the axis.
  ///
  /// The canvas's edges connect to the first arranged view on the sides the alignment aligns (an
  /// inequality for a baseline alignment's side, with `UISV-canvas-fit` @49), and to the
  /// `UISV-alignment-spanner` guide on the others; centre alignment connects both edges to the
  /// spanner and the centre to the first view. The spanner encloses the visible views
  /// (`UISV-spanning-boundary`: `==` @999.5 on an aligned side, a required inequality on a free
  /// one) and shrinks around them (`UISV-spanning-fit` @51). Every view but the reference (the
  /// first visible one) is aligned to it (`UISV-alignment`, hidden views too), and with any
  /// alignment but fill every view's length across the axis is pulled to 0 @25
  /// (`UISV-ambiguity-suppression`), so a view without an intrinsic size there is 0 thick.
  ///
  /// As in UIKit, with two or more arranged views the canvas connects to the first of them even
  /// when it is hidden (it is aligned to the reference like the others); with one, to it if it is
  /// visible; with none visible, to the spanner.
  mutating func makeAlignment() {
    let across = Edges(stack.axis == .horizontal ? .vertical : .horizontal)
    let horizontal = stack.axis == .horizontal
    let alignment = stack.alignment
    // In a vertical stack the baseline alignments are the leading and trailing ones.
    let alignsLeading =
      alignment == .fill || alignment == .leading || (!horizontal && alignment == .firstBaseline)
    let alignsTrailing =
      alignment == .fill || alignment == .trailing || (!horizontal && alignment == .lastBaseline)
    let alignsCenter = alignment == .center
    let firstBaselines = horizontal && alignment == .firstBaseline
    let lastBaselines = horizontal && alignment == .lastBaseline
    let visible = items.filter(\.isVisible)

    // The view a canvas edge connects to; `nil` for the spanner.
    func target(aligned: Bool) -> View? {
      guard let firstVisible = visible.first else { return nil }
      if items.count < 2 { return firstVisible.view }
      return aligned ? items[0].view : nil
    }
    let leadingTarget = target(aligned: alignsLeading || firstBaselines)
    let trailingTarget = target(aligned: alignsTrailing || lastBaselines)
    let centerTarget = alignsCenter ? target(aligned: true) : nil

    var spanner: LayoutGuide?
    if leadingTarget == nil || trailingTarget == nil || (alignsCenter && centerTarget == nil) {
      let guide = guide(Identifiers.alignmentSpanner, axis: horizontal ? .vertical : .horizontal)
      if !alignsLeading || !alignsTrailing || visible.isEmpty {
        let priority = visible.isEmpty ? Priorities.allHiddenSpanningFit : Priorities.spanningFit
        add(guide, across.length, priority: priority, Identifiers.spanningFit)
      }
      for item in visible {
        add(
          guide, across.leading, alignsLeading ? .equal : .lessThanOrEqual, item.view, across.leading,
          priority: alignsLeading ? Priorities.spanningBoundary : .required, Identifiers.spanningBoundary)
        add(
          guide, across.trailing, alignsTrailing ? .equal : .greaterThanOrEqual, item.view, across.trailing,
          priority: alignsTrailing ? Priorities.spanningBoundary : .required, Identifiers.spanningBoundary)
      }
      spanner = guide
    }

    let leadingRelation: LayoutRelation = leadingTarget != nil && !alignsLeading ? .lessThanOrEqual : .equal
    let trailingRelation: LayoutRelation =
      trailingTarget != nil && !alignsTrailing ? .greaterThanOrEqual : .equal
    add(
      canvas, across.leading, leadingRelation, leadingTarget ?? spanner ?? stack, across.leading,
      Identifiers.canvasConnection)
    add(
      canvas, across.trailing, trailingRelation, trailingTarget ?? spanner ?? stack, across.trailing,
      Identifiers.canvasConnection)
    if alignsCenter {
      add(
        canvas, across.center, .equal, centerTarget ?? spanner ?? stack, across.center,
        Identifiers.canvasConnection)
    }
    if leadingRelation != .equal || trailingRelation != .equal {
      add(stack, across.length, priority: Priorities.canvasFit, Identifiers.canvasFit)
    }

    // UIKit's constraint groups, in its order: top (or first baseline), leading, bottom (or last
    // baseline), trailing, centre X, centre Y.
    var attributes: [LayoutAttribute] = []
    if horizontal {
      if alignsLeading {
        attributes.append(.top)
      } else if firstBaselines {
        attributes.append(.firstBaseline)
      }
      if alignsTrailing {
        attributes.append(.bottom)
      } else if lastBaselines {
        attributes.append(.lastBaseline)
      }
      if alignsCenter { attributes.append(.centerY) }
    } else {
      if alignsLeading { attributes.append(.leading) }
      if alignsTrailing { attributes.append(.trailing) }
      if alignsCenter { attributes.append(.centerX) }
    }
    let reference = visible.first ?? items[0]
    for attribute in attributes {
      for item in items where item.view !== reference.view {
        // A view without text aligns its top (bottom) edge for a first (last) baseline, both sides.
        var aligned = attribute
        if !item.hasBaseline && attribute == .firstBaseline { aligned = .top }
        if !item.hasBaseline && attribute == .lastBaseline { aligned = .bottom }
        add(reference.view, aligned, .equal, item.view, aligned, Identifiers.alignment)
      }
    }

    if alignment != .fill {
      for item in items {
        add(
          item.view, across.length, priority: Priorities.ambiguitySuppression,
          Identifiers.ambiguitySuppression)
      }
    }
  }
}
