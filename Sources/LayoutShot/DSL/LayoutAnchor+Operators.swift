import Cassowary

// The operator form, in the style of SnapKit, Cartography and Anchorage:
//
//     a.leading == b.trailing + 8
//     red.width == 2 * blue.width ~ .defaultHigh
//     blue.width >= 150
//
// A comparison makes an active constraint at once, with the priority `~` gave its right-hand
// side (so no required constraint is ever switched to optional after activation). Inside a
// layout program's body the constraint gets the line of its statement.

/// Gives the right-hand side of a constraint its priority: `red.width == 2 * blue.width ~ .defaultHigh`.
///
/// The precedence is Cassowary's: tighter than comparisons, looser than arithmetic.
infix operator ~ : PriorityAssignmentPrecedence

// MARK: Building the right-hand side

/// The right-hand side `anchor + constant`.
public func + <A: LayoutAnchor>(anchor: A, constant: Double) -> LayoutExpression<A> {
  LayoutExpression(anchor: anchor, constant: constant)
}

/// The right-hand side `anchor - constant`.
public func - <A: LayoutAnchor>(anchor: A, constant: Double) -> LayoutExpression<A> {
  LayoutExpression(anchor: anchor, constant: -constant)
}

/// The right-hand side `expression + constant`.
public func + <A: LayoutAnchor>(expression: LayoutExpression<A>, constant: Double) -> LayoutExpression<A> {
  var result = expression
  result.constant += constant
  return result
}

/// The right-hand side `expression - constant`.
public func - <A: LayoutAnchor>(expression: LayoutExpression<A>, constant: Double) -> LayoutExpression<A> {
  expression + -constant
}

/// The right-hand side `multiplier × dimension`.
public func * (multiplier: Double, dimension: LayoutDimension) -> LayoutExpression<LayoutDimension> {
  LayoutExpression(anchor: dimension, multiplier: multiplier)
}

/// The right-hand side `dimension × multiplier`.
public func * (dimension: LayoutDimension, multiplier: Double) -> LayoutExpression<LayoutDimension> {
  LayoutExpression(anchor: dimension, multiplier: multiplier)
}

/// The right-hand side `dimension ÷ divisor`.
public func / (dimension: LayoutDimension, divisor: Double) -> LayoutExpression<LayoutDimension> {
  LayoutExpression(anchor: dimension, multiplier: 1 / divisor)
}

/// `anchor` at `priority`.
public func ~ <A: LayoutAnchor>(anchor: A, priority: LayoutPriority) -> LayoutExpression<A> {
  LayoutExpression(anchor: anchor, priority: priority)
}

/// `expression` at `priority`.
public func ~ <A: LayoutAnchor>(expression: LayoutExpression<A>, priority: LayoutPriority)
  -> LayoutExpression<A>
{
  var result = expression
  result.priority = priority
  return result
}

/// A constant size at `priority`: `icon.width == 44 ~ .defaultHigh`.
public func ~ (constant: Double, priority: LayoutPriority) -> LayoutExpression<LayoutDimension> {
  LayoutExpression(anchor: nil, multiplier: 0, constant: constant, priority: priority)
}

// MARK: Comparisons

/// `lhs == rhs`, active at once.
@discardableResult
public func == <A: LayoutAnchor>(lhs: A, rhs: A) -> LayoutConstraint {
  activate(lhs, .equal, LayoutExpression(anchor: rhs))
}

/// `lhs <= rhs`, active at once.
@discardableResult
public func <= <A: LayoutAnchor>(lhs: A, rhs: A) -> LayoutConstraint {
  activate(lhs, .lessThanOrEqual, LayoutExpression(anchor: rhs))
}

/// `lhs >= rhs`, active at once.
@discardableResult
public func >= <A: LayoutAnchor>(lhs: A, rhs: A) -> LayoutConstraint {
  activate(lhs, .greaterThanOrEqual, LayoutExpression(anchor: rhs))
}

/// `lhs == multiplier × anchor + constant`, active at once.
@discardableResult
public func == <A: LayoutAnchor>(lhs: A, rhs: LayoutExpression<A>) -> LayoutConstraint {
  activate(lhs, .equal, rhs)
}

/// `lhs <= multiplier × anchor + constant`, active at once.
@discardableResult
public func <= <A: LayoutAnchor>(lhs: A, rhs: LayoutExpression<A>) -> LayoutConstraint {
  activate(lhs, .lessThanOrEqual, rhs)
}

/// `lhs >= multiplier × anchor + constant`, active at once.
@discardableResult
public func >= <A: LayoutAnchor>(lhs: A, rhs: LayoutExpression<A>) -> LayoutConstraint {
  activate(lhs, .greaterThanOrEqual, rhs)
}

/// `dimension == constant`, active at once.
@discardableResult
public func == (lhs: LayoutDimension, rhs: Double) -> LayoutConstraint {
  activate(lhs, .equal, LayoutExpression(anchor: nil, multiplier: 0, constant: rhs))
}

/// `dimension <= constant`, active at once.
@discardableResult
public func <= (lhs: LayoutDimension, rhs: Double) -> LayoutConstraint {
  activate(lhs, .lessThanOrEqual, LayoutExpression(anchor: nil, multiplier: 0, constant: rhs))
}

/// `dimension >= constant`, active at once.
@discardableResult
public func >= (lhs: LayoutDimension, rhs: Double) -> LayoutConstraint {
  activate(lhs, .greaterThanOrEqual, LayoutExpression(anchor: nil, multiplier: 0, constant: rhs))
}

private func activate<A: LayoutAnchor>(_ lhs: A, _ relation: LayoutRelation, _ rhs: LayoutExpression<A>)
  -> LayoutConstraint
{
  let constraint = LayoutConstraint(
    lhs.item, lhs.attribute, relation, rhs.anchor?.item, rhs.anchor?.attribute ?? .notAnAttribute,
    multiplier: rhs.multiplier, constant: rhs.constant, priority: rhs.priority, location: nil)
  constraint.isActive = true
  return constraint
}
