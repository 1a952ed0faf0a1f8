// The arithmetic that builds linear expressions and the comparisons that turn them into
// constraints. Every operator funnels into `LinearExpression`, so `2 * x + y - 8`,
// `x == y + 8` and `(w >= 20) ~ .strong` all type-check quickly and read like the algebra.

// MARK: Scaling

/// The expression `factor * variable`.
public func * (factor: Double, variable: Variable) -> LinearExpression {
  LinearExpression(terms: [Term(variable, coefficient: factor)])
}

/// The expression `variable * factor`.
public func * (variable: Variable, factor: Double) -> LinearExpression {
  factor * variable
}

/// The expression `variable / divisor`.
public func / (variable: Variable, divisor: Double) -> LinearExpression {
  (1 / divisor) * variable
}

/// The expression `factor * expression`.
public func * (factor: Double, expression: LinearExpression) -> LinearExpression {
  expression.scaled(by: factor)
}

/// The expression `expression * factor`.
public func * (expression: LinearExpression, factor: Double) -> LinearExpression {
  expression.scaled(by: factor)
}

/// The expression `expression / divisor`.
public func / (expression: LinearExpression, divisor: Double) -> LinearExpression {
  expression.scaled(by: 1 / divisor)
}

/// The expression `-variable`.
public prefix func - (variable: Variable) -> LinearExpression {
  -1 * variable
}

/// The expression `-expression`.
public prefix func - (expression: LinearExpression) -> LinearExpression {
  expression.scaled(by: -1)
}

// MARK: Sums

