/// A variable times a coefficient: the `2 * x` in `2 * x + y - 8`.
public struct Term: Sendable, CustomStringConvertible {
  /// The unknown.
  public var variable: Variable
  /// The factor the variable is multiplied by.
  public var coefficient: Double

  /// Creates the term `coefficient * variable`.
  public init(_ variable: Variable, coefficient: Double = 1) {
    self.variable = variable
    self.coefficient = coefficient
  }

  public var description: String {
    NumberFormatting.coefficient(coefficient, of: variable.description)
  }
}
