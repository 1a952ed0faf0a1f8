/// A font's vertical metrics and weight, in font units (y upward from the baseline).
///
/// Text layout uses the `hhea` values, ``ascender``, ``descender`` and ``lineGap``, the set Apple's
/// text system is generally reported to read for TrueType fonts (see ``SizedFont``). The `OS/2` typographic values are kept for
/// reference; fonts disagree on which set is right, and DejaVu Sans's typographic set
/// (1556 / −492 / 410) would space lines differently from the `hhea` set (1901 / −483 / 0).
public struct FontMetrics: Hashable, Sendable {
  /// The top of a line above the baseline (`hhea`).
  public var ascender: Int
  /// The bottom of a line below the baseline, negative (`hhea`).
  public var descender: Int
  /// Extra space below each line (`hhea`).
  public var lineGap: Int
  /// `OS/2` `sTypoAscender`, if the font has the table.
  public var typographicAscender: Int?
  /// `OS/2` `sTypoDescender`.
  public var typographicDescender: Int?
  /// `OS/2` `sTypoLineGap`.
  public var typographicLineGap: Int?
  /// The height of capital letters (`OS/2` version 2 and later).
  public var capHeight: Int?
  /// The height of lowercase letters without ascenders (`OS/2` version 2 and later).
  public var xHeight: Int?
  /// The weight class, 100 to 900 (`OS/2`; else 400, or 700 when `head` says bold).
  public var weight: Int
  /// The union of all glyphs' boxes (`head`): xMin, yMin, xMax, yMax.
  public var boundingBox: (xMin: Int, yMin: Int, xMax: Int, yMax: Int)

  /// Whether two values are the same.
  public static func == (lhs: FontMetrics, rhs: FontMetrics) -> Bool {
    lhs.ascender == rhs.ascender && lhs.descender == rhs.descender && lhs.lineGap == rhs.lineGap
      && lhs.typographicAscender == rhs.typographicAscender
      && lhs.typographicDescender == rhs.typographicDescender
      && lhs.typographicLineGap == rhs.typographicLineGap && lhs.capHeight == rhs.capHeight
      && lhs.xHeight == rhs.xHeight && lhs.weight == rhs.weight && lhs.boundingBox == rhs.boundingBox
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(ascender)
    hasher.combine(descender)
    hasher.combine(lineGap)
  }
}
