/// The solver's numeric policy, in one place.
enum Tolerance {
  /// Coefficients and constants closer to zero than this are zero: cancelled cells are dropped,
  /// and no pivot uses a smaller element.
  static let zero = 1e-8

  /// The largest leftover that still counts as zero in a constant computed from values as large
  /// as `scale`: the difference between a redundant constraint and the ones it follows from is
  /// round-off proportional to the numbers involved (a screen of 1e9 points leaves ~1e-7).
  static func zero(atScale scale: Double) -> Double { zero * max(1, scale) }
}
