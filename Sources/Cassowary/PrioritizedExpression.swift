/// The right-hand side of a constraint with the constraint's priority, as `50 ~ .medium` makes it
/// in `width == 50 ~ .medium`.
package struct PrioritizedExpression: Sendable {
  /// The right-hand side.
  package var expression: LinearExpression
  /// The priority of the constraint it will make.
  package var priority: Priority

  /// Pairs an expression with a priority.
  package init(expression: LinearExpression, priority: Priority) {
    self.expression = expression
    self.priority = priority
  }
}
