// Rebuilding the tableau from the surviving constraints, the way failed operations recover.

extension Solver {
  /// Rebuilds the tableau from scratch: the live constraints in the order they were added, each
  /// edit variable at its current value.
  ///
  /// Failed operations end here, so an error never leaves a half-changed tableau behind: the
  /// solver then holds exactly what it held before the call, and shows the solution a new solver
  /// given the same constraints in the same order would find (the same values wherever the
  /// optimum is unique). Only the error path pays for this.
  func rebuild() throws(SolverError) {
    let live = records.compactMap { $0 }
    let editValues = edits
    tableau = Tableau()
    objective = Objective()
    artificial = nil
    infeasibleRows = []
    records = []
    recordOfConstraint = [:]
    variableOfSymbol = []
    identityOfSymbol = []
    symbolOfVariable = [:]
    edits = [:]
    values = []
    valuesAreCurrent = false
    evaluationPlan = EvaluationPlan(version: -1)
    do {
      for record in live {
        guard record.isEdit, let variable = record.constraint.expression.terms.first?.variable,
          let edit = editValues[ObjectIdentifier(variable)]
        else {
          try addConstraint(record.constraint, isEdit: false, explain: false)
          continue
        }
        let constraint = Constraint(
          LinearExpression(variable) - edit.value, .equal, priority: record.constraint.priority)
        try addConstraint(constraint, isEdit: true, explain: false)
        edits[ObjectIdentifier(variable)] = EditRecord(
          variable: variable, record: records.count - 1, value: edit.value)
      }
    } catch {
      throw .internalSolverError("rebuilding after an error failed: \(error)")
    }
  }
}
