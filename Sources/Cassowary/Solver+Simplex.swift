// The two simplex loops: primal (`optimize`, after constraints change) and dual
// (`dualOptimize`, after edit values change). The entering rules live in `Objective`, the
// leaving rule in `Tableau`.

extension Solver {
  /// After this many pivots in a row that improve nothing, entering symbols are chosen by
  /// Bland's rule (lowest symbol), which cannot cycle; otherwise by steepest cost, which takes
  /// fewer pivots.
  private static let degeneratePivotsBeforeBland = 50

  /// Minimises the objective (or, in phase one, the artificial objective) with the primal simplex.
  ///
  /// The tableau must be feasible.
  func optimize(phaseOne: Bool = false) throws(SolverError) {
    var degenerateRun = 0
    var pivots = 0
    let limit = 1_000 + 50 * (tableau.rowCount + tableau.symbolCount)
    let kinds = tableau.kinds
    while true {
      let isDummy = { (symbol: Symbol) in kinds[Int(symbol.index)] == .dummy }
      let rule: Objective.EnteringRule =
        degenerateRun >= Self.degeneratePivotsBeforeBland
        ? .bland : phaseOne ? .sparsest(weight: phaseOneWeight) : .steepest
      let entering =
        phaseOne
        ? artificial?.enteringSymbol(rule: rule, excluded: isDummy) ?? .none
        : objective.enteringSymbol(rule: rule, excluded: isDummy)
      if entering.isNone { return }
      guard let slot = tableau.leavingSlot(for: entering) else {
        throw .internalSolverError("the objective is unbounded when '\(name(of: entering))' enters")
      }
      degenerateRun = tableau.rows[Int(slot)].constant <= Tolerance.zero ? degenerateRun + 1 : 0
      pivot(slot: slot, entering: entering)
      pivots += 1
      if pivots > limit {
        throw .internalSolverError("the primal simplex did not converge after \(pivots) pivots")
      }
    }
  }

  /// How much phase one would rather not pivot `symbol` in: a symbol the real objective charges
  /// for (a screen size's error, say) only as a last resort, since the real optimisation would
  /// have to pivot it out again; then the one in the fewest restricted rows, the cheapest pivot.
  private func phaseOneWeight(_ symbol: Symbol) -> Int {
    let costly = objective.leadingCost(of: symbol) != nil
    return (costly ? 1 << 40 : 0) + tableau.columns.count(in: Int(symbol.index))
  }

  /// Restores feasibility after constants changed, keeping the objective optimal (dual simplex).
  ///
  /// Returns false when no pivot can make some row feasible: the required constraints cannot hold with the
  /// new constants.
  func dualOptimize() throws(SolverError) -> Bool {
    var pivots = 0
    let limit = 1_000 + 50 * (tableau.rowCount + tableau.symbolCount)
    while let leaving = infeasibleRows.popLast() {
      let slot = tableau.slot(of: leaving)
      guard slot >= 0, tableau.kind(leaving) != .external,
        tableau.rows[Int(slot)].constant < -Tolerance.zero
      else { continue }
      let kinds = tableau.kinds
      let entering = objective.dualEnteringSymbol(for: tableau.rows[Int(slot)]) {
        kinds[Int($0.index)] == .dummy
      }
      if entering.isNone {
        infeasibleRows.removeAll()
        return false
      }
      pivot(slot: slot, entering: entering)
      pivots += 1
      if pivots > limit {
        throw .internalSolverError("the dual simplex did not converge after \(pivots) pivots")
      }
    }
    return true
  }

  /// Pivots `entering` into the restricted row in `slot` and substitutes it everywhere but in
  /// definitions.
  func pivot(slot: Int32, entering: Symbol) {
    tableau.pivot(slot: slot, entering: entering, infeasible: &infeasibleRows)
    substituteInObjectives(entering)
    valuesAreCurrent = false
  }
}
