import Synchronization

/// Where one solver keeps a variable or constraint, noted on the object itself so that the solver
/// finds it with one atomic load instead of a hash lookup.
///
/// A hint packs the claiming solver's identifier and an index. The first solver to meet an object
/// claims its hint; other solvers leave the hint alone and use their own dictionaries. A claimed
/// hint only ever changes at the hands of its claimer, so a solver can trust a hint of its own
/// (after checking that the index still holds that object) and knows that an object hinted to
/// another solver is in its dictionary if it is anywhere.
enum SolverHint {
  static let unclaimed = -1

  /// What a hint tells one solver.
  enum Reading {
    /// Nobody claimed it: this solver has not seen the object.
    case unclaimed
    /// This solver claimed it, at this index (which may since have been reused or dropped).
    case mine(Int)
    /// Another solver claimed it: look in the dictionary.
    case elsewhere
  }

  @inline(__always)
  static func read(_ value: Int, solver: UInt32) -> Reading {
    if value == unclaimed { return .unclaimed }
    return UInt32(truncatingIfNeeded: value >> 32) == solver ? .mine(value & 0xFFFF_FFFF) : .elsewhere
  }

  /// Records `index` for `solver` if the hint is unclaimed or already the solver's.
  ///
  /// Returns false when another solver holds the hint, so the caller must use its dictionary.
  static func claim(_ hint: borrowing Atomic<Int>, solver: UInt32, index: Int) -> Bool {
    let packed = Int(solver) << 32 | index
    switch read(hint.load(ordering: .relaxed), solver: solver) {
    case .mine:
      hint.store(packed, ordering: .relaxed)
      return true
    case .unclaimed:
      return hint.compareExchange(expected: unclaimed, desired: packed, ordering: .relaxed).exchanged
    case .elsewhere:
      return false
    }
  }

  private static let nextSolver = Atomic<UInt32>(0)

  /// A fresh identifier for a new solver.
  static func makeSolverIdentifier() -> UInt32 {
    nextSolver.wrappingAdd(1, ordering: .relaxed).newValue
  }
}
