/// The rows of the simplex tableau and the indexes that make it fast.
///
/// Two kinds of rows live here, told apart by the kind of their basic symbol:
///
/// - **Restricted rows** (basic symbol: slack, error or dummy) form the simplex proper. They are
///   kept in full solved form: every cell is a parametric (non-basic) symbol, and never a user
///   variable.
/// - **Definition rows** (basic symbol: a user variable) say how a determined variable follows
///   from other symbols. They may refer to other basic symbols, as long as the references form no
///   cycle, so `x[i] = x[i-1] + w[i-1] + 8` stays three cells long instead of growing with every
///   link of a chain. ``rank`` orders them: a definition only refers to basic variables of lower
///   rank. Pivots never touch definitions; they are expanded only when a new constraint needs its
///   variables in parametric terms, and evaluated in rank order to read values.
///
/// `columns[s]` lists the restricted rows with a cell for symbol `s`, `references[s]` the
/// definition rows, so a substitution visits only the rows that contain the symbol. Everything
/// is indexed by integer symbol and row slot; nothing is hashed or iterated in hash order.
struct Tableau: Sendable {
  /// The kind of each symbol.
  private(set) var kinds: [SymbolKind] = []
  /// The row slot of each basic symbol, -1 for parametric symbols.
  private(set) var rowOf: [Int32] = []
  /// For basic user variables, one more than the highest rank among the basic user variables
  /// their definition refers to; 0 otherwise.
  private(set) var rank: [Int32] = []
  /// Restricted rows with a cell for each symbol, in no particular (but deterministic) order.
  private(set) var columns = SlotLists()
  /// Definition rows with a cell for each symbol.
  private(set) var references = SlotLists()
  /// Row storage by slot.
  private(set) var rows: [Row] = []
  /// The basic symbol of each slot, ``Symbol/none`` for free slots.
  private(set) var basicOf: [Symbol] = []
  private var freeSlots: [Int32] = []
  /// Bumped whenever definitions appear, disappear or change rank.
  private(set) var definitionVersion = 0

  // Scratch space reused by merges and expansions, so the hot paths do not allocate.
  private var scratch: [Cell] = []
  private var gained: [Int] = []
  private var lost: [Cell] = []
  private var accumulator: [Double] = []
  private var stamp: [UInt32] = []
  private var generation: UInt32 = 0
  private var touched: [Symbol] = []
  /// The largest magnitude that went into the constant of the last ``expand(_:)``: round-off in
  /// that constant is relative to it.
  private(set) var expansionScale = 0.0
  private var queue = RankQueue()

  var symbolCount: Int { kinds.count }
  var rowCount: Int { basicOf.count - freeSlots.count }

  // MARK: Symbols

  mutating func makeSymbol(_ kind: SymbolKind) -> Symbol {
    let symbol = Symbol(kinds.count)
    kinds.append(kind)
    rowOf.append(-1)
    rank.append(0)
    columns.appendList()
    references.appendList()
    accumulator.append(0)
    stamp.append(0)
    return symbol
  }

  func kind(_ symbol: Symbol) -> SymbolKind { kinds[Int(symbol.index)] }
  func isBasic(_ symbol: Symbol) -> Bool { rowOf[Int(symbol.index)] >= 0 }
  func slot(of symbol: Symbol) -> Int32 { rowOf[Int(symbol.index)] }
  func row(of symbol: Symbol) -> Row { rows[Int(rowOf[Int(symbol.index)])] }
  func isDefinition(_ slot: Int32) -> Bool { kinds[Int(basicOf[Int(slot)].index)] == .external }

  /// Whether the symbol has a cell in no row at all.
  func isUnused(_ symbol: Symbol) -> Bool {
    columns.isEmpty(Int(symbol.index)) && references.isEmpty(Int(symbol.index))
  }

  // MARK: Rows

