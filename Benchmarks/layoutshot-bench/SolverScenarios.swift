// The systems the solver benchmark builds: the same variables and constraints, in the same
// insertion order and at the same strengths, as Benchmarks/kiwi_bench.py (Kiwi's strong,
// medium and weak are priorities 750, 500 and 250; required is the default priority).

import Cassowary

/// The `chain` and `chain_slack` scenarios: views placed one after another in a row.
///
/// For each view *i*: `x[0] == 0` or `x[i] == x[i-1] + w[i-1] + 8`, then `w[i] >= 20`
/// (required) and `w[i] == 50` (medium); last, `x[N-1] + w[N-1] <= bound * N` (required).
/// With a bound of 40 per view the preferred width (58 per view) must shrink (`chain`); with 100
/// it fits (`chain_slack`). 3N + 1 constraints.
struct Chain {
  /// The left edge of each view.
  let left: [Variable]
  /// The width of each view.
  let width: [Variable]
  /// The room each view has on average: the row must end at `boundPerView * N`.
  let boundPerView: Double

  /// Creates the variables of a chain of `count` views, without any constraint.
  init(count: Int, boundPerView: Double) {
    self.left = (0..<count).map { _ in Variable() }
    self.width = (0..<count).map { _ in Variable() }
    self.boundPerView = boundPerView
  }

  /// Makes each constraint in insertion order and hands it to `body`.
  func forEachConstraint<E: Error>(_ body: (Constraint) throws(E) -> Void) throws(E) {
    let count = left.count
    for i in 0..<count {
      if i == 0 {
        try body(left[0] == 0)
      } else {
        try body(left[i] == left[i - 1] + width[i - 1] + 8)
      }
      try body(width[i] >= 20)
      try body((width[i] == 50) ~ .medium)
    }
    try body(left[count - 1] + width[count - 1] <= boundPerView * Double(count))
  }

  /// The sum of all left edges plus the sum of all widths, summed in that order.
  func sumOfValues(in solver: Solver) -> Double {
    sum(left, in: solver) + sum(width, in: solver)
  }
}

/// The `grid` and `grid_minw` scenarios: cells in rows of ``columns``, laid out in a screen whose
/// size and safe-area insets are edit variables.
///
/// Per cell, all required: the cells of a row split the safe width equally with 8-point gaps
/// (`l[i] == SL + 8` or `l[i] == l[i-1] + w[i-1] + 8` with `w[i] == w[first]`, and
/// `l[last] + w[last] == W - SR - 8`), `w[i] == 1.5 * h[i]`, and the rows stack 8 points apart
/// from `ST + 8` (`t[i] == t[first]` within a row). `grid_minw` adds `w[i] >= 44` (medium) before
/// the aspect ratio; ten of them do not fit on a phone. The scroll content height is
/// `max(H - ST - SB, bottom of the last cell + 8 - ST)`: two required `>=` and a weak `== 0`.
struct Grid {
  /// Cells per row, `COLS` in kiwi_bench.py.
  static let columns = 10

  /// Whether each cell also prefers a width of at least 44 (`grid_minw`).
  let minimumWidths: Bool
  /// The number of cells, N rounded down to whole rows.
  let count: Int
  /// The screen size and safe-area insets (`W, H, ST, SB, SL, SR`).
  let screenWidth = Variable("W"), screenHeight = Variable("H")
  let safeTop = Variable("ST"), safeBottom = Variable("SB")
  let safeLeft = Variable("SL"), safeRight = Variable("SR")
  /// The edit variables, in the order of ``DeviceProfile/editValues``.
  let editVariables: [Variable]
  /// The height of the scroll view's content.
  let contentHeight = Variable("content")
  /// The left edge, top edge, width and height of each cell.
  let left: [Variable], top: [Variable], width: [Variable], height: [Variable]
  /// The 4N + 1 values a layout reads: left edges, tops, widths, heights, then the content height.
  let allVariables: [Variable]

  /// Creates the variables for `cellCount` cells rounded down to whole rows, without any
  /// constraint.
  init(cellCount: Int, minimumWidths: Bool) {
    self.minimumWidths = minimumWidths
    self.count = cellCount / Self.columns * Self.columns
    self.editVariables = [screenWidth, screenHeight, safeTop, safeBottom, safeLeft, safeRight]
    self.left = (0..<count).map { _ in Variable() }
    self.top = (0..<count).map { _ in Variable() }
    self.width = (0..<count).map { _ in Variable() }
    self.height = (0..<count).map { _ in Variable() }
    self.allVariables = left + top + width + height + [contentHeight]
  }

  /// Makes each constraint in insertion order and hands it to `body`.
  ///
  /// - Precondition: The grid has at least one cell.
  func forEachConstraint<E: Error>(_ body: (Constraint) throws(E) -> Void) throws(E) {
    precondition(count > 0, "a grid needs at least \(Self.columns) cells")
    let columns = Self.columns
    for row in 0..<count / columns {
      let first = row * columns
      for column in 0..<columns {
        let i = first + column
        if column == 0 {
          try body(left[i] == safeLeft + 8)
        } else {
          try body(left[i] == left[i - 1] + width[i - 1] + 8)
          try body(width[i] == width[first])
        }
        if column == columns - 1 {
          try body(left[i] + width[i] == screenWidth - safeRight - 8)
        }
        if minimumWidths {
          try body((width[i] >= 44) ~ .medium)
        }
        try body(width[i] == 1.5 * height[i])
        if column == 0 {
          if row == 0 {
            try body(top[i] == safeTop + 8)
          } else {
            let above = first - columns
            try body(top[i] == top[above] + height[above] + 8)
          }
        } else {
          try body(top[i] == top[first])
        }
      }
    }
    let last = count - 1
    try body(contentHeight >= screenHeight - safeTop - safeBottom)
    try body(contentHeight >= top[last] + height[last] + 8 - safeTop)
    try body((contentHeight == 0) ~ .weak)
  }

  /// A solver holding the grid laid out for the first profile: the edit variables (strong) are
  /// added and suggested their values first, then every constraint.
  func build() throws(SolverError) -> Solver {
    let solver = Solver()
    for (variable, value) in zip(editVariables, DeviceProfile.all[0].editValues) {
      try solver.addEditVariable(variable, priority: .strong)
      try solver.suggestValue(value, for: variable)
    }
    try forEachConstraint { (constraint) throws(SolverError) in try solver.add(constraint) }
    return solver
  }

  /// The sum of the values of ``allVariables``, in that order.
  func sumOfValues(in solver: Solver) -> Double {
    sum(allVariables, in: solver)
  }

  /// Lays the grid out for every profile in turn, as a relayout sweep; returns the sum over the
  /// profiles of ``sumOfValues(in:)``.
  func sweep(_ solver: Solver) throws(SolverError) -> Double {
    var total = 0.0
    for profile in DeviceProfile.all {
      for (variable, value) in zip(editVariables, profile.editValues) {
        try solver.suggestValue(value, for: variable)
      }
      total += sumOfValues(in: solver)
    }
    return total
  }
}

/// The values of `variables` added one by one in order, as Python's `sum` adds them.
///
/// The values are read in one call, as a layout engine reads a whole layout.
private func sum(_ variables: [Variable], in solver: Solver) -> Double {
  solver.values(of: variables).reduce(0, +)
}
