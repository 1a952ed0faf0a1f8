/// An incremental Cassowary constraint solver with strictly lexicographic priorities.
///
/// Add constraints in any order, remove them, and move edit variables; the solver keeps an
/// optimal solution at every step, re-optimising incrementally (primal simplex after a change of
/// constraints, dual simplex after a new edit value) instead of starting over.
///
/// ```swift
/// let x = Variable("x"), width = Variable("width"), screen = Variable("screen")
/// let solver = Solver()
/// try solver.addEditVariable(screen, priority: .required, value: 320)
/// try solver.add(x == 16)
/// try solver.add(x + width <= screen - 16)
/// try solver.add((width == 400) ~ .medium)   // wants 400, gets what fits
/// solver.value(of: width)                    // 288
/// try solver.suggestValue(768, for: screen)  // a new screen size, re-solved incrementally
/// solver.value(of: width)                    // 400
/// ```
///
/// **Semantics.** Required constraints (priority 1000) always hold; adding one that cannot hold
/// throws ``SolverError/unsatisfiableConstraint(_:conflicting:)`` naming a minimal conflicting set.
/// Optional constraints are satisfied priority by priority, strictly: the solution minimises the
/// total absolute error at the highest priority first, then at the next, and so on. When several
/// solutions are equally good the solver picks one deterministically: the same constraints added
/// in the same order give the same values, bit for bit.
///
/// **How it is fast.** User variables that a constraint determines are *defined* by a short row
/// in terms of other symbols instead of being substituted everywhere (see `Tableau`), so chains
/// of dependent views keep a sparse tableau; a column index limits every substitution to the rows
/// that contain the symbol. See `Benchmarks/README.md` for measurements against Kiwi.
///
/// A solver is a reference type that is not safe to use from several threads at once (its hot
/// state skips Swift's run-time exclusivity checks); the constraints and variables it takes are
/// immutable and `Sendable`.
package final class Solver {
  @exclusivity(unchecked) var tableau = Tableau()
  @exclusivity(unchecked) var objective = Objective()
  /// The phase-one objective, present only while a constraint is being added with an
  /// artificial variable.
  @exclusivity(unchecked) var artificial: Objective?
  /// Restricted rows whose constant became negative, for the dual simplex.
  @exclusivity(unchecked) var infeasibleRows: [Symbol] = []

  /// Every constraint ever added, in order; `nil` once removed.
  @exclusivity(unchecked) var records: [ConstraintRecord?] = []
  /// Constraints whose hint another solver holds.
  @exclusivity(unchecked) var recordOfConstraint: [ObjectIdentifier: Int] = [:]
  /// For each symbol, the user variable it stands for, and that variable's identity (compared
  /// without retaining it).
  @exclusivity(unchecked) var variableOfSymbol: [Variable?] = []
  @exclusivity(unchecked) var identityOfSymbol: [ObjectIdentifier?] = []
  /// Variables whose hint another solver holds.
  @exclusivity(unchecked) var symbolOfVariable: [ObjectIdentifier: Symbol] = [:]
  @exclusivity(unchecked) var edits: [ObjectIdentifier: EditRecord] = [:]

  /// Values of the basic user variables, valid while `valuesAreCurrent`.
  @exclusivity(unchecked) var values: [Double] = []
  @exclusivity(unchecked) var valuesAreCurrent = true
  @exclusivity(unchecked) var evaluationPlan = EvaluationPlan(version: -1)

  /// This solver's identifier in hints (see `SolverHint`).
  let identifier = SolverHint.makeSolverIdentifier()

  /// Creates an empty solver.
  package init() {}

  // MARK: Constraints

  /// Adds a constraint and re-optimises.
  ///
  /// - Throws: ``SolverError/duplicateConstraint(_:)`` if it was already added,
  ///   ``SolverError/invalidPriority(_:)``, ``SolverError/nonFiniteConstraint(_:)``, or
  ///   ``SolverError/unsatisfiableConstraint(_:conflicting:)`` for a required constraint that
  ///   contradicts the required constraints already added. After an error the solver holds the
  ///   same constraints as before.
  /// - Complexity: Proportional to the rows the constraint touches plus the pivots it causes;
  ///   a constraint that determines a new variable costs O(number of its terms).
  package func add(_ constraint: Constraint) throws(SolverError) {
    try addConstraint(constraint, isEdit: false, explain: true)
  }

  /// Adds several constraints in order; if one fails, none of them stays added.
  ///
  /// - Throws: The first error, as ``add(_:)`` does.
  package func add(_ constraints: [Constraint]) throws(SolverError) {
    for (index, constraint) in constraints.enumerated() {
      do {
        try add(constraint)
      } catch {
        for added in constraints[..<index].reversed() { try? remove(added) }
        throw error
      }
    }
  }

  /// Removes a constraint and re-optimises.
  ///
  /// - Throws: ``SolverError/unknownConstraint(_:)`` if the constraint is not in the solver.
  package func remove(_ constraint: Constraint) throws(SolverError) {
    guard let index = recordIndex(of: constraint), records[index]?.isEdit == false else {
      throw .unknownConstraint(constraint)
    }
    try removeRecord(index)
  }

  /// Whether the constraint has been added and not removed.
  package func contains(_ constraint: Constraint) -> Bool {
    guard let index = recordIndex(of: constraint) else { return false }
    return records[index]?.isEdit == false
  }

  /// The constraints in the solver, in the order they were added (edit variables not included).
  package var constraints: [Constraint] {
    records.compactMap { record in record.flatMap { $0.isEdit ? nil : $0.constraint } }
  }

  /// Removes every constraint and edit variable.
  package func reset() {
    records = []
    edits = [:]
    try? rebuild()
  }

  // MARK: Values

  /// The value of `variable` in the current solution.
  ///
  /// A variable the solver has never seen reads 0. One its constraints leave undetermined (see
  /// ``isDetermined(_:)``) reads as if the variables no constraint fixes were 0. The first read
  /// after a change evaluates all variables at once; later reads are O(1).
  package func value(of variable: Variable) -> Double {
    guard let symbol = existingSymbol(for: variable), tableau.isBasic(symbol) else { return 0 }
    if !valuesAreCurrent { refreshValues() }
    return values[Int(symbol.index)]
  }

  /// The values of `variables`, in order, as ``value(of:)`` reads them one by one.
  ///
  /// This is the cheap way to read a whole layout: one call, no per-variable overhead.
  ///
  /// ```swift
  /// let frames = solver.values(of: [left, top, width, height])
  /// ```
  package func values(of variables: [Variable]) -> [Double] {
    if !valuesAreCurrent { refreshValues() }
    return variables.withUnsafeBufferPointer { variables in
      [Double](unsafeUninitializedCapacity: variables.count) { result, count in
        for index in variables.indices {
          let identity = ObjectIdentifier(variables[index])
          let hint = variables[index].symbolHint.load(ordering: .relaxed)
          var value = 0.0
          if let symbol = existingSymbol(identity: identity, hint: hint), tableau.isBasic(symbol) {
            value = values[Int(symbol.index)]
          }
          result.initializeElement(at: index, to: value)
        }
        count = variables.count
      }
    }
  }

  /// Whether the constraints pin `variable` down.
  ///
  /// A variable is undetermined when no constraint mentions it, or when its value depends on a
  /// variable that no constraint fixes (`a == b + 10` alone leaves both free). Undetermined
  /// variables read as if the free ones were 0. Equally good solutions of conflicting optional
  /// constraints are a different kind of ambiguity, not reported here.
  ///
  /// - Complexity: Proportional to the size of the variable's expanded definition.
  package func isDetermined(_ variable: Variable) -> Bool {
    guard let symbol = existingSymbol(for: variable), tableau.isBasic(symbol) else { return false }
    let expanded = tableau.expand(tableau.row(of: symbol))
    return !expanded.cells.contains { tableau.kind($0.symbol) == .external }
  }

  /// Whether `variable` could take another value in an equally good solution.
  ///
  /// True when the variable is undetermined (see ``isDetermined(_:)``), and also when optional
  /// constraints of equal priority leave it room: a slack or error it depends on can move, at no
  /// cost at any priority and without breaking a required constraint. This is what Auto Layout
  /// calls an ambiguous layout; the solver still shows one of the solutions, deterministically.
  ///
  /// - Complexity: Proportional to the size of the variable's expanded definition and the columns
  ///   of the symbols in it.
  package func isAmbiguous(_ variable: Variable) -> Bool {
    guard let symbol = existingSymbol(for: variable), tableau.isBasic(symbol) else { return true }
    let expanded = tableau.expand(tableau.row(of: symbol))
    for cell in expanded.cells {
      switch tableau.kind(cell.symbol) {
      case .external:
        return true
      case .dummy:
        continue
      case .slack, .error:
        if objective.leadingCost(of: cell.symbol) == nil && tableau.canIncrease(cell.symbol) { return true }
      }
    }
    return false
  }

  func refreshValues() {
    if evaluationPlan.version != tableau.definitionVersion {
      evaluationPlan = tableau.evaluationPlan()
    }
    if values.count < tableau.symbolCount {
      values.append(contentsOf: repeatElement(0, count: tableau.symbolCount - values.count))
    }
    tableau.evaluate(evaluationPlan, into: &values)
    valuesAreCurrent = true
  }

  // MARK: Symbols

  func makeSymbol(_ kind: SymbolKind) -> Symbol {
    variableOfSymbol.append(nil)
    identityOfSymbol.append(nil)
    return tableau.makeSymbol(kind)
  }

  /// The symbol of a variable this solver has seen.
  @inline(__always)
  func existingSymbol(for variable: Variable) -> Symbol? {
    existingSymbol(identity: ObjectIdentifier(variable), hint: variable.symbolHint.load(ordering: .relaxed))
  }

  /// The symbol of the variable with `identity` whose hint reads `hint` (see `SolverHint`).
  ///
  /// Works on plain values, so reading many variables needs no reference counting.
  @inline(__always)
  func existingSymbol(identity: ObjectIdentifier, hint: Int) -> Symbol? {
    switch SolverHint.read(hint, solver: identifier) {
    case .unclaimed:
      return nil
    case .mine(let index):
      let known = index < identityOfSymbol.count && identityOfSymbol[index] == identity
      return known ? Symbol(index) : nil
    case .elsewhere:
      return symbolOfVariable[identity]
    }
  }

  /// The symbol of a variable, made on first sight.
  func symbol(for variable: Variable) -> Symbol {
    if let symbol = existingSymbol(for: variable) { return symbol }
    let symbol = makeSymbol(.external)
    variableOfSymbol[Int(symbol.index)] = variable
    identityOfSymbol[Int(symbol.index)] = ObjectIdentifier(variable)
    if !SolverHint.claim(variable.symbolHint, solver: identifier, index: Int(symbol.index)) {
      symbolOfVariable[ObjectIdentifier(variable)] = symbol
    }
    return symbol
  }

  /// The index of a live constraint's record.
  func recordIndex(of constraint: Constraint) -> Int? {
    let index: Int?
    switch SolverHint.read(constraint.recordHint.load(ordering: .relaxed), solver: identifier) {
    case .unclaimed: index = nil
    case .mine(let hinted): index = hinted
    case .elsewhere: index = recordOfConstraint[ObjectIdentifier(constraint)]
    }
    guard let index, index < records.count, records[index]?.constraint === constraint else { return nil }
    return index
  }

  /// Notes where a newly added constraint's record is.
  func remember(_ constraint: Constraint, at index: Int) {
    if !SolverHint.claim(constraint.recordHint, solver: identifier, index: index) {
      recordOfConstraint[ObjectIdentifier(constraint)] = index
    }
  }
}