  /// Adds `row` as the row of `basic`, which must be parametric and, for a restricted row, must have no cell
  /// in other restricted rows.
  ///
  /// Returns the slot.
  @discardableResult
  mutating func insertRow(_ row: Row, basic: Symbol) -> Int32 {
    let slot: Int32
    if let reused = freeSlots.popLast() {
      slot = reused
      rows[Int(slot)] = row
      basicOf[Int(slot)] = basic
    } else {
      slot = Int32(rows.count)
      rows.append(row)
      basicOf.append(basic)
    }
    rowOf[Int(basic.index)] = slot
    let definition = kind(basic) == .external
    for position in row.cells.indices { register(slot, position, definition: definition) }
    if definition {
      rank[Int(basic.index)] = 0
      refreshRank(of: basic)
    }
    return slot
  }

  /// Removes the row in `slot` and returns it; its basic symbol becomes parametric.
  @discardableResult
  mutating func removeRow(_ slot: Int32) -> Row {
    let basic = basicOf[Int(slot)]
    let definition = kind(basic) == .external
    var row = Row()
    swap(&row, &rows[Int(slot)])
    for cell in row.cells { unregister(cell, definition: definition) }
    rowOf[Int(basic.index)] = -1
    basicOf[Int(slot)] = .none
    freeSlots.append(slot)
    if definition {
      rank[Int(basic.index)] = 0
      definitionVersion &+= 1
    }
    return row
  }

  /// Pivots the restricted row in `slot`.
  ///
  /// Makes `entering` basic there and the old basic symbol parametric, then substitutes the new row for
  /// `entering` in every other restricted row. The caller substitutes it in the objectives.
  mutating func pivot(slot: Int32, entering: Symbol, infeasible: inout [Symbol]) {
    let basic = basicOf[Int(slot)]
    lost.removeAll(keepingCapacity: true)
    rows[Int(slot)].solve(for: entering, replacing: basic, unregistering: &lost)
    for cell in lost { unregister(cell, definition: false) }
    register(slot, rows[Int(slot)].position(of: basic).index, definition: false)
    rowOf[Int(basic.index)] = -1
    rowOf[Int(entering.index)] = slot
    basicOf[Int(slot)] = entering
    substitute(entering, infeasible: &infeasible)
  }

  /// Replaces the symbol, which has just become basic, by its row in every restricted row containing it; rows
  /// left with a negative constant are appended to `infeasible`.
  ///
  /// Definitions keep referring to the symbol.
  mutating func substitute(_ symbol: Symbol, infeasible: inout [Symbol]) {
    replaceInRestrictedRows(symbol, with: row(of: symbol), infeasible: &infeasible)
  }

  /// Replaces `symbol` by `expression` in every restricted row containing it; rows left with a
  /// negative constant are appended to `infeasible`.
  mutating func replaceInRestrictedRows(_ symbol: Symbol, with expression: Row, infeasible: inout [Symbol]) {
    for slot in columns.removeAll(from: Int(symbol.index)) {
      let factor = rows[Int(slot)].coefficient(for: symbol)
      add(expression, times: factor, to: slot, dropping: symbol)
      if rows[Int(slot)].constant < -Tolerance.zero { infeasible.append(basicOf[Int(slot)]) }
    }
  }

  /// Replaces `symbol` by `source` in every definition that refers to it directly.
  mutating func substituteInDefinitions(_ symbol: Symbol, with source: Row) {
    for slot in references.removeAll(from: Int(symbol.index)) {
      let factor = rows[Int(slot)].coefficient(for: symbol)
      add(source, times: factor, to: slot, dropping: symbol)
      refreshRank(of: basicOf[Int(slot)])
    }
  }

  /// Adds `factor * source` to the row in `slot`, removing `dropping`, keeping the indexes right.
  mutating func add(_ source: Row, times factor: Double, to slot: Int32, dropping: Symbol) {
    let definition = isDefinition(slot)
    gained.removeAll(keepingCapacity: true)
    lost.removeAll(keepingCapacity: true)
    rows[Int(slot)].add(
      source, times: factor, dropping: dropping, scratch: &scratch, gained: &gained, lost: &lost)
    for position in gained { register(slot, position, definition: definition) }
    for cell in lost { unregister(cell, definition: definition) }
  }

