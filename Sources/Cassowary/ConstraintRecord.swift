/// What the solver remembers about an added constraint.
struct ConstraintRecord {
  let constraint: Constraint
  /// The slack, dummy or positive error that identifies the constraint's row.
  let marker: Symbol
  /// The second error of an optional constraint, or ``Symbol/none``.
  let other: Symbol
  /// Whether this is the constraint behind an edit variable.
  let isEdit: Bool

  var priority: Double { constraint.priority.rawValue }
  var isRequired: Bool { constraint.priority.isRequired }
}

/// What the solver remembers about an edit variable.
struct EditRecord {
  let variable: Variable
  /// The index of the `variable == value` constraint's record.
  let record: Int
  /// The value last suggested.
  var value: Double
}
