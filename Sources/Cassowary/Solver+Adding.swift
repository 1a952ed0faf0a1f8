// Adding a constraint: building its row, choosing the symbol it makes basic, and phase one with an
// artificial variable when no symbol qualifies. Names follow Kiwi's steps (createRow,
// chooseSubject, addWithArtificialVariable) so the file reads as the algorithm.

extension Solver {
  /// Adds `constraint`.
  ///
  /// With `explain`, an unsatisfiable required constraint throws with its minimal conflicting set
  /// and the solver is rebuilt as it was (see ``rebuild()``). Without it the error carries no set
  /// and the solver is left unusable: only throwaway solvers (the conflict search, a rebuild)
  /// add that way.
  func addConstraint(_ constraint: Constraint, isEdit: Bool, explain: Bool) throws(SolverError) {
    guard recordIndex(of: constraint) == nil else { throw .duplicateConstraint(constraint) }
    guard constraint.priority.isValid else { throw .invalidPriority(constraint.priority) }
    guard constraint.expression.isFinite else { throw .nonFiniteConstraint(constraint) }

    let recordIndex = records.count
    var (row, marker, other) = createRow(constraint)
    let level = constraint.priority.isRequired ? nil : objective.level(for: constraint.priority.rawValue)

    if let subject = freshVariable(in: row) {
      // The constraint determines a variable nothing else mentions yet: it becomes that
      // variable's definition, as written. Nothing needs substituting.
      row.solve(for: subject)
      tableau.insertRow(row, basic: subject)
      addErrors(marker, other, to: level)
    } else {
      var expanded = tableau.expand(row)
      if let subject = expanded.cells.first(where: { tableau.kind($0.symbol) == .external })?.symbol {
        // A variable stays undetermined by everything else: define it by this constraint.
        expanded.solve(for: subject)
        tableau.insertRow(expanded, basic: subject)
        addErrors(marker, other, to: level)
      } else {
        addErrors(marker, other, to: level)
        if expanded.constant < 0 { expanded.scale(by: -1) }
        let added = try addRestrictedRow(expanded, marker: marker, other: other)
        if !added {
          guard explain else { throw .unsatisfiableConstraint(constraint, conflicting: []) }
          try rebuild()
          throw .unsatisfiableConstraint(constraint, conflicting: minimalConflict(adding: constraint))
        }
      }
    }
    records.append(ConstraintRecord(constraint: constraint, marker: marker, other: other, isEdit: isEdit))
    remember(constraint, at: recordIndex)
    valuesAreCurrent = false
    try optimize()
  }

  /// The row `expression + markers = 0` of a new constraint, with its marker and other symbol.
  ///
  /// - `expression <= 0` gets a slack `s ≥ 0`: `expression + s = 0`; `>=` gets `expression - s = 0`.
  ///   Optional inequalities add an error `e ≥ 0` on the other side, so `e > 0` measures the
  ///   violation.
  /// - A required equality gets a dummy `d = 0`, which marks its row for removal and redundancy.
  /// - An optional equality gets two errors: `expression = e⁺ - e⁻`.
  func createRow(_ constraint: Constraint) -> (row: Row, marker: Symbol, other: Symbol) {
    // Terms in symbol order, equal symbols merged (insertion: constraints have few terms).
    var cells: [Cell] = []
    cells.reserveCapacity(constraint.expression.terms.count + 2)
    for term in constraint.expression.terms {
      let symbol = symbol(for: term.variable)
      var position = cells.count
      while position > 0 && symbol < cells[position - 1].symbol { position -= 1 }
      if position > 0 && cells[position - 1].symbol == symbol {
        cells[position - 1].coefficient += term.coefficient
      } else {
        cells.insert(Cell(symbol: symbol, coefficient: term.coefficient), at: position)
      }
    }
    cells.removeAll { $0.coefficient == 0 }
    var row = Row(constant: constraint.expression.constant, cells: cells)
    // The markers are newer than every symbol in the row, so appending keeps the cells sorted.
    let isRequired = constraint.priority.isRequired
    switch constraint.relation {
    case .lessThanOrEqual, .greaterThanOrEqual:
      let sign: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
      let slack = makeSymbol(.slack)
      row.cells.append(Cell(symbol: slack, coefficient: sign))
      guard !isRequired else { return (row, slack, .none) }
      let error = makeSymbol(.error)
      row.cells.append(Cell(symbol: error, coefficient: -sign))
      return (row, slack, error)
    case .equal:
      if isRequired {
        let dummy = makeSymbol(.dummy)
        row.cells.append(Cell(symbol: dummy, coefficient: 1))
        return (row, dummy, .none)
      }
      let plus = makeSymbol(.error)
      let minus = makeSymbol(.error)
      row.cells.append(Cell(symbol: plus, coefficient: -1))
      row.cells.append(Cell(symbol: minus, coefficient: 1))
      return (row, plus, minus)
    }
  }

