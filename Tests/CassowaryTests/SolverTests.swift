import Testing

@testable import Cassowary

@Suite("Solver operations")
struct SolverTests {
  private let x = Variable("x")
  private let y = Variable("y")
  private let w = Variable("w")

  // MARK: Adding, removing, listing

  @Test func newSolverIsEmpty() {
    let solver = Solver()
    #expect(solver.constraints.isEmpty)
    #expect(!solver.contains(x == 1))
    #expect(solver.value(of: x) == 0)
    #expect(!solver.isDetermined(x))
    #expect(!solver.hasEditVariable(x))
    #expect(solver.suggestedValue(for: x) == nil)
    #expect(solver._checkInvariants() == [])
  }

  @Test func addedConstraintIsContainedAndDeterminesItsVariable() throws {
    let solver = Solver()
    let constraint = x == 16
    try solver.add(constraint)
    #expect(solver.contains(constraint))
    #expect(!solver.contains(x == 16))  // an equal constraint, but another instance
    #expect(solver.isDetermined(x))
    expectSolution(solver, [x: 16])
  }

  @Test func constraintsListKeepsTheOrderOfAdding() throws {
    let solver = Solver()
    let first = x >= 0
    let second = (y == 5) ~ .weak
    let third = x + y <= 100
    for constraint in [first, second, third] { try solver.add(constraint) }
    expectIdentical(solver.constraints, [first, second, third])

    try solver.remove(second)
    expectIdentical(solver.constraints, [first, third])

    // A re-added constraint goes to the end.
    try solver.add(second)
    expectIdentical(solver.constraints, [first, third, second])
  }

  @Test func addingAnArrayAddsEveryConstraintInOrder() throws {
    let solver = Solver()
    let constraints = [x == 10, y == x + 5, (w == 1) ~ .weak]
    try solver.add(constraints)
    expectIdentical(solver.constraints, constraints)
    // x = 10, y = 10 + 5 = 15, w = 1.
    expectSolution(solver, [x: 10, y: 15, w: 1])
  }

  @Test func removedConstraintNoLongerActs() throws {
    let solver = Solver()
    let pin = x == 30
    try solver.add((x == 10) ~ .weak)
    try solver.add(pin)
    expectSolution(solver, [x: 30])

    try solver.remove(pin)
    #expect(!solver.contains(pin))
    // Only the weak x == 10 is left.
    expectSolution(solver, [x: 10])
  }

  @Test func removingTheOnlyConstraintLeavesTheVariableUndetermined() throws {
    let solver = Solver()
    let pin = x == 10
    try solver.add(pin)
    try solver.remove(pin)
    #expect(!solver.isDetermined(x))
    expectSolution(solver, [x: 0])
  }

  @Test func reAddingARemovedConstraintRestoresItsEffect() throws {
    let solver = Solver()
    let floor = x >= 40
    try solver.add((x == 10) ~ .medium)
    try solver.add(floor)
    expectSolution(solver, [x: 40])
    try solver.remove(floor)
    expectSolution(solver, [x: 10])
    try solver.add(floor)
    #expect(solver.contains(floor))
    expectSolution(solver, [x: 40])
  }

  @Test func resetForgetsConstraintsEditVariablesAndValues() throws {
    let solver = Solver()
    let pin = x == 10
    try solver.add(pin)
    try solver.addEditVariable(y, priority: .strong, value: 5)
    expectSolution(solver, [x: 10, y: 5])

    solver.reset()
    #expect(solver.constraints.isEmpty)
    #expect(!solver.contains(pin))
    #expect(!solver.hasEditVariable(y))
    #expect(solver.suggestedValue(for: y) == nil)
    #expect(!solver.isDetermined(x))
    expectSolution(solver, [x: 0, y: 0])

    // The same instance may be added again, and the edit variable made again.
    try solver.add(pin)
    try solver.addEditVariable(y, priority: .strong, value: 7)
    expectSolution(solver, [x: 10, y: 7])
  }

  @Test func oneVariableMayTakePartInSeveralSolvers() throws {
    // Each solver gives x its own value: 10 in one, 20 in the other (where y = 20 + 1 = 21).
    let first = Solver()
    let second = Solver()
    try first.add(x == 10)
    try second.add(x == 20)
    try second.add(y == x + 1)
    expectSolution(first, [x: 10, y: 0])
    expectSolution(second, [x: 20, y: 21])
    #expect(!first.isDetermined(y))
  }

