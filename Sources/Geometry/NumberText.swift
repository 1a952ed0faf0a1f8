/// The one place where LayoutShot prints numbers for people: descriptions, diagnostics and dumps.
///
/// Package-wide so that the geometry here and the layout module's messages print numbers alike;
/// SVG numbers have their own fixed format (`SVGNumberFormatting`).
package enum NumberText {
  /// `count` with its thousands separated by commas: `3,013,524`.
  package static func grouped(_ count: Int) -> String {
    let digits = String(count.magnitude)
    var result = count < 0 ? "-" : ""
    for (index, digit) in digits.enumerated() {
      if index > 0 && (digits.count - index) % 3 == 0 { result += "," }
      result.append(digit)
    }
    return result
  }

  /// A number rounded to `decimals` places, without trailing zeros or a negative zero:
  /// `111.6667`, `8`, `-0.5`.
  package static func points(_ value: Double, decimals: Int = 4) -> String {
    guard value.isFinite else { return value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf") }
    // Past 1e15 a Double has no fractional digits to round, and scaling could overflow.
    guard abs(value) < 1e15 else { return String(value) }
    var scale = 1.0
    for _ in 0..<decimals { scale *= 10 }
    let rounded = (value * scale).rounded() / scale
    if rounded == 0 { return "0" }
    if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
    var text = String(rounded)
    if text.contains("e") { return text }
    while text.hasSuffix("0") { text.removeLast() }
    if text.hasSuffix(".") { text.removeLast() }
    return text
  }
}
