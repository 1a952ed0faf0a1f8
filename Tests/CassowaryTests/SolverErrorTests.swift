import Testing

@testable import Cassowary

@Suite("Solver errors")
struct SolverErrorTests {
  private let x = Variable("x")
  private let y = Variable("y")
  private let w = Variable("w")

  // MARK: Constraints

  @Test func addingTheSameInstanceTwiceIsADuplicate() throws {
    let solver = Solver()
    let constraint = x == 10
    try solver.add(constraint)
    let error = expectRejection(by: solver, watching: [x]) { () throws(SolverError) in
      try solver.add(constraint)
    }
    guard case .duplicateConstraint(let duplicate)? = error else {
      Issue.record("expected duplicateConstraint, got \(String(describing: error))")
      return
    }
    #expect(duplicate === constraint)
    #expect(error?.description == "The constraint 'x - 10 == 0' was already added to this solver.")
  }

  @Test func addingAnArrayWithADuplicateAddsNone() throws {
    let solver = Solver()
    try solver.add(y == 1)
    let constraint = x >= 10
    let error = expectRejection(by: solver, watching: [x, y]) { () throws(SolverError) in
      try solver.add([x <= 40, constraint, constraint])
    }
    guard case .duplicateConstraint(let duplicate)? = error else {
      Issue.record("expected duplicateConstraint, got \(String(describing: error))")
      return
    }
    #expect(duplicate === constraint)
  }

  @Test func distinctButEqualConstraintsAreMerelyRedundant() throws {
    let solver = Solver()
    let first = x == 10
    let second = x == 10
    try solver.add(first)
    try solver.add(second)
    try solver.add(x >= 5)
    try solver.add(x >= 5)
    try solver.add((y == 3) ~ .weak)
    try solver.add((y == 3) ~ .weak)
    #expect(solver.contains(first))
    #expect(solver.contains(second))
    #expect(solver.constraints.count == 6)
    #expect(solver.value(of: x) == 10)
    #expect(solver.value(of: y) == 3)
    #expect(solver._checkInvariants() == [])

    // Removing one of the equal pair leaves the other in force.
    try solver.remove(first)
    try solver.add((x == 99) ~ .strong)
    #expect(solver.value(of: x) == 10)
    #expect(solver._checkInvariants() == [])
  }

  @Test func removingAConstraintNeverAddedIsUnknown() throws {
    let solver = Solver()
    try solver.add(y == 1)
    let stranger = x == 10
    let error = expectRejection(by: solver, watching: [x, y]) { () throws(SolverError) in
      try solver.remove(stranger)
    }
    guard case .unknownConstraint(let unknown)? = error else {
      Issue.record("expected unknownConstraint, got \(String(describing: error))")
      return
    }
    #expect(unknown === stranger)
    #expect(error?.description == "The constraint 'x - 10 == 0' is not in this solver.")
  }

  @Test func removingAConstraintTwiceIsUnknown() throws {
    let solver = Solver()
    let constraint = (x <= 20) ~ .strong
    try solver.add(y == 1)
    try solver.add(constraint)
    try solver.remove(constraint)
    let error = expectRejection(by: solver, watching: [x, y]) { () throws(SolverError) in
      try solver.remove(constraint)
    }
    guard case .unknownConstraint(let unknown)? = error else {
      Issue.record("expected unknownConstraint, got \(String(describing: error))")
      return
    }
    #expect(unknown === constraint)
    #expect(error?.description == "The constraint 'x - 20 <= 0 (750)' is not in this solver.")
  }

  @Test func removingAConstraintOfAnotherSolverIsUnknown() throws {
    let other = Solver()
    let constraint = x == 10
    try other.add(constraint)
    let solver = Solver()
    let error = expectRejection(by: solver, watching: [x]) { () throws(SolverError) in
      try solver.remove(constraint)
    }
    guard case .unknownConstraint? = error else {
      Issue.record("expected unknownConstraint, got \(String(describing: error))")
      return
    }
    #expect(other.contains(constraint))
  }

