import LayoutShotTestSupport
import Testing

@testable import Cassowary

/// Seeded property-based tests of the solver over random feasible systems.
///
/// Every property runs a fixed number of cases; case `i` of a property draws everything from
/// `SplitMix64(seed: seed, stream: i)`, so the systems are the same on every run. A failing case
/// is reported once, with its seed and index, the problems found and the constraints and steps
/// involved; to debug it, run only that index (change the property's `cases` range to `i...i`).
///
/// Expected values are never taken from the solver: required constraints are checked by
/// evaluating them, optimality against ``BruteForceOptimum``, and incremental results against
/// error vectors (``ErrorVector``) of a solver that was given the same constraints from scratch.
@Suite struct SolverPropertyTests {
  /// A required constraint holds when its relative violation is at most this.
  static let requiredTolerance = 1e-9

  /// The generator is SplitMix64 itself: its first outputs for seed 1234567 are those of the
  /// reference implementation, so the seeds in failure reports mean the same everywhere.
  @Test func generatorMatchesReferenceSplitMix64() {
    var generator = SplitMix64(seed: 1_234_567)
    let outputs = (0..<3).map { _ in generator.next() }
    #expect(outputs == [6_457_827_717_110_365_317, 3_203_168_211_198_807_973, 9_817_491_932_198_370_423])
  }

  // MARK: 1. Feasibility

  /// Required constraints hold, and the tableau stays sound, in random feasible systems.
  ///
  /// The systems have 2 to 12 variables and up to 40 constraints (plus, for half of the small and
  /// medium ones, the box), mixed priorities, added in random order. After every addition the
  /// tableau is sound and every required constraint added so far holds. Most systems are small or
  /// medium, which keeps the run short; one in six is large.
  @Test func requiredConstraintsHoldInRandomFeasibleSystems() {
    checkProperty(seed: 0x5EED_0001, cases: 0..<2_000) { testCase, generator in
      let sizes: [RandomSystem.Shape] = [.small, .small, .small, .medium, .medium, .large]
      var shape = generator.element(of: sizes)
      // Half of the small and medium systems keep their box; large ones have none.
      shape.isBoxed = shape.isBoxed && generator.chance(0.5)
      let system = RandomSystem(shape: shape, using: &generator)
      testCase.log.append(system.description)
      let dense = system.constraints.map { DenseConstraint($0, over: system.variables) }
      let solver = Solver()
      for (count, constraint) in system.constraints.enumerated() {
        try solver.add(constraint)
        let step = "adding '\(constraint)'"
        testCase.expectSound(solver, after: step)
        testCase.expectRequiredHold(Array(dense[...count]), in: solver, over: system.variables, after: step)
        if testCase.hasFailed { return }
      }
    }
  }

  // MARK: 2. Optimality

  /// Small boxed systems (1 to 3 variables, up to 8 constraints plus the box): the solver's error
  /// vector equals the brute-force optimum's.
  ///
  /// The oracle is checked too: its optimum can be no worse than the generator's feasible point.
  @Test func optionalErrorsMatchTheBruteForceOptimum() {
    var tradeOffs = 0
    let passed = checkProperty(seed: 0x5EED_0002, cases: 0..<600) { testCase, generator in
      let system = RandomSystem(shape: .bruteForce, using: &generator)
      testCase.log.append(system.description)
      let solver = Solver()
      try solver.add(system.constraints)
      testCase.expectSound(solver, after: "adding the system")
      testCase.expectRequiredHold(
        system.constraints, in: solver, over: system.variables, after: "adding the system")
      guard let optimum = BruteForceOptimum.minimumErrorVector(of: system.constraints, over: system.variables)
      else {
        testCase.fail("the brute force found no point satisfying the required constraints")
        return
      }
      let atPoint = ErrorVector(
        system.constraints.map { DenseConstraint($0, over: system.variables) }, at: system.point)
      testCase.expect(
        !atPoint.precedes(optimum), "the brute-force optimum \(optimum) is worse than the point's \(atPoint)")
      if optimum.errors.filter({ $0 > ErrorVector.tolerance }).count >= 2 { tradeOffs += 1 }
      let actual = errorVector(of: solver, under: system.constraints, over: system.variables)
      testCase.expect(
        actual.isClose(to: optimum),
        "error vector \(actual) differs from the brute-force optimum \(optimum) "
          + "(values \(values(of: solver, for: system.variables)))")
    }
    // Optima with errors at two or more priorities at once must occur, or levels never interact.
    guard passed else { return }
    #expect(tradeOffs >= 50, "only \(tradeOffs) optima have errors at two or more priorities")
  }

