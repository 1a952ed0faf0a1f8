import LayoutShot

// The Core Graphics shapes and arcs `CGPath` and `UIBezierPath` add to a LayoutShot `Path`.

extension Path {
  /// The path with every point moved by `transform` (the path itself for `nil`).
  func applying(_ transform: CGAffineTransform?) -> Path {
    guard let transform, !transform.isIdentity else { return self }
    return mapped { Point(CGPoint(x: $0.x, y: $0.y), transform) }
  }

  /// The ellipse inside `rect`: four cubic quarter arcs from its right end, clockwise on the
  /// screen, as Core Graphics draws it.
  static func ellipse(in rect: Rect) -> Path {
    var path = Path()
    path.addRoundedRect(rect, cornerWidth: rect.width / 2, cornerHeight: rect.height / 2)
    return path
  }

  /// Adds a closed contour around `rect` with elliptical corners `cornerWidth` across and
  /// `cornerHeight` down (each at most half the side), clockwise on the screen from the top of
  /// its right side.
  mutating func addRoundedRect(_ rect: Rect, cornerWidth: Double, cornerHeight: Double) {
    let rx = min(max(cornerWidth, 0), rect.width / 2)
    let ry = min(max(cornerHeight, 0), rect.height / 2)
    guard rx > 0, ry > 0 else { return addRect(rect) }
    // A quarter ellipse's control points lie 4/3 · (√2 − 1) of each half-axis from its ends.
    let k = 0.552_284_749_830_793_6
    let (kx, ky) = (k * rx, k * ry)
    let (minX, minY, maxX, maxY) = (rect.minX, rect.minY, rect.maxX, rect.maxY)
    move(to: Point(x: maxX, y: minY + ry))
    line(to: Point(x: maxX, y: maxY - ry))
    cubic(
      to: Point(x: maxX - rx, y: maxY), control1: Point(x: maxX, y: maxY - ry + ky),
      control2: Point(x: maxX - rx + kx, y: maxY))
    line(to: Point(x: minX + rx, y: maxY))
    cubic(
      to: Point(x: minX, y: maxY - ry), control1: Point(x: minX + rx - kx, y: maxY),
      control2: Point(x: minX, y: maxY - ry + ky))
    line(to: Point(x: minX, y: minY + ry))
    cubic(
      to: Point(x: minX + rx, y: minY), control1: Point(x: minX, y: minY + ry - ky),
      control2: Point(x: minX + rx - kx, y: minY))
    line(to: Point(x: maxX - rx, y: minY))
    cubic(
      to: Point(x: maxX, y: minY + ry), control1: Point(x: maxX - rx + kx, y: minY),
      control2: Point(x: maxX, y: minY + ry - ky))
    close()
  }

