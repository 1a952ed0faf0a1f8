import Testing

@testable import Cassowary

/// `isDetermined`, `isAmbiguous` and reading many values at once.
@Suite("Solver ambiguity and bulk reads")
struct SolverAmbiguityTests {
  private let x = Variable("x")
  private let y = Variable("y")
  private let w = Variable("w")

  @Test func aVariableFixedByARequiredEqualityIsNeitherUndeterminedNorAmbiguous() throws {
    let solver = Solver()
    try solver.add(x == 10)
    try solver.add(y == x + 5)
    #expect(solver.isDetermined(y))
    #expect(!solver.isAmbiguous(y))
    #expect(solver.value(of: y) == 15)
  }

  @Test func aVariableThatDependsOnAFreeOneIsUndeterminedAndAmbiguous() throws {
    // y == x + 5 alone: both can slide together.
    let solver = Solver()
    try solver.add(y == x + 5)
    #expect(!solver.isDetermined(y))
    #expect(solver.isAmbiguous(y))
    #expect(solver.isAmbiguous(x))
    #expect(solver.isAmbiguous(Variable("never seen")))
  }

  @Test func anInequalityWithRoomLeavesTheVariableAmbiguous() throws {
    // 0 <= x <= 10 and nothing else: every x in [0, 10] is as good as any other.
    let solver = Solver()
    try solver.add(x >= 0)
    try solver.add(x <= 10)
    #expect(solver.isDetermined(x))
    #expect(solver.isAmbiguous(x))
  }

  @Test func anOptionalPreferenceInsideTheRangeRemovesTheAmbiguity() throws {
    // The same range with x == 4 preferred: moving x away from 4 costs, so x is unique.
    let solver = Solver()
    try solver.add(x >= 0)
    try solver.add(x <= 10)
    try solver.add(x == 4 ~ .weak)
    #expect(solver.value(of: x) == 4)
    #expect(!solver.isAmbiguous(x))
  }

  @Test func equalPreferencesPullingApartAreAmbiguousUnequalOnesAreNot() throws {
    // x + w == 100 with x == 0 and w == 0 both at 250: any split costs 100, so x is ambiguous.
    let tie = Solver()
    try tie.add(x + w == 100)
    try tie.add(x >= 0)
    try tie.add(w >= 0)
    try tie.add(x == 0 ~ .weak)
    try tie.add(w == 0 ~ .weak)
    #expect(tie.isAmbiguous(x))
    #expect(tie.isAmbiguous(w))
    // With w == 0 at 251 the stronger preference wins: w = 0, x = 100, unique.
    let ordered = Solver()
    try ordered.add(x + w == 100)
    try ordered.add(x >= 0)
    try ordered.add(w >= 0)
    try ordered.add(x == 0 ~ .weak)
    try ordered.add(w == 0 ~ Priority(251))
    #expect(ordered.value(of: w) == 0)
    #expect(ordered.value(of: x) == 100)
    #expect(!ordered.isAmbiguous(x))
    #expect(!ordered.isAmbiguous(w))
  }

  @Test func valuesOfReadsLikeValueOfOneByOne() throws {
    let solver = Solver()
    try solver.add(x == 3)
    try solver.add(y == 2 * x)
    let unknown = Variable("unknown")
    let free = Variable("free")
    try solver.add(w == free + 1)
    let variables = [x, y, unknown, w, free]
    #expect(solver.values(of: variables) == variables.map(solver.value(of:)))
    #expect(solver.values(of: variables) == [3, 6, 0, 1, 0])
  }
}
