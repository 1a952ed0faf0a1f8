extension Path {
  /// A path around a rectangle, clockwise from its top-left corner.
  public init(rect: Rect) {
    self.init()
    addRect(rect)
  }

  /// A path around a rounded rectangle, clockwise from the end of its top-left corner.
  public init(roundedRect: RoundedRect) {
    self.init()
    addRoundedRect(roundedRect)
  }

  /// Adds a closed contour around `rect`, clockwise from its top-left corner.
  public mutating func addRect(_ rect: Rect) {
    move(to: Point(x: rect.minX, y: rect.minY))
    line(to: Point(x: rect.maxX, y: rect.minY))
    line(to: Point(x: rect.maxX, y: rect.maxY))
    line(to: Point(x: rect.minX, y: rect.maxY))
    close()
  }

  /// Adds a closed contour around `roundedRect`, clockwise from the end of its top-left corner;
  /// each corner is one cubic curve for a circular corner, three for a continuous one (see
  /// ``CornerCurve``), and none for a square one.
  public mutating func addRoundedRect(_ roundedRect: RoundedRect) {
    guard !roundedRect.isRectangle else { return addRect(roundedRect.rect) }
    let rect = roundedRect.rect
    let radii = roundedRect.radii
    let limit = min(rect.width, rect.height) / 2
    // Each corner's radius, how far from the corner its curve leaves the edges, and its
    // continuous curve when it has one.
    typealias Corner = (radius: Double, reach: Double, continuous: ContinuousCorner?)
    func corner(_ radius: Double) -> Corner {
      guard roundedRect.cornerCurve == .continuous, radius > 0 else { return (radius, radius, nil) }
      let continuous = ContinuousCorner(radius: radius, limit: limit)
      return (radius, continuous.reach, continuous)
    }
    func turn(_ corner: Corner, at point: Point, arriving: Direction, leaving: Direction) {
      if let continuous = corner.continuous {
        turnCorner(continuous, at: point, arriving: arriving, leaving: leaving)
      } else {
        turnCorner(at: point, radius: corner.radius, arriving: arriving, leaving: leaving)
      }
    }
    let (topLeft, topRight) = (corner(radii.topLeft), corner(radii.topRight))
    let (bottomRight, bottomLeft) = (corner(radii.bottomRight), corner(radii.bottomLeft))
    move(to: Point(x: rect.minX + topLeft.reach, y: rect.minY))
    line(to: Point(x: rect.maxX - topRight.reach, y: rect.minY))
    turn(topRight, at: Point(x: rect.maxX, y: rect.minY), arriving: .right, leaving: .down)
    line(to: Point(x: rect.maxX, y: rect.maxY - bottomRight.reach))
    turn(bottomRight, at: Point(x: rect.maxX, y: rect.maxY), arriving: .down, leaving: .left)
    line(to: Point(x: rect.minX + bottomLeft.reach, y: rect.maxY))
    turn(bottomLeft, at: Point(x: rect.minX, y: rect.maxY), arriving: .left, leaving: .up)
    line(to: Point(x: rect.minX, y: rect.minY + topLeft.reach))
    turn(topLeft, at: Point(x: rect.minX, y: rect.minY), arriving: .up, leaving: .right)
    close()
  }

  /// A direction along an axis, for ``turnCorner(at:radius:arriving:leaving:)``.
  public enum Direction: Hashable, Sendable {
    /// Towards smaller x.
    case left
    /// Towards larger x.
    case right
    /// Towards smaller y (up the screen).
    case up
    /// Towards larger y (down the screen).
    case down

    var unit: (x: Double, y: Double) {
      switch self {
      case .left: (-1, 0)
      case .right: (1, 0)
      case .up: (0, -1)
      case .down: (0, 1)
      }
    }
  }

  /// Adds the quarter circle that rounds a right-angled corner.
  ///
  /// The curve runs from the current point, which is `radius` before `corner` on an edge
  /// travelled in the direction `arriving`, to the point `radius` after it on the edge travelled
  /// in the direction `leaving`. Nothing is added when `radius` is not positive.
  ///
  /// Rounding a convex corner and cutting a concave fillet are the same curve; which one it is
  /// depends on the side the filled area lies.
  ///
  /// ```swift
  /// var path = Path()
  /// path.move(to: Point(x: 0, y: 0))
  /// path.line(to: Point(x: 90, y: 0))
  /// path.turnCorner(at: Point(x: 100, y: 0), radius: 10, arriving: .right, leaving: .down)
  /// // the path is now at (100, 10)
  /// ```
  public mutating func turnCorner(at corner: Point, radius: Double, arriving: Direction, leaving: Direction) {
    guard radius > 0 else { return }
    let back = arriving.unit
    let ahead = leaving.unit
    let pull = radius * (1 - Self.quarterCircleControl)
    cubic(
      to: Point(x: corner.x + ahead.x * radius, y: corner.y + ahead.y * radius),
      control1: Point(x: corner.x - back.x * pull, y: corner.y - back.y * pull),
      control2: Point(x: corner.x + ahead.x * pull, y: corner.y + ahead.y * pull))
  }

  /// Adds the three cubic curves of a continuous corner (see ``CornerCurve``), from the current
  /// point, `corner.reach` before `point` on the edge travelled `arriving`, to the point as far
  /// after it on the edge travelled `leaving`.
  private mutating func turnCorner(
    _ corner: ContinuousCorner, at point: Point, arriving: Direction, leaving: Direction
  ) {
    let back = arriving.unit
    let ahead = leaving.unit
    let points = corner.points.map { u, v in
      Point(x: point.x - back.x * u + ahead.x * v, y: point.y - back.y * u + ahead.y * v)
    }
    for index in stride(from: 1, to: points.count, by: 3) {
      cubic(to: points[index + 2], control1: points[index], control2: points[index + 1])
    }
  }
}
