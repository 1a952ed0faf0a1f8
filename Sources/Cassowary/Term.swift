/// A variable times a coefficient: the `2 * x` in `2 * x + y - 8`.
package struct Term: Sendable, CustomStringConvertible {
  /// The unknown.
  package var variable: Variable
  /// The factor the variable is multiplied by.
  package var coefficient: Double

  /// Creates the term `coefficient * variable`.
  package init(_ variable: Variable, coefficient: Double = 1) {
    self.variable = variable
    self.coefficient = coefficient
  }

  package var description: String {
    NumberFormatting.coefficient(coefficient, of: variable.description)
  }
}
