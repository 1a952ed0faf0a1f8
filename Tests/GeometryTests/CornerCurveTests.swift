import Geometry
import Testing

/// Continuous corners (`CornerCurve.continuous`) checked against the published construction:
/// each corner is three cubics whose points, in radii from the corner, are (1.528665, 0),
/// (1.088493, 0), (0.868407, 0), (0.631494, 0.074911), (0.372824, 0.169060), (0.169060, 0.372824),
/// (0.074911, 0.631494), (0, 0.868407), (0, 1.088493), (0, 1.528665); and limited, where a radius
/// leaves too little edge for them, by blending towards a quarter circle.
@Suite("Continuous corner curves")
struct CornerCurveTests {
  /// The cubic curves of a path as (start, control, control, end), in order.
  static func cubics(of path: Path) -> [[Point]] {
    var current = Point.zero
    var cubics: [[Point]] = []
    for element in path.elements {
      switch element {
      case .move(let point), .line(let point):
        current = point
      case .cubic(let end, let control1, let control2):
        cubics.append([current, control1, control2, end])
        current = end
      case .quad(let end, _):
        current = end
      case .close:
        break
      }
    }
    return cubics
  }

  /// The point of a cubic Bézier at `t`.
  static func point(of cubic: [Point], at t: Double) -> Point {
    let s = 1 - t
    let (a, b, c, d) = (s * s * s, 3 * s * s * t, 3 * s * t * t, t * t * t)
    return Point(
      x: a * cubic[0].x + b * cubic[1].x + c * cubic[2].x + d * cubic[3].x,
      y: a * cubic[0].y + b * cubic[1].y + c * cubic[2].y + d * cubic[3].y)
  }

  static func isClose(_ a: Point, _ b: Point, within tolerance: Double = 1e-6) -> Bool {
    abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
  }

  @Test func theCornerIsThePublishedCurveScaledByTheRadius() throws {
    // 200 × 100 at (10, 20), radius 20: 1.528665 × 20 = 30.5733 fits in half the shorter side, 50.
    let rounded = RoundedRect(
      Rect(x: 10, y: 20, width: 200, height: 100), radius: 20, cornerCurve: .continuous)
    let path = Path(roundedRect: rounded)
    // The outline starts where the top-left corner's curve leaves the top edge, 1.528665 r in.
    #expect(path.elements.first == .move(to: Point(x: 10 + 1.528_665 * 20, y: 20)))
    #expect(path.elements[1] == .line(to: Point(x: 210 - 1.528_665 * 20, y: 20)))
    let cubics = Self.cubics(of: path)
    #expect(cubics.count == 12, "three cubics per corner")
    // The top-right corner (210, 20), in radii back along the top edge (u) and down the right one
    // (v): the published points, by hand.
    let published: [(u: Double, v: Double)] = [
      (1.528_665, 0), (1.088_493, 0), (0.868_407, 0), (0.631_494, 0.074_911),
      (0.631_494, 0.074_911), (0.372_824, 0.169_060), (0.169_060, 0.372_824), (0.074_911, 0.631_494),
      (0.074_911, 0.631_494), (0, 0.868_407), (0, 1.088_493), (0, 1.528_665),
    ]
    let corner = cubics[0...2].flatMap { $0 }
    for (point, expected) in zip(corner, published) {
      let wanted = Point(x: 210 - expected.u * 20, y: 20 + expected.v * 20)
      #expect(Self.isClose(point, wanted, within: 20 * 1e-6), "\(point) is not \(wanted)")
    }
    // The middle of the corner, halfway along its middle cubic: (0.631494 + 3 × 0.372824
    // + 3 × 0.169060 + 0.074911) / 8 = 0.291507 radii from each edge, a little nearer the corner
    // than a quarter circle's 1 − 1/√2 = 0.292893.
    let middle = Self.point(of: cubics[1], at: 0.5)
    #expect(Self.isClose(middle, Point(x: 210 - 0.291_507 * 20, y: 20 + 0.291_507 * 20), within: 1e-5))
    #expect(210 - middle.x < (1 - 0.5.squareRoot()) * 20)
  }

  @Test func everyCornerIsTheSameCurveTurned() throws {
    let rect = Rect(x: 0, y: 0, width: 120, height: 80)
    let cubics = Self.cubics(of: Path(roundedRect: RoundedRect(rect, radius: 10, cornerCurve: .continuous)))
    // Each corner mapped onto the top-right one by the symmetry that takes its corner there.
    let toTopRight: [(Point) -> Point] = [
      { $0 },
      { Point(x: $0.x, y: rect.height - $0.y) },  // bottom right, mirrored top to bottom
      { Point(x: rect.width - $0.x, y: rect.height - $0.y) },  // bottom left, turned half way
      { Point(x: rect.width - $0.x, y: $0.y) },  // top left, mirrored left to right
    ]
    let topRight = cubics[0...2].flatMap { $0 }
    for (index, map) in toTopRight.enumerated() {
      let points = cubics[index * 3..<index * 3 + 3].flatMap { $0 }.map(map)
      // A mirrored corner runs the other way round.
      let aligned = index % 2 == 1 ? Array(points.reversed()) : points
      #expect(zip(aligned, topRight).allSatisfy { Self.isClose($0, $1) }, "corner \(index)")
    }
  }

