/// The lexicographic objective: one row of error terms per priority level, highest priority
/// first.
///
/// Each optional constraint puts its error symbols, with coefficient 1, into the row of its
/// priority. A symbol's cost is the vector of its coefficients across the levels, compared
/// lexicographically, so no amount of error at one priority can buy any error at a higher one —
/// unlike a single weighted sum, whose fixed weights a few thousand low-priority constraints can
/// outweigh. Layouts use few distinct priorities, so the vectors stay short.
///
/// The objective remembers which symbols' costs changed since it was last optimal; only those can
/// have turned negative, so choosing an entering symbol costs the size of the change, not of the
/// whole objective.
struct Objective: Sendable {
  /// The priority of each level, strictly decreasing.
  private(set) var priorities: [Double] = []
  /// The constant of each level: its current total error (phase one: the artificial variable).
  private(set) var constants: [Double] = []
  /// The cost of each symbol at each level, dense by symbol index (missing entries are 0).
  ///
  /// Dense rows make a substitution cost the size of the substituted row, however many errors the objective
  /// holds.
  private var costs: [[Double]] = []

  /// Symbols whose cost may be negative; `isCandidate` marks them, by symbol index.
  private var candidates: [Symbol] = []
  private var isCandidate: [Bool] = []

  /// An objective with the single level `row`, as phase one minimises an artificial variable.
  init(single row: Row) {
    priorities = [0]
    constants = [row.constant]
    costs = [[]]
    for cell in row.cells { add(cell.coefficient, to: cell.symbol, at: 0) }
  }

  init() {}

  var levelCount: Int { priorities.count }

  /// The level of `priority`, created empty when it does not exist yet.
  mutating func level(for priority: Double) -> Int {
    var index = 0
    while index < priorities.count && priorities[index] > priority { index += 1 }
    if index < priorities.count && priorities[index] == priority { return index }
    priorities.insert(priority, at: index)
    constants.insert(0, at: index)
    costs.insert([], at: index)
    return index
  }

  /// The level of `priority`, if it exists.
  func existingLevel(for priority: Double) -> Int? {
    priorities.firstIndex(of: priority)
  }

  /// The value of the objective at the highest level (phase one's artificial variable).
  var leadingConstant: Double { constants.first ?? 0 }

  /// The cost of `symbol` at `level`.
  func cost(of symbol: Symbol, at level: Int) -> Double {
    let index = Int(symbol.index)
    return index < costs[level].count ? costs[level][index] : 0
  }

  /// The level as a row, for dumps and checks.
  func row(at level: Int) -> Row {
    var cells: [Cell] = []
    for (index, cost) in costs[level].enumerated() where cost != 0 {
      cells.append(Cell(symbol: Symbol(index), coefficient: cost))
    }
    return Row(constant: constants[level], cells: cells)
  }

  // MARK: Changes

  /// Adds `delta` to the cost of `symbol` at `level`; a result within tolerance of 0 is 0.
  mutating func add(_ delta: Double, to symbol: Symbol, at level: Int) {
    let index = Int(symbol.index)
    if index >= costs[level].count {
      costs[level].append(contentsOf: repeatElement(0, count: index + 1 - costs[level].count))
    }
    let cost = costs[level][index] + delta
    costs[level][index] = abs(cost) <= Tolerance.zero ? 0 : cost
    noteChange(symbol)
  }

  /// Adds `factor * source` to the row of `level`.
  mutating func add(_ source: Row, times factor: Double, at level: Int) {
    constants[level] += factor * source.constant
    for cell in source.cells { add(factor * cell.coefficient, to: cell.symbol, at: level) }
  }

  /// Replaces `symbol` by `expression` at every level.
  mutating func substitute(_ symbol: Symbol, with expression: Row) {
    for level in costs.indices {
      let factor = cost(of: symbol, at: level)
      guard factor != 0 else { continue }
      costs[level][Int(symbol.index)] = 0
      add(expression, times: factor, at: level)
    }
  }

  /// Removes every cost of `symbol`.
  mutating func remove(_ symbol: Symbol) {
    for level in costs.indices where Int(symbol.index) < costs[level].count {
      costs[level][Int(symbol.index)] = 0
    }
  }