  @Test func oneConstraintMayBeInSeveralSolvers() throws {
    // x >= 40 in both: weak x == 0 gives 40 in the first, weak x == 100 gives 100 in the second.
    let shared = x >= 40
    let first = Solver()
    let second = Solver()
    try first.add((x == 0) ~ .weak)
    try first.add(shared)
    try second.add((x == 100) ~ .weak)
    try second.add(shared)
    expectSolution(first, [x: 40])
    expectSolution(second, [x: 100])

    // Removing it from one leaves it in the other.
    try first.remove(shared)
    #expect(!first.contains(shared))
    #expect(second.contains(shared))
    expectSolution(first, [x: 0])
    try second.add((x == 10) ~ .strong)
    expectSolution(second, [x: 40])
  }

  @Test func sameConstraintsInTheSameOrderGiveTheSameBits() throws {
    // x + y == 10 with 0 <= x, y and a weak wish on x + 2y leaves ties; both solvers must break
    // them the same way.
    func build() throws -> Solver {
      let solver = Solver()
      try solver.add([x + y == 10, x >= 0, y >= 0, (x + 2 * y == 7) ~ .weak, (w == x / 3) ~ .medium])
      return solver
    }
    let first = try build()
    let second = try build()
    for variable in [x, y, w] {
      #expect(first.value(of: variable).bitPattern == second.value(of: variable).bitPattern, "\(variable)")
    }
    #expect(first.dump == second.dump)
  }

  // MARK: Values

  @Test func unknownVariableReadsZero() throws {
    let solver = Solver()
    try solver.add(x == 10)
    let stranger = Variable("stranger")
    #expect(solver.value(of: stranger) == 0)
    #expect(!solver.isDetermined(stranger))
  }

  @Test func variablesLeftFreeReadAsIfTheFreeOnesWereZero() throws {
    // x + y == 10 fixes only the sum, so neither is determined. One of them is free and reads 0;
    // the other reads 10 - 0 = 10.
    let solver = Solver()
    try solver.add(x + y == 10)
    #expect(!solver.isDetermined(x))
    #expect(!solver.isDetermined(y))
    #expect([solver.value(of: x), solver.value(of: y)].sorted() == [0, 10])

    // y == 3 then fixes both: x = 10 - 3 = 7.
    try solver.add(y == 3)
    #expect(solver.isDetermined(x))
    #expect(solver.isDetermined(y))
    expectSolution(solver, [x: 7, y: 3])
  }

  @Test func variableWithOnlyAnOptionalConstraintIsDetermined() throws {
    let solver = Solver()
    try solver.add((x == 5) ~ .weak)
    #expect(solver.isDetermined(x))
    expectSolution(solver, [x: 5])
  }

  // MARK: Inequalities

  @Test func lowerBoundStopsAPullBelowIt() throws {
    // x >= 10 against a wish for 0: x = 10.
    let solver = Solver()
    try solver.add(x >= 10)
    try solver.add((x == 0) ~ .strong)
    expectSolution(solver, [x: 10])
  }

  @Test func upperBoundStopsAPullAboveIt() throws {
    // 2x + 4 <= 44 means x <= 20; a wish for 100 stops at 20.
    let solver = Solver()
    try solver.add(2 * x + 4 <= 44)
    try solver.add((x == 100) ~ .strong)
    expectSolution(solver, [x: 20])
  }

  @Test func wishInsideTheBoundsIsMet() throws {
    let solver = Solver()
    try solver.add(x >= 10)
    try solver.add(x <= 20)
    try solver.add((x == 15) ~ .weak)
    expectSolution(solver, [x: 15])
  }

  @Test func equalBoundsPinTheVariable() throws {
    // x >= 10 and x <= 10 leave only x = 10, whatever the wish.
    let solver = Solver()
    try solver.add(x >= 10)
    try solver.add(x <= 10)
    try solver.add((x == 50) ~ .strong)
    expectSolution(solver, [x: 10])
  }

  @Test func boundOnASumSharesTheLimit() throws {
    // x >= 0, y >= 0, x + y <= 100; strong x == 70, medium y == 70 → x = 70, y = 100 - 70 = 30.
    let solver = Solver()
    try solver.add([x >= 0, y >= 0, x + y <= 100])
    try solver.add((x == 70) ~ .strong)
    try solver.add((y == 70) ~ .medium)
    expectSolution(solver, [x: 70, y: 30])
  }

