import Testing

@testable import Cassowary

@Suite("Solver regressions")
struct SolverRegressionTests {
  private let x = Variable("x")
  private let y = Variable("y")
  private let w = Variable("w")
  private let h = Variable("h")
  private let screen = Variable("W")

  // MARK: Redundancy and round-off

  @Test(arguments: [1.536, 1.0 / 3, 0.1, 7.0 / 9])
  func aspectRatioWrittenTwiceIsRedundant(ratio: Double) throws {
    // w == r·h and h == w / r say the same thing; w / r is (1/r)·w, and r·(1/r) differs from 1
    // by round-off, which must not turn the pair into a conflict. With h == 100: w = 100·r.
    let solver = Solver()
    try solver.add(w == ratio * h)
    try solver.add(h == w / ratio)
    try solver.add(h == 100)
    expectSolution(solver, [h: 100, w: 100 * ratio])

    // The same with the pin first.
    let pinnedFirst = Solver()
    try pinnedFirst.add(h == 100)
    try pinnedFirst.add(w == ratio * h)
    try pinnedFirst.add(h == w / ratio)
    expectSolution(pinnedFirst, [h: 100, w: 100 * ratio])
  }

  @Test(arguments: [1.536, 1.0 / 3, 0.1, 7.0 / 9])
  func aspectRatioWrittenTwiceStaysBoundedUnderAPull(ratio: Double) throws {
    // w <= 320 required, strong w == 1000: w = 320, h = 320 / r (autolayout.js#21 reported
    // "Objective function is unbounded" here for r = 1.536).
    let solver = Solver()
    try solver.add(w <= 320)
    try solver.add((w == 1000) ~ .strong)
    try solver.add(w == ratio * h)
    try solver.add(h == w / ratio)
    expectSolution(solver, [w: 320, h: 320 / ratio])

    // A real conflict is still caught: h >= 320 / r + 1 would need w >= 320 + r > 320.
    #expect(throws: SolverError.self) { try solver.add(h >= 320 / ratio + 1) }
    expectSolution(solver, [w: 320, h: 320 / ratio])
  }

  @Test func redundantTripleIsAccepted() throws {
    // x == 10 and x + y == 30 give y = 20, so y == 20 is redundant (compnerd/cassowary throws).
    let solver = Solver()
    let sum = x + y == 30
    try solver.add(x == 10)
    try solver.add(sum)
    try solver.add(y == 20)
    expectSolution(solver, [x: 10, y: 20])

    // Without the sum, y == 20 alone keeps y at 20.
    try solver.remove(sum)
    expectSolution(solver, [x: 10, y: 20])
  }

  @Test func contradictoryEqualitiesThrow() throws {
    // x == 10 then x == 20 must throw (compnerd/cassowary accepts it silently, keeping x = 10).
    let solver = Solver()
    let ten = x == 10
    let twenty = x == 20
    try solver.add(ten)
    let error = #expect(throws: SolverError.self) { try solver.add(twenty) }
    guard case .unsatisfiableConstraint(let failing, let conflicting)? = error else {
      Issue.record("expected unsatisfiableConstraint, got \(String(describing: error))")
      return
    }
    #expect(failing === twenty)
    #expect(Set(conflicting.map(ObjectIdentifier.init)) == [ObjectIdentifier(ten), ObjectIdentifier(twenty)])
    #expect(!solver.contains(twenty))
    expectSolution(solver, [x: 10])
  }

  @Test(arguments: [320, 1.0 / 3, 0.1, 768.3, 12_345.678, 2])
  func redundantSplitOfARequiredParameterFollowsEverySuggestion(width: Double) throws {
    // x == 0.3·W, y == 0.7·W and x + y == W: the third follows from the others up to round-off.
    let solver = Solver()
    try solver.addEditVariable(screen, priority: .required, value: 100)
    try solver.add([x == 0.3 * screen, y == 0.7 * screen, x + y == screen])
    try solver.suggestValue(width, for: screen)
    expectSolution(solver, [screen: width, x: 0.3 * width, y: 0.7 * width])
  }

