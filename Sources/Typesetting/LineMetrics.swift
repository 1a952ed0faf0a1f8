/// The vertical metrics a font's lines are set with: ascender, descender and line gap, in units
/// of `unitsPerEm` to the em (those of the font's file, or another font's they were taken from).
///
/// A font's own come from `hhea`; ``Font/adjusted(lineMetrics:tracking:)`` replaces them, which is
/// how LayoutShot's system font gets San Francisco's line height from Inter's outlines.
///
/// ```swift
/// let sanFrancisco = LineMetrics(ascender: 1950, descender: -494, lineGap: 0, unitsPerEm: 2048)
/// sanFrancisco.lineHeight(atSize: 17)  // 20.287109375
/// ```
public struct LineMetrics: Hashable, Sendable {
  /// The top of a line above the baseline.
  public var ascender: Double
  /// The bottom of a line below the baseline, negative.
  public var descender: Double
  /// Extra space below each line; a negative gap counts as none.
  public var lineGap: Double
  /// The height of capital letters above the baseline, when these metrics say (`nil` keeps the
  /// outlines' font's own, from its `OS/2` table).
  public var capHeight: Double?
  /// The units of the values per em.
  public var unitsPerEm: Int

  /// Metrics of `ascender`, `descender`, `lineGap` and, if given, `capHeight` in units of
  /// `unitsPerEm` per em.
  public init(ascender: Double, descender: Double, lineGap: Double, capHeight: Double? = nil, unitsPerEm: Int)
  {
    self.ascender = ascender
    self.descender = descender
    self.lineGap = lineGap
    self.capHeight = capHeight
    self.unitsPerEm = unitsPerEm
  }

  /// Points per unit at `pointSize`.
  func scale(atSize pointSize: Double) -> Double { pointSize / Double(unitsPerEm) }

  /// The distance from one baseline to the next at `pointSize`, in points.
  public func lineHeight(atSize pointSize: Double) -> Double {
    (ascender - descender + max(lineGap, 0)) * scale(atSize: pointSize)
  }
}
