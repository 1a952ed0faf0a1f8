// The NSLayoutAnchor method surface. Like UIKit's, every method returns an inactive constraint
// with multiplier 1 and required priority unless stated; activate it with `isActive = true` or
// `LayoutConstraint.activate(_:)`. Each records the line that called it.

extension LayoutAnchor {
  fileprivate func make(
    _ relation: LayoutRelation, _ other: LayoutAnchor?, multiplier: Double = 1, constant: Double,
    systemSpacing: Double? = nil, fileID: String, line: Int
  ) -> LayoutConstraint {
    LayoutConstraint(
      item, attribute, relation, other?.item, other?.attribute ?? .notAnAttribute, multiplier: multiplier,
      constant: constant, systemSpacing: systemSpacing, location: SourceLocation(fileID: fileID, line: line))
  }
}

extension LayoutXAxisAnchor {
  /// `self == anchor + constant`.
  public func constraint(
    equalTo anchor: LayoutXAxisAnchor, constant: Double = 0, fileID: String = #fileID, line: Int = #line
  ) -> LayoutConstraint {
    make(.equal, anchor, constant: constant, fileID: fileID, line: line)
  }

  /// `self >= anchor + constant`.
  public func constraint(
    greaterThanOrEqualTo anchor: LayoutXAxisAnchor, constant: Double = 0, fileID: String = #fileID,
    line: Int = #line
  ) -> LayoutConstraint {
    make(.greaterThanOrEqual, anchor, constant: constant, fileID: fileID, line: line)
  }

  /// `self <= anchor + constant`.
  public func constraint(
    lessThanOrEqualTo anchor: LayoutXAxisAnchor, constant: Double = 0, fileID: String = #fileID,
    line: Int = #line
  ) -> LayoutConstraint {
    make(.lessThanOrEqual, anchor, constant: constant, fileID: fileID, line: line)
  }

  /// `self == anchor + multiplier × system spacing`, the spacing after `anchor` in the reading
  /// direction (8 points between views).
  public func constraint(
    equalToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: Double = 1, fileID: String = #fileID,
    line: Int = #line
  ) -> LayoutConstraint {
    make(.equal, anchor, constant: 0, systemSpacing: multiplier, fileID: fileID, line: line)
  }

  /// `self >= anchor + multiplier × system spacing`.
  public func constraint(
    greaterThanOrEqualToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: Double = 1,
    fileID: String = #fileID, line: Int = #line
  ) -> LayoutConstraint {
    make(.greaterThanOrEqual, anchor, constant: 0, systemSpacing: multiplier, fileID: fileID, line: line)
  }

  /// `self <= anchor + multiplier × system spacing`.
  public func constraint(
    lessThanOrEqualToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: Double = 1,
    fileID: String = #fileID, line: Int = #line
  ) -> LayoutConstraint {
    make(.lessThanOrEqual, anchor, constant: 0, systemSpacing: multiplier, fileID: fileID, line: line)
  }
}

extension LayoutYAxisAnchor {
  /// `self == anchor + constant`.
  public func constraint(
    equalTo anchor: LayoutYAxisAnchor, constant: Double = 0, fileID: String = #fileID, line: Int = #line
  ) -> LayoutConstraint {
    make(.equal, anchor, constant: constant, fileID: fileID, line: line)
  }

  /// `self >= anchor + constant`.
  public func constraint(
    greaterThanOrEqualTo anchor: LayoutYAxisAnchor, constant: Double = 0, fileID: String = #fileID,
    line: Int = #line
  ) -> LayoutConstraint {
    make(.greaterThanOrEqual, anchor, constant: constant, fileID: fileID, line: line)
  }

  /// `self <= anchor + constant`.
  public func constraint(
    lessThanOrEqualTo anchor: LayoutYAxisAnchor, constant: Double = 0, fileID: String = #fileID,
    line: Int = #line
  ) -> LayoutConstraint {
    make(.lessThanOrEqual, anchor, constant: constant, fileID: fileID, line: line)
  }

  /// `self == anchor + multiplier × system spacing`, the spacing below `anchor` (8 points
  /// between views).
  public func constraint(
    equalToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: Double = 1, fileID: String = #fileID,
    line: Int = #line
  ) -> LayoutConstraint {
    make(.equal, anchor, constant: 0, systemSpacing: multiplier, fileID: fileID, line: line)
  }

  /// `self >= anchor + multiplier × system spacing`.
  public func constraint(
    greaterThanOrEqualToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: Double = 1,
    fileID: String = #fileID, line: Int = #line
  ) -> LayoutConstraint {
    make(.greaterThanOrEqual, anchor, constant: 0, systemSpacing: multiplier, fileID: fileID, line: line)
  }

  /// `self <= anchor + multiplier × system spacing`.
  public func constraint(
    lessThanOrEqualToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: Double = 1,
    fileID: String = #fileID, line: Int = #line
  ) -> LayoutConstraint {
    make(.lessThanOrEqual, anchor, constant: 0, systemSpacing: multiplier, fileID: fileID, line: line)
  }
}

extension LayoutDimension {
  /// `self == anchor × multiplier + constant`.
  public func constraint(
    equalTo anchor: LayoutDimension, multiplier: Double = 1, constant: Double = 0, fileID: String = #fileID,
    line: Int = #line
  ) -> LayoutConstraint {
    make(.equal, anchor, multiplier: multiplier, constant: constant, fileID: fileID, line: line)
  }

  /// `self >= anchor × multiplier + constant`.
  public func constraint(
    greaterThanOrEqualTo anchor: LayoutDimension, multiplier: Double = 1, constant: Double = 0,
    fileID: String = #fileID, line: Int = #line
  ) -> LayoutConstraint {
    make(.greaterThanOrEqual, anchor, multiplier: multiplier, constant: constant, fileID: fileID, line: line)
  }

  /// `self <= anchor × multiplier + constant`.
  public func constraint(
    lessThanOrEqualTo anchor: LayoutDimension, multiplier: Double = 1, constant: Double = 0,
    fileID: String = #fileID, line: Int = #line
  ) -> LayoutConstraint {
    make(.lessThanOrEqual, anchor, multiplier: multiplier, constant: constant, fileID: fileID, line: line)
  }

  /// `self == constant`.
  public func constraint(equalToConstant constant: Double, fileID: String = #fileID, line: Int = #line)
    -> LayoutConstraint
  {
    make(.equal, nil, multiplier: 0, constant: constant, fileID: fileID, line: line)
  }

  /// `self >= constant`.
  public func constraint(
    greaterThanOrEqualToConstant constant: Double, fileID: String = #fileID, line: Int = #line
  ) -> LayoutConstraint {
    make(.greaterThanOrEqual, nil, multiplier: 0, constant: constant, fileID: fileID, line: line)
  }

  /// `self <= constant`.
  public func constraint(
    lessThanOrEqualToConstant constant: Double, fileID: String = #fileID, line: Int = #line
  ) -> LayoutConstraint {
    make(.lessThanOrEqual, nil, multiplier: 0, constant: constant, fileID: fileID, line: line)
  }
}