/// The expression `lhs + rhs`.
public func + (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
  LinearExpression(terms: lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
}

/// The expression `lhs - rhs`.
public func - (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
  lhs + rhs.scaled(by: -1)
}

/// The expression `lhs + rhs`.
public func + (lhs: LinearExpression, rhs: Variable) -> LinearExpression { lhs + LinearExpression(rhs) }
/// The expression `lhs - rhs`.
public func - (lhs: LinearExpression, rhs: Variable) -> LinearExpression { lhs - LinearExpression(rhs) }
/// The expression `lhs + rhs`.
public func + (lhs: Variable, rhs: LinearExpression) -> LinearExpression { LinearExpression(lhs) + rhs }
/// The expression `lhs - rhs`.
public func - (lhs: Variable, rhs: LinearExpression) -> LinearExpression { LinearExpression(lhs) - rhs }
/// The expression `lhs + rhs`.
public func + (lhs: Variable, rhs: Variable) -> LinearExpression {
  LinearExpression(lhs) + LinearExpression(rhs)
}
/// The expression `lhs - rhs`.
public func - (lhs: Variable, rhs: Variable) -> LinearExpression {
  LinearExpression(lhs) - LinearExpression(rhs)
}
/// The expression `lhs + rhs`.
public func + (lhs: LinearExpression, rhs: Double) -> LinearExpression {
  LinearExpression(terms: lhs.terms, constant: lhs.constant + rhs)
}
/// The expression `lhs - rhs`.
public func - (lhs: LinearExpression, rhs: Double) -> LinearExpression { lhs + -rhs }
/// The expression `lhs + rhs`.
public func + (lhs: Double, rhs: LinearExpression) -> LinearExpression { rhs + lhs }
/// The expression `lhs - rhs`.
public func - (lhs: Double, rhs: LinearExpression) -> LinearExpression { -rhs + lhs }
/// The expression `lhs + rhs`.
public func + (lhs: Variable, rhs: Double) -> LinearExpression { LinearExpression(lhs) + rhs }
/// The expression `lhs - rhs`.
public func - (lhs: Variable, rhs: Double) -> LinearExpression { LinearExpression(lhs) - rhs }
/// The expression `lhs + rhs`.
public func + (lhs: Double, rhs: Variable) -> LinearExpression { LinearExpression(rhs) + lhs }
/// The expression `lhs - rhs`.
public func - (lhs: Double, rhs: Variable) -> LinearExpression { -rhs + lhs }

// MARK: Constraints

/// The required constraint `lhs == rhs`.
public func == (lhs: LinearExpression, rhs: LinearExpression) -> Constraint {
  Constraint(lhs - rhs, .equal)
}

/// The required constraint `lhs <= rhs`.
public func <= (lhs: LinearExpression, rhs: LinearExpression) -> Constraint {
  Constraint(lhs - rhs, .lessThanOrEqual)
}

/// The required constraint `lhs >= rhs`.
public func >= (lhs: LinearExpression, rhs: LinearExpression) -> Constraint {
  Constraint(lhs - rhs, .greaterThanOrEqual)
}

/// The required constraint `lhs == rhs`.
public func == (lhs: LinearExpression, rhs: Variable) -> Constraint { lhs == LinearExpression(rhs) }
/// The required constraint `lhs <= rhs`.
public func <= (lhs: LinearExpression, rhs: Variable) -> Constraint { lhs <= LinearExpression(rhs) }
/// The required constraint `lhs >= rhs`.
public func >= (lhs: LinearExpression, rhs: Variable) -> Constraint { lhs >= LinearExpression(rhs) }
/// The required constraint `lhs == rhs`.
public func == (lhs: Variable, rhs: LinearExpression) -> Constraint { LinearExpression(lhs) == rhs }
/// The required constraint `lhs <= rhs`.
public func <= (lhs: Variable, rhs: LinearExpression) -> Constraint { LinearExpression(lhs) <= rhs }
/// The required constraint `lhs >= rhs`.
public func >= (lhs: Variable, rhs: LinearExpression) -> Constraint { LinearExpression(lhs) >= rhs }
/// The required constraint `lhs == rhs`.
public func == (lhs: Variable, rhs: Variable) -> Constraint { LinearExpression(lhs) == LinearExpression(rhs) }
/// The required constraint `lhs <= rhs`.
public func <= (lhs: Variable, rhs: Variable) -> Constraint { LinearExpression(lhs) <= LinearExpression(rhs) }
/// The required constraint `lhs >= rhs`.
public func >= (lhs: Variable, rhs: Variable) -> Constraint { LinearExpression(lhs) >= LinearExpression(rhs) }
/// The required constraint `lhs == rhs`.
public func == (lhs: LinearExpression, rhs: Double) -> Constraint { lhs == LinearExpression(rhs) }
/// The required constraint `lhs <= rhs`.
public func <= (lhs: LinearExpression, rhs: Double) -> Constraint { lhs <= LinearExpression(rhs) }
/// The required constraint `lhs >= rhs`.
public func >= (lhs: LinearExpression, rhs: Double) -> Constraint { lhs >= LinearExpression(rhs) }
/// The required constraint `lhs == rhs`.
public func == (lhs: Double, rhs: LinearExpression) -> Constraint { LinearExpression(lhs) == rhs }
/// The required constraint `lhs <= rhs`.
public func <= (lhs: Double, rhs: LinearExpression) -> Constraint { LinearExpression(lhs) <= rhs }
/// The required constraint `lhs >= rhs`.
public func >= (lhs: Double, rhs: LinearExpression) -> Constraint { LinearExpression(lhs) >= rhs }
/// The required constraint `lhs == rhs`.
public func == (lhs: Variable, rhs: Double) -> Constraint { LinearExpression(lhs) == LinearExpression(rhs) }
/// The required constraint `lhs <= rhs`.
public func <= (lhs: Variable, rhs: Double) -> Constraint { LinearExpression(lhs) <= LinearExpression(rhs) }
/// The required constraint `lhs >= rhs`.
public func >= (lhs: Variable, rhs: Double) -> Constraint { LinearExpression(lhs) >= LinearExpression(rhs) }
/// The required constraint `lhs == rhs`.
public func == (lhs: Double, rhs: Variable) -> Constraint { LinearExpression(lhs) == LinearExpression(rhs) }
/// The required constraint `lhs <= rhs`.
public func <= (lhs: Double, rhs: Variable) -> Constraint { LinearExpression(lhs) <= LinearExpression(rhs) }
/// The required constraint `lhs >= rhs`.
public func >= (lhs: Double, rhs: Variable) -> Constraint { LinearExpression(lhs) >= LinearExpression(rhs) }

// MARK: Priorities

/// The precedence of `~`: looser than comparisons, so `a == b ~ .strong` needs no parentheses.
precedencegroup PriorityAssignmentPrecedence {
  associativity: left
  lowerThan: ComparisonPrecedence
  higherThan: LogicalConjunctionPrecedence
}

/// Gives a constraint a priority: `(width == 50) ~ .medium`.
infix operator ~ : PriorityAssignmentPrecedence

/// A copy of `constraint` with `priority`; see ``Constraint/withPriority(_:)``.
public func ~ (constraint: Constraint, priority: Priority) -> Constraint {
  constraint.withPriority(priority)
}
