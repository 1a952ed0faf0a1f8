/// A linear form `constant + Σ coefficient * symbol`, cells sorted by symbol.
///
/// In the tableau a row stands for the equation `basic = constant + Σ …`. Rows are plain values;
/// the ``Tableau`` keeps the column index in step when it changes them.
struct Row: Sendable {
  var constant: Double
  var cells: [Cell]

  init(constant: Double = 0, cells: [Cell] = []) {
    self.constant = constant
    self.cells = cells
  }

  /// The position of `symbol` among the cells, or where it would be inserted.
  func position(of symbol: Symbol) -> (index: Int, found: Bool) {
    var low = 0
    var high = cells.count
    while low < high {
      let middle = (low + high) >> 1
      let candidate = cells[middle].symbol
      if candidate == symbol { return (middle, true) }
      if candidate < symbol { low = middle + 1 } else { high = middle }
    }
    return (low, false)
  }

  /// The coefficient of `symbol`, 0 when absent.
  func coefficient(for symbol: Symbol) -> Double {
    let place = position(of: symbol)
    return place.found ? cells[place.index].coefficient : 0
  }

  /// Whether `symbol` has a cell.
  func contains(_ symbol: Symbol) -> Bool { position(of: symbol).found }

  /// Multiplies the constant and every coefficient by `factor`.
  mutating func scale(by factor: Double) {
    constant *= factor
    for index in cells.indices { cells[index].coefficient *= factor }
  }

  /// Removes the cell of `symbol` and returns it, if there is one.
  @discardableResult
  mutating func remove(_ symbol: Symbol) -> Cell? {
    let place = position(of: symbol)
    guard place.found else { return nil }
    return cells.remove(at: place.index)
  }

  /// Sets the coefficient of `symbol`, inserting a cell in order.
  ///
  /// A zero coefficient removes it.
  mutating func set(_ symbol: Symbol, _ coefficient: Double) {
    let place = position(of: symbol)
    if place.found {
      if coefficient == 0 {
        cells.remove(at: place.index)
      } else {
        cells[place.index].coefficient = coefficient
      }
    } else if coefficient != 0 {
      cells.insert(Cell(symbol: symbol, coefficient: coefficient), at: place.index)
    }
  }

  /// Rewrites `basic = constant + a * entering + …` as `entering = …`, with `basic` among the
  /// cells.
  ///
  /// Algebra: `0 = constant + a * entering + rest - basic`, so
  /// `entering = -(constant + rest - basic) / a`. `entering` must have a cell.
  mutating func solve(for entering: Symbol, replacing basic: Symbol) {
    var removed: [Cell] = []
    solve(for: entering, replacing: basic, unregistering: &removed)
  }

  /// ``solve(for:replacing:)``, appending the removed cell of `entering` to `removed`.
  mutating func solve(for entering: Symbol, replacing basic: Symbol, unregistering removed: inout [Cell]) {
    guard let cell = remove(entering) else { return }
    removed.append(cell)
    set(basic, -1)
    scale(by: -1 / cell.coefficient)
  }

  /// Rewrites the equation `0 = constant + a * subject + …` as `subject = -(constant + …) / a`.
  ///
  /// `subject` must have a cell.
  mutating func solve(for subject: Symbol) {
    let coefficient = remove(subject)?.coefficient ?? 0
    scale(by: -1 / coefficient)
  }

  /// Adds `factor * source` to this row, without a cell for `dropping`, writing through `scratch`.
  ///
  /// Coefficients that cancel to within `Tolerance.zero` disappear.
  ///
  /// The positions of the new cells (new symbols, whose `entry` is -1) are appended to `gained`
  /// and the cells that cancelled to `lost`, so the caller can keep a column index in step;
  /// `dropping` itself is not reported.
  mutating func add(
    _ source: Row, times factor: Double, dropping: Symbol,
    scratch: inout [Cell], gained: inout [Int], lost: inout [Cell]
  ) {
    constant += factor * source.constant
    scratch.removeAll(keepingCapacity: true)
    scratch.reserveCapacity(cells.count + source.cells.count)
    cells.withUnsafeBufferPointer { mine in
      source.cells.withUnsafeBufferPointer { theirs in
        var i = 0
        var j = 0
        while i < mine.count || j < theirs.count {
          if j == theirs.count || (i < mine.count && mine[i].symbol < theirs[j].symbol) {
            if mine[i].symbol != dropping { scratch.append(mine[i]) }
            i += 1
          } else if i == mine.count || theirs[j].symbol < mine[i].symbol {
            let value = factor * theirs[j].coefficient
            if abs(value) > Tolerance.zero && theirs[j].symbol != dropping {
              gained.append(scratch.count)
              scratch.append(Cell(symbol: theirs[j].symbol, coefficient: value))
            }
            j += 1
          } else {
            if mine[i].symbol != dropping {
              let value = mine[i].coefficient + factor * theirs[j].coefficient
              if abs(value) > Tolerance.zero {
                var cell = mine[i]
                cell.coefficient = value
                scratch.append(cell)
              } else {
                lost.append(mine[i])
              }
            }
            i += 1
            j += 1
          }
        }
      }
    }
    swap(&cells, &scratch)
  }
}
