import LayoutShot

/// A path made the UIKit way (`UIBezierPath`): shapes, lines, curves and arcs in a view's
/// coordinates (y downward), whose `cgPath` a shape layer, a mask or a shadow takes.
///
/// Every construction call of UIKit's is here, with its stroke settings (`lineWidth`,
/// `lineCapStyle`, `lineJoinStyle`, `miterLimit`, ``setLineDash(_:count:phase:)``) kept for
/// drawing. Rounded rectangles have UIKit's continuous corners; arcs run clockwise on the screen
/// when `clockwise` is true.
///
/// ```swift
/// let bubble = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 200, height: 60), cornerRadius: 16)
/// bubble.move(to: CGPoint(x: 20, y: 60))
/// bubble.addLine(to: CGPoint(x: 12, y: 72))
/// bubble.addLine(to: CGPoint(x: 36, y: 60))
/// bubble.close()
/// shape.path = bubble.cgPath
/// ```
open class UIBezierPath: NSObject, @unchecked Sendable {
  /// The outline.
  var path: Path

  /// A path of `path`.
  init(path: Path) {
    self.path = path
    super.init()
  }

  /// An empty path.
  public override convenience init() {
    self.init(path: Path())
  }

  /// A rectangle, clockwise on the screen from its top-left corner.
  public convenience init(rect: CGRect) {
    self.init(path: Path(rect: rect.rect))
  }

  /// The oval inside `rect`: four cubic quarter arcs, clockwise from the right.
  public convenience init(ovalIn rect: CGRect) {
    self.init(path: Path.ellipse(in: rect.rect))
  }