  // MARK: Optional equalities

  @Test func higherPriorityWinsWhicheverIsAddedFirst() throws {
    // strong x == 10 against medium x == 20: x = 10, in both orders.
    for strongFirst in [true, false] {
      let solver = Solver()
      let strong = (x == 10) ~ .strong
      let medium = (x == 20) ~ .medium
      try solver.add(strongFirst ? [strong, medium] : [medium, strong])
      expectSolution(solver, [x: 10])
    }
  }

  @Test func requiredSumTradesBetweenPriorities() throws {
    // x + y == 100: strong x == 70 wins over medium y == 70, so x = 70, y = 30; with the
    // priorities swapped, y = 70 and x = 30.
    let solver = Solver()
    try solver.add(x + y == 100)
    try solver.add((x == 70) ~ .strong)
    try solver.add((y == 70) ~ .medium)
    expectSolution(solver, [x: 70, y: 30])

    let swapped = Solver()
    try swapped.add(x + y == 100)
    try swapped.add((x == 70) ~ .medium)
    try swapped.add((y == 70) ~ .strong)
    expectSolution(swapped, [x: 30, y: 70])
  }

  @Test func equalPriorityWishesEndBetweenTheirTargets() throws {
    // |x - 10| + |x - 20| is 10 for every x in [10, 20] and more outside: any x there is optimal.
    let solver = Solver()
    try solver.add((x == 10) ~ .medium)
    try solver.add((x == 20) ~ .medium)
    let value = solver.value(of: x)
    #expect(value >= 10 - 1e-9 && value <= 20 + 1e-9)
    #expect(solver._checkInvariants() == [])
  }

  @Test func equalPriorityWishesSettleOnTheMedian() throws {
    // f(x) = |x| + |x - 10| + |x - 20| = 20 + |x - 10| on [0, 20], larger outside: x = 10.
    let solver = Solver()
    for target in [0.0, 10, 20] { try solver.add((x == target) ~ .medium) }
    expectSolution(solver, [x: 10])
  }

  @Test func twoWishesOutvoteOneAtTheSamePriority() throws {
    // f(x) = 2|x| + |x - 10| = 10 + x on [0, 10], larger outside: x = 0.
    let solver = Solver()
    for target in [0.0, 0, 10] { try solver.add((x == target) ~ .medium) }
    expectSolution(solver, [x: 0])
  }

  @Test func lowerPriorityOnlyBreaksTiesLeftByHigherOnes() throws {
    // Medium x == 10 and x == 20 leave x anywhere in [10, 20]; weak x == 17 then picks 17.
    let solver = Solver()
    try solver.add((x == 10) ~ .medium)
    try solver.add((x == 20) ~ .medium)
    try solver.add((x == 17) ~ .weak)
    expectSolution(solver, [x: 17])
  }

  // MARK: Strictly lexicographic priorities

  @Test func oneConstraintAt251BeatsTwoThousandAt250() throws {
    // Weighted by priority, 2000 · 250 · |x| outweighs 251 · |x - 100|, so Kiwi-style weights
    // give x = 0. Lexicographically the 251 wins: x = 100.
    let solver = Solver()
    for _ in 0..<2000 { try solver.add((x == 0) ~ .weak) }
    try solver.add((x == 100) ~ Priority(251))
    expectSolution(solver, [x: 100])
  }

  @Test func oneConstraintAt251BeatsTwoThousandAt250WithLargeTargets() throws {
    // The same with targets near 1e6 that differ by 1: x = 1,000,001, not 1,000,000.
    let solver = Solver()
    try solver.add((x == 1_000_001) ~ Priority(251))
    for _ in 0..<2000 { try solver.add((x == 1_000_000) ~ .weak) }
    expectSolution(solver, [x: 1_000_001])
  }

  @Test func one751BeatsManyStrongConstraintsOnASum() throws {
    // x + y == 100, 500 strong x == 0 and one y == 0 at 751: y = 0 first, so x = 100 - 0 = 100.
    let solver = Solver()
    try solver.add(x + y == 100)
    for _ in 0..<500 { try solver.add((x == 0) ~ .strong) }
    try solver.add((y == 0) ~ .strong + 1)
    expectSolution(solver, [x: 100, y: 0])
  }

  // MARK: Removal in any order

