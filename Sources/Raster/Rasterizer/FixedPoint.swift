/// Coordinates in 24.8 fixed point (`FDot8`, as tiny-skia names it): an `Int` counting 1/256ths
/// of a pixel, so that pixel `n` spans `n << 8 ..< (n + 1) << 8`.
///
/// The rasterizer converts each point to 24.8 once, rounding to the nearest 1/256 px, and does
/// everything after that with integers: the coverage of a pixel is the same number on every
/// machine.
enum FDot8 {
  /// Bits below the binary point.
  static let shift = 8
  /// One pixel: 256.
  static let one = 1 << shift
  /// The largest magnitude of a coordinate, in pixels (2²⁰); points farther out are clamped,
  /// which keeps every product of two coordinate differences inside 64 bits.
  static let limit = Double(1 << 20)

  /// `value` pixels in 24.8, rounded to nearest (halves away from zero) and clamped to
  /// ±``limit``.
  ///
  /// - Precondition: `value` is not NaN (the edge builder drops non-finite paths first).
  @inline(__always)
  static func from(_ value: Double) -> Int {
    let scaled = min(max(value, -limit), limit) * Double(one)
    // `scaled.rounded()` without its library call: the fraction left by truncating is exact
    // (both share the same binary exponent or less), so comparing it with ±0.5 rounds alike.
    let truncated = Int(scaled)
    let fraction = scaled - Double(truncated)
    return fraction >= 0.5 ? truncated + 1 : fraction <= -0.5 ? truncated - 1 : truncated
  }

  /// The floor of `value / 256`: the pixel that contains a 24.8 coordinate.
  @inline(__always)
  static func pixel(_ value: Int) -> Int { value >> shift }

  /// `numerator / denominator` rounded to the nearest integer, halves towards +∞.
  ///
  /// - Precondition: `denominator` is not 0.
  @inline(__always)
  static func roundedDivision(_ numerator: Int, _ denominator: Int) -> Int {
    let (n, d) = denominator < 0 ? (-numerator, -denominator) : (numerator, denominator)
    let doubled = 2 * n + d
    let quotient = doubled / (2 * d)
    // `/` truncates towards zero; step down for negative quotients with a remainder.
    return doubled < 0 && quotient * 2 * d != doubled ? quotient - 1 : quotient
  }
}
