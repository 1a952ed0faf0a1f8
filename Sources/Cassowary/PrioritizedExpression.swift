/// The right-hand side of a constraint with the constraint's priority, as `50 ~ .medium` makes it
/// in `width == 50 ~ .medium`.
public struct PrioritizedExpression: Sendable {
  /// The right-hand side.
  public var expression: LinearExpression
  /// The priority of the constraint it will make.
  public var priority: Priority

  /// Pairs an expression with a priority.
  public init(expression: LinearExpression, priority: Priority) {
    self.expression = expression
    self.priority = priority
  }
}
