import Cassowary
import LayoutShotTestSupport

/// A random system of linear constraints that is feasible by construction, for property tests.
///
/// The generator first picks a point `p` with small integer coordinates, then writes constraints
/// around it:
///
/// - **required equalities** through `p` (`Σ aᵢ xᵢ + c == 0` with `c = -Σ aᵢ pᵢ`), sometimes a
///   scaled copy of an earlier one, so redundant pairs with multipliers such as 1/1.536 occur;
/// - **required inequalities** that `p` satisfies with a random slack ≥ 0 (often exactly 0);
/// - **optional constraints** of any relation whose target lies near `p` or anywhere, at priorities
///   drawn from ``priorities`` so that several levels interact;
/// - when the shape asks for it, a **box** `-100 ≤ xᵢ ≤ 100` (required), which bounds the feasible
///   region.
///
/// Coefficients are small integers or simple fractions (``coefficients``). Every required
/// constraint holds at ``point``, so the required part is always satisfiable; the optional part
/// usually is not. ``constraints`` lists everything in a random insertion order.
///
/// ```swift
/// var generator = SplitMix64(seed: 1, stream: 0)
/// let shape = RandomSystem.Shape(
///   variableCount: 2...3, requiredEqualityCount: 0...1, requiredInequalityCount: 0...3,
///   optionalCount: 1...4)
/// let system = RandomSystem(shape: shape, using: &generator)
/// let solver = Solver()
/// try solver.add(system.constraints)
/// ```
struct RandomSystem: CustomStringConvertible {
  /// How big a system to generate; each count is drawn uniformly from its range.
  struct Shape {
    /// The number of variables.
    var variableCount: ClosedRange<Int>
    /// The number of required equalities (before the box).
    var requiredEqualityCount: ClosedRange<Int>
    /// The number of required inequalities (before the box).
    var requiredInequalityCount: ClosedRange<Int>
    /// The number of optional constraints.
    var optionalCount: ClosedRange<Int>
    /// The most variables one constraint mentions.
    var maximumTermCount = 3
    /// Whether to add the required box `-boxBound ≤ xᵢ ≤ boxBound` for every variable.
    var isBoxed = true
  }

  /// The half-width of the box constraints.
  static let boxBound = 100.0
  /// The priorities of optional constraints: adjacent levels (250, 251) and the common ones.
  static let priorities: [Priority] = [250, 251, 500, 750, 999]
  /// Coefficients: small integers, halves and quarters, and Auto Layout's awkward 1/1.536.
  static let coefficients: [Double] = [
    1, -1, 2, -2, 3, -3, 0.5, -0.5, 0.25, 1.5, -1.5, 1 / 1.536, -1 / 1.536,
  ]
  /// Factors for the redundant, scaled copies of required constraints (positive, so the relation
  /// keeps its direction).
  private static let copyFactors: [Double] = [2, 0.5, 3, 1.536, 1 / 1.536]
  /// Slacks of required inequalities at the point; zero is common, so constraints are often tight.
  private static let slacks: [Double] = [0, 0, 0.5, 1, 2, 5, 10]

  /// The unknowns, named `x0`, `x1`, ….
  let variables: [Variable]
  /// The point that satisfies every required constraint, one coordinate per variable.
  let point: [Double]
  /// Every constraint, in the order a test adds them.
  private(set) var constraints: [Constraint]
  private let maximumTermCount: Int

  /// Generates a system of the given shape.
  init(shape: Shape, using generator: inout SplitMix64) {
    let count = generator.int(in: shape.variableCount)
    variables = (0..<count).map { Variable("x\($0)") }
    point = (0..<count).map { _ in Double(generator.int(in: -20...20)) }
    maximumTermCount = shape.maximumTermCount
    constraints = []

    var required: [Constraint] = []
    for _ in 0..<generator.int(in: shape.requiredEqualityCount) {
      if !required.isEmpty && generator.chance(0.15) {
        required.append(Self.scaledCopy(of: generator.element(of: required), using: &generator))
      } else {
        required.append(makeRequired(.equal, using: &generator))
      }
    }
    for _ in 0..<generator.int(in: shape.requiredInequalityCount) {
      let relation: Relation = generator.chance(0.5) ? .lessThanOrEqual : .greaterThanOrEqual
      required.append(makeRequired(relation, using: &generator))
    }
    var all = required
    for _ in 0..<generator.int(in: shape.optionalCount) {
      all.append(makeOptional(using: &generator))
    }
    if shape.isBoxed {
      for variable in variables {
        all.append(variable >= -Self.boxBound)
        all.append(variable <= Self.boxBound)
      }
    }
    generator.shuffle(&all)
    constraints = all
  }

  /// The required constraints among ``constraints``, in order.
  var requiredConstraints: [Constraint] {
    constraints.filter { $0.priority.isRequired }
  }

  /// Every constraint on its own line, in order: enough to rebuild the system by hand.
  var description: String {
    let point = zip(variables, point).map { "\($0) = \($1)" }.joined(separator: ", ")
    return "point: \(point)\n" + constraints.map { "  \($0)" }.joined(separator: "\n")
  }

  // MARK: Making constraints

