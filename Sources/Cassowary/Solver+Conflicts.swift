// Explaining an unsatisfiable layout: a minimal set of required constraints that cannot all hold.
// Failures are rare and the sets small, so this runs only on the error path, on scratch solvers.

extension Solver {
  /// One required constraint as the conflict search sees it: what to add to a scratch solver,
  /// and what to report.
  private struct Candidate {
    let constraint: Constraint
    let variables: [Variable]
  }

  /// A minimal conflicting set for a required constraint whose addition just failed.
  func minimalConflict(adding constraint: Constraint) -> [Constraint] {
    minimalConflict(
      around: Candidate(constraint: constraint, variables: constraint.expression.terms.map(\.variable)))
  }

  /// A minimal conflicting set for a value refused by a required edit variable.
  func minimalConflict(suggesting value: Double, for variable: Variable) -> [Constraint] {
    let constraint = Constraint(LinearExpression(variable) - value, .equal)
    return minimalConflict(
      around: Candidate(constraint: constraint, variables: [variable]), replacing: ObjectIdentifier(variable))
  }

  /// Finds a minimal infeasible subset containing `failing` among the required constraints
  /// connected to it (sharing variables, directly or through others).
  ///
  /// The additive method: add the known core first, then the other candidates in order until one
  /// fails. The one that fails belongs to the set (the constraints before it were satisfiable with
  /// the core), and only the candidates before it need to be searched further. Each round costs
  /// one scratch solve and adds one constraint to the core, so the search takes as many solves as
  /// the set has members.
  private func minimalConflict(around failing: Candidate, replacing editVariable: ObjectIdentifier? = nil)
    -> [Constraint]
  {
    var rest = connectedRequiredConstraints(to: failing.variables, skippingEditOf: editVariable)
    var core = [failing.constraint]
    while true {
      let scratch = Solver()
      var failedAt: Int?
      for constraint in core {
        if (try? scratch.addConstraint(constraint, isEdit: false, explain: false)) == nil { return core }
      }
      for (index, constraint) in rest.enumerated()
      where (try? scratch.addConstraint(constraint, isEdit: false, explain: false)) == nil {
        failedAt = index
        break
      }
      // The scratch solver accepting everything means round-off decided differently there;
      // the whole remaining set still conflicts in this solver, so report it unminimised.
      guard let failedAt else { return core + rest }
      core.append(rest[failedAt])
      rest = Array(rest[..<failedAt])
    }
  }

  /// The live required constraints that share variables, transitively, with `variables`, in the order they
  /// were added.
  ///
  /// Edit variables appear as `variable == current value`.
  private func connectedRequiredConstraints(
    to variables: [Variable], skippingEditOf skipped: ObjectIdentifier?
  )
    -> [Constraint]
  {
    var candidates: [(constraint: Constraint, variables: [Variable])] = []
    var usersOfVariable: [ObjectIdentifier: [Int]] = [:]
    for record in records {
      guard let record, record.isRequired else { continue }
      var constraint = record.constraint
      if record.isEdit, let variable = record.constraint.expression.terms.first?.variable {
        if ObjectIdentifier(variable) == skipped { continue }
        let value = edits[ObjectIdentifier(variable)]?.value ?? 0
        constraint = Constraint(LinearExpression(variable) - value, .equal)
      }
      let involved = constraint.expression.terms.map(\.variable)
      for variable in involved {
        usersOfVariable[ObjectIdentifier(variable), default: []].append(candidates.count)
      }
      candidates.append((constraint, involved))
    }
    var reached = [Bool](repeating: false, count: candidates.count)
    var seenVariables = Set<ObjectIdentifier>()
    var pending = variables.map(ObjectIdentifier.init)
    while let variable = pending.popLast() {
      guard seenVariables.insert(variable).inserted else { continue }
      for index in usersOfVariable[variable] ?? [] where !reached[index] {
        reached[index] = true
        pending.append(contentsOf: candidates[index].variables.map(ObjectIdentifier.init))
      }
    }
    return candidates.indices.filter { reached[$0] }.map { candidates[$0].constraint }
  }
}