  // MARK: 3. Incremental changes

  /// Random sequences of additions and removals (removing random earlier constraints, re-adding
  /// some of them, adding new ones): after every step the solver holds exactly the surviving
  /// constraints, the required ones hold, and the error vector equals that of a fresh solver given
  /// the survivors in order.
  @Test func incrementalChangesMatchSolvingFromScratch() {
    checkProperty(seed: 0x5EED_0003, cases: 0..<100) { testCase, generator in
      var shape = RandomSystem.Shape.incremental
      shape.isBoxed = generator.chance(0.5)
      let system = RandomSystem(shape: shape, using: &generator)
      testCase.log.append(system.description)
      let solver = Solver()
      try solver.add(system.constraints)
      var live = system.constraints
      var removed: [Constraint] = []
      for _ in 0..<20 {
        let step: String
        let choice = generator.int(in: 0...9)
        if choice < 4 && !live.isEmpty {
          let constraint = live.remove(at: generator.int(in: 0...(live.count - 1)))
          try solver.remove(constraint)
          removed.append(constraint)
          step = "remove '\(constraint)'"
        } else if choice < 7 && !removed.isEmpty {
          let constraint = removed.remove(at: generator.int(in: 0...(removed.count - 1)))
          try solver.add(constraint)
          live.append(constraint)
          step = "re-add '\(constraint)'"
        } else {
          let constraint =
            generator.chance(0.4)
            ? system.makeRequired(using: &generator) : system.makeOptional(using: &generator)
          try solver.add(constraint)
          live.append(constraint)
          step = "add '\(constraint)'"
        }
        testCase.log.append(step)
        testCase.expectSound(solver, after: step)
        testCase.expect(
          solver.constraints.elementsEqual(live) { $0 === $1 },
          "after \(step): the solver holds \(solver.constraints.count) constraints, "
            + "not the \(live.count) expected"
        )
        testCase.expectRequiredHold(live, in: solver, over: system.variables, after: step)
        let fresh = Solver()
        try fresh.add(live)
        let incremental = errorVector(of: solver, under: live, over: system.variables)
        let fromScratch = errorVector(of: fresh, under: live, over: system.variables)
        testCase.expect(
          incremental.isClose(to: fromScratch),
          "after \(step): incremental error vector \(incremental) differs from scratch \(fromScratch)")
        if testCase.hasFailed { return }
      }
    }
  }

  // MARK: 4. Edit variables