  @Test(arguments: [320, 1e6, 2e8, 1e9])
  func redundantSplitOfALargeValueIsAccepted(total: Double) throws {
    // W == total, x == 0.3·W, y == 0.7·W make x + y == W redundant; in doubles 0.3 + 0.7 - 1 is
    // round-off, scaled here by W. Expected x = 0.3·total, y = 0.7·total.
    let solver = Solver()
    try solver.add([screen == total, x == 0.3 * screen, y == 0.7 * screen, x + y == screen])
    expectSolution(solver, [screen: total, x: 0.3 * total, y: 0.7 * total])
  }

  @Test func constraintsStayUsableAfterAConflict() throws {
    // kiwi.js#31: after an unsatisfiable add, a valid constraint that is removed and re-added
    // was reported unsatisfiable. x >= 10 and x <= 5 take turns; a weak x == 7 shows which holds.
    let solver = Solver()
    let floor = x >= 10
    let ceiling = x <= 5
    try solver.add((x == 7) ~ .weak)
    try solver.add(floor)
    #expect(throws: SolverError.self) { try solver.add(ceiling) }
    expectSolution(solver, [x: 10])

    try solver.remove(floor)
    try solver.add(ceiling)
    expectSolution(solver, [x: 5])
    #expect(throws: SolverError.self) { try solver.add(floor) }

    try solver.remove(ceiling)
    try solver.add(floor)
    expectSolution(solver, [x: 10])
  }

  @Test func suggestionSequenceThroughAWeakerMinimum() throws {
    // x == 8, x + w + 8 == W, (w >= 44) ~ medium, W strong. The required equality gives
    // w = W - 8 - 8 = W - 16, and the strong W beats the medium minimum:
    // W = 400 → w = 384; W = 30 → w = 14 (< 44); W = 400 → 384; W = 20 → 4.
    let solver = Solver()
    try solver.add(x == 8)
    try solver.add(x + w + 8 == screen)
    try solver.add((w >= 44) ~ .medium)
    try solver.addEditVariable(screen, priority: .strong)
    for (width, expected) in [(400.0, 384.0), (30, 14), (400, 384), (20, 4)] {
      try solver.suggestValue(width, for: screen)
      expectSolution(solver, [screen: width, x: 8, w: expected])
    }
  }

  // MARK: Cycling and degeneracy

  @Test(arguments: [true, false])
  func bealesCyclingExampleReachesTheOptimum(objectiveFirst: Bool) throws {
    // Beale (1955): minimise z = -3/4 x4 + 150 x5 - 1/50 x6 + 6 x7 subject to
    //   1/4 x4 - 60 x5 - 1/25 x6 + 9 x7 <= 0,  1/2 x4 - 90 x5 - 1/50 x6 + 3 x7 <= 0,  x6 <= 1,  x >= 0.
    // The optional z == -1000 has error z + 1000 (z never reaches -1000), so minimising the
    // error minimises z.
    // Optimum: at x4 = 1/25, x6 = 1, x5 = x7 = 0, z = -3/100 - 2/100 = -1/20, and the rows read
    // 1/100 - 4/100 = -3/100 <= 0, 1/50 - 1/50 = 0, x6 = 1. It is optimal: with multipliers
    // (0, 3/2, 1/20) on the three rows, z + 3/2·row2 + 1/20·(x6 - 1) =
    // 0·x4 + 15 x5 + 0·x6 + 21/2 x7 - 1/20 >= -1/20 for every feasible point, with equality only
    // when x5 = x7 = 0; then x4 <= x6/25 <= 1/25 and z = -3/4 x4 - x6/50 forces x4 = 1/25, x6 = 1.
    let x4 = Variable("x4")
    let x5 = Variable("x5")
    let x6 = Variable("x6")
    let x7 = Variable("x7")
    let row1: LinearExpression = 0.25 * x4 - 60 * x5 - x6 / 25 + 9 * x7
    let row2: LinearExpression = 0.5 * x4 - 90 * x5 - x6 / 50 + 3 * x7
    let z: LinearExpression = -0.75 * x4 + 150 * x5 - x6 / 50 + 6 * x7
    let goal = (z == -1000) ~ .strong
    let constraints = [row1 <= 0, row2 <= 0, x6 <= 1, x4 >= 0, x5 >= 0, x6 >= 0, x7 >= 0]

    let solver = Solver()
    try solver.add(objectiveFirst ? [goal] + constraints : constraints + [goal])
    expectSolution(solver, [x4: 0.04, x5: 0, x6: 1, x7: 0])
    let objective =
      -0.75 * solver.value(of: x4) + 150 * solver.value(of: x5) - solver.value(of: x6) / 50 + 6
      * solver.value(of: x7)
    #expect(abs(objective - -0.05) <= 1e-9)
  }

