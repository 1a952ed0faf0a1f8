import Testing

@testable import Cassowary

@Suite("Linear expressions and constraints")
struct LinearExpressionTests {
  private let x = Variable("x")
  private let y = Variable("y")

  // MARK: Operators

  @Test func scalingAndSumsKeepTermsInWrittenOrder() {
    // 2 * x + y - 8: terms 2·x then 1·y, constant -8.
    let expression = 2 * x + y - 8
    expectTerms(expression.terms, [(x, 2), (y, 1)])
    #expect(expression.constant == -8)
  }

  @Test func divisionByAConstantScalesByItsReciprocal() {
    // x / 4 = 0.25·x, constant 0.
    let expression = x / 4
    expectTerms(expression.terms, [(x, 0.25)])
    #expect(expression.constant == 0)

    // (x + 2) / 4 = 0.25·x + 0.5.
    let shifted = (x + 2) / 4
    expectTerms(shifted.terms, [(x, 0.25)])
    #expect(shifted.constant == 0.5)
  }

  @Test func negationFlipsEveryTermAndTheConstant() {
    // -(x - y) = -1·x + 1·y, constant 0.
    let negated = -(x - y)
    expectTerms(negated.terms, [(x, -1), (y, 1)])
    #expect(negated.constant == 0)

    // -(x + 3) = -1·x - 3; -x alone = -1·x.
    let shifted = -(x + 3)
    expectTerms(shifted.terms, [(x, -1)])
    #expect(shifted.constant == -3)
    expectTerms((-x).terms, [(x, -1)])
  }

  @Test func numberMinusVariableNegatesTheVariable() {
    // 3 - x = -1·x + 3.
    let expression = 3 - x
    expectTerms(expression.terms, [(x, -1)])
    #expect(expression.constant == 3)

    // 3 - (x - y) = -1·x + 1·y + 3.
    let nested = 3 - (x - y)
    expectTerms(nested.terms, [(x, -1), (y, 1)])
    #expect(nested.constant == 3)
  }

  @Test func scalingFromEitherSideMultipliesTermsAndConstant() {
    // x * 2 = 2·x; (x + 1) * 2 = 2·x + 2; 3 * (x - y + 1) = 3·x - 3·y + 3.
    expectTerms((x * 2).terms, [(x, 2)])
    let right = (x + 1) * 2
    expectTerms(right.terms, [(x, 2)])
    #expect(right.constant == 2)
    let left = 3 * (x - y + 1)
    expectTerms(left.terms, [(x, 3), (y, -3)])
    #expect(left.constant == 3)
  }

  @Test func sumsKeepRepeatedVariablesAsSeparateTerms() {
    // x + y + x: three terms as written; the constant 1 + 2 = 3.
    let expression = (x + 1) + (y + x + 2)
    expectTerms(expression.terms, [(x, 1), (y, 1), (x, 1)])
    #expect(expression.constant == 3)
  }

  @Test func initialisersMakeSingleTermOrConstantExpressions() {
    expectTerms(LinearExpression(x).terms, [(x, 1)])
    #expect(LinearExpression(x).constant == 0)
    #expect(LinearExpression(5).terms.isEmpty)
    #expect(LinearExpression(5).constant == 5)
    #expect(LinearExpression().terms.isEmpty)
    #expect(LinearExpression().constant == 0)
  }

  @Test func scaledByMultipliesEveryCoefficientAndTheConstant() {
    // (2x - y + 4) · 1.5 = 3x - 1.5y + 6.
    let scaled = (2 * x - y + 4).scaled(by: 1.5)
    expectTerms(scaled.terms, [(x, 3), (y, -1.5)])
    #expect(scaled.constant == 6)
  }

  @Test func isFiniteChecksCoefficientsAndConstant() {
    #expect((2 * x + y - 8).isFinite)
    #expect(!(Double.nan * x).isFinite)
    #expect(!(x + Double.infinity).isFinite)
    #expect(!(x - Double.infinity).isFinite)
  }

  // MARK: Reduced terms

  @Test func reducedTermsAddUpCoefficientsInOrderOfFirstAppearance() {
    // y + x + y + 2x = 2y + 3x: y first, then x.
    expectTerms((y + x + y + 2 * x).reducedTerms, [(y, 2), (x, 3)])
  }

  @Test func reducedTermsDropCancelledVariables() {
    // x + y + 2x - y = 3x; y's 1 - 1 = 0 is dropped.
    expectTerms((x + y + 2 * x - y).reducedTerms, [(x, 3)])
    // x - x cancels completely.
    #expect((x - x).reducedTerms.isEmpty)
  }

  // MARK: Constraints

  @Test func equalityIsKeptInNormalForm() {
    // a == b + 8  →  a - (b + 8) = a - b - 8, relation ==, required.
    let a = Variable("a")
    let b = Variable("b")
    let constraint = a == b + 8
    expectTerms(constraint.expression.terms, [(a, 1), (b, -1)])
    #expect(constraint.expression.constant == -8)
    #expect(constraint.relation == .equal)
    #expect(constraint.priority == .required)
  }

