import Testing

@testable import Cassowary

/// Checks the values of the variables (to 1e-9, relative above 1) and the solver's invariants.
func expectSolution(
  _ solver: Solver, _ expected: KeyValuePairs<Variable, Double>,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  for (variable, value) in expected {
    let actual = solver.value(of: variable)
    #expect(
      abs(actual - value) <= 1e-9 * max(1, abs(value)), "\(variable) = \(actual), expected \(value)",
      sourceLocation: sourceLocation)
  }
  #expect(solver._checkInvariants() == [], sourceLocation: sourceLocation)
}
