extension Path {
  /// The area a stroke of this path covers, as a path to fill by the non-zero rule.
  ///
  /// Curves are first cut into straight segments no further than `tolerance` points from the
  /// curve (the number of pieces from Wang's formula, so the same path always gives the same
  /// segments); the part between ``StrokeStyle/start`` and ``StrokeStyle/end`` of the whole
  /// length is kept and cut into dashes (the pattern restarts on each contour); each piece is
  /// then outlined: both sides offset by half the width, joined at corners and capped at the ends
  /// as `style` says, round joins and caps as cubic arcs. A closed contour drawn whole is two
  /// contours, the outer and the inner edge, running opposite ways. The method is Skia's and
  /// tiny-skia's stroker (`Documentation/Rendering.md#strokes`).
  ///
  /// ```swift
  /// var line = Path()
  /// line.move(to: Point(x: 0, y: 10))
  /// line.line(to: Point(x: 100, y: 10))
  /// let band = line.stroked(StrokeStyle(width: 4))  // the rectangle (0, 8) – (100, 12)
  /// ```
  public func stroked(_ style: StrokeStyle, tolerance: Double = 0.01) -> Path {
    guard style.width > 0, style.width.isFinite else { return Path() }
    var stroker = Stroker(style: style)
    let polylines = Stroker.flatten(self, tolerance: max(tolerance, 1e-4))
    for piece in stroker.drawnPieces(of: polylines) { stroker.outline(piece) }
    return stroker.outline
  }
}

/// Builds the outline of a stroke (see ``Path/stroked(_:tolerance:)``).
struct Stroker {
  /// A contour cut into straight segments.
  struct Polyline {
    var points: [Point]
    var isClosed: Bool
  }

  let style: StrokeStyle
  /// Half the stroke's width.
  let half: Double
  /// The outline so far.
  private(set) var outline = Path()

  init(style: StrokeStyle) {
    self.style = style
    half = style.width / 2
  }

  // MARK: Flattening

  /// The contours of `path` as polylines, each curve cut into pieces no further than
  /// `tolerance` from it.
  ///
  /// Wang's formula bounds the distance between a Bézier curve of degree d and the polyline
  /// through n evenly spaced parameters: n = ⌈√(d(d − 1)/8 · M / tolerance)⌉, with M the largest
  /// second difference of its control points.
  static func flatten(_ path: Path, tolerance: Double) -> [Polyline] {
    var polylines: [Polyline] = []
    var current: [Point] = []
    // Whether the contour has a drawing command: a lone move draws nothing.
    var draws = false
    func finish(closed: Bool) {
      if draws { polylines.append(Polyline(points: current, isClosed: closed)) }
      current = []
      draws = false
    }
    func pieces(_ factor: Double, _ secondDifferences: [Point]) -> Int {
      let largest = secondDifferences.map { ($0.x * $0.x + $0.y * $0.y).squareRoot() }.max() ?? 0
      let count = (factor * largest / tolerance).squareRoot().rounded(.up)
      return count.isFinite ? Int(min(max(count, 1), 1024)) : 1
    }
    for element in path.elements {
      switch element {
      case .move(let point):
        finish(closed: false)
        current = [point]
      case .line(let point):
        current.append(point)
        draws = true
      case .quad(let end, let control):
        let start = current.last ?? .zero
        draws = true
        let count = pieces(0.25, [start - control * 2 + end])
        for step in 1...count {
          let t = Double(step) / Double(count)
          let u = 1 - t
          current.append(start * (u * u) + control * (2 * u * t) + end * (t * t))
        }
      case .cubic(let end, let control1, let control2):
        let start = current.last ?? .zero
        draws = true
        let count = pieces(0.75, [start - control1 * 2 + control2, control1 - control2 * 2 + end])
        for step in 1...count {
          let t = Double(step) / Double(count)
          let u = 1 - t
          current.append(
            start * (u * u * u) + control1 * (3 * u * u * t) + control2 * (3 * u * t * t) + end * (t * t * t))
        }
      case .close:
        draws = draws || !current.isEmpty
        finish(closed: true)
      }
    }
    finish(closed: false)
    return polylines
  }

  // MARK: Trimming and dashing

  /// The pieces of `polylines` the stroke draws.
  ///
  /// The part between the style's start and end fractions of the whole length, cut into dashes.
  /// A closed contour stays closed only when it is drawn whole.
  func drawnPieces(of polylines: [Polyline]) -> [Polyline] {
    let lengths = polylines.map { Self.lengths(of: $0) }
    let total = lengths.reduce(0) { $0 + ($1.last ?? 0) }
    let trim = style.trim
    let pattern = style.dashPattern
    guard trim.start > 0 || trim.end < 1 || pattern != nil else { return polylines }
    guard trim.start < trim.end else { return [] }
    var pieces: [Polyline] = []
    var offset = 0.0
    for (polyline, cumulative) in zip(polylines, lengths) {
      let length = cumulative.last ?? 0
      defer { offset += length }
      let kept = (max(trim.start * total - offset, 0), min(trim.end * total - offset, length))
      guard kept.0 < kept.1 || (length == 0 && kept.0 == 0 && kept.1 == 0) else { continue }
      let path =
        polyline.isClosed
        ? Polyline(points: polyline.points + [polyline.points[0]], isClosed: false) : polyline
      let isWhole = kept.0 <= 0 && kept.1 >= length && pattern == nil
      if isWhole {
        pieces.append(polyline)
        continue
      }
      for interval in dashIntervals(length: length, pattern: pattern) {
        let from = max(interval.0, kept.0)
        let to = min(interval.1, kept.1)
        guard from < to || (from == to && interval.0 == interval.1) else { continue }
        pieces.append(Self.piece(of: path, cumulative: cumulative, from: from, to: to))
      }
    }
    return pieces
  }

