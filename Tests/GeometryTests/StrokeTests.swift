import Geometry
import Testing

/// Strokes turned into outlines: the band around a line, its caps and joins, dashes and the drawn
/// part, with every expected point worked out by hand from the width.
@Suite("Strokes")
struct StrokeTests {
  /// A horizontal line from (0, 10) to (100, 10).
  static let line: Path = {
    var path = Path()
    path.move(to: Point(x: 0, y: 10))
    path.line(to: Point(x: 100, y: 10))
    return path
  }()

  /// A right angle: right from (0, 0) to (10, 0), then down to (10, 10).
  static let corner: Path = {
    var path = Path()
    path.move(to: Point(x: 0, y: 0))
    path.line(to: Point(x: 10, y: 0))
    path.line(to: Point(x: 10, y: 10))
    return path
  }()

  /// The points the outline goes through (end points of every step).
  static func points(_ path: Path) -> [Point] {
    path.elements.compactMap { element in
      switch element {
      case .move(let to), .line(let to), .quad(let to, _), .cubic(let to, _, _): to
      case .close: nil
      }
    }
  }

  static func contourCount(_ path: Path) -> Int {
    path.elements.filter { if case .move = $0 { true } else { false } }.count
  }

  @Test func aButtCappedLineIsTheRectangleAroundIt() {
    // Half of 4 on each side: along the top edge going right, the end cap down, back along the
    // bottom, the start cap up.
    let outline = Self.line.stroked(StrokeStyle(width: 4))
    #expect(
      outline.elements == [
        .move(to: Point(x: 0, y: 8)), .line(to: Point(x: 100, y: 8)), .line(to: Point(x: 100, y: 12)),
        .line(to: Point(x: 0, y: 12)), .line(to: Point(x: 0, y: 8)), .close,
      ])
  }

  @Test func squareAndRoundCapsReachHalfTheWidthPastTheEnds() {
    let square = Self.line.stroked(StrokeStyle(width: 4, cap: .square))
    #expect(square.controlBounds == Rect(x: -2, y: 8, width: 104, height: 4))
    let round = Self.line.stroked(StrokeStyle(width: 4, cap: .round))
    // Each half circle is two quarter arcs: through (102, 10) and (−2, 10).
    #expect(Self.points(round).contains(Point(x: 102, y: 10)))
    #expect(Self.points(round).contains(Point(x: -2, y: 10)))
    #expect(round.controlBounds == Rect(x: -2, y: 8, width: 104, height: 4))
  }

  @Test func joinsFollowTheStyleAndTheMiterLimit() {
    // Width 2 round a right angle at (10, 0): the outer corner of the miter is (11, −1), √2 half
    // widths from the corner (a miter length of √2 ≈ 1.414 widths).
    let miter = Self.corner.stroked(StrokeStyle(width: 2, join: .miter))
    #expect(Self.points(miter).contains(Point(x: 11, y: -1)))
    // Below √2 the limit bevels: from (10, −1) straight to (11, 0).
    let limited = Self.corner.stroked(StrokeStyle(width: 2, join: .miter, miterLimit: 1.4))
    #expect(!Self.points(limited).contains(Point(x: 11, y: -1)))
    #expect(
      Self.points(limited).contains(Point(x: 10, y: -1)) && Self.points(limited).contains(Point(x: 11, y: 0)))
    let bevel = Self.corner.stroked(StrokeStyle(width: 2, join: .bevel))
    #expect(Self.points(bevel) == Self.points(limited))
    // A round join is one quarter arc from (10, −1) to (11, 0) around the corner.
    let round = Self.corner.stroked(StrokeStyle(width: 2, join: .round))
    let arcs = round.elements.compactMap { element -> [Point]? in
      if case .cubic(let to, let control1, let control2) = element { [control1, control2, to] } else { nil }
    }
    // Control points 4/3 · tan(22.5°) = 0.5523 radii along the tangents.
    let k = 0.552_284_749_830_793_6
    let expected = [Point(x: 10 + k, y: -1), Point(x: 11, y: -k), Point(x: 11, y: 0)]
    #expect(arcs.count == 1)
    for (point, wanted) in zip(arcs.first ?? [], expected) {
      #expect(abs(point.x - wanted.x) < 1e-12 && abs(point.y - wanted.y) < 1e-12, "\(point) is not \(wanted)")
    }
    #expect(round.controlBounds == Rect(x: 0, y: -1, width: 11, height: 11))
  }

  @Test func aClosedContourIsItsOuterAndInnerEdges() {
    let square = Path(rect: Rect(x: 0, y: 0, width: 10, height: 10)).stroked(StrokeStyle(width: 2))
    #expect(Self.contourCount(square) == 2)
    #expect(square.controlBounds == Rect(x: -1, y: -1, width: 12, height: 12))
    // The outer edge's corners are miters; inside, the band ends 1 in from the square's edge and
    // the middle is a hole, by the non-zero rule.
    let points = Set(Self.points(square))
    for corner in [Point(x: -1, y: -1), Point(x: 11, y: -1), Point(x: 11, y: 11), Point(x: -1, y: 11)] {
      #expect(points.contains(corner), "\(corner)")
    }
    #expect(!square.contains(Point(x: 5, y: 5), rule: .nonZero), "the middle")
    #expect(
      !square.contains(Point(x: 1.1, y: 5), rule: .nonZero)
        && !square.contains(Point(x: 8.9, y: 5), rule: .nonZero))
    #expect(
      square.contains(Point(x: 0.9, y: 5), rule: .nonZero)
        && square.contains(Point(x: -0.9, y: 5), rule: .nonZero))
    #expect(square.contains(Point(x: 0.5, y: 0.5), rule: .nonZero), "the inner corner is covered")
    #expect(!square.contains(Point(x: -1.1, y: 5), rule: .nonZero))
  }

  @Test func dashesCutTheLineAndThePhaseShiftsThem() {
    // 10 on, 10 off along 100 points: dashes at 0–10, 20–30, … 80–90.
    let dashed = Self.line.stroked(StrokeStyle(width: 2, dashes: [10, 10]))
    #expect(Self.contourCount(dashed) == 5)
    #expect(
      Self.points(dashed).contains(Point(x: 80, y: 9)) && Self.points(dashed).contains(Point(x: 90, y: 9)))
    // A phase of 5 starts halfway into the first dash: 0–5, 15–25, … 95–100.
    let shifted = Self.line.stroked(StrokeStyle(width: 2, dashes: [10, 10], dashPhase: 5))
    #expect(Self.contourCount(shifted) == 6)
    #expect(
      Self.points(shifted).contains(Point(x: 5, y: 9)) && Self.points(shifted).contains(Point(x: 95, y: 9)))
    // An odd count repeats: [10] is 10 on, 10 off.
    #expect(Self.line.stroked(StrokeStyle(width: 2, dashes: [10])) == dashed)
    // A pattern of zeros or negative lengths is solid.
    #expect(
      Self.line.stroked(StrokeStyle(width: 2, dashes: [0, 0])) == Self.line.stroked(StrokeStyle(width: 2)))
    #expect(
      Self.line.stroked(StrokeStyle(width: 2, dashes: [-1, 4])) == Self.line.stroked(StrokeStyle(width: 2)))
  }

  @Test func startAndEndKeepAShareOfTheWholeLength() {
    let half = Self.line.stroked(StrokeStyle(width: 2, start: 0.25, end: 0.75))
    #expect(half.controlBounds == Rect(x: 25, y: 9, width: 50, height: 2))
    #expect(Self.line.stroked(StrokeStyle(width: 2, start: 0.5, end: 0.5)).isEmpty)
    #expect(Self.line.stroked(StrokeStyle(width: 2, start: 0.8, end: 0.2)).isEmpty)
    // Over two contours (100 and 100 long), 0.75 of the whole ends halfway along the second.
    var two = Self.line
    two.move(to: Point(x: 0, y: 50))
    two.line(to: Point(x: 100, y: 50))
    let trimmed = two.stroked(StrokeStyle(width: 2, end: 0.75))
    #expect(Self.contourCount(trimmed) == 2)
    #expect(trimmed.controlBounds == Rect(x: 0, y: 9, width: 100, height: 42))
    #expect(Self.points(trimmed).contains(Point(x: 50, y: 51)))
  }

  @Test func curvesAreFollowedWithinTheTolerance() {
    // A circle of radius 50 stroked 10 wide: every outline point lies 45 or 55 from the centre,
    // to within the flattening tolerance.
    var circle = Path()
    let k = 0.552_284_749_830_793_6 * 50
    circle.move(to: Point(x: 150, y: 100))
    circle.cubic(
      to: Point(x: 100, y: 150), control1: Point(x: 150, y: 100 + k), control2: Point(x: 100 + k, y: 150))
    circle.cubic(
      to: Point(x: 50, y: 100), control1: Point(x: 100 - k, y: 150), control2: Point(x: 50, y: 100 + k))
    circle.cubic(
      to: Point(x: 100, y: 50), control1: Point(x: 50, y: 100 - k), control2: Point(x: 100 - k, y: 50))
    circle.cubic(
      to: Point(x: 150, y: 100), control1: Point(x: 100 + k, y: 50), control2: Point(x: 150, y: 100 - k))
    circle.close()
    let ring = circle.stroked(StrokeStyle(width: 10))
    #expect(Self.contourCount(ring) == 2)
    for point in Self.points(ring) {
      let distance = ((point.x - 100) * (point.x - 100) + (point.y - 100) * (point.y - 100)).squareRoot()
      // The cubic circle itself strays 0.03 % of the radius (0.015) outside.
      #expect(
        abs(distance - 45) < 0.05 || abs(distance - 55) < 0.05, "\(point) is \(distance) from the centre")
    }
  }

  @Test func aZeroLengthContourIsADotForRoundAndSquareCaps() {
    var dot = Path()
    dot.move(to: Point(x: 5, y: 5))
    dot.line(to: Point(x: 5, y: 5))
    #expect(dot.stroked(StrokeStyle(width: 4)).isEmpty)
    #expect(
      dot.stroked(StrokeStyle(width: 4, cap: .square)).controlBounds == Rect(x: 3, y: 3, width: 4, height: 4))
    #expect(
      dot.stroked(StrokeStyle(width: 4, cap: .round)).controlBounds == Rect(x: 3, y: 3, width: 4, height: 4))
    var lone = Path()
    lone.move(to: Point(x: 5, y: 5))
    #expect(lone.stroked(StrokeStyle(width: 4, cap: .round)).isEmpty, "a lone move draws nothing")
    #expect(Self.line.stroked(StrokeStyle(width: 0)).isEmpty)
    #expect(Self.line.stroked(StrokeStyle(width: .nan)).isEmpty)
  }
}