  @Test func removalInShuffledOrderMatchesAFreshSolverAtEveryStep() throws {
    // Anchors at priorities 3, 2, 1 (kept throughout) make every optimum unique. Removable:
    //   c0: x >= 10          c1: x + w <= 100        c2: (w == 60) ~ strong
    //   c3: (x == 50) ~ medium   c4: y == x + w      c5: (y == 200) ~ weak
    // Hand-solved states, removing c1, c3, c5, c0, c4, c2 in that order:
    //   all:       w = 60 (strong); x → 50 but x <= 100 - 60 = 40, so 40; y = 40 + 60 = 100.
    //   −c1:       w = 60; x = 50; y = 110.
    //   −c3:       w = 60; y → 200 via y = x + 60 → x = 140 (>= 10).
    //   −c5:       w = 60; anchor y → 0 at 3: y = x + 60 >= 70 → y = 70, x = 10.
    //   −c0:       w = 60; anchor y → 0: x = -60, y = 0.
    //   −c4:       w = 60; anchors: x = 0, y = 0.
    //   −c2:       anchors only: x = w = y = 0.
    let anchors = [(y == 0) ~ Priority(3), (w == 0) ~ Priority(2), (x == 0) ~ Priority(1)]
    let removable = [
      x >= 10, x + w <= 100, (w == 60) ~ .strong, (x == 50) ~ .medium, y == x + w, (y == 200) ~ .weak,
    ]
    let order = [1, 3, 5, 0, 4, 2]
    let expected: [(x: Double, w: Double, y: Double)] = [
      (40, 60, 100), (50, 60, 110), (140, 60, 200), (10, 60, 70), (-60, 60, 0), (0, 60, 0), (0, 0, 0),
    ]

    let solver = Solver()
    try solver.add(anchors + removable)
    expectSolution(solver, [x: expected[0].x, w: expected[0].w, y: expected[0].y])
    var remaining = Set(removable.indices)
    for (step, index) in order.enumerated() {
      try solver.remove(removable[index])
      remaining.remove(index)
      let values = expected[step + 1]
      expectSolution(solver, [x: values.x, w: values.w, y: values.y])

      let fresh = Solver()
      try fresh.add(anchors + removable.indices.filter(remaining.contains).map { removable[$0] })
      for variable in [x, w, y] {
        #expect(
          abs(solver.value(of: variable) - fresh.value(of: variable)) <= 1e-9,
          "\(variable) after step \(step)")
      }
    }
    expectIdentical(solver.constraints, anchors)
  }

  // MARK: Edit variables

  @Test func optionalEditVariableFollowsSuggestionsWithinRequiredBounds() throws {
    let solver = Solver()
    try solver.addEditVariable(x, priority: .strong)
    #expect(solver.hasEditVariable(x))
    #expect(solver.suggestedValue(for: x) == 0)
    #expect(solver.constraints.isEmpty)
    expectSolution(solver, [x: 0])

    try solver.suggestValue(42, for: x)
    #expect(solver.suggestedValue(for: x) == 42)
    expectSolution(solver, [x: 42])

    // x <= 30 is required: the suggestion 42 stays on record but x = 30.
    try solver.add(x <= 30)
    expectSolution(solver, [x: 30])
    #expect(solver.suggestedValue(for: x) == 42)

    try solver.suggestValue(10, for: x)
    expectSolution(solver, [x: 10])
  }

  @Test func suggestingTheSameValueAgainChangesNothing() throws {
    let solver = Solver()
    try solver.addEditVariable(x, priority: .strong, value: 5)
    try solver.add(y == x * 2)
    try solver.suggestValue(5, for: x)
    // y = 2 · 5 = 10.
    expectSolution(solver, [x: 5, y: 10])
  }

  @Test func editVariableLosesToAHigherPriorityConstraint() throws {
    // A medium edit variable against strong x == 100: x = 100 whatever is suggested.
    let solver = Solver()
    try solver.add((x == 100) ~ .strong)
    try solver.addEditVariable(x, priority: .medium, value: 42)
    expectSolution(solver, [x: 100])
    try solver.suggestValue(7, for: x)
    expectSolution(solver, [x: 100])
  }

  @Test func removingAnEditVariableHandsTheVariableBack() throws {
    let solver = Solver()
    try solver.add((x == 5) ~ .weak)
    try solver.addEditVariable(x, priority: .strong, value: 40)
    expectSolution(solver, [x: 40])

    try solver.removeEditVariable(x)
    #expect(!solver.hasEditVariable(x))
    #expect(solver.suggestedValue(for: x) == nil)
    expectSolution(solver, [x: 5])

    // It may become an edit variable again.
    try solver.addEditVariable(x, priority: .strong, value: 12)
    expectSolution(solver, [x: 12])
  }

  @Test func optionalEditVariableStaysWithinARequiredBoundAcrossSuggestions() throws {
    // Strong edit p against required p >= 3: p = max(3, suggestion).
    // -35 → 3; 32 → 32; -1 → 3; 3.5 → 3.5.
    let p = Variable("p")
    let solver = Solver()
    try solver.addEditVariable(p, priority: .strong, value: 10)
    try solver.add(p >= 3)
    for (suggestion, expected) in [(-35.0, 3.0), (32, 32), (-1, 3), (3.5, 3.5)] {
      try solver.suggestValue(suggestion, for: p)
      expectSolution(solver, [p: expected])
    }
    // p >= 3 still binds: p == -13 contradicts it.
    #expect(throws: SolverError.self) { try solver.add(p == -13) }
  }

  @Test func optionalEditVariablePinnedByALaterRequiredEqualityStaysPinned() throws {
    // Strong edit p at 10, then required p == 17: p = 17 whatever is suggested.
    let p = Variable("p")
    let solver = Solver()
    try solver.addEditVariable(p, priority: .strong, value: 10)
    try solver.add(p == 17)
    expectSolution(solver, [p: 17])
    for suggestion in [30.0, -5, 17, 100] {
      try solver.suggestValue(suggestion, for: p)
      expectSolution(solver, [p: 17])
    }
  }

  @Test func requiredEditVariableIsAnExactParameter() throws {
    // x == 16, x + w <= W - 16, (w == 400) ~ medium, W required.
    // W = 320: w <= 320 - 16 - 16 = 288 < 400, so w = 288.
    // W = 768: w <= 768 - 32 = 736, so w = 400.
    let screen = Variable("W")
    let solver = Solver()
    try solver.addEditVariable(screen, priority: .required, value: 320)
    try solver.add(x == 16)
    try solver.add(x + w <= screen - 16)
    try solver.add((w == 400) ~ .medium)
    #expect(solver.hasEditVariable(screen))
    #expect(solver.suggestedValue(for: screen) == 320)
    expectSolution(solver, [screen: 320, x: 16, w: 288])

    try solver.suggestValue(768, for: screen)
    #expect(solver.suggestedValue(for: screen) == 768)
    expectSolution(solver, [screen: 768, x: 16, w: 400])

    try solver.removeEditVariable(screen)
    #expect(!solver.hasEditVariable(screen))
  }

  @Test func relayoutOverManyWidthsMatchesFreshSolvers() throws {
    // Same layout as above; for every width W, w = min(400, W - 32) and x = 16.
    let widths: [Double] = [
      320, 768, 375, 1024, 390, 48, 414, 1366, 428, 100, 810, 432, 834, 200, 360, 600, 412, 820, 402, 440,
    ]
    let screen = Variable("W")
    let solver = Solver()
    try solver.addEditVariable(screen, priority: .required, value: 320)
    try solver.add(sizingLayout(screen: screen, x: x, w: w))
    for width in widths {
      try solver.suggestValue(width, for: screen)
      expectSolution(solver, [screen: width, x: 16, w: min(400, width - 32)])

      let fresh = Solver()
      try fresh.addEditVariable(screen, priority: .required, value: width)
      try fresh.add(sizingLayout(screen: screen, x: x, w: w))
      for variable in [screen, x, w] {
        #expect(
          abs(solver.value(of: variable) - fresh.value(of: variable)) <= 1e-9, "\(variable) at W = \(width)")
      }
    }
  }
}

// MARK: - Fixtures

/// `x == 16`, `x + w <= screen - 16`, `(w == 400) ~ .medium`.
private func sizingLayout(screen: Variable, x: Variable, w: Variable) -> [Constraint] {
  [x == 16, x + w <= screen - 16, (w == 400) ~ .medium]
}

/// Checks that two lists hold the same constraint instances in the same order.
private func expectIdentical(
  _ actual: [Constraint], _ expected: [Constraint], sourceLocation: SourceLocation = #_sourceLocation
) {
  #expect(
    actual.map(ObjectIdentifier.init) == expected.map(ObjectIdentifier.init),
    "\(actual) instead of \(expected)",
    sourceLocation: sourceLocation)
}