  /// Edit variables behave like equalities `v == value` at their priority.
  ///
  /// Systems with required and optional edit variables get a random sequence of suggestions.
  /// After each accepted suggestion the error vector equals that of a fresh solver where every edit
  /// variable is the constraint `v == value` at the edit's priority. A suggestion for a required
  /// edit variable that the fresh solver cannot satisfy (values outside the box among them) must
  /// throw `unsatisfiableSuggestion` with a conflicting set that is infeasible on its own; the
  /// previous value then stays in effect and the solver keeps working.
  @Test func editVariablesMatchEqualitiesAtTheirPriority() {
    var acceptedRequired = 0
    var refusedRequired = 0
    var acceptedOptional = 0
    let passed = checkProperty(seed: 0x5EED_0004, cases: 0..<100) { testCase, generator in
      let system = RandomSystem(shape: .edits, using: &generator)
      var edits = makeEdits(for: system, using: &generator)

      // Add the constraints and the edit variables, interleaved in a random order.
      var additions =
        system.constraints.map { Addition.constraint($0) } + edits.indices.map { Addition.edit($0) }
      generator.shuffle(&additions)
      testCase.log.append("point: \(system.point)")
      let solver = Solver()
      for addition in additions {
        switch addition {
        case .constraint(let constraint):
          testCase.log.append("add '\(constraint)'")
          try solver.add(constraint)
        case .edit(let index):
          testCase.log.append("add edit variable \(edits[index])")
          try solver.addEditVariable(
            edits[index].variable, priority: edits[index].priority, value: edits[index].value)
        }
      }
      var reference = system.constraints + edits.map(\.constraint)
      testCase.expectSound(solver, after: "adding the system")
      testCase.expectRequiredHold(reference, in: solver, over: system.variables, after: "adding the system")
      var expected = try errorVector(ofFreshSolverWith: reference, over: system.variables)

      for _ in 0..<15 {
        let index = generator.int(in: 0...(edits.count - 1))
        let edit = edits[index]
        let value = suggestion(for: edit, using: &generator)
        let step = "suggest \(value) for \(edit.variable) (\(edit.priority))"
        testCase.log.append(step)
        var moved = edits
        moved[index].value = value
        let movedReference = system.constraints + moved.map(\.constraint)
        // The errors of a fresh solver, or nil when the suggestion cannot hold; a required edit
        // variable outside the box never can.
        let isOutsideBox = edit.priority.isRequired && abs(value) > RandomSystem.boxBound
        let fromScratch =
          isOutsideBox ? nil : try errorVectorIfFeasible(movedReference, over: system.variables)
        if fromScratch == nil && !edit.priority.isRequired {
          testCase.fail("a fresh solver rejects the optional suggestion of step '\(step)'")
          return
        }

        do {
          try solver.suggestValue(value, for: edit.variable)
          guard let fromScratch else {
            testCase.fail("\(step) was accepted, but it cannot hold")
            return
          }
          edits = moved
          reference = movedReference
          expected = fromScratch
          if edit.priority.isRequired { acceptedRequired += 1 } else { acceptedOptional += 1 }
        } catch SolverError.unsatisfiableSuggestion(let variable, let refused, let conflicting) {
          refusedRequired += 1
          testCase.expect(fromScratch == nil, "\(step) was refused, but a fresh solver satisfies it")
          testCase.expect(
            variable === edit.variable && refused == value, "\(step): the error names another suggestion")
          let kept = solver.suggestedValue(for: edit.variable)
          testCase.expect(
            kept == edit.value,
            "after refused \(step): suggestedValue is \(String(describing: kept)), "
              + "not the previous \(edit.value)")
          testCase.expect(
            conflicting.contains { isEquality($0, setting: edit.variable, to: value) },
            "after refused \(step): the conflicting set lacks '\(edit.variable) == \(value)': \(conflicting)")
          testCase.expectMinimalConflict(conflicting, after: "refused \(step)")
        }
        testCase.expectSound(solver, after: step)
        testCase.expectRequiredHold(reference, in: solver, over: system.variables, after: step)
        let actual = errorVector(of: solver, under: reference, over: system.variables)
        testCase.expect(
          actual.isClose(to: expected),
          "after \(step): error vector \(actual) differs from scratch \(expected)")
        if testCase.hasFailed { return }
      }

      // Removing an edit variable leaves the plain system behind.
      let dropped = edits.remove(at: generator.int(in: 0...(edits.count - 1)))
      let step = "remove edit variable \(dropped.variable)"
      testCase.log.append(step)
      try solver.removeEditVariable(dropped.variable)
      reference = system.constraints + edits.map(\.constraint)
      testCase.expectSound(solver, after: step)
      testCase.expectRequiredHold(reference, in: solver, over: system.variables, after: step)
      let actual = errorVector(of: solver, under: reference, over: system.variables)
      let fromScratch = try errorVector(ofFreshSolverWith: reference, over: system.variables)
      testCase.expect(
        actual.isClose(to: fromScratch),
        "after \(step): error vector \(actual) differs from scratch \(fromScratch)")
    }
    // The generator must exercise every branch, or the property proves little. (Failing cases
    // stop early, so the counts mean something only when all passed.)
    guard passed else { return }
    #expect(
      acceptedRequired >= 100, "only \(acceptedRequired) accepted suggestions for required edit variables")
    #expect(refusedRequired >= 100, "only \(refusedRequired) refused suggestions for required edit variables")
    #expect(acceptedOptional >= 100, "only \(acceptedOptional) suggestions for optional edit variables")
  }

  // MARK: 5. Determinism

  /// Building the same random system twice (new variables and constraints, same order, same
  /// removals and suggestions) gives bit-identical values.
  @Test func sameSystemGivesBitIdenticalValues() {
    checkProperty(seed: 0x5EED_0005, cases: 0..<200) { testCase, generator in
      var replay = generator
      let first = try solveForDeterminism(using: &generator)
      let second = try solveForDeterminism(using: &replay)
      testCase.log.append(first.system.description)
      testCase.expect(
        first.bits == second.bits,
        "two builds of the same system differ: \(first.bits.map { Double(bitPattern: $0) }) "
          + "vs \(second.bits.map { Double(bitPattern: $0) })")
    }
  }

  // MARK: 6. Unsatisfiable constraints

  /// An unsatisfiable required constraint reports a minimal conflicting set and changes nothing.
  ///
  /// A required constraint that contradicts the required constraints already added (a positive
  /// combination of some of them, shifted out of reach) throws `unsatisfiableConstraint` with a
  /// set that contains it, cannot hold on its own, and is minimal. Afterwards the solver holds and
  /// satisfies its previous constraints, with the same errors, and accepts further constraints.
  @Test func unsatisfiableConstraintsReportAMinimalConflict() {
    var conflictSizes: [Int: Int] = [:]
    let passed = checkProperty(seed: 0x5EED_0006, cases: 0..<300) { testCase, generator in
      var shape = RandomSystem.Shape.conflicts
      shape.isBoxed = generator.chance(0.5)
      let system = RandomSystem(shape: shape, using: &generator)
      testCase.log.append(system.description)
      let solver = Solver()
      try solver.add(system.constraints)
      let before = errorVector(of: solver, under: system.constraints, over: system.variables)
      let contradiction = system.makeContradiction(of: system.requiredConstraints, using: &generator)
      let step = "add the contradiction '\(contradiction)'"
      testCase.log.append(step)

      do {
        try solver.add(contradiction)
        testCase.fail("\(step) was accepted")
      } catch SolverError.unsatisfiableConstraint(let constraint, let conflicting) {
        conflictSizes[conflicting.count, default: 0] += 1
        let described = conflicting.map { "\n    \($0)" }.joined()
        testCase.expect(
          constraint === contradiction, "the error names '\(constraint)', not the added constraint")
        testCase.expect(
          conflicting.contains { $0 === contradiction },
          "the conflicting set lacks the added constraint:\(described)")
        testCase.expect(
          conflicting.allSatisfy { member in member === contradiction || solver.contains(member) },
          "the conflicting set holds constraints that are not in the solver:\(described)")
        testCase.expectMinimalConflict(conflicting, after: step)
      }

      testCase.expect(!solver.contains(contradiction), "after the error the solver holds the contradiction")
      testCase.expect(
        solver.constraints.elementsEqual(system.constraints) { $0 === $1 },
        "after the error the solver holds \(solver.constraints.count) constraints, not its previous "
          + "\(system.constraints.count)")
      testCase.expectSound(solver, after: step)
      testCase.expectRequiredHold(system.constraints, in: solver, over: system.variables, after: step)
      let after = errorVector(of: solver, under: system.constraints, over: system.variables)
      testCase.expect(
        after.isClose(to: before), "after the error: error vector \(after), before it \(before)")

      // The solver keeps working.
      let next = system.makeRequired(using: &generator)
      testCase.log.append("add '\(next)'")
      try solver.add(next)
      testCase.expectSound(solver, after: "adding '\(next)'")
      testCase.expectRequiredHold(
        system.constraints + [next], in: solver, over: system.variables, after: "adding '\(next)'")
    }
    // Conflicts of two and of three or more members must both occur.
    guard passed else { return }
    #expect(
      conflictSizes.filter { $0.key >= 3 }.values.reduce(0, +) >= 20, "conflict sizes: \(conflictSizes)")
    #expect(conflictSizes[2, default: 0] >= 20, "conflict sizes: \(conflictSizes)")
  }
}