  /// Adds an arc of the circle round `center`, from `startAngle` to `endAngle` (radians from the
  /// x axis towards y), towards larger angles when `increasing` (clockwise on the screen) and
  /// smaller ones otherwise; a line (or a move, on an empty path) to its start first.
  ///
  /// The sweep is the difference taken the way the arc runs, within one turn; a difference of a
  /// turn or more draws the whole circle. Each piece of at most a quarter turn is a cubic curve
  /// with control points 4/3 · tan(θ/4) radii along the tangents.
  mutating func addArc(center: Point, radius: Double, startAngle: Double, endAngle: Double, increasing: Bool)
  {
    let turn = 2 * Double.pi
    var sweep = increasing ? endAngle - startAngle : startAngle - endAngle
    if sweep >= turn {
      sweep = turn
    } else if sweep < 0 {
      sweep = sweep.truncatingRemainder(dividingBy: turn) + turn
      if sweep >= turn { sweep -= turn }
    }
    guard sweep.isFinite, radius.isFinite, center.x.isFinite, center.y.isFinite else { return }
    func point(_ angle: Double) -> Point {
      Point(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
    }
    if isEmpty || !hasCurrentPoint { move(to: point(startAngle)) } else { line(to: point(startAngle)) }
    let pieces = max(1, Int((sweep / (Double.pi / 2) - 1e-9).rounded(.up)))
    let step = (increasing ? sweep : -sweep) / Double(pieces)
    let reach = 4.0 / 3.0 * tan(step / 4) * radius
    for piece in 0..<pieces where sweep > 0 {
      let from = startAngle + Double(piece) * step
      let to = from + step
      let (start, end) = (point(from), point(to))
      cubic(
        to: end, control1: Point(x: start.x - reach * sin(from), y: start.y + reach * cos(from)),
        control2: Point(x: end.x + reach * sin(to), y: end.y - reach * cos(to)))
    }
  }

  /// Adds the arc of `radius` tangent to the line from the current point to `tangent1End` and to
  /// the line from there to `tangent2End`, with a line to its start; only a line to `tangent1End`
  /// when the three points are in a line or the radius is 0.
  mutating func addArc(tangent1End corner: Point, tangent2End: Point, radius: Double) {
    let start = currentPoint
    let (ax, ay) = (start.x - corner.x, start.y - corner.y)
    let (bx, by) = (tangent2End.x - corner.x, tangent2End.y - corner.y)
    let (lengthA, lengthB) = ((ax * ax + ay * ay).squareRoot(), (bx * bx + by * by).squareRoot())
    let cross = ax * by - ay * bx
    guard radius > 0, lengthA > 0, lengthB > 0, abs(cross) > 1e-12 * lengthA * lengthB else {
      return line(to: corner)
    }
    let (ux, uy, vx, vy) = (ax / lengthA, ay / lengthA, bx / lengthB, by / lengthB)
    // The angle between the two lines, and how far from the corner the circle touches them.
    let cosine = min(max(ux * vx + uy * vy, -1), 1)
    let angle = acos(cosine)
    let distance = radius / tan(angle / 2)
    let (bisectorX, bisectorY) = (ux + vx, uy + vy)
    let bisectorLength = (bisectorX * bisectorX + bisectorY * bisectorY).squareRoot()
    let centerDistance = radius / sin(angle / 2)
    let center = Point(
      x: corner.x + bisectorX / bisectorLength * centerDistance,
      y: corner.y + bisectorY / bisectorLength * centerDistance)
    let from = Point(x: corner.x + ux * distance, y: corner.y + uy * distance)
    let to = Point(x: corner.x + vx * distance, y: corner.y + vy * distance)
    let startAngle = atan2(from.y - center.y, from.x - center.x)
    let endAngle = atan2(to.y - center.y, to.x - center.x)
    // The short way round: towards larger angles when the path turns that way.
    addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, increasing: cross < 0)
  }
}

extension Point {
  /// `point` moved by `transform`.
  init(_ point: CGPoint, _ transform: CGAffineTransform) {
    let (x, y) = (Double(point.x), Double(point.y))
    self.init(
      x: Double(transform.a) * x + Double(transform.c) * y + Double(transform.tx),
      y: Double(transform.b) * x + Double(transform.d) * y + Double(transform.ty))
  }
}

extension CGPoint {
  /// The LayoutShot point's coordinates.
  init(_ point: Point) {
    self.init(x: CGFloat(point.x), y: CGFloat(point.y))
  }
}

extension Path {
  /// Appends `other`, its first move turned into a line from the current point when there is one,
  /// as Core Graphics joins an arc to the path before it.
  mutating func `continue`(with other: Path) {
    for (index, element) in other.elements.enumerated() {
      switch element {
      case .move(let point) where index == 0 && hasCurrentPoint: line(to: point)
      case .move(let point): move(to: point)
      case .line(let point): line(to: point)
      case .quad(let point, let control): quad(to: point, control: control)
      case .cubic(let point, let control1, let control2):
        cubic(to: point, control1: control1, control2: control2)
      case .close: close()
      }
    }
  }
}
