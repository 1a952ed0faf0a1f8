// A readable dump of the solver's state, and a check of the invariants the algorithm relies on.

extension Solver {
  /// The solver's state in labelled sections, for debugging and diagnostics.
  ///
  /// - **Objective**: one row per priority level, highest first.
  /// - **Tableau**: the restricted rows, `basic = constant + coefficient * symbol …`.
  /// - **Definitions**: how each determined variable follows from other symbols.
  /// - **Infeasible**: rows queued for the dual simplex (empty between operations).
  /// - **Variables**: every user variable and its value (`undetermined` when parametric).
  /// - **Edit Variables**: priority and last suggested value.
  /// - **Constraints**: in the order added, with their marker symbols.
  ///
  /// Symbols print as their variable's name, or a kind letter and index: `s` slack, `e` error,
  /// `d` dummy (required equality), `v` unnamed variable.
  package var dump: String {
    if !valuesAreCurrent { refreshValues() }
    var lines: [String] = ["Objective"]
    for level in 0..<objective.levelCount {
      lines.append(
        "  [\(NumberFormatting.number(objective.priorities[level]))] \(format(objective.row(at: level)))")
    }
    lines.append("Tableau")
    lines += rowLines(definitions: false)
    lines.append("Definitions")
    lines += rowLines(definitions: true)
    lines.append("Infeasible")
    for symbol in infeasibleRows { lines.append("  \(name(of: symbol))") }
    lines.append("Variables")
    for (index, variable) in variableOfSymbol.enumerated() {
      guard let variable else { continue }
      let symbol = Symbol(index)
      let value = tableau.isBasic(symbol) ? NumberFormatting.number(values[index]) : "undetermined"
      lines.append("  \(name(of: symbol)) = \(value)")
      _ = variable
    }
    lines.append("Edit Variables")
    for record in records.compactMap({ $0 }) where record.isEdit {
      guard let variable = record.constraint.expression.terms.first?.variable,
        let edit = edits[ObjectIdentifier(variable)]
      else { continue }
      lines.append("  \(variable) (\(record.constraint.priority)) = \(NumberFormatting.number(edit.value))")
    }
    lines.append("Constraints")
    for record in records.compactMap({ $0 }) where !record.isEdit {
      var markers = name(of: record.marker)
      if !record.other.isNone { markers += ", " + name(of: record.other) }
      lines.append("  \(record.constraint) [\(markers)]")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  private func rowLines(definitions: Bool) -> [String] {
    var lines: [String] = []
    for (slot, basic) in tableau.basicOf.enumerated() where !basic.isNone {
      guard tableau.isDefinition(Int32(slot)) == definitions else { continue }
      lines.append("  \(name(of: basic)) = \(format(tableau.rows[slot]))")
    }
    return lines.sorted()
  }

  func name(of symbol: Symbol) -> String {
    if tableau.kind(symbol) == .external, let variable = variableOfSymbol[Int(symbol.index)],
      !variable.name.isEmpty
    {
      return variable.name
    }
    return tableau.kind(symbol).letter + String(symbol.index)
  }

  private func format(_ row: Row) -> String {
    var text = NumberFormatting.number(row.constant)
    for cell in row.cells {
      let magnitude = NumberFormatting.coefficient(abs(cell.coefficient), of: name(of: cell.symbol))
      text += (cell.coefficient < 0 ? " - " : " + ") + magnitude
    }
    return text
  }

  /// Checks the invariants of the tableau and returns the violations (empty when sound).
  ///
  /// For tests; it walks every row.
  func _checkInvariants() -> [String] {
    var problems: [String] = []
    var columnCount = [Int](repeating: 0, count: tableau.symbolCount)
    var referenceCount = [Int](repeating: 0, count: tableau.symbolCount)
    for (slot, basic) in tableau.basicOf.enumerated() where !basic.isNone {
      let row = tableau.rows[slot]
      let definition = tableau.isDefinition(Int32(slot))
      if tableau.slot(of: basic) != Int32(slot) {
        problems.append("\(name(of: basic)) does not point to its row")
      }
      for (index, cell) in row.cells.enumerated() {
        if index > 0 && !(row.cells[index - 1].symbol < cell.symbol) {
          problems.append("row of \(name(of: basic)) is not sorted")
        }
        if cell.symbol == basic { problems.append("row of \(name(of: basic)) contains its basic symbol") }
        let lists = definition ? tableau.references : tableau.columns
        if cell.entry < 0 || lists.slot(ofEntry: cell.entry) != Int32(slot) {
          problems.append("cell \(name(of: cell.symbol)) of \(name(of: basic)) has a stale index entry")
        }
        if definition {
          referenceCount[Int(cell.symbol.index)] += 1
          if tableau.kind(cell.symbol) == .external && tableau.isBasic(cell.symbol)
            && tableau.rank[Int(cell.symbol.index)] >= tableau.rank[Int(basic.index)]
          {
            problems.append(
              "definition of \(name(of: basic)) refers to \(name(of: cell.symbol)) of equal or higher rank")
          }
        } else {
          columnCount[Int(cell.symbol.index)] += 1
          if tableau.isBasic(cell.symbol) {
            problems.append("row of \(name(of: basic)) contains basic \(name(of: cell.symbol))")
          }
          if tableau.kind(cell.symbol) == .external {
            problems.append("restricted row of \(name(of: basic)) contains variable \(name(of: cell.symbol))")
          }
        }
      }
      if !definition {
        if tableau.kind(basic) == .dummy && abs(row.constant) > Tolerance.zero {
          problems.append("dummy \(name(of: basic)) is \(row.constant), not 0")
        } else if row.constant < -Tolerance.zero {
          problems.append("row of \(name(of: basic)) is infeasible: \(row.constant)")
        }
      }
    }
    for symbol in 0..<tableau.symbolCount {
      for (lists, definition) in [(tableau.columns, false), (tableau.references, true)] {
        for entry in lists.entries(in: symbol) {
          let slot = lists.slot(ofEntry: entry)
          let row = tableau.rows[Int(slot)]
          let place = row.position(of: Symbol(symbol))
          if !place.found || row.cells[place.index].entry != entry || tableau.isDefinition(slot) != definition
          {
            problems.append("index entry \(entry) of \(name(of: Symbol(symbol))) points to no such cell")
          }
        }
      }
      if tableau.columns.slots(in: symbol).count != columnCount[symbol] {
        problems.append("column index of \(name(of: Symbol(symbol))) is out of step")
      }
      if tableau.references.slots(in: symbol).count != referenceCount[symbol] {
        problems.append("reference index of \(name(of: Symbol(symbol))) is out of step")
      }
    }
    for level in 0..<objective.levelCount {
      for cell in objective.row(at: level).cells
      where tableau.isBasic(cell.symbol) || tableau.kind(cell.symbol) == .external {
        problems.append("objective level \(level) contains \(name(of: cell.symbol))")
      }
    }
    return problems
  }
}