// MARK: - Shapes

extension RandomSystem.Shape {
  /// Property 1, small systems: 2 to 4 variables, up to 12 constraints.
  fileprivate static let small = Self(
    variableCount: 2...4, requiredEqualityCount: 0...3, requiredInequalityCount: 0...4, optionalCount: 0...5)
  /// Properties 1 and 5, medium systems: 3 to 8 variables, up to 24 constraints.
  fileprivate static let medium = Self(
    variableCount: 3...8, requiredEqualityCount: 0...5, requiredInequalityCount: 0...8, optionalCount: 0...11)
  /// Properties 1 and 5, large systems: 6 to 12 variables, up to 40 constraints, no box.
  fileprivate static let large = Self(
    variableCount: 6...12, requiredEqualityCount: 0...8, requiredInequalityCount: 0...14,
    optionalCount: 0...18, isBoxed: false)
  /// Property 2: small enough for the brute force (up to 8 constraints plus the box).
  fileprivate static let bruteForce = Self(
    variableCount: 1...3, requiredEqualityCount: 0...1, requiredInequalityCount: 0...3, optionalCount: 1...4)
  /// Property 3: medium systems, re-solved from scratch after every step.
  fileprivate static let incremental = Self(
    variableCount: 2...6, requiredEqualityCount: 0...3, requiredInequalityCount: 0...6, optionalCount: 1...8)
  /// Property 4: boxed, so values outside the box are certainly infeasible for required edits.
  fileprivate static let edits = Self(
    variableCount: 2...6, requiredEqualityCount: 0...2, requiredInequalityCount: 0...6, optionalCount: 0...6)
  /// Property 6: at least one required inequality to contradict.
  fileprivate static let conflicts = Self(
    variableCount: 2...6, requiredEqualityCount: 0...3, requiredInequalityCount: 1...6, optionalCount: 0...5)
}

