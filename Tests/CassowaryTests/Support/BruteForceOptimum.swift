import Cassowary

/// A constraint in dense form over a fixed list of variables, so points given as arrays of
/// coordinates can be evaluated without a solver.
///
/// The residual is `constant + Σ coefficientᵢ · pointᵢ`, the constraint's expression (left side
/// minus right side) at the point. Terms on the same variable are added up; a term on a variable
/// outside the list is a programming error of the test.
struct DenseConstraint {
  /// The constraint this is the dense form of.
  let constraint: Constraint
  /// One coefficient per variable of the list.
  let coefficients: [Double]
  /// The constant of the expression.
  let constant: Double
  /// How the expression relates to zero.
  let relation: Relation
  /// The constraint's priority.
  let priority: Priority

  /// The dense form of `constraint` over `variables` (matched by identity).
  init(_ constraint: Constraint, over variables: [Variable]) {
    var coefficients = [Double](repeating: 0, count: variables.count)
    for term in constraint.expression.terms {
      guard let index = variables.firstIndex(where: { $0 === term.variable }) else {
        preconditionFailure("'\(constraint)' mentions a variable outside the list")
      }
      coefficients[index] += term.coefficient
    }
    self.constraint = constraint
    self.coefficients = coefficients
    self.constant = constraint.expression.constant
    self.relation = constraint.relation
    self.priority = constraint.priority
  }

  /// The expression's value at `point`.
  func residual(at point: [Double]) -> Double {
    var sum = constant
    for index in coefficients.indices { sum += coefficients[index] * point[index] }
    return sum
  }

  /// How far `point` is from satisfying the relation.
  ///
  /// With `r` the residual, that is `|r|` for an equality, `max(0, r)` for `r ≤ 0` and
  /// `max(0, -r)` for `r ≥ 0`. It is also the error an optional constraint contributes at its
  /// priority.
  func violation(at point: [Double]) -> Double {
    let residual = residual(at: point)
    switch relation {
    case .equal: return abs(residual)
    case .lessThanOrEqual: return max(0, residual)
    case .greaterThanOrEqual: return max(0, -residual)
    }
  }

  /// ``violation(at:)`` relative to the size of the numbers involved:
  /// `violation / max(1, |constant| + Σ |coefficientᵢ · pointᵢ|)`, so round-off in large terms is
  /// not mistaken for a violated constraint.
  func relativeViolation(at point: [Double]) -> Double {
    var scale = abs(constant)
    for index in coefficients.indices { scale += abs(coefficients[index] * point[index]) }
    return violation(at: point) / max(1, scale)
  }
}

/// The errors of a solution, one number per optional priority, highest priority first: the sum
/// of ``DenseConstraint/violation(at:)`` over the optional constraints of that priority.
///
/// The solver minimises this vector lexicographically, so two optimal solutions of the same
/// constraints have equal error vectors even when their values differ.
struct ErrorVector: CustomStringConvertible {
  /// Levels whose errors differ by at most this much times `max(1, |error|)` count as equal.
  static let tolerance = 1e-6

  /// The distinct optional priorities, highest first.
  let priorities: [Double]
  /// The total error at each priority of ``priorities``.
  let errors: [Double]

  /// The error vector of `point` under `constraints`; required constraints do not count.
  init(_ constraints: [DenseConstraint], at point: [Double]) {
    let optional = constraints.filter { !$0.priority.isRequired }
    let priorities = Array(Set(optional.map(\.priority.rawValue))).sorted(by: >)
    var errors = [Double](repeating: 0, count: priorities.count)
    for constraint in optional {
      guard let level = priorities.firstIndex(of: constraint.priority.rawValue) else { continue }
      errors[level] += constraint.violation(at: point)
    }
    self.priorities = priorities
    self.errors = errors
  }

  /// Whether every level equals `other`'s within ``tolerance``.
  func isClose(to other: ErrorVector) -> Bool {
    priorities == other.priorities && zip(errors, other.errors).allSatisfy { Self.areClose($0, $1) }
  }

  /// Whether this vector is lexicographically smaller than `other`: at the first level where the
  /// two differ by more than ``tolerance``, this one is smaller.
  func precedes(_ other: ErrorVector) -> Bool {
    for (mine, theirs) in zip(errors, other.errors) where !Self.areClose(mine, theirs) {
      return mine < theirs
    }
    return false
  }

  /// `[999: 0, 750: 12.5, …]`, with full precision.
  var description: String {
    "[" + zip(priorities, errors).map { "\(Priority($0)): \($1)" }.joined(separator: ", ") + "]"
  }

  private static func areClose(_ lhs: Double, _ rhs: Double) -> Bool {
    abs(lhs - rhs) <= tolerance * max(1, abs(lhs), abs(rhs))
  }
}

