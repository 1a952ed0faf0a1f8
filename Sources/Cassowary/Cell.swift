/// One coefficient of a row: `coefficient * symbol`.
struct Cell: Sendable {
  var symbol: Symbol
  /// The cell's entry in the tableau's column index (see `SlotLists`), so that the index can
  /// forget the cell in constant time; -1 while the row is not in the tableau.
  var entry: Int32
  var coefficient: Double

  init(symbol: Symbol, coefficient: Double) {
    self.symbol = symbol
    self.entry = -1
    self.coefficient = coefficient
  }
}