  /// The distance along `polyline` to each of its points (closing segment included when it is
  /// closed).
  static func lengths(of polyline: Polyline) -> [Double] {
    var points = polyline.points
    if polyline.isClosed, let first = points.first { points.append(first) }
    var result = [0.0]
    for index in points.indices.dropFirst() {
      result.append(result[index - 1] + (points[index] - points[index - 1]).length)
    }
    return result
  }

  /// The intervals of a contour `length` long that the dash pattern draws (the whole contour
  /// without one).
  private func dashIntervals(length: Double, pattern: [Double]?) -> [(Double, Double)] {
    guard let pattern else { return [(0, length)] }
    let period = pattern.reduce(0, +)
    // A pattern far finer than the contour would make millions of dashes: drawn solid.
    guard length / period < 100_000 else { return [(0, length)] }
    var phase = style.dashPhase.isFinite ? style.dashPhase.truncatingRemainder(dividingBy: period) : 0
    if phase < 0 { phase += period }
    var intervals: [(Double, Double)] = []
    var position = -phase
    var index = 0
    while position < length {
      let next = position + pattern[index]
      if index % 2 == 0 && next >= 0 { intervals.append((max(position, 0), min(next, length))) }
      position = next
      index = (index + 1) % pattern.count
    }
    return intervals
  }

  /// The part of `polyline` from distance `from` to `to` along it.
  private static func piece(of polyline: Polyline, cumulative: [Double], from: Double, to: Double) -> Polyline
  {
    let points = polyline.points
    func point(at distance: Double) -> (point: Point, segment: Int) {
      var segment = 1
      while segment < points.count - 1 && cumulative[segment] < distance { segment += 1 }
      let span = cumulative[segment] - cumulative[segment - 1]
      let t = span > 0 ? min(max((distance - cumulative[segment - 1]) / span, 0), 1) : 0
      return (points[segment - 1] + (points[segment] - points[segment - 1]) * t, segment)
    }
    guard points.count > 1 else { return Polyline(points: points, isClosed: false) }
    let start = point(at: from)
    let end = point(at: to)
    var result = [start.point]
    if start.segment < end.segment { result += points[start.segment..<end.segment] }
    result.append(end.point)
    return Polyline(points: result, isClosed: false)
  }

  // MARK: Outlining

  /// Adds the outline of one drawn piece.
  mutating func outline(_ polyline: Polyline) {
    var points: [Point] = []
    for point in polyline.points where point.x.isFinite && point.y.isFinite && points.last != point {
      points.append(point)
    }
    if polyline.isClosed, points.count > 1, points.first == points.last { points.removeLast() }
    guard points.count > 1 else {
      if let point = points.first ?? polyline.points.first { dot(at: point) }
      return
    }
    if polyline.isClosed && points.count > 2 {
      closedSide(points)
      closedSide(points.reversed())
      return
    }
    let first = Self.direction(points[0], points[1])
    let last = Self.direction(points[points.count - 2], points[points.count - 1])
    outline.move(to: points[0] + Self.left(first) * half)
    side(points)
    cap(at: points[points.count - 1], direction: last)
    side(points.reversed())
    cap(at: points[0], direction: first * -1)
    outline.close()
  }

  /// What a piece of no length draws: a dot as wide as the stroke for round caps, a square for
  /// square ones, nothing for butt ones.
  private mutating func dot(at point: Point) {
    switch style.cap {
    case .butt: return
    case .square:
      outline.addRect(Rect(x: point.x - half, y: point.y - half, width: 2 * half, height: 2 * half))
    case .round:
      let right = Point(x: 1, y: 0)
      outline.move(to: point + right * half)
      cap(at: point, direction: Point(x: 0, y: 1))
      cap(at: point, direction: Point(x: 0, y: -1))
      outline.close()
    }
  }

  /// Adds the left side of an open polyline (the current point is at its start, offset), its
  /// joins, and a line to its end, offset.
  private mutating func side(_ points: [Point]) {
    for index in 1..<points.count - 1 {
      join(
        at: points[index], from: Self.direction(points[index - 1], points[index]),
        to: Self.direction(points[index], points[index + 1]))
    }
    let last = Self.direction(points[points.count - 2], points[points.count - 1])
    outline.line(to: points[points.count - 1] + Self.left(last) * half)
  }