  /// Rewrites the tableau for `marker = marker' - shift`, the change of a constraint's constant that moves an
  /// edit variable.
  ///
  /// Restricted rows turned negative are appended to `infeasible`. Returns false when a basic dummy's row
  /// leaves zero: a redundant required equality would no longer hold.
  ///
  /// Every row with a cell for `marker` shifts its constant by `-coefficient * shift`; that
  /// includes definitions, which may refer to `marker` even while it is basic. A basic marker's
  /// own row, `marker = constant + …`, becomes `marker' = constant + shift + …`.
  mutating func shiftMarker(_ marker: Symbol, by shift: Double, infeasible: inout [Symbol]) -> Bool {
    var consistent = true
    let tolerance = Tolerance.zero(atScale: abs(shift))
    func check(_ slot: Int32) {
      let basic = basicOf[Int(slot)]
      let constant = rows[Int(slot)].constant
      if kinds[Int(basic.index)] == .dummy {
        if abs(constant) > tolerance { consistent = false }
      } else if constant < -Tolerance.zero {
        infeasible.append(basic)
      }
    }
    let own = rowOf[Int(marker.index)]
    if own >= 0 {
      rows[Int(own)].constant += shift
      check(own)
    }
    for slot in columns.slots(in: Int(marker.index)) {
      rows[Int(slot)].constant -= rows[Int(slot)].coefficient(for: marker) * shift
      check(slot)
    }
    for slot in references.slots(in: Int(marker.index)) {
      rows[Int(slot)].constant -= rows[Int(slot)].coefficient(for: marker) * shift
    }
    return consistent
  }

  /// Removes every cell of `symbol` from every row (the symbol no longer takes part).
  mutating func dropAllCells(of symbol: Symbol) {
    for slot in columns.slots(in: Int(symbol.index)) { dropCell(symbol, from: slot) }
    for slot in references.slots(in: Int(symbol.index)) { dropCell(symbol, from: slot) }
  }

  /// Removes the cell of `symbol` from the row in `slot` (a round-off leftover).
  mutating func dropCell(_ symbol: Symbol, from slot: Int32) {
    guard let cell = rows[Int(slot)].remove(symbol) else { return }
    let definition = isDefinition(slot)
    unregister(cell, definition: definition)
    if definition { definitionVersion &+= 1 }
  }

  /// Adds the cell at `position` of the row in `slot` to the index and notes its entry.
  private mutating func register(_ slot: Int32, _ position: Int, definition: Bool) {
    let list = Int(rows[Int(slot)].cells[position].symbol.index)
    let entry = definition ? references.insert(slot, into: list) : columns.insert(slot, into: list)
    rows[Int(slot)].cells[position].entry = entry
  }

  /// Removes a cell, no longer in its row, from the index.
  private mutating func unregister(_ cell: Cell, definition: Bool) {
    if definition {
      references.remove(entry: cell.entry, from: Int(cell.symbol.index))
    } else {
      columns.remove(entry: cell.entry, from: Int(cell.symbol.index))
    }
  }

  /// Whether the parametric `symbol` can grow above 0 without making a restricted row negative
  /// (no row limits it, or none with a zero constant does).
  func canIncrease(_ symbol: Symbol) -> Bool {
    var limited = false
    columns.forEach(in: Int(symbol.index)) { slot in
      let row = rows[Int(slot)]
      let coefficient = row.coefficient(for: symbol)
      if coefficient < -Tolerance.zero && row.constant <= Tolerance.zero { limited = true }
      if kinds[Int(basicOf[Int(slot)].index)] == .dummy && abs(coefficient) > Tolerance.zero {
        limited = true
      }
    }
    return !limited
  }

