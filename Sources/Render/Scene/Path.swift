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
    addCorner(at: Point(x: rect.maxX, y: rect.minY), radius: radii.topRight, from: (-1, 0), to: (0, 1))
    line(to: Point(x: rect.maxX, y: rect.maxY - radii.bottomRight))
    addCorner(at: Point(x: rect.maxX, y: rect.maxY), radius: radii.bottomRight, from: (0, -1), to: (-1, 0))
    line(to: Point(x: rect.minX + radii.bottomLeft, y: rect.maxY))
    addCorner(at: Point(x: rect.minX, y: rect.maxY), radius: radii.bottomLeft, from: (1, 0), to: (0, -1))
    line(to: Point(x: rect.minX, y: rect.minY + radii.topLeft))
    addCorner(at: Point(x: rect.minX, y: rect.minY), radius: radii.topLeft, from: (0, 1), to: (1, 0))
    close()
  }

  /// Adds the quarter circle that rounds the corner at `corner`: it starts `radius` away from the
  /// corner along `from` (a unit direction) and ends `radius` away along `to`. Nothing for a
  /// square corner.
  private mutating func addCorner(
    at corner: Point, radius: Double, from: (x: Double, y: Double), to: (x: Double, y: Double)
  ) {
    guard radius > 0 else { return }
    let pull = radius * (1 - Self.quarterCircleControl)
    cubic(
      to: Point(x: corner.x + to.x * radius, y: corner.y + to.y * radius),
      control1: Point(x: corner.x + from.x * pull, y: corner.y + from.y * pull),
      control2: Point(x: corner.x + to.x * pull, y: corner.y + to.y * pull))
  }
}
