import LayoutShot

/// A path (`CGPath`), as shape layers, masks and shadows take it: a LayoutShot `Path` in the
/// layer's coordinates, y downward.
///
/// ```swift
/// card.layer.shadowPath = UIBezierPath(roundedRect: card.bounds, cornerRadius: 12).cgPath
/// let triangle = CGMutablePath()
/// triangle.move(to: CGPoint(x: 0, y: 10))
/// triangle.addLine(to: CGPoint(x: 10, y: 10))
/// triangle.addLine(to: CGPoint(x: 5, y: 0))
/// triangle.closeSubpath()
/// ```
public class CGPath: @unchecked Sendable {
  /// The outline.
  var path: Path

  init(path: Path) {
    self.path = path
  }

  /// A rectangle, clockwise on the screen from its top-left corner, moved by `transform`.
  public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>? = nil) {
    self.init(path: Path(rect: rect.rect).applying(transform?.pointee))
  }

  /// The ellipse inside `rect`, from its right end, clockwise on the screen.
  public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>? = nil) {
    self.init(path: Path.ellipse(in: rect.rect).applying(transform?.pointee))
  }

  /// A rectangle with elliptical corners `cornerWidth` across and `cornerHeight` down.
  public convenience init(
    roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
    transform: UnsafePointer<CGAffineTransform>? = nil
  ) {
    var path = Path()
    path.addRoundedRect(rect.rect, cornerWidth: Double(cornerWidth), cornerHeight: Double(cornerHeight))
    self.init(path: path.applying(transform?.pointee))
  }

  /// The smallest rectangle holding the path's points, control points included
  /// (`CGRect.null` for an empty path).
  public var boundingBox: CGRect { path.controlBounds.map(CGRect.init) ?? .null }

  /// The smallest rectangle holding the path itself, curves followed to within 0.01 points
  /// (`CGRect.null` for an empty path).
  public var boundingBoxOfPath: CGRect { path.curveBounds().map(CGRect.init) ?? .null }

  /// Whether the path has no steps.
  public var isEmpty: Bool { path.isEmpty }

  /// Where the next step would start: the end of the last one (`.zero` for an empty path).
  public var currentPoint: CGPoint { CGPoint(path.currentPoint) }

  /// Whether `point` lies inside the path filled by `rule`.
  public func contains(
    _ point: CGPoint, using rule: CGPathFillRule = .winding, transform: CGAffineTransform = .identity
  ) -> Bool {
    path.applying(transform).contains(
      Point(x: Double(point.x), y: Double(point.y)), rule: rule == .evenOdd ? .evenOdd : .nonZero)
  }

  /// The area a stroke of the path covers, as a path filled by the non-zero rule (see
  /// `Path.stroked(_:tolerance:)`).
  public func copy(
    strokingWithWidth lineWidth: CGFloat, lineCap: CGLineCap, lineJoin: CGLineJoin, miterLimit: CGFloat,
    transform: CGAffineTransform = .identity
  ) -> CGPath {
    let style = StrokeStyle(
      width: Double(lineWidth), cap: lineCap.lineCap, join: lineJoin.lineJoin, miterLimit: Double(miterLimit))
    return CGPath(path: path.stroked(style).applying(transform))
  }

  /// The same path.
  public func copy() -> CGPath? { CGPath(path: path) }

  /// The path moved by `transform`.
  public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
    CGPath(path: path.applying(transform?.pointee))
  }

  /// A mutable copy.
  public func mutableCopy() -> CGMutablePath? { CGMutablePath(path: path) }
}

/// A path built step by step (`CGMutablePath`); every step can be moved by a `transform`.
public final class CGMutablePath: CGPath, @unchecked Sendable {
  /// An empty path.
  public convenience init() {
    self.init(path: Path())
  }

  /// Starts a new subpath at `point`.
  public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
    path.move(to: Point(point, transform))
  }

  /// A straight line to `point`.
  public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
    path.line(to: Point(point, transform))
  }

  /// Straight lines through `points`, from a move to the first.
  public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
    for (index, point) in points.enumerated() {
      if index == 0 {
        move(to: point, transform: transform)
      } else {
        addLine(to: point, transform: transform)
      }
    }
  }

  /// A cubic Bézier curve to `end`.
  public func addCurve(
    to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity
  ) {
    path.cubic(
      to: Point(end, transform), control1: Point(control1, transform), control2: Point(control2, transform))
  }

  /// A quadratic Bézier curve to `end`.
  public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
    path.quad(to: Point(end, transform), control: Point(control, transform))
  }

  /// An arc of the circle round `center`, from `startAngle` to `endAngle` (radians from the x axis,
  /// towards y), after a line from the current point to its start.
  ///
  /// `clockwise` is Core Graphics': clockwise with y upward, so on the screen (y downward) a
  /// clockwise arc runs the other way, towards smaller angles (`Documentation/Rendering.md#arcs`).
  public func addArc(
    center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
    transform: CGAffineTransform = .identity
  ) {
    var arc = Path()
    if !path.isEmpty, path.hasCurrentPoint { arc.move(to: path.currentPoint) }
    arc.addArc(
      center: Point(x: Double(center.x), y: Double(center.y)), radius: Double(radius),
      startAngle: Double(startAngle), endAngle: Double(endAngle), increasing: !clockwise)
    append(arc, transform: transform)
  }

  /// An arc of `radius` tangent to the line from the current point to `tangent1End` and to the
  /// line from there to `tangent2End`, after a line to its start.
  public func addArc(
    tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat, transform: CGAffineTransform = .identity
  ) {
    var arc = Path()
    arc.move(to: path.currentPoint)
    arc.addArc(
      tangent1End: Point(x: Double(tangent1End.x), y: Double(tangent1End.y)),
      tangent2End: Point(x: Double(tangent2End.x), y: Double(tangent2End.y)), radius: Double(radius))
    append(arc, transform: transform)
  }

  /// A rectangle as its own closed subpath.
  public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
    path.append(Path(rect: rect.rect).applying(transform))
  }

  /// Rectangles, each its own closed subpath.
  public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
    for rect in rects { addRect(rect, transform: transform) }
  }

  /// A rectangle with elliptical corners as its own closed subpath.
  public func addRoundedRect(
    in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: CGAffineTransform = .identity
  ) {
    var rounded = Path()
    rounded.addRoundedRect(rect.rect, cornerWidth: Double(cornerWidth), cornerHeight: Double(cornerHeight))
    path.append(rounded.applying(transform))
  }

  /// The ellipse inside `rect` as its own closed subpath.
  public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
    path.append(Path.ellipse(in: rect.rect).applying(transform))
  }

  /// The subpaths of `path`.
  public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
    self.path.append(path.path.applying(transform))
  }

  /// Closes the current subpath with a line to its start.
  public func closeSubpath() {
    path.close()
  }

  /// Adds `arc`'s steps, its first move joining the current subpath with a line when there is one.
  private func append(_ arc: Path, transform: CGAffineTransform) {
    path.continue(with: arc.applying(transform))
  }
}