  private mutating func noteChange(_ symbol: Symbol) {
    let index = Int(symbol.index)
    if index >= isCandidate.count {
      isCandidate.append(contentsOf: repeatElement(false, count: index + 1 - isCandidate.count))
    }
    if !isCandidate[index] {
      isCandidate[index] = true
      candidates.append(symbol)
    }
  }

  // MARK: Costs

  /// The first level at which `symbol` has a non-zero cost, with that cost; `nil` when it costs
  /// nothing anywhere.
  func leadingCost(of symbol: Symbol) -> (level: Int, cost: Double)? {
    for level in costs.indices {
      let cost = cost(of: symbol, at: level)
      if abs(cost) > Tolerance.zero { return (level, cost) }
    }
    return nil
  }

  /// The cost vector of `symbol`, divided by `divisor`, written into `costs`.
  func costs(of symbol: Symbol, dividedBy divisor: Double, into ratios: inout [Double]) {
    for level in costs.indices { ratios[level] = cost(of: symbol, at: level) / divisor }
  }

  /// How ``enteringSymbol(rule:excluded:)`` chooses among the symbols whose cost is negative.
  enum EnteringRule {
    /// The candidate whose first non-zero cost is at the highest level and most negative there:
    /// few pivots to the optimum.
    case steepest
    /// The candidate of least weight, then the steepest. Phase one uses it, where any improving
    /// pivot will do, with a weight that favours cheap pivots which the real objective does not
    /// undo (see `Solver.phaseOneWeight`).
    case sparsest(weight: (Symbol) -> Int)
    /// The lowest candidate symbol (Bland's rule), which cannot cycle.
    case bland
  }

  /// A symbol whose cost vector is lexicographically negative, or ``Symbol/none`` when the objective is
  /// optimal.
  ///
  /// Symbols for which `excluded` is true (dummies) never enter; ties go to the lowest symbol.
  mutating func enteringSymbol(rule: EnteringRule, excluded: (Symbol) -> Bool) -> Symbol {
    var best = Symbol.none
    var bestLevel = Int.max
    var bestCost = 0.0
    var bestWeight = Int.max
    var kept = 0
    for position in candidates.indices {
      let symbol = candidates[position]
      guard let (level, cost) = leadingCost(of: symbol), cost < 0, !excluded(symbol) else {
        isCandidate[Int(symbol.index)] = false
        continue
      }
      candidates[kept] = symbol
      kept += 1
      var weight = 0
      let better: Bool
      switch rule {
      case .bland:
        better = best.isNone || symbol < best
      case .steepest:
        better = best.isNone || Self.steeper(level, cost, symbol, than: bestLevel, bestCost, best)
      case .sparsest(let weigh):
        weight = weigh(symbol)
        better =
          best.isNone || weight < bestWeight
          || (weight == bestWeight && Self.steeper(level, cost, symbol, than: bestLevel, bestCost, best))
      }
      if better {
        best = symbol
        bestLevel = level
        bestCost = cost
        bestWeight = weight
      }
    }
    candidates.removeSubrange(kept...)
    return best
  }

  private static func steeper(
    _ level: Int, _ cost: Double, _ symbol: Symbol, than bestLevel: Int, _ bestCost: Double, _ best: Symbol
  ) -> Bool {
    if level != bestLevel { return level < bestLevel }
    return cost < bestCost || (cost == bestCost && symbol < best)
  }

  /// The symbol that restores the infeasible `row` while keeping every cost non-negative (dual simplex).
  ///
  /// The lexicographically smallest cost-to-coefficient ratio among the positive coefficients; ties go to the
  /// lowest symbol. ``Symbol/none`` when no coefficient is positive.
  func dualEnteringSymbol(for row: Row, excluded: (Symbol) -> Bool) -> Symbol {
    var best = Symbol.none
    var bestRatios = [Double](repeating: 0, count: costs.count)
    var ratios = bestRatios
    for cell in row.cells where cell.coefficient > Tolerance.zero && !excluded(cell.symbol) {
      costs(of: cell.symbol, dividedBy: cell.coefficient, into: &ratios)
      if best.isNone || Self.lexicographicallyPrecedes(ratios, bestRatios) {
        best = cell.symbol
        swap(&ratios, &bestRatios)
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
