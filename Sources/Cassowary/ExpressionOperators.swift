// The arithmetic that builds linear expressions and the comparisons that turn them into
// constraints. Every operator funnels into `LinearExpression`, so `2 * x + y - 8`,
// `x == y + 8` and `(w >= 20) ~ .strong` all type-check quickly and read like the algebra.

// MARK: Scaling

/// The expression `factor * variable`.
package func * (factor: Double, variable: Variable) -> LinearExpression {
  LinearExpression(terms: [Term(variable, coefficient: factor)])
}

/// The expression `variable * factor`.
package func * (variable: Variable, factor: Double) -> LinearExpression {
  factor * variable
}

/// The expression `variable / divisor`.
package func / (variable: Variable, divisor: Double) -> LinearExpression {
  (1 / divisor) * variable
}

/// The expression `factor * expression`.
package func * (factor: Double, expression: LinearExpression) -> LinearExpression {
  expression.scaled(by: factor)
}

/// The expression `expression * factor`.
package func * (expression: LinearExpression, factor: Double) -> LinearExpression {
  expression.scaled(by: factor)
}

/// The expression `expression / divisor`.
package func / (expression: LinearExpression, divisor: Double) -> LinearExpression {
  expression.scaled(by: 1 / divisor)
}

/// The expression `-variable`.
package prefix func - (variable: Variable) -> LinearExpression {
  -1 * variable
}

/// The expression `-expression`.
package prefix func - (expression: LinearExpression) -> LinearExpression {
  expression.scaled(by: -1)
}

// MARK: Sums