  @Test func inequalitiesSubtractTheRightSide() {
    // 2x + 1 <= y - 3  →  2x - y + 1 + 3 = 2x - y + 4 <= 0.
    let lessOrEqual = 2 * x + 1 <= y - 3
    expectTerms(lessOrEqual.expression.terms, [(x, 2), (y, -1)])
    #expect(lessOrEqual.expression.constant == 4)
    #expect(lessOrEqual.relation == .lessThanOrEqual)

    // 10 <= x  →  10 - x = -x + 10 <= 0 (the relation stays as written).
    let numberFirst = 10 <= x
    expectTerms(numberFirst.expression.terms, [(x, -1)])
    #expect(numberFirst.expression.constant == 10)
    #expect(numberFirst.relation == .lessThanOrEqual)

    // x >= y  →  x - y >= 0.
    let greaterOrEqual = x >= y
    expectTerms(greaterOrEqual.expression.terms, [(x, 1), (y, -1)])
    #expect(greaterOrEqual.expression.constant == 0)
    #expect(greaterOrEqual.relation == .greaterThanOrEqual)
  }

  @Test func tildeMakesACopyWithThePriority() {
    let required = x == 50
    let optional = required ~ .medium
    #expect(optional !== required)
    #expect(optional.priority == .medium)
    #expect(optional.relation == .equal)
    expectTerms(optional.expression.terms, [(x, 1)])
    #expect(optional.expression.constant == -50)
    #expect(required.priority == .required)
  }

  @Test func tildeGoesWithTheRightHandSide() {
    // x == y ~ .strong parses as x == (y ~ .strong): the constraint is made with its priority.
    let constraint = x == y ~ .strong
    #expect(constraint.priority == .strong)
    expectTerms(constraint.expression.terms, [(x, 1), (y, -1)])
    #expect(constraint.relation == .equal)
    // Arithmetic binds tighter than `~`: 2 * y + 8 ~ .strong + 1 is (2y + 8) at priority 751.
    let weighted = x >= 2 * y + 8 ~ .strong + 1
    #expect(weighted.priority == Priority(751))
    expectTerms(weighted.expression.terms, [(x, 1), (y, -2)])
    #expect(weighted.expression.constant == -8)
    #expect(weighted.relation == .greaterThanOrEqual)
  }

  @Test func withPriorityKeepsExpressionAndRelation() {
    let original = x + y <= 100
    let copy = original.withPriority(Priority(751))
    #expect(copy !== original)
    #expect(copy.priority == Priority(751))
    #expect(copy.relation == .lessThanOrEqual)
    expectTerms(copy.expression.terms, [(x, 1), (y, 1)])
    #expect(copy.expression.constant == -100)
    #expect(original.priority == .required)
  }

  @Test func constraintInitialiserDefaultsToRequired() {
    let constraint = Constraint(x - 3, .greaterThanOrEqual)
    #expect(constraint.priority == .required)
    #expect(constraint.relation == .greaterThanOrEqual)
    #expect(constraint.expression.constant == -3)
  }

  // MARK: Descriptions

  @Test func variableDescriptionIsItsNameOrUnnamed() {
    #expect(x.description == "x")
    #expect(Variable().description == "<unnamed>")
    #expect(Variable("").name == "")
  }

  @Test func termDescriptionHidesUnitCoefficients() {
    #expect(Term(x).description == "x")
    #expect(Term(x, coefficient: -1).description == "-x")
    #expect(Term(x, coefficient: 2).description == "2 * x")
    #expect(Term(x, coefficient: -2.5).description == "-2.5 * x")
  }

  @Test func expressionDescriptionReadsLikeTheAlgebra() {
    #expect((2 * x + y - 8).description == "2 * x + y - 8")
    #expect((x / 4).description == "0.25 * x")
    #expect((-(x - y)).description == "-x + y")
    #expect((3 - x).description == "-x + 3")
    #expect((x - 2 * y).description == "x - 2 * y")
    #expect((x - 0.5 * y + 1.25).description == "x - 0.5 * y + 1.25")
    #expect(LinearExpression(5).description == "5")
    #expect(LinearExpression(-2.5).description == "-2.5")
    #expect(LinearExpression().description == "0")
  }

  @Test func constraintDescriptionShowsNormalFormAndOptionalPriority() {
    let a = Variable("a")
    let b = Variable("b")
    #expect((a == b + 8).description == "a - b - 8 == 0")
    #expect((x + y <= 100).description == "x + y - 100 <= 0")
    #expect((x >= 10).description == "x - 10 >= 0")
    #expect(((x == 50) ~ .medium).description == "x - 50 == 0 (500)")
    #expect(((x >= y) ~ Priority(250.5)).description == "x - y >= 0 (250.5)")
  }

  @Test func relationDescriptionsAreTheOperators() {
    #expect(Relation.equal.description == "==")
    #expect(Relation.lessThanOrEqual.description == "<=")
    #expect(Relation.greaterThanOrEqual.description == ">=")
  }
}

// MARK: - Fixtures

/// Checks that `terms` are exactly the given variables (by identity) and coefficients, in order.
private func expectTerms(
  _ terms: [Term], _ expected: [(Variable, Double)], sourceLocation: SourceLocation = #_sourceLocation
) {
  #expect(
    terms.count == expected.count, "terms \(terms), expected \(expected.count)",
    sourceLocation: sourceLocation)
  for (term, (variable, coefficient)) in zip(terms, expected) {
    #expect(
      term.variable === variable, "\(term.variable) instead of \(variable)", sourceLocation: sourceLocation)
    #expect(
      term.coefficient == coefficient, "\(term) instead of \(coefficient) * \(variable)",
      sourceLocation: sourceLocation)
  }
}