  @Test(arguments: [
    // Strong pulls up and right at one priority: maximise x + y → the vertex (10, 20).
    FanPull(name: "up-right", x: (100, .strong), y: (100, .strong), expected: (10, 20)),
    // Strong x → 100 first: x = 10; then medium y → -100: y = 0 (10k <= 10k + 20(31 - k)).
    FanPull(name: "right-down", x: (100, .strong), y: (-100, .medium), expected: (10, 0)),
    // Strong x → -100: x = 0; then medium y → 100: y <= 20 from the box and
    // y <= 20 + 10k/(31 - k) from the fan, so y = 20.
    FanPull(name: "left-up", x: (-100, .strong), y: (100, .medium), expected: (0, 20)),
    // One priority: minimise (100 - x) + (y + 100) → maximise x - y → x = 10, y = 0.
    FanPull(name: "apart", x: (100, .medium), y: (-100, .medium), expected: (10, 0)),
  ])
  func thirtyTightInequalitiesAtOneVertexTerminate(pull: FanPull) throws {
    let solver = Solver()
    try solver.add(fan(x: x, y: y))
    try solver.add([(x == pull.x.target) ~ pull.x.priority, (y == pull.y.target) ~ pull.y.priority])
    expectSolution(solver, [x: pull.expected.x, y: pull.expected.y])
  }

  @Test func pullsMovingAcrossADegenerateVertexMatchTheirOwnOptima() throws {
    // The same cases one after another in one solver, twice round, removing each pair of pulls
    // before adding the next.
    let pulls = [
      FanPull(name: "up-right", x: (100, .strong), y: (100, .strong), expected: (10, 20)),
      FanPull(name: "right-down", x: (100, .strong), y: (-100, .medium), expected: (10, 0)),
      FanPull(name: "left-up", x: (-100, .strong), y: (100, .medium), expected: (0, 20)),
      FanPull(name: "apart", x: (100, .medium), y: (-100, .medium), expected: (10, 0)),
    ]
    let solver = Solver()
    try solver.add(fan(x: x, y: y))
    for pull in pulls + pulls {
      let constraints = [(x == pull.x.target) ~ pull.x.priority, (y == pull.y.target) ~ pull.y.priority]
      try solver.add(constraints)
      expectSolution(solver, [x: pull.expected.x, y: pull.expected.y])
      for constraint in constraints { try solver.remove(constraint) }
    }
  }