/// The expression `lhs + rhs`.
package func + (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
  LinearExpression(terms: lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
}

/// The expression `lhs - rhs`.
package func - (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
  lhs + rhs.scaled(by: -1)
}

/// The expression `lhs + rhs`.
package func + (lhs: LinearExpression, rhs: Variable) -> LinearExpression { lhs + LinearExpression(rhs) }
/// The expression `lhs - rhs`.
package func - (lhs: LinearExpression, rhs: Variable) -> LinearExpression { lhs - LinearExpression(rhs) }
/// The expression `lhs + rhs`.
package func + (lhs: Variable, rhs: LinearExpression) -> LinearExpression { LinearExpression(lhs) + rhs }
/// The expression `lhs - rhs`.
package func - (lhs: Variable, rhs: LinearExpression) -> LinearExpression { LinearExpression(lhs) - rhs }
/// The expression `lhs + rhs`.
package func + (lhs: Variable, rhs: Variable) -> LinearExpression {
  LinearExpression(lhs) + LinearExpression(rhs)
}
/// The expression `lhs - rhs`.
package func - (lhs: Variable, rhs: Variable) -> LinearExpression {
  LinearExpression(lhs) - LinearExpression(rhs)
}
/// The expression `lhs + rhs`.
package func + (lhs: LinearExpression, rhs: Double) -> LinearExpression {
  LinearExpression(terms: lhs.terms, constant: lhs.constant + rhs)
}
/// The expression `lhs - rhs`.
package func - (lhs: LinearExpression, rhs: Double) -> LinearExpression { lhs + -rhs }
/// The expression `lhs + rhs`.
package func + (lhs: Double, rhs: LinearExpression) -> LinearExpression { rhs + lhs }
/// The expression `lhs - rhs`.
package func - (lhs: Double, rhs: LinearExpression) -> LinearExpression { -rhs + lhs }
/// The expression `lhs + rhs`.
package func + (lhs: Variable, rhs: Double) -> LinearExpression { LinearExpression(lhs) + rhs }
/// The expression `lhs - rhs`.
package func - (lhs: Variable, rhs: Double) -> LinearExpression { LinearExpression(lhs) - rhs }
/// The expression `lhs + rhs`.
package func + (lhs: Double, rhs: Variable) -> LinearExpression { LinearExpression(rhs) + lhs }
/// The expression `lhs - rhs`.
package func - (lhs: Double, rhs: Variable) -> LinearExpression { -rhs + lhs }

// MARK: Constraints

/// The required constraint `lhs == rhs`.
package func == (lhs: LinearExpression, rhs: LinearExpression) -> Constraint {
  Constraint(lhs - rhs, .equal)
}

/// The required constraint `lhs <= rhs`.
package func <= (lhs: LinearExpression, rhs: LinearExpression) -> Constraint {
  Constraint(lhs - rhs, .lessThanOrEqual)
}

/// The required constraint `lhs >= rhs`.
package func >= (lhs: LinearExpression, rhs: LinearExpression) -> Constraint {
  Constraint(lhs - rhs, .greaterThanOrEqual)
}

/// The required constraint `lhs == rhs`.
package func == (lhs: LinearExpression, rhs: Variable) -> Constraint { lhs == LinearExpression(rhs) }
/// The required constraint `lhs <= rhs`.
package func <= (lhs: LinearExpression, rhs: Variable) -> Constraint { lhs <= LinearExpression(rhs) }
/// The required constraint `lhs >= rhs`.
package func >= (lhs: LinearExpression, rhs: Variable) -> Constraint { lhs >= LinearExpression(rhs) }
/// The required constraint `lhs == rhs`.
package func == (lhs: Variable, rhs: LinearExpression) -> Constraint { LinearExpression(lhs) == rhs }
/// The required constraint `lhs <= rhs`.
package func <= (lhs: Variable, rhs: LinearExpression) -> Constraint { LinearExpression(lhs) <= rhs }
/// The required constraint `lhs >= rhs`.
package func >= (lhs: Variable, rhs: LinearExpression) -> Constraint { LinearExpression(lhs) >= rhs }
/// The required constraint `lhs == rhs`.
package func == (lhs: Variable, rhs: Variable) -> Constraint {
  LinearExpression(lhs) == LinearExpression(rhs)
}
/// The required constraint `lhs <= rhs`.
package func <= (lhs: Variable, rhs: Variable) -> Constraint {
  LinearExpression(lhs) <= LinearExpression(rhs)
}
/// The required constraint `lhs >= rhs`.
package func >= (lhs: Variable, rhs: Variable) -> Constraint {
  LinearExpression(lhs) >= LinearExpression(rhs)
}
/// The required constraint `lhs == rhs`.
package func == (lhs: LinearExpression, rhs: Double) -> Constraint { lhs == LinearExpression(rhs) }
/// The required constraint `lhs <= rhs`.
package func <= (lhs: LinearExpression, rhs: Double) -> Constraint { lhs <= LinearExpression(rhs) }
/// The required constraint `lhs >= rhs`.
package func >= (lhs: LinearExpression, rhs: Double) -> Constraint { lhs >= LinearExpression(rhs) }
/// The required constraint `lhs == rhs`.
package func == (lhs: Double, rhs: LinearExpression) -> Constraint { LinearExpression(lhs) == rhs }
/// The required constraint `lhs <= rhs`.
package func <= (lhs: Double, rhs: LinearExpression) -> Constraint { LinearExpression(lhs) <= rhs }
/// The required constraint `lhs >= rhs`.
package func >= (lhs: Double, rhs: LinearExpression) -> Constraint { LinearExpression(lhs) >= rhs }
/// The required constraint `lhs == rhs`.
package func == (lhs: Variable, rhs: Double) -> Constraint { LinearExpression(lhs) == LinearExpression(rhs) }
/// The required constraint `lhs <= rhs`.
package func <= (lhs: Variable, rhs: Double) -> Constraint { LinearExpression(lhs) <= LinearExpression(rhs) }
/// The required constraint `lhs >= rhs`.
package func >= (lhs: Variable, rhs: Double) -> Constraint { LinearExpression(lhs) >= LinearExpression(rhs) }
/// The required constraint `lhs == rhs`.
package func == (lhs: Double, rhs: Variable) -> Constraint { LinearExpression(lhs) == LinearExpression(rhs) }
/// The required constraint `lhs <= rhs`.
package func <= (lhs: Double, rhs: Variable) -> Constraint { LinearExpression(lhs) <= LinearExpression(rhs) }
/// The required constraint `lhs >= rhs`.
package func >= (lhs: Double, rhs: Variable) -> Constraint { LinearExpression(lhs) >= LinearExpression(rhs) }

// MARK: Priorities

/// The precedence of `~`: tighter than comparisons and looser than arithmetic, so in
/// `width == 2 * other ~ .strong` the priority goes with the right-hand side, and the constraint
/// is made with it (as Anchorage and LayoutShot's anchors do). `(width == 50) ~ .medium` works too.
precedencegroup PriorityAssignmentPrecedence {
  associativity: none
  higherThan: ComparisonPrecedence
  lowerThan: NilCoalescingPrecedence
}

/// Gives a constraint a priority: `width == 50 ~ .medium` or `(width == 50) ~ .medium`.
infix operator ~ : PriorityAssignmentPrecedence

/// A copy of `constraint` with `priority`; see ``Constraint/withPriority(_:)``.
package func ~ (constraint: Constraint, priority: Priority) -> Constraint {
  constraint.withPriority(priority)
}

/// The right-hand side of a constraint together with the constraint's priority.
package func ~ (expression: LinearExpression, priority: Priority) -> PrioritizedExpression {
  PrioritizedExpression(expression: expression, priority: priority)
}

/// The right-hand side of a constraint together with the constraint's priority.
package func ~ (variable: Variable, priority: Priority) -> PrioritizedExpression {
  PrioritizedExpression(expression: LinearExpression(variable), priority: priority)
}

/// The right-hand side of a constraint together with the constraint's priority.
package func ~ (constant: Double, priority: Priority) -> PrioritizedExpression {
  PrioritizedExpression(expression: LinearExpression(constant), priority: priority)
}

/// The constraint `lhs == rhs` at the priority that comes with `rhs`.
package func == (lhs: LinearExpression, rhs: PrioritizedExpression) -> Constraint {
  Constraint(lhs - rhs.expression, .equal, priority: rhs.priority)
}
/// The constraint `lhs <= rhs` at the priority that comes with `rhs`.
package func <= (lhs: LinearExpression, rhs: PrioritizedExpression) -> Constraint {
  Constraint(lhs - rhs.expression, .lessThanOrEqual, priority: rhs.priority)
}
/// The constraint `lhs >= rhs` at the priority that comes with `rhs`.
package func >= (lhs: LinearExpression, rhs: PrioritizedExpression) -> Constraint {
  Constraint(lhs - rhs.expression, .greaterThanOrEqual, priority: rhs.priority)
}
/// The constraint `lhs == rhs` at the priority that comes with `rhs`.
package func == (lhs: Variable, rhs: PrioritizedExpression) -> Constraint { LinearExpression(lhs) == rhs }
/// The constraint `lhs <= rhs` at the priority that comes with `rhs`.
package func <= (lhs: Variable, rhs: PrioritizedExpression) -> Constraint { LinearExpression(lhs) <= rhs }
/// The constraint `lhs >= rhs` at the priority that comes with `rhs`.
package func >= (lhs: Variable, rhs: PrioritizedExpression) -> Constraint { LinearExpression(lhs) >= rhs }
/// The constraint `lhs == rhs` at the priority that comes with `rhs`.
package func == (lhs: Double, rhs: PrioritizedExpression) -> Constraint { LinearExpression(lhs) == rhs }
/// The constraint `lhs <= rhs` at the priority that comes with `rhs`.
package func <= (lhs: Double, rhs: PrioritizedExpression) -> Constraint { LinearExpression(lhs) <= rhs }
/// The constraint `lhs >= rhs` at the priority that comes with `rhs`.
package func >= (lhs: Double, rhs: PrioritizedExpression) -> Constraint { LinearExpression(lhs) >= rhs }
