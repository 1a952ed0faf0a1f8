/// How the outline of a path is stroked: its width, the shape of its ends and corners, a dash
/// pattern and the part of the path drawn, as Core Graphics and `CAShapeLayer` describe a stroke.
///
/// ``Path/stroked(_:tolerance:)`` turns a path and a style into the area the stroke covers, a
/// path filled by the non-zero rule, so that every back end draws a stroke as a fill
/// (`Documentation/Rendering.md#strokes`).
///
/// ```swift
/// // A progress ring: a round-capped stroke over the first 70 % of a circle.
/// var style = StrokeStyle(width: 8, cap: .round)
/// style.end = 0.7
/// let ring = circle.stroked(style)
/// ```
public struct StrokeStyle: Hashable, Sendable {
  /// The shape of the ends of an open stroke (Core Graphics' `CGLineCap`).
  public enum LineCap: String, Hashable, Sendable, CaseIterable {
    /// The stroke stops square at the end point.
    case butt
    /// A half circle of the stroke's width around the end point.
    case round
    /// The stroke goes on square for half its width past the end point.
    case square
  }

  /// The shape of the outside of a corner (Core Graphics' `CGLineJoin`).
  public enum LineJoin: String, Hashable, Sendable, CaseIterable {
    /// The outer edges are extended until they meet, unless the point lies further from the
    /// corner than ``StrokeStyle/miterLimit`` half widths; then the corner is bevelled.
    case miter
    /// A circular arc of half the width around the corner.
    case round
    /// The outer corners of the two segments joined by a straight line.
    case bevel
  }

  /// The width of the stroke, in points, centred on the path; a stroke not wider than 0 draws
  /// nothing.
  public var width: Double
  /// The shape of the ends.
  public var cap: LineCap
  /// The shape of the corners.
  public var join: LineJoin
  /// The longest miter, as a multiple of the width: a miter join whose point lies further from
  /// the corner than `miterLimit × width / 2` is bevelled (10 by default, as in Core Graphics).
  public var miterLimit: Double
  /// The lengths of the dashes and the gaps between them, alternately, in points.
  ///
  /// Empty for a solid stroke. An odd count is repeated once, as Core Graphics and SVG repeat it.
  public var dashes: [Double]
  /// How far into the dash pattern each contour starts, in points.
  public var dashPhase: Double
  /// Where the drawn part begins, as a fraction of the whole path's length (`strokeStart`).
  public var start: Double
  /// Where the drawn part ends, as a fraction of the whole path's length (`strokeEnd`).
  public var end: Double

  /// A stroke `width` points wide, solid, over the whole path.
  public init(
    width: Double = 1, cap: LineCap = .butt, join: LineJoin = .miter, miterLimit: Double = 10,
    dashes: [Double] = [], dashPhase: Double = 0, start: Double = 0, end: Double = 1
  ) {
    self.width = width
    self.cap = cap
    self.join = join
    self.miterLimit = miterLimit
    self.dashes = dashes
    self.dashPhase = dashPhase
    self.start = start
    self.end = end
  }

  /// The dash pattern as drawn: `nil` for a solid stroke (no dashes, a negative or non-finite
  /// length, or a pattern whose lengths add up to 0); an odd count doubled.
  var dashPattern: [Double]? {
    guard !dashes.isEmpty, dashes.allSatisfy({ $0 >= 0 && $0.isFinite }), dashes.reduce(0, +) > 0 else {
      return nil
    }
    return dashes.count % 2 == 1 ? dashes + dashes : dashes
  }

  /// ``start`` and ``end`` clamped to 0...1 (NaN as 0 and 1).
  var trim: (start: Double, end: Double) {
    func clamped(_ value: Double, nan: Double) -> Double { value.isNaN ? nan : min(max(value, 0), 1) }
    return (clamped(start, nan: 0), clamped(end, nan: 1))
  }
}