  @Test func largeRadiiBlendTowardsTheQuarterCircle() throws {
    // Half the shorter side is s = 20. Radius 20/1.528665 = 13.08 is the largest the whole curve
    // fits; 16 blends; 20, the whole half side, is a capsule.
    let rect = Rect(x: 0, y: 0, width: 100, height: 40)
    for radius in [20 / 1.528_665, 16, 20] {
      let rounded = RoundedRect(rect, radius: radius, cornerCurve: .continuous)
      let path = Path(roundedRect: rounded)
      let cubics = Self.cubics(of: path)
      // The top-right corner in (u, v): distance from the corner back along the top edge and down
      // the right one.
      let corner = cubics[0...2].map { $0.map { (u: 100 - $0.x, v: $0.y) } }
      let reach = corner[0][0].u
      // The curve leaves the edges exactly s from the corner: at the largest radius that fits, as
      // 1.528665 × r, and once limited, because the blend ends there.
      #expect(abs(reach - 20) < 1e-6, "radius \(radius): reach \(reach)")
      #expect(reach <= 20 + 1e-9)
      #expect(abs(corner[2][3].v - reach) < 1e-9, "as far down the right edge as along the top")
      // Sampled, the curve runs monotonically from one edge to the other (so it cannot cross
      // itself) and stays inside its 20 × 20 quarter of the rectangle.
      var previous = corner[0][0]
      for cubic in corner {
        let points = cubic.map { Point(x: $0.u, y: $0.v) }
        for step in 1...50 {
          let point = Self.point(of: points, at: Double(step) / 50)
          #expect(point.x <= previous.u + 1e-9 && point.y >= previous.v - 1e-9)
          #expect(point.x >= -1e-9 && point.y <= 20 + 1e-9)
          previous = (point.x, point.y)
        }
      }
      // Symmetric about the corner's diagonal: the middle of the middle cubic lies on it.
      let middle = Self.point(of: corner[1].map { Point(x: $0.u, y: $0.v) }, at: 0.5)
      #expect(abs(middle.x - middle.y) < 1e-9)
    }
    // At the whole half side the corner is a quarter circle of radius 20 about (80, 20): every
    // point of the top-right corner is 20 from that centre, within the cubics' tiny error.
    let capsule = Self.cubics(of: Path(roundedRect: RoundedRect(rect, radius: 20, cornerCurve: .continuous)))
    for cubic in capsule[0...2] {
      for step in 0...20 {
        let point = Self.point(of: cubic, at: Double(step) / 20)
        let distance = ((point.x - 80) * (point.x - 80) + (point.y - 20) * (point.y - 20)).squareRoot()
        #expect(abs(distance - 20) < 20 * 1e-4)
      }
    }
  }

  @Test func eachCornerKeepsItsOwnRadius() throws {
    let rounded = RoundedRect(
      Rect(x: 0, y: 0, width: 200, height: 100),
      radii: CornerRadii(topLeft: 10, topRight: 0, bottomRight: 20, bottomLeft: 0), cornerCurve: .continuous)
    let path = Path(roundedRect: rounded)
    #expect(Self.cubics(of: path).count == 6, "two rounded corners, three cubics each")
    #expect(path.elements.first == .move(to: Point(x: 1.528_665 * 10, y: 0)))
    #expect(path.elements.contains(.line(to: Point(x: 200, y: 100 - 1.528_665 * 20))))
    #expect(path.elements.contains(.line(to: Point(x: 200, y: 0))), "a square top-right corner")
  }

  @Test func circularIsTheDefaultAndUnchanged() throws {
    let rect = Rect(x: 10, y: 10, width: 180, height: 80)
    #expect(RoundedRect(rect, radius: 12) == RoundedRect(rect, radius: 12, cornerCurve: .circular))
    // One cubic a corner, a radius from it, as before continuous corners existed.
    let path = Path(roundedRect: RoundedRect(rect, radius: 12))
    #expect(Self.cubics(of: path).count == 4)
    #expect(path.elements.first == .move(to: Point(x: 22, y: 10)))
  }

  @Test func aBorderInsetKeepsTheCurve() throws {
    let outer = RoundedRect(Rect(x: 0, y: 0, width: 100, height: 60), radius: 16, cornerCurve: .continuous)
    let inner = try #require(outer.inset(by: 2))
    #expect(inner.cornerCurve == .continuous)
    #expect(inner.radii == CornerRadii(14))
    // The border's ring is two continuous contours: 12 cubics each.
    let ring = Path(roundedRect: outer)
    #expect(Self.cubics(of: ring).count == 12)
    #expect(Self.cubics(of: Path(roundedRect: inner)).count == 12)
  }
}
