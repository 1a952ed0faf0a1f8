/// A glyph's outline in font units, y upward, as the `glyf` table gives it: closed contours of
/// on-curve and off-curve (quadratic control) points, composites already resolved.
///
/// ``path(scale:origin:)`` turns it into a `Path` in points, y downward, with the
/// implied on-curve points between two off-curve ones made explicit.
public struct GlyphOutline: Hashable, Sendable {
  /// A point of a contour.
  public struct Point: Hashable, Sendable {
    /// Font units to the right of the glyph's origin.
    public var x: Double
    /// Font units above the baseline.
    public var y: Double
    /// Whether the outline passes through the point (`true`) or is pulled towards it (`false`).
    public var isOnCurve: Bool

    /// A point at `x`, `y`, on or off the curve.
    public init(x: Double, y: Double, isOnCurve: Bool) {
      self.x = x
      self.y = y
      self.isOnCurve = isOnCurve
    }
  }

  /// The contours, each a closed loop of points.
  public var contours: [[Point]]

  /// An outline of `contours`.
  public init(contours: [[Point]]) {
    self.contours = contours
  }

  /// The number of points in all contours.
  public var pointCount: Int { contours.reduce(0) { $0 + $1.count } }

  /// The outline as a path in points: font units times `scale` (points per font unit), y flipped
  /// to point down, with the glyph's origin (on its baseline) at `origin`.
  public func path(scale: Double, origin: Geometry.Point) -> Path {
    func place(_ x: Double, _ y: Double) -> Geometry.Point {
      Geometry.Point(x: origin.x + x * scale, y: origin.y - y * scale)
    }
    var path = Path()
    for contour in contours where !contour.isEmpty {
      let count = contour.count
      // Start on an on-curve point; a contour of only off-curve points starts at the midpoint
      // implied between its last and first points.
      let startIndex = contour.firstIndex(where: \.isOnCurve)
      let start: (x: Double, y: Double)
      let order: [Int]
      if let startIndex {
        start = (contour[startIndex].x, contour[startIndex].y)
        order = (1..<count).map { (startIndex + $0) % count }
      } else {
        let last = contour[count - 1]
        start = ((last.x + contour[0].x) / 2, (last.y + contour[0].y) / 2)
        order = Array(0..<count)
      }
      path.move(to: place(start.x, start.y))
      var control: Point?
      for index in order {
        let point = contour[index]
        if point.isOnCurve {
          if let pending = control {
            path.quad(to: place(point.x, point.y), control: place(pending.x, pending.y))
          } else {
            path.line(to: place(point.x, point.y))
          }
          control = nil
        } else {
          if let pending = control {
            let middle = ((pending.x + point.x) / 2, (pending.y + point.y) / 2)
            path.quad(to: place(middle.0, middle.1), control: place(pending.x, pending.y))
          }
          control = point
        }
      }
      if let pending = control {
        path.quad(to: place(start.x, start.y), control: place(pending.x, pending.y))
      }
      path.close()
    }
    return path
  }
}
