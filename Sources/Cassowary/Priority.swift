/// How much a constraint matters, on Auto Layout's scale from 1 to 1000.
///
/// ``required`` (1000) constraints must hold; a solver rejects a set of required constraints
/// that cannot all hold. Any priority in `1..<1000` is optional: the solver satisfies higher
/// priorities strictly first (no number of violations at a lower priority can buy any violation
/// at a higher one), and within one priority it minimises the sum of the absolute errors.
///
/// ```swift
/// let preferred = (width == 50) ~ .medium
/// let atLeast = (width >= 20) ~ Priority(751)
/// let nudged = (width <= 80) ~ .strong + 1
/// ```
///
/// The named levels match Kiwi's strengths mapped onto Auto Layout's scale (strong 750,
/// medium 500, weak 250) and UIKit's common levels.
package struct Priority: Hashable, Comparable, Sendable, CustomStringConvertible,
  ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral
{
  /// The priority on the 1...1000 scale.
  ///
  /// Values outside it are rejected when used.
  package var rawValue: Double

  /// Creates a priority; valid priorities lie in `1...1000`.
  package init(_ rawValue: Double) {
    self.rawValue = rawValue
  }

  /// A value written as an integer literal.
  package init(integerLiteral value: Int) {
    self.rawValue = Double(value)
  }

  /// A value written as a floating-point literal.
  package init(floatLiteral value: Double) {
    self.rawValue = value
  }

  /// 1000: the constraint must hold.
  package static let required = Priority(1000)
  /// 750: Kiwi's `strong`, UIKit's `defaultHigh`.
  package static let strong = Priority(750)
  /// 500: Kiwi's `medium`.
  package static let medium = Priority(500)
  /// 250: Kiwi's `weak`, UIKit's `defaultLow`.
  package static let weak = Priority(250)

  /// Whether the constraint must hold (the priority is exactly 1000).
  package var isRequired: Bool { rawValue == 1000 }

  /// Whether a solver accepts this priority: a finite value in `1...1000`.
  package var isValid: Bool { rawValue >= 1 && rawValue <= 1000 }

  /// Whether the left value is lower than the right one.
  package static func < (lhs: Priority, rhs: Priority) -> Bool { lhs.rawValue < rhs.rawValue }

  /// The value raised by a number.
  package static func + (lhs: Priority, rhs: Double) -> Priority { Priority(lhs.rawValue + rhs) }

  /// The value lowered by a number.
  package static func - (lhs: Priority, rhs: Double) -> Priority { Priority(lhs.rawValue - rhs) }

  package var description: String {
    if isRequired { return "required" }
    let whole = rawValue.rounded()
    return whole == rawValue && abs(whole) < 1e15 ? String(Int(whole)) : String(rawValue)
  }
}