  @Test func nanCoefficientIsNonFinite() throws {
    let solver = try populatedSolver()
    let constraint = Double.nan * x == 0
    let error = expectRejection(by: solver, watching: [x, y, w]) { () throws(SolverError) in
      try solver.add(constraint)
    }
    guard case .nonFiniteConstraint(let rejected)? = error else {
      Issue.record("expected nonFiniteConstraint, got \(String(describing: error))")
      return
    }
    #expect(rejected === constraint)
    #expect(
      error?.description
        == "The constraint 'nan * x == 0' has a coefficient or constant that is not a finite number.")
  }

  @Test func infiniteConstantIsNonFinite() throws {
    let solver = try populatedSolver()
    // x == ∞ is x - ∞ == 0.
    let constraint = (x == Double.infinity) ~ .weak
    let error = expectRejection(by: solver, watching: [x, y, w]) { () throws(SolverError) in
      try solver.add(constraint)
    }
    guard case .nonFiniteConstraint(let rejected)? = error else {
      Issue.record("expected nonFiniteConstraint, got \(String(describing: error))")
      return
    }
    #expect(rejected === constraint)
    #expect(
      error?.description
        == "The constraint 'x - inf == 0 (250)' has a coefficient or constant that is not a finite number.")
  }

  @Test(arguments: [
    (Priority(0), "The priority 0.0 is outside 1...1000."),
    (Priority(1000.5), "The priority 1000.5 is outside 1...1000."),
    (Priority(-3), "The priority -3.0 is outside 1...1000."),
    (Priority(.nan), "The priority nan is outside 1...1000."),
  ])
  func constraintWithAPriorityOutsideTheScaleIsRejected(priority: Priority, message: String) throws {
    let solver = try populatedSolver()
    let error = expectRejection(by: solver, watching: [x, y, w]) { () throws(SolverError) in
      try solver.add((x == 5) ~ priority)
    }
    guard case .invalidPriority(let rejected)? = error else {
      Issue.record("expected invalidPriority, got \(String(describing: error))")
      return
    }
    #expect(rejected.rawValue == priority.rawValue || (rejected.rawValue.isNaN && priority.rawValue.isNaN))
    #expect(error?.description == message)
  }

  // MARK: Edit variables

  @Test func makingAnEditVariableTwiceIsADuplicate() throws {
    let solver = try populatedSolver()
    try solver.addEditVariable(y, priority: .strong, value: 3)
    let error = expectRejection(by: solver, watching: [x, y, w]) { () throws(SolverError) in
      try solver.addEditVariable(y, priority: .medium, value: 9)
    }
    guard case .duplicateEditVariable(let variable)? = error else {
      Issue.record("expected duplicateEditVariable, got \(String(describing: error))")
      return
    }
    #expect(variable === y)
    #expect(error?.description == "The variable 'y' is already an edit variable of this solver.")
    #expect(solver.suggestedValue(for: y) == 3)
  }

  @Test func suggestingForANonEditVariableIsUnknown() throws {
    let solver = try populatedSolver()
    let error = expectRejection(by: solver, watching: [x, y, w]) { () throws(SolverError) in
      try solver.suggestValue(5, for: x)
    }
    guard case .unknownEditVariable(let variable)? = error else {
      Issue.record("expected unknownEditVariable, got \(String(describing: error))")
      return
    }
    #expect(variable === x)
    #expect(error?.description == "The variable 'x' is not an edit variable of this solver.")
  }

  @Test func removingANonEditVariableIsUnknown() throws {
    let solver = try populatedSolver()
    try solver.addEditVariable(y, priority: .strong)
    try solver.removeEditVariable(y)
    let error = expectRejection(by: solver, watching: [x, y, w]) { () throws(SolverError) in
      try solver.removeEditVariable(y)
    }
    guard case .unknownEditVariable(let variable)? = error else {
      Issue.record("expected unknownEditVariable, got \(String(describing: error))")
      return
    }
    #expect(variable === y)
    #expect(error?.description == "The variable 'y' is not an edit variable of this solver.")
  }

  @Test(arguments: [
    (Double.nan, "The value nan for the edit variable 'y' is not a finite number."),
    (Double.infinity, "The value inf for the edit variable 'y' is not a finite number."),
    (-Double.infinity, "The value -inf for the edit variable 'y' is not a finite number."),
  ])
  func suggestingANonFiniteValueIsRejected(value: Double, message: String) throws {
    let solver = try populatedSolver()
    try solver.addEditVariable(y, priority: .strong, value: 3)
    let error = expectRejection(by: solver, watching: [x, y, w]) { () throws(SolverError) in
      try solver.suggestValue(value, for: y)
    }
    guard case .nonFiniteValue(let variable, let rejected)? = error else {
      Issue.record("expected nonFiniteValue, got \(String(describing: error))")
      return
    }
    #expect(variable === y)
    #expect(rejected == value || (rejected.isNaN && value.isNaN))
    #expect(error?.description == message)
    #expect(solver.suggestedValue(for: y) == 3)
  }

  @Test func makingAnEditVariableWithNaNIsRejected() throws {
    let solver = try populatedSolver()
    let error = expectRejection(by: solver, watching: [x, y, w]) { () throws(SolverError) in
      try solver.addEditVariable(y, priority: .strong, value: .nan)
    }
    guard case .nonFiniteValue(let variable, let value)? = error else {
      Issue.record("expected nonFiniteValue, got \(String(describing: error))")
      return
    }
    #expect(variable === y)
    #expect(value.isNaN)
    #expect(error?.description == "The value nan for the edit variable 'y' is not a finite number.")
    #expect(!solver.hasEditVariable(y))
  }

  @Test(arguments: [
    (Priority(0), "The priority 0.0 is outside 1...1000."),
    (Priority(1000.5), "The priority 1000.5 is outside 1...1000."),
    (Priority(-3), "The priority -3.0 is outside 1...1000."),
    (Priority(.nan), "The priority nan is outside 1...1000."),
  ])
  func editVariableWithAPriorityOutsideTheScaleIsRejected(priority: Priority, message: String) throws {
    let solver = try populatedSolver()
    let error = expectRejection(by: solver, watching: [x, y, w]) { () throws(SolverError) in
      try solver.addEditVariable(y, priority: priority, value: 1)
    }
    guard case .invalidPriority? = error else {
      Issue.record("expected invalidPriority, got \(String(describing: error))")
      return
    }
    #expect(error?.description == message)
    #expect(!solver.hasEditVariable(y))
  }

  // MARK: Unsatisfiable constraints

  @Test func conflictNamesExactlyTheConflictingPair() throws {
    // x >= 10 and x <= 5 conflict; y == 3 shares no variable and stays out of the set.
    let solver = Solver()
    let floor = x >= 10
    let unrelated = y == 3
    let ceiling = x <= 5
    try solver.add(floor)
    try solver.add(unrelated)
    let error = expectRejection(by: solver, watching: [x, y]) { () throws(SolverError) in
      try solver.add(ceiling)
    }
    guard case .unsatisfiableConstraint(let failing, let conflicting)? = error else {
      Issue.record("expected unsatisfiableConstraint, got \(String(describing: error))")
      return
    }
    #expect(failing === ceiling)
    expectSameSet(conflicting, [ceiling, floor])
    expectMinimalConflict(conflicting)
    #expect(
      error?.description == """
        Unable to satisfy the required constraint 'x - 5 <= 0'; these required constraints cannot all hold:
          x - 5 <= 0
          x - 10 >= 0
        """)
    // x >= 10 still holds: x reads at least 10, and a wish for 12 is met.
    try solver.add((x == 12) ~ .weak)
    #expect(solver.value(of: x) == 12)
  }

  @Test func conflictAlongAChainNamesExactlyTheChain() throws {
    // a = 10, b = a + 10 = 20, c = b + 10 = 30 > 15. The noise is connected to the chain
    // (a <= 100, d == a + 1, e >= c - 50) or not (z == 3), or optional (c == 12 at strong), but
    // none of it is needed for the conflict.
    let a = Variable("a")
    let b = Variable("b")
    let c = Variable("c")
    let d = Variable("d")
    let e = Variable("e")
    let z = Variable("z")
    let chain = [a == 10, b == a + 10, c == b + 10]
    let noise = [z == 3, a <= 100, d == a + 1, e >= c - 50, (c == 12) ~ .strong]
    let ceiling = c <= 15

    let solver = Solver()
    try solver.add([noise[0], noise[1], chain[0], noise[2], chain[1], noise[3], chain[2], noise[4]])
    let error = expectRejection(by: solver, watching: [a, b, c, d, e, z]) { () throws(SolverError) in
      try solver.add(ceiling)
    }
    guard case .unsatisfiableConstraint(let failing, let conflicting)? = error else {
      Issue.record("expected unsatisfiableConstraint, got \(String(describing: error))")
      return
    }
    #expect(failing === ceiling)
    expectSameSet(conflicting, chain + [ceiling])
    expectMinimalConflict(conflicting)
    // The solution is untouched: a = 10, b = 20, c = 30, d = 11.
    for (variable, value) in [(a, 10.0), (b, 20), (c, 30), (d, 11), (z, 3)] {
      #expect(abs(solver.value(of: variable) - value) <= 1e-9, "\(variable)")
    }
  }

  @Test func failedArrayAddLeavesNoneOfItsConstraints() throws {
    // x >= 10 with a wish for 0 at priority 1: x = 10, before and after the failed batch.
    let solver = Solver()
    try solver.add([x >= 10, (x == 0) ~ Priority(1)])
    let error = expectRejection(by: solver, watching: [x, y]) { () throws(SolverError) in
      try solver.add([y == 4, (x == 30) ~ .weak, x <= 5])
    }
    guard case .unsatisfiableConstraint? = error else {
      Issue.record("expected unsatisfiableConstraint, got \(String(describing: error))")
      return
    }
    #expect(!solver.isDetermined(y))
  }

  @Test func requiredEditVariableWithAnImpossibleValueIsUnsatisfiable() throws {
    // x <= 5 and the edit constraint x == 10 conflict; the edit variable is not made.
    let solver = Solver()
    let ceiling = x <= 5
    try solver.add(ceiling)
    let error = expectRejection(by: solver, watching: [x]) { () throws(SolverError) in
      try solver.addEditVariable(x, priority: .required, value: 10)
    }
    guard case .unsatisfiableConstraint(let failing, let conflicting)? = error else {
      Issue.record("expected unsatisfiableConstraint, got \(String(describing: error))")
      return
    }
    #expect(failing.description == "x - 10 == 0")
    #expect(conflicting.map(\.description).sorted() == ["x - 10 == 0", "x - 5 <= 0"])
    expectMinimalConflict(conflicting)
    #expect(conflicting.contains { $0 === ceiling })
    #expect(!solver.hasEditVariable(x))
    #expect(solver.suggestedValue(for: x) == nil)
  }

  @Test func conflictWithARequiredEditVariableNamesItsCurrentValue() throws {
    // W required at 320, x == 16, x + w <= W - 16: w <= 288, so w >= 400 cannot hold. The set is
    // the new constraint, the fit, x == 16 and W == 320 as the edit variable's constraint; the
    // optional (w == 50) ~ weak and the unrelated y == 1 are not in it.
    let screen = Variable("W")
    let left = x == 16
    let fits = x + w <= screen - 16
    let minimum = w >= 400
    let solver = Solver()
    try solver.addEditVariable(screen, priority: .required, value: 320)
    try solver.add([left, fits, (w == 50) ~ .weak, y == 1])
    let error = expectRejection(by: solver, watching: [screen, x, w, y]) { () throws(SolverError) in
      try solver.add(minimum)
    }
    guard case .unsatisfiableConstraint(let failing, let conflicting)? = error else {
      Issue.record("expected unsatisfiableConstraint, got \(String(describing: error))")
      return
    }
    #expect(failing === minimum)
    #expect(conflicting.count == 4)
    for constraint in [minimum, left, fits] {
      #expect(conflicting.contains { $0 === constraint }, "\(constraint)")
    }
    #expect(conflicting.contains { $0.description == "W - 320 == 0" })
    expectMinimalConflict(conflicting)
    #expect(solver.value(of: w) == 50)
  }

  @Test func constraintWithoutVariablesThatCannotHoldConflictsWithItself() throws {
    // x - x == 5 reduces to -5 == 0; 0 * x == 0 reduces to 0 == 0 and is fine.
    let solver = Solver()
    try solver.add(0 * x == 0)
    let impossible = x - x == 5
    let error = expectRejection(by: solver, watching: [x]) { () throws(SolverError) in
      try solver.add(impossible)
    }
    guard case .unsatisfiableConstraint(let failing, let conflicting)? = error else {
      Issue.record("expected unsatisfiableConstraint, got \(String(describing: error))")
      return
    }
    #expect(failing === impossible)
    expectSameSet(conflicting, [impossible])
    #expect(
      error?.description == """
        Unable to satisfy the required constraint 'x - x - 5 == 0'; these required constraints cannot all hold:
          x - x - 5 == 0
        """)
  }

  @Test func failedAddKeepsValuesTheConstraintsLeaveOpen() throws {
    // x <= 5 and x >= 3 leave x anywhere in [3, 5]; a failed add must not move it, and the
    // solver must read like a fresh one given the same constraints.
    let solver = Solver()
    let constraints = [x <= 5, x >= 3]
    try solver.add(constraints)
    let error = expectRejection(by: solver, watching: [x]) { () throws(SolverError) in
      try solver.add(x <= -5)
    }
    guard case .unsatisfiableConstraint? = error else {
      Issue.record("expected unsatisfiableConstraint, got \(String(describing: error))")
      return
    }
    let fresh = Solver()
    try fresh.add(constraints)
    #expect(solver.value(of: x) == fresh.value(of: x))
  }

  // MARK: Unsatisfiable suggestions

  @Test func impossibleSuggestionKeepsThePreviousValue() throws {
    // x == 16, w >= 0, x + w <= W - 16, (w == 400) ~ medium, W required at 320:
    // w = min(400, 320 - 32) = 288. W = 20 would need w <= 20 - 32 = -12 < 0: refused, and the
    // set is all four required constraints (each one removed makes the rest satisfiable).
    let screen = Variable("W")
    let left = x == 16
    let nonNegative = w >= 0
    let fits = x + w <= screen - 16
    let solver = Solver()
    try solver.addEditVariable(screen, priority: .required, value: 320)
    try solver.add([left, nonNegative, fits, (w == 400) ~ .medium])
    #expect(solver.value(of: w) == 288)

    let error = expectRejection(by: solver, watching: [screen, x, w]) { () throws(SolverError) in
      try solver.suggestValue(20, for: screen)
    }
    guard case .unsatisfiableSuggestion(let variable, let value, let conflicting)? = error else {
      Issue.record("expected unsatisfiableSuggestion, got \(String(describing: error))")
      return
    }
    #expect(variable === screen)
    #expect(value == 20)
    #expect(conflicting.count == 4)
    expectMinimalConflict(conflicting)
    #expect(conflicting.contains { $0.description == "W - 20 == 0" })
    for constraint in [left, nonNegative, fits] {
      #expect(conflicting.contains { $0 === constraint }, "\(constraint)")
    }
    #expect(
      error?.description == """
        Unable to set the required edit variable 'W' to 20; these required constraints cannot all hold:
          W - 20 == 0
          x + w - W + 16 <= 0
          w >= 0
          x - 16 == 0
        """)

    // The previous value 320 is still in effect, and the solver still works: W = 768 gives
    // w = min(400, 768 - 32) = 400, W = 40 gives w = 40 - 32 = 8.
    #expect(solver.suggestedValue(for: screen) == 320)
    #expect(solver.value(of: screen) == 320)
    try solver.suggestValue(768, for: screen)
    #expect(solver.value(of: w) == 400)
    try solver.suggestValue(40, for: screen)
    #expect(solver.value(of: w) == 8)
    #expect(solver._checkInvariants() == [])
  }

  @Test func impossibleSuggestionAfterOthersKeepsTheLastGoodValue() throws {
    // x == W / 2 and x <= 100: W may go up to 200. 150 → x = 75; 300 is refused; x stays 75.
    let screen = Variable("W")
    let solver = Solver()
    try solver.addEditVariable(screen, priority: .required, value: 0)
    try solver.add(x == screen / 2)
    try solver.add(x <= 100)
    try solver.suggestValue(150, for: screen)
    let error = expectRejection(by: solver, watching: [screen, x]) { () throws(SolverError) in
      try solver.suggestValue(300, for: screen)
    }
    guard case .unsatisfiableSuggestion? = error else {
      Issue.record("expected unsatisfiableSuggestion, got \(String(describing: error))")
      return
    }
    #expect(solver.suggestedValue(for: screen) == 150)
    #expect(solver.value(of: x) == 75)
    // 200 is the limit itself: x = 100.
    try solver.suggestValue(200, for: screen)
    #expect(solver.value(of: x) == 100)
    #expect(solver._checkInvariants() == [])
  }

  @Test func refusedSuggestionKeepsValuesTheConstraintsLeaveOpen() throws {
    // W required at 100, y <= W, 0 <= x <= 5, x + y >= 10: y may be anywhere in [10 - x, 100].
    // W = -50 would need y <= -50 and so x + y <= -45 < 10: refused, and y must not move.
    let screen = Variable("W")
    let solver = Solver()
    try solver.addEditVariable(screen, priority: .required, value: 100)
    try solver.add([y <= screen, x >= 0, x <= 5, x + y >= 10])
    let error = expectRejection(by: solver, watching: [screen, x, y]) { () throws(SolverError) in
      try solver.suggestValue(-50, for: screen)
    }
    guard case .unsatisfiableSuggestion(_, _, let conflicting)? = error else {
      Issue.record("expected unsatisfiableSuggestion, got \(String(describing: error))")
      return
    }
    expectMinimalConflict(conflicting)
  }

  // MARK: Fixtures

  /// x >= 10, (x == 40) ~ weak, y == x + 5, w == 2 * y: x = 40, y = 45, w = 90.
  private func populatedSolver() throws -> Solver {
    let solver = Solver()
    try solver.add([x >= 10, (x == 40) ~ .weak, y == x + 5, w == 2 * y])
    return solver
  }
}

