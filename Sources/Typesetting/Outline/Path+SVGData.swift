// Glyph outlines leave Typesetting as Geometry's `Path`, in points, y downward. TrueType outlines
// are quadratic, so a glyph's path holds moves, lines, quadratic curves and closes only; a
// renderer fills it with the nonzero winding rule (TrueType contours wind clockwise for ink and
// counter-clockwise for holes in y-up font units, so the other way round here with y downward;
// nonzero handles both).

extension Path {
  /// The path as SVG path data (`M`, `L`, `Q`, `C`, `Z` with absolute coordinates), numbers
  /// rounded to `decimals` places without trailing zeros: how Typesetting's tests pin outlines.
  ///
  /// ```swift
  /// let layout = Typesetter.layout("Hi", font: SizedFont(font, pointSize: 2048))
  /// let path = try layout.outlinePath()
  /// path.svgPathData()  // "M 201 408 L 403 408 L 403 1020 …" (DejaVu Sans: 1 unit = 1 point)
  /// ```
  public func svgPathData(decimals: Int = 2) -> String {
    var parts: [String] = []
    func text(_ point: Point) -> String {
      PathNumber.text(point.x, decimals: decimals) + " " + PathNumber.text(point.y, decimals: decimals)
    }
    for element in elements {
      switch element {
      case .move(let point): parts.append("M " + text(point))
      case .line(let point): parts.append("L " + text(point))
      case .quad(let point, let control): parts.append("Q " + text(control) + " " + text(point))
      case .cubic(let point, let control1, let control2):
        parts.append("C " + text(control1) + " " + text(control2) + " " + text(point))
      case .close: parts.append("Z")
      }
    }
    return parts.joined(separator: " ")
  }
}

/// The one place where Typesetting prints numbers: fixed decimals, no trailing zeros, no `-0`.
///
/// The value is rounded to a whole number of 10^-decimals, then printed from that integer, so the
/// text never depends on how a platform prints a `Double`.
enum PathNumber {
  static func text(_ value: Double, decimals: Int = 4) -> String {
    guard value.isFinite else { return value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf") }
    var unit = 1.0
    for _ in 0..<decimals { unit *= 10 }
    let scaled = (value * unit).rounded()
    guard abs(scaled) < 9e15 else { return String(value) }
    let steps = Int(scaled)
    let magnitude = steps.magnitude
    let whole = magnitude / UInt(unit)
    var fraction = String(magnitude % UInt(unit))
    fraction = String(repeating: "0", count: decimals - fraction.count) + fraction
    while fraction.hasSuffix("0") { fraction.removeLast() }
    let sign = steps < 0 ? "-" : ""
    return sign + String(whole) + (fraction.isEmpty ? "" : "." + fraction)
  }
}
