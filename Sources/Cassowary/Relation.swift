/// How the two sides of a ``Constraint`` relate.
package enum Relation: Sendable, Hashable, CustomStringConvertible {
  /// `lhs == rhs`
  case equal
  /// `lhs <= rhs`
  case lessThanOrEqual
  /// `lhs >= rhs`
  case greaterThanOrEqual

  package var description: String {
    switch self {
    case .equal: "=="
    case .lessThanOrEqual: "<="
    case .greaterThanOrEqual: ">="
    }
  }
}
