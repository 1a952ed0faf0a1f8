/// An outline made of straight lines and quadratic and cubic Bézier curves, in absolute
/// coordinates, in points.
///
/// A path is one or more contours (subpaths), each starting with a move. A segment added to an
/// empty path starts a contour at the origin.
///
/// ```swift
/// var triangle = Path()
/// triangle.move(to: Point(x: 0, y: 10))
/// triangle.line(to: Point(x: 10, y: 10))
/// triangle.line(to: Point(x: 5, y: 0))
/// triangle.close()
/// ```
public struct Path: Hashable, Sendable {
  /// A step of a path.
  public enum Element: Hashable, Sendable {
    /// Starts a new contour at a point.
    case move(to: Point)
    /// A straight line from the current point.
    case line(to: Point)
    /// A quadratic Bézier curve from the current point, pulled towards `control`.
    case quad(to: Point, control: Point)
    /// A cubic Bézier curve from the current point, leaving towards `control1` and arriving from
    /// `control2`.
    case cubic(to: Point, control1: Point, control2: Point)
    /// A straight line back to the contour's start, closing it.
    case close
  }

  /// The steps, in order.
  public private(set) var elements: [Element] = []

  /// The distance from a circle's quarter-arc end points to the control points of the cubic curve
  /// that draws the quarter, as a fraction of the radius: 4/3 × (√2 − 1), which puts the curve's
  /// midpoint on the circle; elsewhere it strays outside by at most about 0.03 % of the radius.
  static let quarterCircleControl = 0.552_284_749_830_793_6

  /// An empty path.
  public init() {}

  /// Whether the path has no steps.
  public var isEmpty: Bool { elements.isEmpty }

  /// Starts a new contour at `point`.
  public mutating func move(to point: Point) {
    elements.append(.move(to: point))
  }

  /// Adds a straight line to `point`.
  public mutating func line(to point: Point) {
    startIfEmpty()
    elements.append(.line(to: point))
  }

  /// Adds a quadratic Bézier curve to `point`.
  public mutating func quad(to point: Point, control: Point) {
    startIfEmpty()
    elements.append(.quad(to: point, control: control))
  }

  /// Adds a cubic Bézier curve to `point`.
  public mutating func cubic(to point: Point, control1: Point, control2: Point) {
    startIfEmpty()
    elements.append(.cubic(to: point, control1: control1, control2: control2))
  }

  /// Closes the current contour with a straight line to its start.
  public mutating func close() {
    guard !elements.isEmpty else { return }
    elements.append(.close)
  }

  /// Adds the contours of `other` after this path's.
  public mutating func append(_ other: Path) {
    elements += other.elements
  }

  /// The path with every point (end points and control points) moved by `transform`: for an
  /// affine `transform` (a rotation, a translation), the same outline moved.
  ///
  /// ```swift
  /// // A quarter turn clockwise inside a 100-point-wide area: (x, y) goes to (100 - y, x).
  /// let turned = path.mapped { Point(x: 100 - $0.y, y: $0.x) }
  /// ```
  public func mapped(_ transform: (Point) -> Point) -> Path {
    var result = Path()
    result.elements = elements.map { element in
      switch element {
      case .move(let to): .move(to: transform(to))
      case .line(let to): .line(to: transform(to))
      case .quad(let to, let control): .quad(to: transform(to), control: transform(control))
      case .cubic(let to, let control1, let control2):
        .cubic(to: transform(to), control1: transform(control1), control2: transform(control2))
      case .close: .close
      }
    }
    return result
  }

  private mutating func startIfEmpty() {
    if elements.isEmpty { elements.append(.move(to: .zero)) }
  }
}

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
  /// each corner is one cubic curve (none for a square corner).
  public mutating func addRoundedRect(_ roundedRect: RoundedRect) {
    guard !roundedRect.isRectangle else { return addRect(roundedRect.rect) }
    let rect = roundedRect.rect
    let radii = roundedRect.radii
    move(to: Point(x: rect.minX + radii.topLeft, y: rect.minY))
    line(to: Point(x: rect.maxX - radii.topRight, y: rect.minY))
    turnCorner(
      at: Point(x: rect.maxX, y: rect.minY), radius: radii.topRight, arriving: .right, leaving: .down)
    line(to: Point(x: rect.maxX, y: rect.maxY - radii.bottomRight))
    turnCorner(
      at: Point(x: rect.maxX, y: rect.maxY), radius: radii.bottomRight, arriving: .down, leaving: .left)
    line(to: Point(x: rect.minX + radii.bottomLeft, y: rect.maxY))
    turnCorner(at: Point(x: rect.minX, y: rect.maxY), radius: radii.bottomLeft, arriving: .left, leaving: .up)
    line(to: Point(x: rect.minX, y: rect.minY + radii.topLeft))
    turnCorner(at: Point(x: rect.minX, y: rect.minY), radius: radii.topLeft, arriving: .up, leaving: .right)
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
}
