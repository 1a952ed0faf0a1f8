/// The floors of `(numerator + k · step) / divisor` for k = 0, 1, 2, …, one division for the
/// first and one for the step, then additions (exact, with the remainder kept).
///
/// - Precondition: `numerator >= 0`, `step >= 0`, `divisor > 0`.
struct Crossings {
  /// The current floor.
  private(set) var quotient: Int
  private var remainder: Int
  private let divisor: Int
  private var stepQuotient = -1
  private var stepRemainder = 0
  private let step: Int

  init(numerator: Int, divisor: Int, step: Int) {
    quotient = numerator / divisor
    remainder = numerator - quotient * divisor
    self.divisor = divisor
    self.step = step
  }

  /// Moves to the next k.
  @inline(__always)
  mutating func advance() {
    if stepQuotient < 0 {
      stepQuotient = step / divisor
      stepRemainder = step - stepQuotient * divisor
    }
    quotient += stepQuotient
    remainder += stepRemainder
    if remainder >= divisor {
      quotient += 1
      remainder -= divisor
    }
  }
}
