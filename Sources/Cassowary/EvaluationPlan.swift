/// The definitions of a tableau flattened into arrays, in rank order, so that evaluating all
/// variables after a new edit value is one pass over contiguous memory.
struct EvaluationPlan: Sendable {
  /// The ``Tableau/definitionVersion`` this plan was made from.
  let version: Int
  /// The variable each definition defines, and the slot of its row (for the current constant).
  var targets: [Int32] = []
  var slots: [Int32] = []
  /// Where each definition's operands end in `operands` and `coefficients`.
  var ends: [Int32] = []
  var operands: [Int32] = []
  var coefficients: [Double] = []

  init(version: Int) { self.version = version }
}