// MARK: - Running cases

/// One case of a property: the seed and index that reproduce it, the problems found, and a log of
/// the system and steps to print when it fails.
private struct PropertyCase {
  /// At most this many problems are kept per case; the first is usually the cause.
  static let maximumProblems = 5

  let seed: UInt64
  let index: Int
  private(set) var problems: [String] = []
  private(set) var problemCount = 0
  /// The system and the steps taken so far.
  var log: [String] = []

  var hasFailed: Bool { problemCount > 0 }

  /// Everything needed to reproduce and understand a failure.
  var report: String {
    var lines = [
      "seed 0x\(String(seed, radix: 16, uppercase: true)) system \(index): \(problemCount) problem(s)"
    ]
    lines += problems.map { "- " + $0 }
    if problemCount > problems.count { lines.append("- … and \(problemCount - problems.count) more") }
    lines.append("system and steps:")
    lines += log
    return lines.joined(separator: "\n")
  }

  mutating func fail(_ message: String) {
    problemCount += 1
    if problems.count < Self.maximumProblems { problems.append(message) }
  }

  mutating func expect(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition { fail(message()) }
  }

  /// Records every violated tableau invariant.
  mutating func expectSound(_ solver: Solver, after step: String) {
    let violations = solver._checkInvariants()
    expect(violations.isEmpty, "after \(step): broken invariants: \(violations.joined(separator: "; "))")
  }

