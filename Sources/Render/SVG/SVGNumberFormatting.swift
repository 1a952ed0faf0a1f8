/// The one place where the SVG writer turns numbers into text: at most three decimals, no
/// trailing zeros, no exponent, no negative zero.
///
/// A value is scaled by 1000, rounded half away from zero, and printed from that integer, so the
/// text depends only on IEEE double arithmetic and is the same on every machine. Values beyond
/// ±1e12 (no screen is that large) print as ±1e12 written out; non-finite values print as `0`.
///
/// ```swift
/// SVGNumberFormatting.text(12.5)       // "12.5"
/// SVGNumberFormatting.text(1.0 / 3)    // "0.333"
/// SVGNumberFormatting.text(-0.0004)    // "0"
/// SVGNumberFormatting.text(2.0000001)  // "2"
/// ```
enum SVGNumberFormatting {
  /// The number of decimals kept.
  static let decimals = 3
  /// The largest magnitude printed; larger values are clamped to it.
  static let limit = 1e12

  /// `value` as SVG number text.
  static func text(_ value: Double) -> String {
    guard value.isFinite else { return "0" }
    let scaled = (min(max(value, -limit), limit) * 1000).rounded(.toNearestOrAwayFromZero)
    let thousandths = Int64(scaled)
    guard thousandths != 0 else { return "0" }
    let magnitude = thousandths.magnitude
    let whole = String(magnitude / 1000)
    var fraction = String(magnitude % 1000)
    let sign = thousandths < 0 ? "-" : ""
    guard fraction != "0" else { return sign + whole }
    fraction = String(repeating: "0", count: decimals - fraction.count) + fraction
    while fraction.hasSuffix("0") { fraction.removeLast() }
    return sign + whole + "." + fraction
  }

  /// An opacity (clamped to 0...1, NaN as 1) as SVG number text.
  static func opacity(_ value: Double) -> String {
    text(value.isNaN ? 1 : min(max(value, 0), 1))
  }
}