  /// The restricted row that limits how far `entering` may grow (minimum ratio test); ties go to the lowest
  /// basic symbol.
  ///
  /// `nil` when nothing limits it.
  func leavingSlot(for entering: Symbol) -> Int32? {
    var best: Int32 = -1
    var bestRatio = Double.infinity
    var bestBasic = Symbol.none
    columns.forEach(in: Int(entering.index)) { slot in
      let row = rows[Int(slot)]
      let coefficient = row.coefficient(for: entering)
      guard coefficient < -Tolerance.zero else { return }
      let ratio = -row.constant / coefficient
      let basic = basicOf[Int(slot)]
      if ratio < bestRatio || (ratio == bestRatio && basic < bestBasic) {
        best = slot
        bestRatio = ratio
        bestBasic = basic
      }
    }
    return best < 0 ? nil : best
  }

  // MARK: Definition ranks

  /// One more than the highest rank among the basic user variables `row` refers to.
  private func definitionRank(_ row: Row) -> Int32 {
    var highest: Int32 = 0
    for cell in row.cells where kind(cell.symbol) == .external && isBasic(cell.symbol) {
      highest = max(highest, rank[Int(cell.symbol.index)])
    }
    return highest + 1
  }

  /// Raises the rank of the basic variable `symbol` to fit its definition, and the ranks of the
  /// definitions that refer to it, so that references keep pointing to lower ranks.
  mutating func refreshRank(of symbol: Symbol) {
    guard kind(symbol) == .external, isBasic(symbol) else { return }
    rank[Int(symbol.index)] = max(rank[Int(symbol.index)], definitionRank(row(of: symbol)))
    var pending = [symbol]
    while let current = pending.popLast() {
      let floor = rank[Int(current.index)] + 1
      for slot in references.slots(in: Int(current.index)) {
        let user = basicOf[Int(slot)]
        if rank[Int(user.index)] < floor {
          rank[Int(user.index)] = floor
          pending.append(user)
        }
      }
    }
    definitionVersion &+= 1
  }

  /// The basic user variables in increasing rank: every definition comes after the definitions it
  /// refers to.
  func definitionsInRankOrder() -> [Symbol] {
    var definitions: [Symbol] = []
    var highest: Int32 = 0
    for basic in basicOf where !basic.isNone && kinds[Int(basic.index)] == .external {
      definitions.append(basic)
      highest = max(highest, rank[Int(basic.index)])
    }
    var starts = [Int](repeating: 0, count: Int(highest) + 2)
    for basic in definitions { starts[Int(rank[Int(basic.index)]) + 1] += 1 }
    for index in 1..<starts.count { starts[index] += starts[index - 1] }
    var ordered = [Symbol](repeating: .none, count: definitions.count)
    for basic in definitions {
      let bucket = Int(rank[Int(basic.index)])
      ordered[starts[bucket]] = basic
      starts[bucket] += 1
    }
    return ordered
  }

  /// The definitions flattened in rank order, for ``evaluate(_:into:)``.
  ///
  /// Valid until ``definitionVersion`` changes.
  func evaluationPlan() -> EvaluationPlan {
    var plan = EvaluationPlan(version: definitionVersion)
    let order = definitionsInRankOrder()
    plan.targets = order.map(\.index)
    plan.slots = order.map { rowOf[Int($0.index)] }
    rows.withUnsafeBufferPointer { rows in
      var operandCount = 0
      plan.ends = plan.slots.map { slot in
        operandCount += rows[Int(slot)].cells.count
        return Int32(operandCount)
      }
      func flatten<Element>(_ part: (Cell) -> Element) -> [Element] {
        [Element](unsafeUninitializedCapacity: operandCount) { buffer, count in
          for slot in plan.slots {
            for cell in rows[Int(slot)].cells {
              buffer.initializeElement(at: count, to: part(cell))
              count += 1
            }
          }
        }
      }
      plan.operands = flatten { $0.symbol.index }
      plan.coefficients = flatten { $0.coefficient }
    }
    return plan
  }

