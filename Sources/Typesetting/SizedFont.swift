/// A font at a point size: what text is measured and laid out in (`UIFont`).
///
/// Metrics are in points. The line height is ascender − descender + line gap, as `UIFont.lineHeight`
/// is on iOS (observed: Helvetica at 17 points has ascender 15.64, descender −3.91, leading 0 and
/// `lineHeight` 19.55; zhaoxin.pro, "Weight and Line Height of Font between macOS and iOS"). The
/// three come from the `hhea` table, the set Apple's text system is generally reported to read for
/// TrueType fonts (not confirmed by an Apple document). DejaVu Sans at 17 points:
/// (1901 + 483 + 0) / 2048 × 17 = 19.789 points.
///
/// ```swift
/// let body = SizedFont(font, pointSize: 17)
/// body.lineHeight  // 19.789…
/// ```
public struct SizedFont: Hashable, Sendable, CustomStringConvertible {
  /// The font.
  public let font: Font
  /// The size in points (the em square's height).
  public let pointSize: Double

  /// `font` at `pointSize` points.
  public init(_ font: Font, pointSize: Double) {
    self.font = font
    self.pointSize = pointSize
  }

  /// Points per font unit.
  public var scale: Double { pointSize / Double(font.unitsPerEm) }

  /// The top of a line above the baseline, in points.
  public var ascender: Double { Double(font.metrics.ascender) * scale }
  /// The bottom of a line below the baseline, in points (negative).
  public var descender: Double { Double(font.metrics.descender) * scale }
  /// The extra space below each line, in points.
  public var lineGap: Double { Double(font.metrics.lineGap) * scale }
  /// The distance from one baseline to the next: ascender − descender + line gap.
  public var lineHeight: Double { Double(lineHeightInUnits) * scale }
  /// The height of capital letters, in points, if the font says.
  public var capHeight: Double? { font.metrics.capHeight.map { Double($0) * scale } }
  /// The height of lowercase letters, in points, if the font says.
  public var xHeight: Double? { font.metrics.xHeight.map { Double($0) * scale } }

  /// The line height in font units.
  var lineHeightInUnits: Int {
    font.metrics.ascender - font.metrics.descender + max(font.metrics.lineGap, 0)
  }

  public var description: String { "\(font.fullName) \(PathNumber.text(pointSize)) pt" }
}
