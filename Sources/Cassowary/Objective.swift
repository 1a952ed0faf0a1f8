/// The lexicographic objective: one row of error terms per priority level, highest priority
/// first.
///
/// Each optional constraint puts its error symbols, with coefficient 1, into the row of its
/// priority. A symbol's cost is the vector of its coefficients across the levels, compared
/// lexicographically, so no amount of error at one priority can buy any error at a higher one —
/// unlike a single weighted sum, whose fixed weights a few thousand low-priority constraints can
/// outweigh. Layouts use few distinct priorities, so the vectors stay short.
struct Objective: Sendable {
  /// The priority of each level, strictly decreasing.
  private(set) var priorities: [Double] = []
  /// The objective row of each level, in parametric symbols only.
  var levels: [Row] = []

  /// The level of `priority`, created empty when it does not exist yet.
  mutating func level(for priority: Double) -> Int {
    var index = 0
    while index < priorities.count && priorities[index] > priority { index += 1 }
    if index < priorities.count && priorities[index] == priority { return index }
    priorities.insert(priority, at: index)
    levels.insert(Row(), at: index)
    return index
  }

  /// The level of `priority`, which must exist.
  func existingLevel(for priority: Double) -> Int? {
    priorities.firstIndex(of: priority)
  }

  /// Whether `symbol` costs nothing at every level above `level`.
  func isFree(_ symbol: Symbol, above level: Int) -> Bool {
    for index in 0..<level where abs(levels[index].coefficient(for: symbol)) > Tolerance.zero {
      return false
    }
    return true
  }
}
