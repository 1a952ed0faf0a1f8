// Edit variables: values that change between solves (a screen's size, its safe-area insets).
// A new value only shifts constants in the rows that mention the edit constraint's marker; the
// dual simplex then repairs feasibility with a few pivots, instead of re-adding anything.

extension Solver {
  /// Makes `variable` an edit variable: the constraint `variable == value` at `priority`, whose
  /// value ``suggestValue(_:for:)`` changes cheaply.
  ///
  /// Unlike Kiwi, the priority may be ``Priority/required``: the variable is then a parameter
  /// that always takes the suggested value exactly, such as a screen's width.
  ///
  /// ```swift
  /// try solver.addEditVariable(screenWidth, priority: .required, value: 390)
  /// try solver.addEditVariable(preferredWidth, priority: .strong)
  /// ```
  ///
  /// - Throws: ``SolverError/duplicateEditVariable(_:)``, ``SolverError/invalidPriority(_:)``,
  ///   ``SolverError/nonFiniteValue(_:_:)``, or, for a required edit variable whose value
  ///   contradicts the required constraints, ``SolverError/unsatisfiableConstraint(_:conflicting:)``.
  package func addEditVariable(_ variable: Variable, priority: Priority, value: Double = 0)
    throws(SolverError)
  {
    let identifier = ObjectIdentifier(variable)
    guard edits[identifier] == nil else { throw .duplicateEditVariable(variable) }
    guard priority.isValid else { throw .invalidPriority(priority) }
    guard value.isFinite else { throw .nonFiniteValue(variable, value) }
    let constraint = Constraint(LinearExpression(variable) - value, .equal, priority: priority)
    try addConstraint(constraint, isEdit: true, explain: true)
    edits[identifier] = EditRecord(variable: variable, record: records.count - 1, value: value)
  }

  /// Stops treating `variable` as an edit variable and removes its constraint.
  ///
  /// - Throws: ``SolverError/unknownEditVariable(_:)``.
  package func removeEditVariable(_ variable: Variable) throws(SolverError) {
    guard let edit = edits.removeValue(forKey: ObjectIdentifier(variable)) else {
      throw .unknownEditVariable(variable)
    }
    try removeRecord(edit.record)
  }

  /// Whether `variable` is an edit variable of this solver.
  package func hasEditVariable(_ variable: Variable) -> Bool {
    edits[ObjectIdentifier(variable)] != nil
  }

  /// The value last suggested for an edit variable, or `nil` if it is not one.
  package func suggestedValue(for variable: Variable) -> Double? {
    edits[ObjectIdentifier(variable)]?.value
  }

  /// Moves an edit variable to a new value and re-solves incrementally.
  ///
  /// - Throws: ``SolverError/unknownEditVariable(_:)``, ``SolverError/nonFiniteValue(_:_:)``, or,
  ///   for a required edit variable, ``SolverError/unsatisfiableSuggestion(_:value:conflicting:)``
  ///   when the value contradicts the required constraints; the previous value then stays.
  /// - Complexity: Proportional to the rows that mention the edit variable's marker, plus the
  ///   dual simplex pivots; for a screen-size change in a typical layout, a few microseconds.
  package func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
    let identifier = ObjectIdentifier(variable)
    guard var edit = edits[identifier] else { throw .unknownEditVariable(variable) }
    guard value.isFinite else { throw .nonFiniteValue(variable, value) }
    let delta = value - edit.value
    guard delta != 0, let record = records[edit.record] else { return }
    let previous = edit.value
    edit.value = value
    edits[identifier] = edit
    valuesAreCurrent = false
    if shiftConstant(of: record, by: delta), try dualOptimize() { return }

    // Only a required edit variable can fail: put the previous value back, then explain.
    edit.value = previous
    edits[identifier] = edit
    try rebuild()
    throw .unsatisfiableSuggestion(
      variable, value: value, conflicting: minimalConflict(suggesting: value, for: variable))
  }

  /// Changes the constant of an edit constraint `variable - value == 0` as if `value` grew by `delta`,
  /// queueing rows that turn infeasible.
  ///
  /// Returns false when a redundant required row would no longer hold (a basic dummy would leave zero).
  ///
  /// With marker `m` entering the constraint's row with coefficient `μ`, the new system is the old
  /// one with `m` replaced by `m' - delta/μ` (see ``Tableau/shiftMarker(_:by:infeasible:)``).
  private func shiftConstant(of record: ConstraintRecord, by delta: Double) -> Bool {
    let shift = record.isRequired ? delta : -delta  // delta / μ, with μ = +1 (dummy) or -1 (error)
    return tableau.shiftMarker(record.marker, by: shift, infeasible: &infeasibleRows)
  }
}
