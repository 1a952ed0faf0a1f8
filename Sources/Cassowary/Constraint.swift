import Synchronization

/// A linear relation between variables, with a priority: `x + width <= 320 ~ .strong`.
///
/// A constraint is `expression relation 0`, kept in that normal form: `a == b + 8` is stored as
/// `a - b - 8 == 0`. Constraints are usually made with the comparison operators on variables and
/// expressions:
///
/// ```swift
/// let fits = x + width <= 320                // required
/// let preferred = (width == 50) ~ .medium    // optional
/// try solver.add(fits)
/// try solver.add(preferred)
/// ```
///
/// A constraint has identity: adding the same instance twice is an error, while two distinct but
/// equal constraints are merely redundant, as in Auto Layout. Constraints are immutable and
/// `Sendable`; ``withPriority(_:)`` makes a new one.
package final class Constraint: Sendable, CustomStringConvertible {
  /// The left side minus the right side.
  package let expression: LinearExpression
  /// How ``expression`` relates to zero.
  package let relation: Relation
  /// How much the constraint matters; ``Priority/required`` by default.
  package let priority: Priority
  /// Where the first solver that took this constraint keeps it (see `SolverHint`).
  let recordHint = Atomic<Int>(SolverHint.unclaimed)

  /// Creates the constraint `expression relation 0`.
  package init(_ expression: LinearExpression, _ relation: Relation, priority: Priority = .required) {
    self.expression = expression
    self.relation = relation
    self.priority = priority
  }

  /// A new constraint with the same relation and another priority.
  package func withPriority(_ priority: Priority) -> Constraint {
    Constraint(expression, relation, priority: priority)
  }

  /// The relation as written in normal form, such as `x - y - 8 == 0 (750)`.
  package var description: String {
    var text = "\(expression.description) \(relation) 0"
    if !priority.isRequired { text += " (\(priority))" }
    return text
  }
}