  /// Records every required constraint among `constraints` whose relative violation at the
  /// solver's values exceeds ``SolverPropertyTests/requiredTolerance``.
  mutating func expectRequiredHold(
    _ constraints: [Constraint], in solver: Solver, over variables: [Variable], after step: String
  ) {
    expectRequiredHold(
      constraints.map { DenseConstraint($0, over: variables) }, in: solver, over: variables, after: step)
  }

  /// Records every required constraint among `constraints`, already in dense form over
  /// `variables`, that the solver's values violate.
  mutating func expectRequiredHold(
    _ constraints: [DenseConstraint], in solver: Solver, over variables: [Variable], after step: String
  ) {
    let point = values(of: solver, for: variables)
    for constraint in constraints where constraint.priority.isRequired {
      let violation = constraint.relativeViolation(at: point)
      expect(
        violation <= SolverPropertyTests.requiredTolerance,
        "after \(step): required '\(constraint.constraint)' is violated by \(violation) (relative) "
          + "at \(point)"
      )
    }
  }

  /// Records whether a reported conflicting set is wrong: it must be infeasible on its own (a fresh
  /// solver refuses one of its members) and minimal (without any one member, it is feasible).
  mutating func expectMinimalConflict(_ conflicting: [Constraint], after step: String) {
    let described = conflicting.map { "\n    \($0)" }.joined()
    expect(
      isInfeasible(conflicting), "after \(step): the conflicting set is satisfiable on its own:\(described)")
    for (index, member) in conflicting.enumerated() {
      var rest = conflicting
      rest.remove(at: index)
      expect(
        !isInfeasible(rest),
        "after \(step): the conflicting set is not minimal, it conflicts without '\(member)':\(described)")
    }
  }
}

/// Runs the cases of a property and returns whether every case passed.
///
/// Each case gets its own generator; a failing case is recorded as one issue. The run stops after
/// a few failing cases, since the rest usually repeat them.
@discardableResult
private func checkProperty(
  seed: UInt64, cases: Range<Int>, sourceLocation: SourceLocation = #_sourceLocation,
  _ body: (inout PropertyCase, inout SplitMix64) throws -> Void
) -> Bool {
  let maximumFailingCases = 5
  var failingCases = 0
  for index in cases {
    var testCase = PropertyCase(seed: seed, index: index)
    var generator = SplitMix64(seed: seed, stream: index)
    do {
      try body(&testCase, &generator)
    } catch {
      testCase.fail("unexpected error: \(error)")
    }
    guard testCase.hasFailed else { continue }
    Issue.record(Comment(rawValue: testCase.report), sourceLocation: sourceLocation)
    failingCases += 1
    if failingCases == maximumFailingCases {
      Issue.record("stopped after \(failingCases) failing cases", sourceLocation: sourceLocation)
      break
    }
  }
  return failingCases == 0
}

// MARK: - Evaluating solutions

/// The solver's values of `variables`, in order.
private func values(of solver: Solver, for variables: [Variable]) -> [Double] {
  variables.map { solver.value(of: $0) }
}

/// The error vector of the solver's current solution under `constraints`.
private func errorVector(of solver: Solver, under constraints: [Constraint], over variables: [Variable])
  -> ErrorVector
{
  ErrorVector(
    constraints.map { DenseConstraint($0, over: variables) }, at: values(of: solver, for: variables))
}

/// The error vector of a fresh solver given `constraints` in order.
private func errorVector(ofFreshSolverWith constraints: [Constraint], over variables: [Variable]) throws
  -> ErrorVector
{
  let fresh = Solver()
  try fresh.add(constraints)
  return errorVector(of: fresh, under: constraints, over: variables)
}

/// The error vector of a fresh solver given `constraints` in order, or `nil` when it refuses one
/// of them as unsatisfiable.
private func errorVectorIfFeasible(_ constraints: [Constraint], over variables: [Variable]) throws
  -> ErrorVector?
{
  do {
    return try errorVector(ofFreshSolverWith: constraints, over: variables)
  } catch SolverError.unsatisfiableConstraint {
    return nil
  }
}