// MARK: - Fixtures

/// What an error must leave unchanged.
private struct SolverState: Equatable, CustomStringConvertible {
  var constraints: [Constraint]
  var values: [Double]
  var editVariables: [Bool]
  var suggestedValues: [Double?]

  init(_ solver: Solver, _ variables: [Variable]) {
    constraints = solver.constraints
    values = variables.map(solver.value(of:))
    editVariables = variables.map(solver.hasEditVariable)
    suggestedValues = variables.map(solver.suggestedValue(for:))
  }

  static func == (lhs: SolverState, rhs: SolverState) -> Bool {
    lhs.constraints.map(ObjectIdentifier.init) == rhs.constraints.map(ObjectIdentifier.init)
      && lhs.values == rhs.values && lhs.editVariables == rhs.editVariables
      && lhs.suggestedValues == rhs.suggestedValues
  }

  var description: String {
    "constraints \(constraints), values \(values), edit variables \(editVariables), suggested \(suggestedValues)"
  }
}

/// Runs `operation`, expects it to throw, and returns the error.
///
/// Afterwards the solver must hold the same constraints, values and edit variables as before,
/// with sound invariants.
private func expectRejection(
  by solver: Solver, watching variables: [Variable], sourceLocation: SourceLocation = #_sourceLocation,
  _ operation: () throws(SolverError) -> Void
) -> SolverError? {
  let before = SolverState(solver, variables)
  var thrown: SolverError?
  do {
    try operation()
    Issue.record("expected an error", sourceLocation: sourceLocation)
  } catch {
    thrown = error
  }
  #expect(SolverState(solver, variables) == before, sourceLocation: sourceLocation)
  #expect(solver._checkInvariants() == [], sourceLocation: sourceLocation)
  return thrown
}

/// Checks that two lists hold the same constraint instances, in any order, without repeats.
private func expectSameSet(
  _ actual: [Constraint], _ expected: [Constraint], sourceLocation: SourceLocation = #_sourceLocation
) {
  let actualSet = Set(actual.map(ObjectIdentifier.init))
  #expect(actualSet.count == actual.count, "repeats in \(actual)", sourceLocation: sourceLocation)
  #expect(
    actualSet == Set(expected.map(ObjectIdentifier.init)), "\(actual) instead of \(expected)",
    sourceLocation: sourceLocation)
}

/// Checks that `conflicting` is a minimal conflicting set: a fresh solver refuses the whole set
/// but accepts it with any one constraint left out.
private func expectMinimalConflict(
  _ conflicting: [Constraint], sourceLocation: SourceLocation = #_sourceLocation
) {
  #expect(throws: SolverError.self, "\(conflicting) can all hold", sourceLocation: sourceLocation) {
    try Solver().add(conflicting)
  }
  for index in conflicting.indices {
    var rest = conflicting
    rest.remove(at: index)
    #expect(throws: Never.self, "\(rest) cannot all hold", sourceLocation: sourceLocation) {
      try Solver().add(rest)
    }
  }
}