  /// Evaluates every definition into `values`, indexed by symbol: its row's constant plus its
  /// cells at the current values of their symbols (parametric symbols are 0, restricted basic
  /// symbols their row's constant, user variables their value, computed earlier in rank order).
  func evaluate(_ plan: EvaluationPlan, into values: inout [Double]) {
    rows.withUnsafeBufferPointer { rows in
      rowOf.withUnsafeBufferPointer { rowOf in
        kinds.withUnsafeBufferPointer { kinds in
          values.withUnsafeMutableBufferPointer { values in
            plan.operands.withUnsafeBufferPointer { operands in
              plan.coefficients.withUnsafeBufferPointer { coefficients in
                var start = 0
                for position in plan.targets.indices {
                  var value = rows[Int(plan.slots[position])].constant
                  let end = Int(plan.ends[position])
                  for operand in start..<end {
                    let index = Int(operands[operand])
                    let source = Int(rowOf[index])
                    if source < 0 { continue }
                    let term = kinds[index] == .external ? values[index] : rows[source].constant
                    value += coefficients[operand] * term
                  }
                  start = end
                  values[Int(plan.targets[position])] = value + 0  // no negative zero
                }
              }
            }
          }
        }
      }
    }
  }

  // MARK: Expansion

  /// `row` with every basic symbol replaced by its row, recursively: the same equation in
  /// parametric symbols only, as the simplex needs it.
  ///
  /// Definitions are expanded from the highest rank down, each at most once, so shared
  /// sub-definitions (a chain, a grid's rows) cost their size once, not once per path.
  ///
  /// - Complexity: O(k log k) in the number of cells met.
  mutating func expand(_ row: Row) -> Row {
    expansionScale = abs(row.constant)
    if !row.cells.contains(where: { rowOf[Int($0.symbol.index)] >= 0 }) { return row }
    generation &+= 1
    if generation == 0 {
      for index in stamp.indices { stamp[index] = 0 }
      generation = 1
    }
    touched.removeAll(keepingCapacity: true)
    queue.removeAll()
    var constant = row.constant
    for cell in row.cells { accumulate(cell.symbol, cell.coefficient) }
    // Definitions, highest rank first: by then every definition that refers to one has been
    // expanded, so its accumulated factor is final.
    while let variable = queue.pop() {
      let index = Int(variable.index)
      let factor = accumulator[index]
      accumulator[index] = 0
      if abs(factor) <= Tolerance.zero { continue }  // a coefficient cancelled to round-off
      let definition = rows[Int(rowOf[index])]
      constant += factor * definition.constant
      expansionScale = max(expansionScale, abs(factor * definition.constant))
      for cell in definition.cells { accumulate(cell.symbol, factor * cell.coefficient) }
    }
    // Restricted basic symbols: their rows hold parametric symbols only.
    var position = 0
    while position < touched.count {
      let index = Int(touched[position].index)
      position += 1
      guard rowOf[index] >= 0, kinds[index] != .external else { continue }
      let factor = accumulator[index]
      accumulator[index] = 0
      if abs(factor) <= Tolerance.zero { continue }  // a coefficient cancelled to round-off
      let basicRow = rows[Int(rowOf[index])]
      constant += factor * basicRow.constant
      expansionScale = max(expansionScale, abs(factor * basicRow.constant))
      for cell in basicRow.cells { accumulate(cell.symbol, factor * cell.coefficient) }
    }
    touched.sort()
    var cells: [Cell] = []
    cells.reserveCapacity(touched.count)
    for symbol in touched {
      let value = accumulator[Int(symbol.index)]
      if abs(value) > Tolerance.zero && rowOf[Int(symbol.index)] < 0 {
        cells.append(Cell(symbol: symbol, coefficient: value))
      }
    }
    return Row(constant: constant, cells: cells)
  }

  /// Adds `value` to the accumulated coefficient of `symbol` during ``expand(_:)``, queueing basic
  /// user variables the first time they are met.
  private mutating func accumulate(_ symbol: Symbol, _ value: Double) {
    let index = Int(symbol.index)
    if stamp[index] != generation {
      stamp[index] = generation
      accumulator[index] = value
      touched.append(symbol)
      if rowOf[index] >= 0 && kinds[index] == .external { queue.push(rank: rank[index], symbol: symbol) }
    } else {
      accumulator[index] += value
    }
  }
}
