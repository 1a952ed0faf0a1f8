/// Why a ``Solver`` refused an operation.
///
/// Every failing solver method throws one of these. Afterwards the solver holds exactly the
/// constraints and edit values it held before the call; where several solutions are equally good
/// it shows the one a new solver given them in the same order would (see `Solver.rebuild()`).
/// Cases carry the objects involved, so callers (the LayoutShot engine) can map them back to
/// source locations; ``description`` tells the story in one sentence plus context.
package enum SolverError: Error, CustomStringConvertible {
  /// A required constraint cannot hold together with the required constraints already added.
  ///
  /// `conflicting` is a minimal set of required constraints that cannot all hold (removing any one
  /// of them makes the rest satisfiable); it includes `constraint` and, where a required edit
  /// variable takes part, that variable's `variable == value` constraint.
  case unsatisfiableConstraint(Constraint, conflicting: [Constraint])

  /// A value suggested for a required edit variable contradicts the required constraints.
  ///
  /// The solver keeps the previous value. `conflicting` is a minimal conflicting set that includes
  /// the edit variable's constraint with the refused value.
  case unsatisfiableSuggestion(Variable, value: Double, conflicting: [Constraint])

  /// The same constraint instance was added twice.
  case duplicateConstraint(Constraint)

  /// The constraint to remove was never added, or was already removed.
  case unknownConstraint(Constraint)

  /// The variable already is an edit variable of this solver.
  case duplicateEditVariable(Variable)

  /// The variable is not an edit variable of this solver.
  case unknownEditVariable(Variable)

  /// A coefficient or the constant of the constraint is NaN or infinite.
  case nonFiniteConstraint(Constraint)

  /// A value given for an edit variable is NaN or infinite.
  case nonFiniteValue(Variable, Double)

  /// A priority outside `1...1000`, or NaN.
  case invalidPriority(Priority)

  /// The solver reached a state its invariants rule out. This is a bug in the solver; the message
  /// says where.
  case internalSolverError(String)

  package var description: String {
    switch self {
    case .unsatisfiableConstraint(let constraint, let conflicting):
      return "Unable to satisfy the required constraint '\(constraint)'; these required constraints "
        + "cannot all hold:" + Self.list(conflicting)
    case .unsatisfiableSuggestion(let variable, let value, let conflicting):
      return "Unable to set the required edit variable '\(variable)' to \(NumberFormatting.number(value)); "
        + "these required constraints cannot all hold:" + Self.list(conflicting)
    case .duplicateConstraint(let constraint):
      return "The constraint '\(constraint)' was already added to this solver."
    case .unknownConstraint(let constraint):
      return "The constraint '\(constraint)' is not in this solver."
    case .duplicateEditVariable(let variable):
      return "The variable '\(variable)' is already an edit variable of this solver."
    case .unknownEditVariable(let variable):
      return "The variable '\(variable)' is not an edit variable of this solver."
    case .nonFiniteConstraint(let constraint):
      return "The constraint '\(constraint)' has a coefficient or constant that is not a finite number."
    case .nonFiniteValue(let variable, let value):
      return "The value \(value) for the edit variable '\(variable)' is not a finite number."
    case .invalidPriority(let priority):
      return "The priority \(priority.rawValue) is outside 1...1000."
    case .internalSolverError(let message):
      return "Internal solver error: \(message). Please report this with the solver's dump."
    }
  }

  private static func list(_ constraints: [Constraint]) -> String {
    constraints.map { "\n  \($0)" }.joined()
  }
}