  /// A new required constraint with a random relation that ``point`` satisfies.
  func makeRequired(using generator: inout SplitMix64) -> Constraint {
    let relations: [Relation] = [.equal, .lessThanOrEqual, .greaterThanOrEqual]
    return makeRequired(generator.element(of: relations), using: &generator)
  }

  /// A new required constraint with `relation` that ``point`` satisfies: an equality through the
  /// point, or an inequality with a random slack ≥ 0 there.
  func makeRequired(_ relation: Relation, using generator: inout SplitMix64) -> Constraint {
    let terms = randomTerms(using: &generator)
    let slack = generator.element(of: Self.slacks)
    var constant = -valueAtPoint(terms)
    switch relation {
    case .equal: break
    case .lessThanOrEqual: constant -= slack
    case .greaterThanOrEqual: constant += slack
    }
    return Constraint(LinearExpression(terms: terms, constant: constant), relation)
  }

  /// A new optional constraint: random relation, a target near ``point`` (or anywhere in the box),
  /// and a priority from ``priorities``.
  func makeOptional(using generator: inout SplitMix64) -> Constraint {
    let relations: [Relation] = [.equal, .lessThanOrEqual, .greaterThanOrEqual]
    let terms = randomTerms(using: &generator)
    let offset = Double(generator.chance(0.7) ? generator.int(in: -30...30) : generator.int(in: -150...150))
    return Constraint(
      LinearExpression(terms: terms, constant: offset - valueAtPoint(terms)),
      generator.element(of: relations),
      priority: generator.element(of: Self.priorities))
  }

  /// A required constraint that contradicts `pool` (required constraints of this system): a
  /// positive combination of 1 to 3 of them, each written as `g ≤ 0`, says `Σ λ g ≤ 0`, and the
  /// new constraint demands `Σ λ g ≥ δ` with `δ > 0` (Farkas' lemma makes the pair infeasible).
  ///
  /// The combination's coefficients are merged per variable and cancellations (below 1e-9) are
  /// dropped, so round-off never leaves a near-zero coefficient that a scratch solver could use
  /// to escape the contradiction.
  func makeContradiction(of pool: [Constraint], using generator: inout SplitMix64) -> Constraint {
    precondition(!pool.isEmpty, "a contradiction needs constraints to contradict")
    var members = pool
    generator.shuffle(&members)
    members = Array(members.prefix(generator.int(in: 1...min(3, pool.count))))
    let multipliers: [Double] = [1, 2, 0.5, 1 / 1.536]
    var coefficients = [Double](repeating: 0, count: variables.count)
    var constant = 0.0
    var allEqualities = true
    for member in members {
      let sign: Double
      switch member.relation {
      case .lessThanOrEqual: sign = 1
      case .greaterThanOrEqual: sign = -1
      case .equal: sign = generator.chance(0.5) ? 1 : -1
      }
      if member.relation != .equal { allEqualities = false }
      let factor = sign * generator.element(of: multipliers)
      for term in member.expression.terms {
        guard let index = variables.firstIndex(where: { $0 === term.variable }) else {
          preconditionFailure("the pool holds a constraint on a variable of another system")
        }
        coefficients[index] += factor * term.coefficient
      }
      constant += factor * member.expression.constant
    }
    let terms = zip(variables, coefficients).compactMap { variable, coefficient in
      abs(coefficient) < 1e-9 ? nil : Term(variable, coefficient: coefficient)
    }
    let margin = generator.element(of: [0.5, 1, 3])
    let combination = LinearExpression(terms: terms, constant: constant - margin)
    // combination = Σ λ g - δ; the contradiction is `combination ≥ 0`, written one of three ways.
    switch generator.int(in: 0...2) {
    case 0:
      return Constraint(combination, .greaterThanOrEqual)
    case 1:
      return Constraint(combination.scaled(by: -generator.element(of: Self.copyFactors)), .lessThanOrEqual)
    default:
      // With equalities only, `Σ λ g == δ` contradicts just as well.
      return Constraint(combination, allEqualities ? .equal : .greaterThanOrEqual)
    }
  }

  // MARK: Pieces

  /// 1 to `maximumTermCount` terms on distinct random variables; sometimes one term is written
  /// as two halves, which the solver must add up.
  private func randomTerms(using generator: inout SplitMix64) -> [Term] {
    var chosen = variables
    generator.shuffle(&chosen)
    let count = generator.int(in: 1...min(maximumTermCount, variables.count))
    var terms = chosen.prefix(count).map { Term($0, coefficient: generator.element(of: Self.coefficients)) }
    if generator.chance(0.1) {
      let half = Term(terms[0].variable, coefficient: terms[0].coefficient / 2)
      terms[0] = half
      terms.append(half)
    }
    return terms
  }

  /// `Σ aᵢ pᵢ` for `terms` at ``point``.
  private func valueAtPoint(_ terms: [Term]) -> Double {
    var sum = 0.0
    for term in terms {
      guard let index = variables.firstIndex(where: { $0 === term.variable }) else {
        preconditionFailure("a term on a variable of another system")
      }
      sum += term.coefficient * point[index]
    }
    return sum
  }

  /// A redundant copy of a required constraint, scaled by a positive factor.
  private static func scaledCopy(of constraint: Constraint, using generator: inout SplitMix64) -> Constraint {
    Constraint(constraint.expression.scaled(by: generator.element(of: copyFactors)), constraint.relation)
  }
}
