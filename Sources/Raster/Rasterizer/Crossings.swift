/// The floors of `(numerator + k · step) / divisor` for k = 0, 1, 2, …, one division for the
/// first and one for the step (on the first ``advance()``), then additions (exact, with the
/// remainder kept).
///
/// Where an edge crosses successive pixel boundaries is such a sequence: the columns a piece
/// passes through (``ScanConverter``'s cell walk) and the rows an edge passes through (its active
/// edges). The numerator and the step may be negative; the quotients are floors either way.
///
/// - Precondition: `divisor > 0`.
struct Crossings {
  /// The current floor.
  private(set) var quotient: Int
  /// What the floor leaves, `0 ..< divisor`.
  private var remainder: Int
  private let divisor: Int
  private let step: Int
  /// The floor of `step / divisor` and its remainder, once the first ``advance()`` needs them
  /// (`stepRemainder` is −1 until then).
  private var stepQuotient = 0
  private var stepRemainder = -1

  init(numerator: Int, divisor: Int, step: Int) {
    (quotient, remainder) = Self.floorDivision(numerator, divisor)
    self.divisor = divisor
    self.step = step
  }

  /// The sequence that stays at `quotient`, with no division.
  init(constant quotient: Int) {
    self.quotient = quotient
    remainder = 0
    divisor = 1
    step = 0
    stepRemainder = 0
  }

  /// Moves to the next k.
  @inline(__always)
  mutating func advance() {
    if stepRemainder < 0 {
      (stepQuotient, stepRemainder) = step == 0 ? (0, 0) : Self.floorDivision(step, divisor)
    }
    quotient &+= stepQuotient
    remainder &+= stepRemainder
    if remainder >= divisor {
      quotient &+= 1
      remainder &-= divisor
    }
  }

  /// The floor of `numerator / divisor` and the remainder it leaves (`0 ..< divisor`).
  @inline(__always)
  private static func floorDivision(_ numerator: Int, _ divisor: Int) -> (quotient: Int, remainder: Int) {
    let truncated = numerator / divisor
    let remainder = numerator &- truncated &* divisor
    return remainder < 0 ? (truncated &- 1, remainder &+ divisor) : (truncated, remainder)
  }
}