/// An oracle for the optimum of small systems, independent of the solver: it enumerates
/// candidate points and keeps the lexicographically smallest error vector among those that
/// satisfy every required constraint.
///
/// **Why vertices suffice.** Every constraint's expression `e(x)` is affine, and its error is
/// `|e|`, `max(0, e)` or `max(0, -e)`: convex and piecewise linear, with its pieces meeting only
/// on the hyperplane `e(x) = 0`. The hyperplanes of all constraints (required boundaries, optional
/// targets and the box faces) therefore cut space into closed convex cells on each of which every
/// level of the error vector is affine. The required region is a union of such cells and of faces
/// of them (its boundaries, equalities included, are among the hyperplanes), and the box faces
/// make each of those pieces a bounded polytope, so each has vertices.
///
/// Minimising affine functions lexicographically over a polytope is a sequence of linear
/// programs: the minimisers of the first level form a face of it, those of the second level
/// within that face a smaller face, and so on; the last face is non-empty and contains a vertex of
/// the polytope. So the lexicographic optimum over the required region is attained at a vertex of
/// one of its pieces, and every such vertex is where `n` linearly independent hyperplanes among
/// the constraints' meet. The oracle tries every `n`-subset of hyperplanes, solves it by Gaussian
/// elimination with partial pivoting, and keeps the points that satisfy the required constraints.
///
/// The cost is `C(h, n)` small solves for `h` hyperplanes, so it is meant for `n ≤ 3` and about a
/// dozen constraints; every variable must be boxed.
enum BruteForceOptimum {
  /// The largest system the oracle is meant for.
  static let maximumVariableCount = 3
  /// A candidate point satisfies a required constraint when its relative violation is at most
  /// this.
  static let feasibilityTolerance = 1e-7
  /// Pivots smaller than this make a subset of hyperplanes singular (parallel or dependent).
  private static let singularPivot = 1e-10

  /// The lexicographically smallest error vector over the points that satisfy the required
  /// constraints among `constraints`, or `nil` when no candidate vertex satisfies them (which,
  /// for a feasible bounded system, would be a bug in the test).
  static func minimumErrorVector(of constraints: [Constraint], over variables: [Variable]) -> ErrorVector? {
    precondition(variables.count <= maximumVariableCount, "the brute force is meant for small systems")
    let dense = constraints.map { DenseConstraint($0, over: variables) }
    let required = dense.filter { $0.priority.isRequired }
    var hyperplanes: [DenseConstraint] = []
    for constraint in dense where constraint.coefficients.contains(where: { $0 != 0 }) {
      let isRepeat = hyperplanes.contains {
        $0.coefficients == constraint.coefficients && $0.constant == constraint.constant
      }
      if !isRepeat { hyperplanes.append(constraint) }
    }

    var best: ErrorVector?
    forEachSubset(of: hyperplanes.count, size: variables.count) { subset in
      guard let point = intersection(of: subset.map { hyperplanes[$0] }),
        required.allSatisfy({ $0.relativeViolation(at: point) <= feasibilityTolerance })
      else { return }
      let errors = ErrorVector(dense, at: point)
      if let current = best, !errors.precedes(current) { return }
      best = errors
    }
    return best
  }

  /// Calls `body` with every strictly increasing list of `size` indices below `count`.
  private static func forEachSubset(of count: Int, size: Int, _ body: ([Int]) -> Void) {
    var subset: [Int] = []
    func extend(from start: Int) {
      if subset.count == size {
        body(subset)
        return
      }
      guard start < count else { return }
      for index in start..<count where count - index >= size - subset.count {
        subset.append(index)
        extend(from: index + 1)
        subset.removeLast()
      }
    }
    extend(from: 0)
  }

  /// The point where the expressions of `n` constraints on `n` variables are all zero, by Gaussian
  /// elimination with partial pivoting; `nil` when the hyperplanes are not independent.
  private static func intersection(of planes: [DenseConstraint]) -> [Double]? {
    let size = planes.count
    // Augmented rows [a₁ … aₙ | -constant], since a·x + constant = 0.
    var matrix = planes.map { $0.coefficients + [-$0.constant] }
    for column in 0..<size {
      var pivotRow = column
      for row in column..<size where abs(matrix[row][column]) > abs(matrix[pivotRow][column]) {
        pivotRow = row
      }
      guard abs(matrix[pivotRow][column]) > singularPivot else { return nil }
      matrix.swapAt(column, pivotRow)
      for row in (column + 1)..<size {
        let factor = matrix[row][column] / matrix[column][column]
        if factor == 0 { continue }
        for entry in column...size { matrix[row][entry] -= factor * matrix[column][entry] }
      }
    }
    var solution = [Double](repeating: 0, count: size)
    for row in stride(from: size - 1, through: 0, by: -1) {
      var sum = matrix[row][size]
      for column in (row + 1)..<size { sum -= matrix[row][column] * solution[column] }
      solution[row] = sum / matrix[row][row]
    }
    return solution
  }
}
