import Synchronization

/// An unknown that a ``Solver`` gives a value to.
///
/// A variable is a small reference object: two variables are the same unknown only when they are
/// the same instance (`===`), whatever their names. It holds no value itself; ask the solver that
/// uses it with ``Solver/value(of:)``. One variable may take part in several solvers.
///
/// ```swift
/// let left = Variable("left")
/// let width = Variable("width")
/// let solver = Solver()
/// try solver.add(left == 16)
/// try solver.add(left + width == 320 - 16)
/// solver.value(of: width)  // 288
/// ```
///
/// Variables are deliberately not `Equatable`: `x == y` builds a ``Constraint``.
package final class Variable: Sendable, CustomStringConvertible {
  /// The name used in descriptions, dumps and error messages.
  ///
  /// It need not be unique.
  package let name: String

  /// Where the first solver that met this variable keeps it (see `SolverHint`).
  let symbolHint = Atomic<Int>(SolverHint.unclaimed)

  /// Creates a variable.
  ///
  /// - Parameter name: A name for descriptions and diagnostics; empty by default.
  package init(_ name: String = "") {
    self.name = name
  }

  package var description: String {
    name.isEmpty ? "<unnamed>" : name
  }
}
