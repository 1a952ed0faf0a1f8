/// A path made the UIKit way (`UIBezierPath`): rectangles, ovals and rounded rectangles, whose
/// `cgPath` a layer takes as its `shadowPath`.
///
/// ```swift
/// card.layer.shadowPath = UIBezierPath(roundedRect: card.bounds, cornerRadius: 12).cgPath
/// ```
open class UIBezierPath: NSObject, @unchecked Sendable {
  /// The rectangle the path was made in.
  public let bounds: CGRect
  /// The outline.
  let path: Path

  private init(bounds: CGRect, path: Path) {
    self.bounds = bounds
    self.path = path
    super.init()
  }

  /// A rectangle.
  public convenience init(rect: CGRect) {
    self.init(bounds: rect, path: Path(rect: rect.rect))
  }

  /// An empty path.
  public override convenience init() {
    self.init(bounds: .zero, path: Path())
  }

  /// An oval in `rect`: four cubic quarter arcs, clockwise from the right.
  public convenience init(ovalIn rect: CGRect) {
    let frame = rect.rect
    // The distance from a quarter arc's end points to its control points, as a fraction of the
    // radius: 4/3 × (√2 − 1), as in `Path`'s rounded corners.
    let k = 0.552_284_749_830_793_6
    let (rx, ry, cx, cy) = (frame.width / 2, frame.height / 2, frame.midX, frame.midY)
    var path = Path()
    path.move(to: Point(x: cx + rx, y: cy))
    path.cubic(
      to: Point(x: cx, y: cy + ry), control1: Point(x: cx + rx, y: cy + k * ry),
      control2: Point(x: cx + k * rx, y: cy + ry))
    path.cubic(
      to: Point(x: cx - rx, y: cy), control1: Point(x: cx - k * rx, y: cy + ry),
      control2: Point(x: cx - rx, y: cy + k * ry))
    path.cubic(
      to: Point(x: cx, y: cy - ry), control1: Point(x: cx - rx, y: cy - k * ry),
      control2: Point(x: cx - k * rx, y: cy - ry))
    path.cubic(
      to: Point(x: cx + rx, y: cy), control1: Point(x: cx + k * rx, y: cy - ry),
      control2: Point(x: cx + rx, y: cy - k * ry))
    path.close()
    self.init(bounds: rect, path: path)
  }

  /// A rounded rectangle, its corners drawn with the continuous curve, as UIKit draws them.
  public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
    self.init(
      bounds: rect,
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
    self.init(
      bounds: rect, path: Path(roundedRect: RoundedRect(rect.rect, radii: radii, cornerCurve: .continuous)))
  }

  /// The path as a Core Graphics path.
  public var cgPath: CGPath { CGPath(path: path, boundingBox: bounds) }
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
