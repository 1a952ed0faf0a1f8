/// An outline made of straight lines and quadratic and cubic Bézier curves, in absolute
/// coordinates, in points, y downward: the one path of the pipeline.
///
/// Glyph outlines leave
/// `Typesetting` as paths, a scene holds them, and the SVG writer and the rasterizer draw them
/// as they are.
///
/// A path is one or more contours (subpaths), each starting with a move. A drawing command before
/// any move starts its contour at the origin; one after ``close()`` starts a new contour at the
/// closed contour's first point, as in SVG. Every contour counts as closed when it is filled.
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
  ///
  /// The first is always a ``Element/move(to:)`` (when there is one).
  public private(set) var elements: [Element] = []

  /// Where the current contour started, and whether one is open for drawing commands.
  private var contourStart = Point.zero
  private var hasOpenContour = false

  /// The distance from a circle's quarter-arc end points to the control points of the cubic curve
  /// that draws the quarter, as a fraction of the radius: 4/3 × (√2 − 1), which puts the curve's
  /// midpoint on the circle; elsewhere it strays outside by at most about 0.03 % of the radius.
  static let quarterCircleControl = 0.552_284_749_830_793_6

  /// An empty path.
  public init() {}

  /// Whether the path has no steps.
  public var isEmpty: Bool { elements.isEmpty }

  /// Where the next drawing command starts: the end of the last step, or the start of the last
  /// closed contour (the origin for an empty path).
  public var currentPoint: Point {
    switch elements.last {
    case .move(let to), .line(let to), .quad(let to, _), .cubic(let to, _, _): to
    case .close, nil: contourStart
    }
  }

  /// Whether a contour is open for drawing commands (a move started one and no close ended it).
  public var hasCurrentPoint: Bool { hasOpenContour }

  /// Starts a new contour at `point`.
  public mutating func move(to point: Point) {
    elements.append(.move(to: point))
    contourStart = point
    hasOpenContour = true
  }

  /// Adds a straight line to `point`.
  public mutating func line(to point: Point) {
    openContourIfNeeded()
    elements.append(.line(to: point))
  }

  /// Adds a quadratic Bézier curve to `point`.
  public mutating func quad(to point: Point, control: Point) {
    openContourIfNeeded()
    elements.append(.quad(to: point, control: control))
  }

  /// Adds a cubic Bézier curve to `point`.
  public mutating func cubic(to point: Point, control1: Point, control2: Point) {
    openContourIfNeeded()
    elements.append(.cubic(to: point, control1: control1, control2: control2))
  }

  /// Closes the current contour with a straight line to its start; does nothing when no contour
  /// is open.
  public mutating func close() {
    guard hasOpenContour else { return }
    elements.append(.close)
    hasOpenContour = false
  }

  /// Adds the contours of `other` after this path's.
  public mutating func append(_ other: Path) {
    for element in other.elements {
      switch element {
      case .move(let point): move(to: point)
      case .close: close()
      default:
        openContourIfNeeded()
        elements.append(element)
      }
    }
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
    result.contourStart = transform(contourStart)
    result.hasOpenContour = hasOpenContour
    return result
  }

  /// Starts a contour where the last one started (or at the origin) before a drawing command.
  private mutating func openContourIfNeeded() {
    if !hasOpenContour { move(to: contourStart) }
  }

  /// Whether both paths have the same steps (how they were built does not matter).
  public static func == (lhs: Path, rhs: Path) -> Bool {
    lhs.elements == rhs.elements
  }

  /// Hashes the steps.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(elements)
  }

  /// The smallest rectangle holding every point of the path, control points included, so the
  /// curves as well (a Bézier curve stays inside the hull of its points); `nil` for an empty path.
  public var controlBounds: Rect? {
    var minX = Double.infinity
    var minY = Double.infinity
    var maxX = -Double.infinity
    var maxY = -Double.infinity
    func include(_ point: Point) {
      minX = min(minX, point.x)
      minY = min(minY, point.y)
      maxX = max(maxX, point.x)
      maxY = max(maxY, point.y)
    }
    for element in elements {
      switch element {
      case .move(let to), .line(let to): include(to)
      case .quad(let to, let control):
        include(to)
        include(control)
      case .cubic(let to, let control1, let control2):
        include(to)
        include(control1)
        include(control2)
      case .close: break
      }
    }
    guard minX <= maxX, minY <= maxY else { return nil }
    return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }
}
