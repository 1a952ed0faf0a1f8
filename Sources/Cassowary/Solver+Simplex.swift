// The two simplex loops: primal (`optimize`, after constraints change) and dual
// (`dualOptimize`, after edit values change), with their entering and leaving rules over the
// lexicographic objective.

extension Solver {
  /// After this many pivots in a row that improve nothing, entering symbols are chosen by
  /// Bland's rule (lowest symbol), which cannot cycle; otherwise by steepest cost, which takes
  /// fewer pivots.
  private static let degeneratePivotsBeforeBland = 50

  /// Minimises the objective (or, in phase one, the artificial objective) with the primal
  /// simplex. The tableau must be feasible.
  func optimize(phaseOne: Bool = false) throws(SolverError) {
    var degenerateRun = 0
    var pivots = 0
    let limit = 1_000 + 50 * (tableau.rowCount + tableau.symbolCount)
    while true {
      let entering = enteringSymbol(phaseOne: phaseOne, bland: degenerateRun >= Self.degeneratePivotsBeforeBland)
      if entering.isNone { return }
      guard let slot = leavingSlot(for: entering) else {
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

  /// Restores feasibility after constants changed, keeping the objective optimal (dual simplex).
  /// Returns false when no pivot can make some row feasible: the required constraints cannot
  /// hold with the new constants.
  func dualOptimize() throws(SolverError) -> Bool {
    var pivots = 0
    let limit = 1_000 + 50 * (tableau.rowCount + tableau.symbolCount)
    while let leaving = infeasibleRows.popLast() {
      let slot = tableau.slot(of: leaving)
      guard slot >= 0, tableau.kind(leaving) != .external,
        tableau.rows[Int(slot)].constant < -Tolerance.zero
      else { continue }
      let entering = dualEnteringSymbol(tableau.rows[Int(slot)])
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

  /// A symbol whose cost vector is lexicographically negative, or ``Symbol/none`` when the
  /// objective is optimal.
  ///
  /// Dummies never enter. Steepest: the candidate whose first non-zero cost is at the highest
  /// level and most negative there. Bland: the lowest candidate symbol.
  func enteringSymbol(phaseOne: Bool, bland: Bool) -> Symbol {
    let levels = phaseOne ? artificial : objective.levels
    var best = Symbol.none
    var bestCost = 0.0
    for (level, row) in levels.enumerated() {
      if !bland && !best.isNone { break }
      for cell in row.cells where cell.coefficient < -Tolerance.zero {
        if bland && !best.isNone && cell.symbol > best { break }
        guard tableau.kind(cell.symbol) != .dummy, isFree(cell.symbol, in: levels, above: level) else { continue }
        if bland {
          best = cell.symbol
          break
        }
        if best.isNone || cell.coefficient < bestCost {
          best = cell.symbol
          bestCost = cell.coefficient
        }
      }
    }
    return best
  }

  private func isFree(_ symbol: Symbol, in levels: [Row], above level: Int) -> Bool {
    for index in 0..<level where abs(levels[index].coefficient(for: symbol)) > Tolerance.zero { return false }
    return true
  }

  /// The restricted row that limits how far `entering` may grow (minimum ratio test); ties go to
  /// the lowest basic symbol. `nil` when nothing limits it.
  func leavingSlot(for entering: Symbol) -> Int32? {
    var best: Int32 = -1
    var bestRatio = Double.infinity
    var bestBasic = Symbol.none
    for slot in tableau.columns[Int(entering.index)] {
      let row = tableau.rows[Int(slot)]
      let coefficient = row.coefficient(for: entering)
      guard coefficient < -Tolerance.zero else { continue }
      let ratio = -row.constant / coefficient
      let basic = tableau.basicOf[Int(slot)]
      if ratio < bestRatio || (ratio == bestRatio && basic < bestBasic) {
        best = slot
        bestRatio = ratio
        bestBasic = basic
      }
    }
    return best < 0 ? nil : best
  }

  /// The symbol that restores the infeasible `row` while keeping every cost non-negative: the
  /// lexicographically smallest cost-to-coefficient ratio among positive coefficients.
  func dualEnteringSymbol(_ row: Row) -> Symbol {
    var best = Symbol.none
    var bestRatios: [Double] = []
    var ratios = [Double](repeating: 0, count: objective.levels.count)
    for cell in row.cells where cell.coefficient > Tolerance.zero && tableau.kind(cell.symbol) != .dummy {
      for level in objective.levels.indices {
        ratios[level] = objective.levels[level].coefficient(for: cell.symbol) / cell.coefficient
      }
      if best.isNone || Self.lexicographicallyPrecedes(ratios, bestRatios) {
        best = cell.symbol
        bestRatios = ratios
      }
    }
    return best
  }

  private static func lexicographicallyPrecedes(_ lhs: [Double], _ rhs: [Double]) -> Bool {
    for (left, right) in zip(lhs, rhs) {
      if left < right - Tolerance.zero { return true }
      if left > right + Tolerance.zero { return false }
    }
    return false
  }
}
