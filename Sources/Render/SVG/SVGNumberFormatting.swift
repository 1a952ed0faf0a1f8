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
    var bytes: [UInt8] = []
    append(value, to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// An opacity (clamped to 0...1, NaN as 1) as SVG number text.
  static func opacity(_ value: Double) -> String {
    text(clampedOpacity(value))
  }

  /// An opacity clamped to 0...1, NaN as 1.
  static func clampedOpacity(_ value: Double) -> Double {
    value.isNaN ? 1 : min(max(value, 0), 1)
  }

  /// Whether an opacity prints as `1` (it is 0.9995 or more, or NaN), so the attribute can be
  /// left out.
  static func printsAsOne(_ opacity: Double) -> Bool {
    thousandths(clampedOpacity(opacity)) == 1000
  }

  /// `value` clamped to ±``limit`` and scaled to thousandths, rounded half away from zero.
  private static func thousandths(_ value: Double) -> Int64 {
    Int64((min(max(value, -limit), limit) * 1000).rounded(.toNearestOrAwayFromZero))
  }

  /// Appends the UTF-8 text of `value` to `bytes`.
  static func append(_ value: Double, to bytes: inout [UInt8]) {
    guard value.isFinite else { return bytes.append(UInt8(ascii: "0")) }
    let scaled = thousandths(value)
    if scaled < 0 { bytes.append(UInt8(ascii: "-")) }
    let magnitude = scaled.magnitude
    appendDigits(of: magnitude / 1000, to: &bytes)
    var fraction = magnitude % 1000
    guard fraction != 0 else { return }
    bytes.append(UInt8(ascii: "."))
    var divisor: UInt64 = 100
    while fraction != 0 {
      bytes.append(UInt8(ascii: "0") + UInt8(fraction / divisor))
      fraction %= divisor
      divisor /= 10
    }
  }

  /// Appends the decimal digits of `value`.
  private static func appendDigits(of value: UInt64, to bytes: inout [UInt8]) {
    var divisor: UInt64 = 1
    while value / divisor >= 10 { divisor *= 10 }
    var rest = value
    while divisor > 0 {
      bytes.append(UInt8(ascii: "0") + UInt8(rest / divisor))
      rest %= divisor
      divisor /= 10
    }
  }
}