/// Whether a fresh solver given `constraints` in order refuses one of them as unsatisfiable.
private func isInfeasible(_ constraints: [Constraint]) -> Bool {
  let fresh = Solver()
  for constraint in constraints {
    do {
      try fresh.add(constraint)
    } catch SolverError.unsatisfiableConstraint {
      return true
    } catch {
      return false
    }
  }
  return false
}

/// Whether `constraint` is the required equality `variable == value`, however it is written.
private func isEquality(_ constraint: Constraint, setting variable: Variable, to value: Double) -> Bool {
  guard constraint.priority.isRequired, constraint.relation == .equal else { return false }
  let terms = constraint.expression.reducedTerms
  guard terms.count == 1, terms[0].variable === variable, terms[0].coefficient != 0 else { return false }
  return -constraint.expression.constant / terms[0].coefficient == value
}

// MARK: - Edit variables

/// An edit variable of property 4 and the value it should have.
private struct Edit: CustomStringConvertible {
  let variable: Variable
  let priority: Priority
  var value: Double
  /// The variable's coordinate in the system's feasible point.
  let anchor: Double

  /// The equality that stands for the edit variable in a fresh solver.
  var constraint: Constraint {
    Constraint(LinearExpression(variable) - value, .equal, priority: priority)
  }

  var description: String { "\(variable) (\(priority)) = \(value)" }
}

/// One addition to the solver of property 4: a constraint, or the edit variable at an index.
private enum Addition {
  case constraint(Constraint)
  case edit(Int)
}

/// One or two required edit variables starting at the system's point (so they are feasible),
/// and one or two optional ones starting anywhere, on distinct variables.
private func makeEdits(for system: RandomSystem, using generator: inout SplitMix64) -> [Edit] {
  var indices = Array(system.variables.indices)
  generator.shuffle(&indices)
  let requiredCount = generator.int(in: 1...min(2, indices.count - 1))
  let optionalCount = generator.int(in: 1...min(2, indices.count - requiredCount))
  var edits: [Edit] = []
  for index in indices.prefix(requiredCount) {
    edits.append(
      Edit(
        variable: system.variables[index], priority: .required, value: system.point[index],
        anchor: system.point[index]))
  }
  for index in indices.dropFirst(requiredCount).prefix(optionalCount) {
    edits.append(
      Edit(
        variable: system.variables[index], priority: generator.element(of: RandomSystem.priorities),
        value: Double(generator.int(in: -50...50)), anchor: system.point[index]))
  }
  return edits
}

/// A value to suggest: for a required edit variable usually near the system's point (often
/// feasible), sometimes outside the box (never feasible); for an optional one, anything.
private func suggestion(for edit: Edit, using generator: inout SplitMix64) -> Double {
  guard edit.priority.isRequired else { return Double(generator.int(in: -150...150)) }
  if generator.chance(0.2) {
    let outside = RandomSystem.boxBound + Double(generator.int(in: 1...60))
    return generator.chance(0.5) ? outside : -outside
  }
  return edit.anchor + Double(generator.int(in: -20...20)) / 2
}

// MARK: - Determinism

/// Generates a system, adds it, removes a few constraints, adds and moves an optional edit
/// variable, and returns the bit patterns of the values.
private func solveForDeterminism(using generator: inout SplitMix64) throws -> (
  system: RandomSystem, bits: [UInt64]
) {
  let system = RandomSystem(shape: generator.chance(0.5) ? .medium : .large, using: &generator)
  let solver = Solver()
  try solver.add(system.constraints)
  var live = system.constraints
  for _ in 0..<generator.int(in: 0...min(3, live.count)) {
    try solver.remove(live.remove(at: generator.int(in: 0...(live.count - 1))))
  }
  if generator.chance(0.7) {
    let edited = generator.element(of: system.variables)
    try solver.addEditVariable(edited, priority: generator.element(of: RandomSystem.priorities), value: 7)
    try solver.suggestValue(Double(generator.int(in: -50...50)), for: edited)
  }
  return (system, values(of: solver, for: system.variables).map(\.bitPattern))
}
