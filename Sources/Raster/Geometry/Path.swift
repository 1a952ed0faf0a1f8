/// A shape made of contours of straight lines and quadratic and cubic Bézier curves.
///
/// Build it with the mutating methods, as SVG's `M`, `L`, `Q`, `C` and `Z` commands or
/// `UIBezierPath` build theirs. Coordinates are `Double`s in any unit; a ``Transform`` maps them
/// to pixels when the path is drawn. Every contour counts as closed when it is filled.
///
/// ```swift
/// var triangle = Path()
/// triangle.move(toX: 10, y: 0)
/// triangle.line(toX: 20, y: 20)
/// triangle.line(toX: 0, y: 20)
/// triangle.close()
/// ```
///
/// A drawing command before any ``move(toX:y:)`` starts its contour at (0, 0); one after
/// ``close()`` starts at the closed contour's first point, as in SVG.
public struct Path: Hashable, Sendable {
  /// One command of a path, in the order it was added.
  public enum Element: Hashable, Sendable {
    /// Starts a new contour at (x, y).
    case move(x: Double, y: Double)
    /// A straight line to (x, y).
    case line(x: Double, y: Double)
    /// A quadratic Bézier curve with control point (cx, cy), ending at (x, y).
    case quad(cx: Double, cy: Double, x: Double, y: Double)
    /// A cubic Bézier curve with control points (c1x, c1y) and (c2x, c2y), ending at (x, y).
    case cubic(c1x: Double, c1y: Double, c2x: Double, c2y: Double, x: Double, y: Double)
    /// Closes the contour with a straight line back to its first point.
    case close
  }

  /// The commands, in order. The first is always a ``Element/move(x:y:)`` (when there is one).
  public private(set) var elements: [Element] = []

  /// Where the current contour started, and whether one is open for drawing commands.
  private var contourStart = (x: 0.0, y: 0.0)
  private var hasOpenContour = false

  /// An empty path.
  public init() {}

  /// Whether the path has no commands.
  public var isEmpty: Bool { elements.isEmpty }

  /// Starts a new contour at (`x`, `y`).
  public mutating func move(toX x: Double, y: Double) {
    elements.append(.move(x: x, y: y))
    contourStart = (x, y)
    hasOpenContour = true
  }

  /// Adds a straight line from the current point to (`x`, `y`).
  public mutating func line(toX x: Double, y: Double) {
    openContourIfNeeded()
    elements.append(.line(x: x, y: y))
  }

  /// Adds a quadratic Bézier curve with control point (`cx`, `cy`) ending at (`x`, `y`).
  public mutating func quad(controlX cx: Double, controlY cy: Double, toX x: Double, y: Double) {
    openContourIfNeeded()
    elements.append(.quad(cx: cx, cy: cy, x: x, y: y))
  }

  /// Adds a cubic Bézier curve with control points (`c1x`, `c1y`) and (`c2x`, `c2y`) ending at
  /// (`x`, `y`).
  public mutating func cubic(
    control1X c1x: Double, control1Y c1y: Double, control2X c2x: Double, control2Y c2y: Double,
    toX x: Double, y: Double
  ) {
    openContourIfNeeded()
    elements.append(.cubic(c1x: c1x, c1y: c1y, c2x: c2x, c2y: c2y, x: x, y: y))
  }

  /// Closes the current contour with a line back to its first point; does nothing when no
  /// contour is open.
  public mutating func close() {
    guard hasOpenContour else { return }
    elements.append(.close)
    hasOpenContour = false
  }

  /// Adds every contour of `other` after this path's.
  public mutating func append(_ other: Path) {
    for element in other.elements {
      switch element {
      case .move(let x, let y): move(toX: x, y: y)
      case .close: close()
      default:
        openContourIfNeeded()
        elements.append(element)
      }
    }
  }

  /// Starts a contour where the last one started (or at the origin) before a drawing command.
  private mutating func openContourIfNeeded() {
    if !hasOpenContour { move(toX: contourStart.x, y: contourStart.y) }
  }

  /// Whether both paths have the same commands (how they were built does not matter).
  public static func == (lhs: Path, rhs: Path) -> Bool {
    lhs.elements == rhs.elements
  }

  /// Hashes the commands.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(elements)
  }
}
