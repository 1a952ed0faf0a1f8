/// An unknown inside the tableau: a user variable or one the solver introduced.
///
/// Symbols are small integer indices into the solver's tables, handed out in the order the
/// solver first meets them, so every tie in the simplex is broken by program order and the same
/// constraints added in the same order give the same bits on every run.
struct Symbol: Hashable, Comparable, Sendable {
  var index: Int32

  init(_ index: Int32) { self.index = index }
  init(_ index: Int) { self.index = Int32(index) }

  /// The marker for "no symbol".
  static let none = Symbol(Int32(-1))

  var isNone: Bool { index < 0 }

  static func < (lhs: Symbol, rhs: Symbol) -> Bool { lhs.index < rhs.index }
}

/// What a symbol stands for, which decides where it may appear and whether it may enter the
/// basis.
enum SymbolKind: UInt8, Sendable {
  /// A user ``Variable``: unrestricted in sign, never in the objective. When basic it is
  /// defined by a definition row; when parametric it is undetermined.
  case external
  /// The slack of an inequality (≥ 0), or the artificial variable of phase one.
  case slack
  /// The error of an optional constraint (≥ 0), counted in the objective at its priority.
  case error
  /// The marker of a required equality (always 0). Never enters the basis by pivoting; a basic
  /// dummy marks a redundant constraint.
  case dummy

  var letter: String {
    switch self {
    case .external: "v"
    case .slack: "s"
    case .error: "e"
    case .dummy: "d"
    }
  }
}
