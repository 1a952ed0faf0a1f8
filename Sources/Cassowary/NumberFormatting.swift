/// The one place where the solver turns numbers into text, for descriptions and dumps.
enum NumberFormatting {
  /// A number without a trailing `.0`, and `0` for negative zero.
  static func number(_ value: Double) -> String {
    if value == 0 { return "0" }
    if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
    return String(value)
  }

  /// `x`, `-x` or `2 * x` for a coefficient and a variable name.
  static func coefficient(_ coefficient: Double, of name: String) -> String {
    switch coefficient {
    case 1: name
    case -1: "-" + name
    default: number(coefficient) + " * " + name
    }
  }
}
