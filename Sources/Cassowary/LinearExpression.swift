/// A sum of terms plus a constant, such as `2 * x + y - 8`.
///
/// Expressions are built with the ordinary arithmetic operators from ``Variable``s and numbers,
/// and compared with `==`, `<=` or `>=` to make a ``Constraint``:
///
/// ```swift
/// let expression = 2 * x + y - 8      // LinearExpression
/// let constraint = expression <= 100  // Constraint
/// ```
///
/// Terms keep the order they were written in; the same variable may appear more than once (the
/// solver adds the coefficients up). Expressions are values and `Sendable`.
package struct LinearExpression: Sendable, CustomStringConvertible {
  /// The variable terms, in the order they were written.
  package var terms: [Term]
  /// The constant part.
  package var constant: Double

  /// Creates an expression from terms and a constant.
  package init(terms: [Term] = [], constant: Double = 0) {
    self.terms = terms
    self.constant = constant
  }

  /// Creates the expression `1 * variable`.
  package init(_ variable: Variable) {
    self.terms = [Term(variable)]
    self.constant = 0
  }

  /// Creates a constant expression.
  package init(_ constant: Double) {
    self.terms = []
    self.constant = constant
  }

  /// The expression multiplied by `factor`.
  package func scaled(by factor: Double) -> LinearExpression {
    LinearExpression(
      terms: terms.map { Term($0.variable, coefficient: $0.coefficient * factor) },
      constant: constant * factor)
  }

  /// The terms with each variable once, coefficients added up, zero coefficients dropped, in the
  /// order in which each variable first appears.
  package var reducedTerms: [Term] {
    var result: [Term] = []
    result.reserveCapacity(terms.count)
    for term in terms {
      if let index = result.firstIndex(where: { $0.variable === term.variable }) {
        result[index].coefficient += term.coefficient
      } else {
        result.append(term)
      }
    }
    return result.filter { $0.coefficient != 0 }
  }

  /// Whether every coefficient and the constant are finite numbers.
  package var isFinite: Bool {
    constant.isFinite && terms.allSatisfy { $0.coefficient.isFinite }
  }

  package var description: String {
    var text = ""
    for term in terms {
      if text.isEmpty {
        text = term.description
      } else if term.coefficient < 0 {
        text += " - " + Term(term.variable, coefficient: -term.coefficient).description
      } else {
        text += " + " + term.description
      }
    }
    if text.isEmpty { return NumberFormatting.number(constant) }
    if constant > 0 { text += " + " + NumberFormatting.number(constant) }
    if constant < 0 { text += " - " + NumberFormatting.number(-constant) }
    return text
  }
}
