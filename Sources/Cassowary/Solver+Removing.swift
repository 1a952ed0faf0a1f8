// Removing a constraint: taking its errors out of the objective, then eliminating its row by
// pivoting its marker into the basis (Kiwi's removeConstraint and getMarkerLeavingRow).

extension Solver {
  /// Removes the constraint of `records[index]` and re-optimises.
  func removeRecord(_ index: Int) throws(SolverError) {
    guard let record = records[index] else { return }
    removeErrorEffects(record)
    eliminate(record.marker)
    if !record.other.isNone { purge(record.other) }
    records[index] = nil
    recordOfConstraint[ObjectIdentifier(record.constraint)] = nil
    valuesAreCurrent = false
    try optimize()
  }

  /// Takes the error symbols of an optional constraint out of the objective.
  private func removeErrorEffects(_ record: ConstraintRecord) {
    guard !record.isRequired, let level = objective.existingLevel(for: record.priority) else { return }
    for symbol in [record.marker, record.other] where !symbol.isNone && tableau.kind(symbol) == .error {
      if tableau.isBasic(symbol) {
        objective.add(tableau.row(of: symbol), times: -1, at: level)
      } else {
        objective.add(-1, to: symbol, at: level)
      }
    }
  }

  /// Removes the equation a marker stands for from the system.
  ///
  /// A basic marker's row is simply dropped. Otherwise the marker is pivoted into the row that
  /// limits it (Kiwi's rules: a restricted row with a negative coefficient and the smallest
  /// ratio, then any restricted row with the smallest ratio, then a definition), that row is
  /// dropped, and the marker's expression replaces it everywhere.
  private func eliminate(_ marker: Symbol) {
    if tableau.isBasic(marker) {
      let row = tableau.removeRow(tableau.slot(of: marker))
      tableau.substituteInDefinitions(marker, with: row)
      return
    }
    if let slot = markerLeavingSlot(marker) {
      let basic = tableau.basicOf[Int(slot)]
      var row = tableau.removeRow(slot)
      row.solve(for: marker, replacing: basic)
      replaceEverywhere(marker, with: row)
      return
    }
    // Only definitions mention the marker. Expand the first that really depends on it, so the
    // marker's expression holds parametric symbols only, and make that variable undetermined.
    for slot in tableau.references.slots(in: Int(marker.index)).sorted() {
      let basic = tableau.basicOf[Int(slot)]
      let definition = tableau.rows[Int(slot)]
      var expanded = tableau.expand(definition)
      guard abs(expanded.coefficient(for: marker)) > Tolerance.zero else { continue }
      tableau.removeRow(slot)
      expanded.solve(for: marker, replacing: basic)
      replaceEverywhere(marker, with: expanded)
      return
    }
    purge(marker)
  }

  /// The restricted row to pivot a parametric marker into; ties go to the lowest basic symbol.
  ///
  /// First a redundant required equality's row (a basic dummy) that mentions the marker: that
  /// equality takes over from the one being removed, and its row stays free of anything but
  /// dummies. Kiwi's getMarkerLeavingRow skips this rule, and can leave a dummy non-zero. Then
  /// Kiwi's rules: a row with a negative coefficient and the smallest ratio, then any row with the
  /// smallest ratio.
  private func markerLeavingSlot(_ marker: Symbol) -> Int32? {
    // Candidates compare by (ratio, basic symbol); a redundant row's ratio does not matter.
    typealias Candidate = (slot: Int32, ratio: Double, basic: Symbol)
    func better(_ candidate: Candidate, than current: Candidate?) -> Bool {
      guard let current else { return true }
      return candidate.ratio < current.ratio
        || (candidate.ratio == current.ratio && candidate.basic < current.basic)
    }
    var redundant: Candidate?
    var first: Candidate?
    var second: Candidate?
    for slot in tableau.columns.slots(in: Int(marker.index)) {
      let row = tableau.rows[Int(slot)]
      let coefficient = row.coefficient(for: marker)
      guard coefficient != 0 else { continue }
      let basic = tableau.basicOf[Int(slot)]
      if tableau.kind(basic) == .dummy {
        let candidate = (slot, 0.0, basic)
        if better(candidate, than: redundant) { redundant = candidate }
      } else if coefficient < 0 {
        let candidate = (slot, -row.constant / coefficient, basic)
        if better(candidate, than: first) { first = candidate }
      } else {
        let candidate = (slot, row.constant / coefficient, basic)
        if better(candidate, than: second) { second = candidate }
      }
    }
    return redundant?.slot ?? first?.slot ?? second?.slot
  }

  /// Replaces the (parametric, about to vanish) `symbol` by `expression` in every row and
  /// objective.
  private func replaceEverywhere(_ symbol: Symbol, with expression: Row) {
    tableau.replaceInRestrictedRows(symbol, with: expression, infeasible: &infeasibleRows)
    tableau.substituteInDefinitions(symbol, with: expression)
    objective.substitute(symbol, with: expression)
  }

  /// Drops every remaining (round-off sized) cell of a symbol that no longer takes part.
  private func purge(_ symbol: Symbol) {
    if tableau.isBasic(symbol) {
      let row = tableau.removeRow(tableau.slot(of: symbol))
      tableau.substituteInDefinitions(symbol, with: row)
    }
    tableau.dropAllCells(of: symbol)
    objective.remove(symbol)
  }
}