  @Test func manyBoundsTightAtZeroRelaxWhenTheirSumIsFreed() throws {
    // v[i] >= 0 and Σ v <= 0 force every v[i] = 0 (31 tight rows at one point) against weak
    // pulls v[i] == i + 1. Freeing the sum gives v[i] = i + 1; adding it back returns to 0.
    let variables = (0..<30).map { Variable("v\($0)") }
    let sum = variables.dropFirst().reduce(LinearExpression(variables[0])) { $0 + $1 }
    let cap = sum <= 0
    let solver = Solver()
    try solver.add(variables.map { $0 >= 0 })
    try solver.add(cap)
    for (index, variable) in variables.enumerated() {
      try solver.add((variable == Double(index + 1)) ~ .weak)
    }
    for variable in variables { #expect(abs(solver.value(of: variable)) <= 1e-9, "\(variable)") }

    try solver.remove(cap)
    for (index, variable) in variables.enumerated() {
      #expect(abs(solver.value(of: variable) - Double(index + 1)) <= 1e-9, "\(variable)")
    }

    try solver.add(cap)
    for variable in variables { #expect(abs(solver.value(of: variable)) <= 1e-9, "\(variable)") }
    #expect(solver._checkInvariants() == [])
  }

  // MARK: Size

  @Test func longChainOfViewsFillsItsContainer() throws {
    // x0 == 0, x[i] == x[i-1] + w[i-1] + 8, w[i] >= 20, (w[i] == 50) ~ medium,
    // x[n-1] + w[n-1] <= 40n. The right edge is Σw + 8(n - 1); 50 each would need
    // 58n - 8 > 40n, so the medium errors Σ(50 - w) are smallest when Σw is as large as the bound
    // allows: Σw = 40n - 8(n - 1) = 40·1000 - 8·999 = 32,008 (mean 32.008 >= 20, so feasible).
    let count = 1000
    let xs = (0..<count).map { Variable("x\($0)") }
    let ws = (0..<count).map { Variable("w\($0)") }
    let solver = Solver()
    try solver.add(xs[0] == 0)
    for index in 0..<count {
      try solver.add(ws[index] >= 20)
      try solver.add((ws[index] == 50) ~ .medium)
      if index > 0 { try solver.add(xs[index] == xs[index - 1] + ws[index - 1] + 8) }
    }
    try solver.add(xs[count - 1] + ws[count - 1] <= 40 * Double(count))

    let tolerance = 1e-6
    #expect(abs(solver.value(of: xs[0])) <= tolerance)
    var total = 0.0
    for index in 0..<count {
      let width = solver.value(of: ws[index])
      #expect(width >= 20 - tolerance && width <= 50 + tolerance, "w\(index) = \(width)")
      total += width
      if index > 0 {
        let gap =
          solver.value(of: xs[index]) - solver.value(of: xs[index - 1]) - solver.value(of: ws[index - 1]) - 8
        #expect(abs(gap) <= tolerance, "x\(index) is off by \(gap)")
      }
    }
    #expect(abs(total - 32_008) <= tolerance, "Σw = \(total)")
    let rightEdge = solver.value(of: xs[count - 1]) + solver.value(of: ws[count - 1])
    #expect(abs(rightEdge - 40_000) <= tolerance)
    #expect(solver._checkInvariants() == [])
  }

  // MARK: Dump

  @Test func dumpShowsEverySectionAndTheConstraints() throws {
    // x == 16, x + w <= W - 16, (w == 400) ~ medium, W required at 320 → x = 16, w = 288.
    let solver = Solver()
    try solver.addEditVariable(screen, priority: .required, value: 320)
    try solver.add([x == 16, x + w <= screen - 16, (w == 400) ~ .medium])
    let dump = solver.dump
    let lines = dump.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)

    let headings = [
      "Objective", "Tableau", "Definitions", "Infeasible", "Variables", "Edit Variables", "Constraints",
    ]
    let positions = headings.compactMap { lines.firstIndex(of: $0) }
    #expect(positions.count == headings.count, "headings missing from:\n\(dump)")
    #expect(positions == positions.sorted(), "headings out of order in:\n\(dump)")
    #expect(dump.hasSuffix("\n"))

    func section(_ heading: String) -> ArraySlice<String> {
      guard let start = lines.firstIndex(of: heading) else { return [] }
      let end = lines[(start + 1)...].firstIndex { !$0.hasPrefix("  ") } ?? lines.endIndex
      return lines[(start + 1)..<end]
    }
    #expect(section("Objective").contains { $0.hasPrefix("  [500] ") })
    #expect(section("Infeasible").isEmpty)
    #expect(Set(section("Variables")).isSuperset(of: ["  x = 16", "  w = 288", "  W = 320"]))
    #expect(Array(section("Edit Variables")) == ["  W (required) = 320"])
    let constraintLines = section("Constraints")
    #expect(constraintLines.count == 3)
    for (line, description) in zip(
      constraintLines, ["x - 16 == 0", "x + w - W + 16 <= 0", "w - 400 == 0 (500)"])
    {
      #expect(line.hasPrefix("  \(description) ["), "\(line)")
    }
  }

  // MARK: Fixtures

  /// Optional pulls on x and y over the `fan`, with the optimum worked out by hand.
  struct FanPull: Sendable, CustomTestStringConvertible {
    var name: String
    var x: (target: Double, priority: Priority)
    var y: (target: Double, priority: Priority)
    var expected: (x: Double, y: Double)

    var testDescription: String { name }
  }
}

// MARK: - Fixtures

/// Thirty lines through (10, 20), k·x + (31 - k)·y <= 10k + 20(31 - k) for k = 1...30, and the box
/// 0 <= x <= 10, 0 <= y <= 20: 32 inequalities are tight at the vertex (10, 20).
private func fan(x: Variable, y: Variable) -> [Constraint] {
  let lines = (1...30).map { k in
    let a = Double(k)
    let b = Double(31 - k)
    return a * x + b * y <= 10 * a + 20 * b
  }
  return lines + [x <= 10, y <= 20, x >= 0, y >= 0]
}