  /// The first user variable of the row that appears in no row yet, if any.
  private func freshVariable(in row: Row) -> Symbol? {
    for cell in row.cells where tableau.kind(cell.symbol) == .external {
      if !tableau.isBasic(cell.symbol) && tableau.isUnused(cell.symbol) { return cell.symbol }
    }
    return nil
  }

  /// Puts the error symbols of a new optional constraint into the objective at its level.
  private func addErrors(_ marker: Symbol, _ other: Symbol, to level: Int?) {
    guard let level else { return }
    if tableau.kind(marker) == .error { objective.add(1, to: marker, at: level) }
    if !other.isNone && tableau.kind(other) == .error { objective.add(1, to: other, at: level) }
  }

  /// Adds a row in parametric, non-user symbols with a non-negative constant.
  ///
  /// Returns false when the row contradicts the required constraints, leaving the tableau as it was.
  private func addRestrictedRow(_ row: Row, marker: Symbol, other: Symbol) throws(SolverError) -> Bool {
    var row = row
    let tolerance = Tolerance.zero(atScale: tableau.expansionScale)
    var subject = chooseSubject(row, marker: marker, other: other)
    if subject.isNone && row.cells.allSatisfy({ tableau.kind($0.symbol) == .dummy }) {
      // Only required equalities take part: the row is a consequence of them (redundant,
      // constant zero up to round-off) or contradicts them.
      guard abs(row.constant) <= tolerance else { return false }
      row.constant = 0
      subject = marker
    }
    if subject.isNone {
      return try addWithArtificialVariable(row, marker: marker, tolerance: tolerance)
    }
    row.solve(for: subject)
    tableau.insertRow(row, basic: subject)
    substituteEverywhereButDefinitions(subject)
    return true
  }

  /// Kiwi's subject rule for a row without user variables: the marker or the other symbol, when
  /// it is a slack or error with a negative coefficient (so the row, solved for it, has a
  /// non-negative constant).
  private func chooseSubject(_ row: Row, marker: Symbol, other: Symbol) -> Symbol {
    if tableau.kind(marker) != .dummy && row.coefficient(for: marker) < 0 { return marker }
    if !other.isNone && row.coefficient(for: other) < 0 { return other }
    return .none
  }

  /// Phase one.
  ///
  /// Adds the row as the row of an artificial variable and minimises that variable. The constraint holds only
  /// if the artificial variable reaches zero.
  ///
  /// On failure the artificial variable is still basic (it never left the basis, or the
  /// objective would be zero), so no other row ever received its row: dropping it restores the
  /// previous system exactly.
  private func addWithArtificialVariable(_ row: Row, marker: Symbol, tolerance: Double) throws(SolverError)
    -> Bool
  {
    let artificialSymbol = makeSymbol(.slack)
    tableau.insertRow(row, basic: artificialSymbol)
    artificial = Objective(single: row)
    defer { artificial = nil }
    try optimize(phaseOne: true)
    let success = abs(artificial?.leadingConstant ?? 0) <= tolerance

    if tableau.isBasic(artificialSymbol) {
      var remaining = tableau.removeRow(tableau.slot(of: artificialSymbol))
      guard success else { return false }
      if !remaining.cells.isEmpty {
        let entering =
          remaining.cells.first(where: { [.slack, .error].contains(tableau.kind($0.symbol)) })?.symbol
          ?? (remaining.contains(marker) ? marker : remaining.cells[0].symbol)
        remaining.solve(for: entering, replacing: artificialSymbol)
        tableau.insertRow(remaining, basic: entering)
        substituteEverywhereButDefinitions(entering)
      }
    }
    // The artificial variable is zero now; drop it from every row.
    tableau.dropAllCells(of: artificialSymbol)
    objective.remove(artificialSymbol)
    return success
  }

  /// Substitutes the row of the newly basic `symbol` into the restricted rows and objectives.
  func substituteEverywhereButDefinitions(_ symbol: Symbol) {
    tableau.substitute(symbol, infeasible: &infeasibleRows)
    substituteInObjectives(symbol)
  }

  /// Substitutes the row of the newly basic `symbol` into every objective row.
  func substituteInObjectives(_ symbol: Symbol) {
    let source = tableau.row(of: symbol)
    objective.substitute(symbol, with: source)
    artificial?.substitute(symbol, with: source)
  }
}