  /// A rounded rectangle, its corners drawn with the continuous curve, as UIKit draws them.
  public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
    self.init(
      path: Path(roundedRect: RoundedRect(rect.rect, radius: Double(cornerRadius), cornerCurve: .continuous)))
  }

  /// A rectangle with the corners in `corners` rounded by `cornerRadii.width`.
  public convenience init(
    roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize
  ) {
    let radius = Double(cornerRadii.width)
    func corner(_ corner: UIRectCorner) -> Double { corners.contains(corner) ? radius : 0 }
    let radii = CornerRadii(
      topLeft: corner(.topLeft), topRight: corner(.topRight), bottomRight: corner(.bottomRight),
      bottomLeft: corner(.bottomLeft))
    self.init(path: Path(roundedRect: RoundedRect(rect.rect, radii: radii, cornerCurve: .continuous)))
  }

  /// An arc of the circle round `center`, from `startAngle` to `endAngle` (radians from the x
  /// axis), clockwise on the screen when `clockwise` is true.
  public convenience init(
    arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
  ) {
    self.init()
    addArc(
      withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
  }

  /// A path of a Core Graphics path's steps.
  public convenience init(cgPath: CGPath) {
    self.init(path: cgPath.path)
  }

  /// The path as a Core Graphics path (a copy; setting it replaces the steps).
  public var cgPath: CGPath {
    get { CGPath(path: path) }
    set { path = newValue.path }
  }

  // MARK: Building

  /// Starts a new subpath at `point`.
  open func move(to point: CGPoint) {
    path.move(to: Point(point, .identity))
  }

  /// A straight line to `point`.
  open func addLine(to point: CGPoint) {
    path.line(to: Point(point, .identity))
  }

  /// A cubic Bézier curve to `endPoint`.
  open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
    path.cubic(
      to: Point(endPoint, .identity), control1: Point(controlPoint1, .identity),
      control2: Point(controlPoint2, .identity))
  }

  /// A quadratic Bézier curve to `endPoint`.
  open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
    path.quad(to: Point(endPoint, .identity), control: Point(controlPoint, .identity))
  }

  /// An arc of the circle round `center`, clockwise on the screen when `clockwise` is true, after
  /// a line from the current point to its start.
  open func addArc(
    withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
  ) {
    path.addArc(
      center: Point(center, .identity), radius: Double(radius), startAngle: Double(startAngle),
      endAngle: Double(endAngle), increasing: clockwise)
  }

  /// Closes the current subpath with a line to its start.
  open func close() {
    path.close()
  }

  /// Removes every step.
  open func removeAllPoints() {
    path = Path()
  }

  /// Adds the subpaths of `bezierPath`.
  open func append(_ bezierPath: UIBezierPath) {
    path.append(bezierPath.path)
  }

  /// The same outline with every subpath running the other way.
  open func reversing() -> UIBezierPath {
    let reversed = UIBezierPath(path: path.reversed())
    reversed.copyStrokeSettings(from: self)
    return reversed
  }

  /// Moves every point of the path by `transform`.
  open func apply(_ transform: CGAffineTransform) {
    path = path.applying(transform)
  }

  // MARK: Reading

  /// Whether the path has no steps.
  open var isEmpty: Bool { path.isEmpty }

  /// The smallest rectangle holding every point of the path, control points included
  /// (`CGRect.null` for an empty path).
  open var bounds: CGRect { path.controlBounds.map(CGRect.init) ?? .null }

  /// Where the next step starts.
  open var currentPoint: CGPoint { CGPoint(path.currentPoint) }

  /// Whether `point` lies inside the path, filled by its rule (``usesEvenOddFillRule``).
  open func contains(_ point: CGPoint) -> Bool {
    path.contains(Point(point, .identity), rule: usesEvenOddFillRule ? .evenOdd : .nonZero)
  }

  // MARK: Drawing settings

  /// Whether the path is filled by the even-odd rule rather than the non-zero one.
  open var usesEvenOddFillRule = false
  /// The stroke's width (1 by default).
  open var lineWidth: CGFloat = 1
  /// The shape of the stroke's ends.
  open var lineCapStyle: CGLineCap = .butt
  /// The shape of the stroke's corners.
  open var lineJoinStyle: CGLineJoin = .miter
  /// The longest miter, as a multiple of the line width (10 by default).
  open var miterLimit: CGFloat = 10
  /// How closely curves are followed when drawn (kept: curves are followed to 0.01 points).
  open var flatness: CGFloat = 0.6
  /// The dash pattern set by ``setLineDash(_:count:phase:)``.
  private var dashes: [Double] = []
  private var dashPhase = 0.0

  /// Sets the dash pattern: `count` lengths from `pattern` (dash, gap, …) starting `phase`
  /// points in; a `nil` pattern or a count of 0 for a solid line.
  open func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) {
    guard let pattern, count > 0 else {
      dashes = []
      dashPhase = 0
      return
    }
    dashes = (0..<count).map { Double(pattern[$0]) }
    dashPhase = Double(phase)
  }

  /// Copies the dash pattern into `pattern` (room for `count` lengths) and its count and phase.
  open func getLineDash(
    _ pattern: UnsafeMutablePointer<CGFloat>?, count: UnsafeMutablePointer<Int>?,
    phase: UnsafeMutablePointer<CGFloat>?
  ) {
    if let pattern { for (index, length) in dashes.enumerated() { pattern[index] = CGFloat(length) } }
    count?.pointee = dashes.count
    phase?.pointee = CGFloat(dashPhase)
  }

  /// How the path is stroked, from its settings: what a drawing of the path strokes with.
  var strokeStyle: StrokeStyle {
    StrokeStyle(
      width: Double(lineWidth), cap: lineCapStyle.lineCap, join: lineJoinStyle.lineJoin,
      miterLimit: Double(miterLimit), dashes: dashes, dashPhase: dashPhase)
  }

  /// Takes `other`'s fill rule and stroke settings.
  private func copyStrokeSettings(from other: UIBezierPath) {
    usesEvenOddFillRule = other.usesEvenOddFillRule
    lineWidth = other.lineWidth
    lineCapStyle = other.lineCapStyle
    lineJoinStyle = other.lineJoinStyle
    miterLimit = other.miterLimit
    dashes = other.dashes
    dashPhase = other.dashPhase
  }
}

/// Corners of a rectangle (`UIRectCorner`).
public struct UIRectCorner: OptionSet, Hashable, Sendable {
  /// The raw value.
  public let rawValue: UInt
  /// The set whose bits are `rawValue`.
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// The top-left corner.
  public static let topLeft = UIRectCorner(rawValue: 1 << 0)
  /// The top-right corner.
  public static let topRight = UIRectCorner(rawValue: 1 << 1)
  /// The bottom-left corner.
  public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
  /// The bottom-right corner.
  public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
  /// All four corners.
  public static let allCorners: UIRectCorner = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}
