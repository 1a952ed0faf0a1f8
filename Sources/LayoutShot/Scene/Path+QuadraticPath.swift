import Typesetting

// The one place where glyph outlines from Typesetting become scene paths.

extension Path {
  /// A glyph outline as a scene path.
  ///
  /// Both are in points with y downward, so every point is kept as it is; a quadratic curve stays a
  /// quadratic curve.
  init(_ outline: QuadraticPath) {
    self.init()
    for element in outline.elements {
      switch element {
      case .move(let to): move(to: Point(to))
      case .line(let to): line(to: Point(to))
      case .quadratic(let control, let to): quad(to: Point(to), control: Point(control))
      case .close: close()
      }
    }
  }

  /// The smallest rectangle holding every point of the path, control points included, so the
  /// curves as well (a Bézier curve stays inside the hull of its points); `nil` for an empty path.
  var controlBounds: Rect? {
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

extension Point {
  /// A point of a glyph outline.
  init(_ point: PathPoint) {
    self.init(x: point.x, y: point.y)
  }
}
