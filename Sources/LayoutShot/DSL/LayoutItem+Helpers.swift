// The helpers the seed articles write by hand, each returning its constraints (active unless told
// otherwise) so they can be kept, deactivated or made at another priority.

extension LayoutItem {
  /// Pins the four edges to `other`'s, inset by `insets`:
  /// `leading == other.leading + insets.leading`, `trailing == other.trailing - insets.trailing`,
  /// and the same for top and bottom.
  ///
  /// ```swift
  /// card.pinEdges(to: root.safeAreaLayoutGuide, insets: DirectionalEdgeInsets(all: 16))
  /// ```
  @discardableResult
  public func pinEdges(
    to other: LayoutItem, insets: DirectionalEdgeInsets = .zero, priority: LayoutPriority = .required,
    isActive: Bool = true, fileID: String = #fileID, line: Int = #line
  ) -> [LayoutConstraint] {
    let location = SourceLocation(fileID: fileID, line: line)
    return [
      make(.leading, .equal, other, .leading, constant: insets.leading, priority, isActive, location),
      make(.trailing, .equal, other, .trailing, constant: -insets.trailing, priority, isActive, location),
      make(.top, .equal, other, .top, constant: insets.top, priority, isActive, location),
      make(.bottom, .equal, other, .bottom, constant: -insets.bottom, priority, isActive, location),
    ]
  }

  /// Centres the item in `other`, moved by `offset` (x to the right, y down).
  @discardableResult
  public func center(
    in other: LayoutItem, offset: Point = .zero, priority: LayoutPriority = .required, isActive: Bool = true,
    fileID: String = #fileID, line: Int = #line
  ) -> [LayoutConstraint] {
    let location = SourceLocation(fileID: fileID, line: line)
    return [
      make(.centerX, .equal, other, .centerX, constant: offset.x, priority, isActive, location),
      make(.centerY, .equal, other, .centerY, constant: offset.y, priority, isActive, location),
    ]
  }

  /// Gives the item a fixed width, height or both.
  @discardableResult
  public func constrainSize(
    width: Double? = nil, height: Double? = nil, priority: LayoutPriority = .required, isActive: Bool = true,
    fileID: String = #fileID, line: Int = #line
  ) -> [LayoutConstraint] {
    let location = SourceLocation(fileID: fileID, line: line)
    var constraints: [LayoutConstraint] = []
    if let width {
      constraints.append(
        make(.width, .equal, nil, .notAnAttribute, constant: width, priority, isActive, location))
    }
    if let height {
      constraints.append(
        make(.height, .equal, nil, .notAnAttribute, constant: height, priority, isActive, location))
    }
    return constraints
  }

  /// Keeps `width == ratio × height`.
  @discardableResult
  public func constrainAspectRatio(
    _ ratio: Double, priority: LayoutPriority = .required, isActive: Bool = true, fileID: String = #fileID,
    line: Int = #line
  ) -> LayoutConstraint {
    let constraint = LayoutConstraint(
      self, .width, .equal, self, .height, multiplier: ratio, constant: 0, priority: priority,
      location: SourceLocation(fileID: fileID, line: line))
    constraint.isActive = isActive
    return constraint
  }

  private func make(
    _ attribute: LayoutAttribute, _ relation: LayoutRelation, _ other: LayoutItem?,
    _ otherAttribute: LayoutAttribute, constant: Double, _ priority: LayoutPriority, _ isActive: Bool,
    _ location: SourceLocation
  ) -> LayoutConstraint {
    let constraint = LayoutConstraint(
      self, attribute, relation, other, otherAttribute, multiplier: other == nil ? 0 : 1, constant: constant,
      priority: priority, location: location)
    constraint.isActive = isActive
    return constraint
  }
}

extension LayoutAnchor {
  /// Relates this anchor to another, with the relation, priority and activation as arguments.
  ///
  /// The one-liner of the "power up your anchors" article:
  ///
  /// ```swift
  /// title.topAnchor.constrain(to: card.topAnchor, constant: 12)
  /// title.trailingAnchor.constrain(.lessThanOrEqual, to: card.trailingAnchor, constant: -12)
  /// badge.leadingAnchor.constrain(to: title.trailingAnchor, constant: 8, priority: .defaultHigh)
  /// ```
  @discardableResult
  public func constrain(
    _ relation: LayoutRelation = .equal, to anchor: Self, constant: Double = 0,
    priority: LayoutPriority = .required, isActive: Bool = true, fileID: String = #fileID, line: Int = #line
  ) -> LayoutConstraint {
    let constraint = LayoutConstraint(
      item, attribute, relation, anchor.item, anchor.attribute, multiplier: 1, constant: constant,
      priority: priority, location: SourceLocation(fileID: fileID, line: line))
    constraint.isActive = isActive
    return constraint
  }
}

extension LayoutDimension {
  /// Relates this dimension to a constant with the relation, priority and activation as arguments.
  @discardableResult
  public func constrain(
    _ relation: LayoutRelation = .equal, toConstant constant: Double, priority: LayoutPriority = .required,
    isActive: Bool = true, fileID: String = #fileID, line: Int = #line
  ) -> LayoutConstraint {
    let constraint = LayoutConstraint(
      item, attribute, relation, nil, .notAnAttribute, multiplier: 0, constant: constant, priority: priority,
      location: SourceLocation(fileID: fileID, line: line))
    constraint.isActive = isActive
    return constraint
  }
}

extension Array where Element == LayoutConstraint {
  /// Activates every constraint of the array.
  public func activate() { LayoutConstraint.activate(self) }
  /// Deactivates every constraint of the array.
  public func deactivate() { LayoutConstraint.deactivate(self) }
}
