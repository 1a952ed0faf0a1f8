/// A font at a point size: what text is measured and laid out in (`UIFont`).
///
/// Metrics are in points. The line height is ascender − descender + line gap, as `UIFont.lineHeight`
/// is on iOS (observed: Helvetica at 17 points has ascender 15.64, descender −3.91, leading 0 and
/// `lineHeight` 19.55; zhaoxin.pro, "Weight and Line Height of Font between macOS and iOS"). The
/// three are the font's ``Font/lineMetrics``: for a font file, its `hhea` values, the set Apple's
/// text system is generally reported to read for TrueType fonts (not confirmed by an Apple
/// document). DejaVu Sans at 17 points: (1901 + 483 + 0) / 2048 × 17 = 19.789 points; the system
/// font, with San Francisco's metrics: (1950 + 494) / 2048 × 17 = 20.287 points.
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

  /// Whether its digits 0–9 are set tabular, each as wide as the widest of them, as a font's
  /// `tnum` figures are (`monospacedDigit()`; Documentation/SwiftUIDrawing.md#font-designs).
  public var usesTabularDigits = false

  /// `font` at `pointSize` points.
  public init(_ font: Font, pointSize: Double) {
    self.font = font
    self.pointSize = pointSize
  }

  /// The same font, digits and all, at `pointSize` points.
  public func resized(to pointSize: Double) -> SizedFont {
    var resized = SizedFont(font, pointSize: pointSize)
    resized.usesTabularDigits = usesTabularDigits
    return resized
  }

  /// Points per font unit.
  public var scale: Double { pointSize / Double(font.unitsPerEm) }

  /// Points per unit of the font's line metrics.
  private var lineScale: Double { font.lineMetrics.scale(atSize: pointSize) }

  /// The top of a line above the baseline, in points.
  public var ascender: Double { font.lineMetrics.ascender * lineScale }
  /// The bottom of a line below the baseline, in points (negative).
  public var descender: Double { font.lineMetrics.descender * lineScale }
  /// The extra space below each line, in points.
  public var lineGap: Double { font.lineMetrics.lineGap * lineScale }
  /// The distance from one baseline to the next: ascender − descender + line gap.
  public var lineHeight: Double { font.lineMetrics.lineHeight(atSize: pointSize) }
  /// The height of capital letters, in points, if the font says: its line metrics' when they
  /// give one (San Francisco's for the system font), else its outlines' own.
  public var capHeight: Double? {
    font.lineMetrics.capHeight.map { $0 * lineScale } ?? font.metrics.capHeight.map { Double($0) * scale }
  }
  /// The height of lowercase letters, in points, if the font says.
  public var xHeight: Double? { font.metrics.xHeight.map { Double($0) * scale } }
  /// The letter spacing added after every character at this size, in points
  /// (``Font/tracking``).
  public var tracking: Double { font.tracking.points(atSize: pointSize) }

  /// The font's fallback at this size, if it has one.
  public var fallback: SizedFont? { font.fallback.map { SizedFont($0, pointSize: pointSize) } }

  public var description: String { "\(font.fullName) \(PathNumber.text(pointSize)) pt" }
}
