/// The area a stroke covers, for the shapes whose outline is simple enough to build here: a
/// rectangle, an oval and a straight line, each in user space, then moved into the picture by the
/// transform they were added under.
///
/// A stroke is centred on its path: a rectangle's is the ring between the rectangle grown and
/// shrunk by half the line width (mitered corners, as Core Graphics' default join draws them);
/// an oval's is the ring between the ovals grown and shrunk by half the width (exact for a
/// circle; for an ellipse that is not one, within a small fraction of the width); a line's is a
/// rectangle along it, its ends cut square (the default butt cap). Any other path is not
/// outlined here: its stroke is recorded and not drawn (``CGContext/skippedStrokeCount``).
enum StrokeOutline {
  /// A piece of a path whose stroke can be outlined.
  enum Piece {
    case rect(Rect)
    case oval(Rect)
    case line(Point, Point)
  }

  /// The area `piece`'s stroke `width` points wide covers, in user space: a path and the rule to
  /// fill it with.
  static func outline(of piece: Piece, width: Double) -> (path: Path, rule: FillRule) {
    let half = width / 2
    switch piece {
    case .rect(let rect):
      var path = Path(rect: rect.insetBy(dx: -half, dy: -half))
      let inner = rect.insetBy(dx: half, dy: half)
      if !inner.isEmpty { path.addRect(inner) }
      return (path, .evenOdd)
    case .oval(let rect):
      var path = Path(ovalIn: rect.insetBy(dx: -half, dy: -half))
      let inner = rect.insetBy(dx: half, dy: half)
      if !inner.isEmpty { path.append(Path(ovalIn: inner)) }
      return (path, .evenOdd)
    case .line(let start, let end):
      let dx = end.x - start.x, dy = end.y - start.y
      let length = (dx * dx + dy * dy).squareRoot()
      guard length > 0 else { return (Path(), .nonZero) }
      // The unit normal, times half the width.
      let nx = -dy / length * half, ny = dx / length * half
      var path = Path()
      path.move(to: Point(x: start.x + nx, y: start.y + ny))
      path.line(to: Point(x: end.x + nx, y: end.y + ny))
      path.line(to: Point(x: end.x - nx, y: end.y - ny))
      path.line(to: Point(x: start.x - nx, y: start.y - ny))
      path.close()
      return (path, .nonZero)
    }
  }

  /// The pieces `path` is made of when each of its contours is a rectangle (a move, three or four
  /// axis-aligned lines and a close, as `UIBezierPath(rect:)` makes it), an oval (a move, four
  /// cubic curves and a close, as `UIBezierPath(ovalIn:)` makes it) or one straight line; `nil`
  /// when one contour is something else.
  static func pieces(of path: Path) -> [Piece]? {
    var pieces: [Piece] = []
    var contour: [Path.Element] = []
    func finish() -> Bool {
      defer { contour = [] }
      guard !contour.isEmpty else { return true }
      guard let piece = piece(of: contour) else { return false }
      pieces.append(piece)
      return true
    }
    for element in path.elements {
      if case .move = element, !finish() { return nil }
      contour.append(element)
    }
    return finish() ? pieces : nil
  }

  private static func piece(of contour: [Path.Element]) -> Piece? {
    guard case .move(let start) = contour.first else { return nil }
    var points = [start]
    var cubics = 0
    var closed = false
    for element in contour.dropFirst() {
      switch element {
      case .line(let point): points.append(point)
      case .cubic(let point, _, _):
        points.append(point)
        cubics += 1
      case .close: closed = true
      case .move, .quad: return nil
      }
    }
    if !closed, cubics == 0, points.count == 2 { return .line(points[0], points[1]) }
    guard closed else { return nil }
    if cubics == 4, points.count == 5, let bounds = Path(elements: contour).controlBounds {
      return .oval(bounds)
    }
    if cubics == 0, points.count == 5, points[4] == points[0] { points.removeLast() }
    guard cubics == 0, points.count == 4 else { return nil }
    // Four corners, each edge horizontal or vertical.
    for index in 0..<4 {
      let a = points[index], b = points[(index + 1) % 4]
      guard a.x == b.x || a.y == b.y else { return nil }
    }
    let xs = points.map(\.x), ys = points.map(\.y)
    guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max() else {
      return nil
    }
    return .rect(Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY))
  }
}

extension Path {
  /// An oval in `rect`: four cubic quarter arcs, clockwise from the right, as `UIBezierPath(ovalIn:)`
  /// makes it.
  init(ovalIn rect: Rect) {
    let k = 0.552_284_749_830_793_6
    let (rx, ry, cx, cy) = (rect.width / 2, rect.height / 2, rect.midX, rect.midY)
    self.init()
    move(to: Point(x: cx + rx, y: cy))
    cubic(
      to: Point(x: cx, y: cy + ry), control1: Point(x: cx + rx, y: cy + k * ry),
      control2: Point(x: cx + k * rx, y: cy + ry))
    cubic(
      to: Point(x: cx - rx, y: cy), control1: Point(x: cx - k * rx, y: cy + ry),
      control2: Point(x: cx - rx, y: cy + k * ry))
    cubic(
      to: Point(x: cx, y: cy - ry), control1: Point(x: cx - rx, y: cy - k * ry),
      control2: Point(x: cx - k * rx, y: cy - ry))
    cubic(
      to: Point(x: cx + rx, y: cy), control1: Point(x: cx + k * rx, y: cy - ry),
      control2: Point(x: cx + rx, y: cy - k * ry))
    close()
  }

  /// A path of `elements`, in order.
  init(elements: [Element]) {
    self.init()
    for element in elements {
      switch element {
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