  /// Adds the left side of a closed polyline as a closed contour.
  private mutating func closedSide(_ points: [Point]) {
    let count = points.count
    func direction(_ index: Int) -> Point { Self.direction(points[index], points[(index + 1) % count]) }
    outline.move(to: points[0] + Self.left(direction(0)) * half)
    for index in 1...count {
      join(at: points[index % count], from: direction(index - 1), to: direction(index % count))
    }
    outline.close()
  }

  /// Adds the join at `corner` between segments going `incoming` and `outgoing` (unit
  /// directions), on their left side: from the incoming segment's offset end to the outgoing
  /// one's offset start.
  private mutating func join(at corner: Point, from incoming: Point, to outgoing: Point) {
    let before = Self.left(incoming)
    let after = Self.left(outgoing)
    let cross = incoming.x * outgoing.y - incoming.y * outgoing.x
    let dot = incoming.x * outgoing.x + incoming.y * outgoing.y
    outline.line(to: corner + before * half)
    // How far the bevel's middle lies inside the round join: below the tolerance, every join is
    // the same straight line.
    let isStraight = dot > 0 && half * (1 - ((1 + dot) / 2).squareRoot()) < 1e-3
    if isStraight {
      outline.line(to: corner + after * half)
      return
    }
    let isOuter = cross > 0 || dot < -1 + 1e-12
    guard isOuter else {
      // The inner side: through the corner itself, so that the loop the offset lines make winds
      // the same way as the outline (Skia's inner join).
      outline.line(to: corner)
      outline.line(to: corner + after * half)
      return
    }
    switch style.join {
    case .bevel:
      break
    case .miter:
      // The miter's length over the width is 1 / sin(θ/2), θ the angle between the segments:
      // √(2 / (1 + cos φ)) with φ = π − θ the angle between the directions.
      let ratio = (2 / (1 + dot)).squareRoot()
      if ratio <= style.miterLimit && ratio.isFinite {
        outline.line(to: corner + (before + after) * (half / (1 + dot)))
      }
    case .round:
      arc(around: corner, from: before, to: after, forward: incoming)
    }
    outline.line(to: corner + after * half)
  }

  /// Adds the cap at the end `end` of a segment going `direction`, from its left offset to its
  /// right one.
  private mutating func cap(at end: Point, direction: Point) {
    let left = Self.left(direction)
    switch style.cap {
    case .butt:
      break
    case .square:
      outline.line(to: end + (left + direction) * half)
      outline.line(to: end + (direction - left) * half)
    case .round:
      arc(around: end, from: left, to: direction, forward: direction)
      arc(around: end, from: direction, to: left * -1, forward: left * -1)
    }
    outline.line(to: end - left * half)
  }

  /// Adds a circular arc of radius `half` around `center` from the unit direction `from` to `to`
  /// (at most a half turn), turning the way `forward` points from `from`, as cubic curves of at
  /// most a quarter turn each.
  private mutating func arc(around center: Point, from: Point, to: Point, forward: Point) {
    let sense: Double = from.x * forward.y - from.y * forward.x >= 0 ? 1 : -1
    let cosine = from.x * to.x + from.y * to.y
    guard cosine < 0 else {
      return quarterArc(around: center, from: from, to: to, cosine: cosine, sense: sense)
    }
    // More than a quarter turn: two halves, through the middle direction.
    let sum = from + to
    let middle = sum.length > 1e-9 ? sum * (1 / sum.length) : Point(x: -from.y, y: from.x) * sense
    let halfCosine = from.x * middle.x + from.y * middle.y
    quarterArc(around: center, from: from, to: middle, cosine: halfCosine, sense: sense)
    quarterArc(around: center, from: middle, to: to, cosine: halfCosine, sense: sense)
  }

  /// Adds one cubic arc of at most a quarter turn, turning towards +y from +x when `sense` is 1
  /// and the other way when it is −1.
  ///
  /// A cubic with its control points `k = 4/3 · tan(θ/4)` radii along the tangents draws an arc
  /// of angle θ; the tangent comes from cos θ by the half-angle formulas, with square roots only,
  /// so the result is the same on every machine.
  private mutating func quarterArc(
    around center: Point, from: Point, to: Point, cosine: Double, sense: Double
  ) {
    let cosine = min(max(cosine, -1), 1)
    let halfTangent = ((1 - cosine) / (1 + cosine)).squareRoot()
    let quarterTangent = halfTangent / (1 + (1 + halfTangent * halfTangent).squareRoot())
    let reach = 4.0 / 3.0 * quarterTangent * half
    func tangent(_ unit: Point) -> Point { Point(x: -unit.y, y: unit.x) * sense }
    outline.cubic(
      to: center + to * half, control1: center + from * half + tangent(from) * reach,
      control2: center + to * half - tangent(to) * reach)
  }

  /// The unit direction from `a` to `b` (different points).
  private static func direction(_ a: Point, _ b: Point) -> Point {
    let delta = b - a
    return delta * (1 / delta.length)
  }

  /// The direction a quarter turn to the left of `direction` for someone going that way on the
  /// screen (y downward): up for a direction to the right.
  private static func left(_ direction: Point) -> Point {
    Point(x: direction.y, y: -direction.x)
  }
}
