import Foundation
import LayoutShot

/// The outline of a shape: lines and curves, SwiftUI's `Path`.
///
/// ```swift
/// var path = Path()
/// path.move(to: CGPoint(x: 0, y: 0))
/// path.addLine(to: CGPoint(x: 10, y: 10))
/// ```
public struct Path: Hashable, Sendable {
  var corePath = Geometry.Path()
  /// The part of the path a stroke draws, as fractions of its length (`trimmedPath(from:to:)`).
  var trim: ClosedRange<Double> = 0...1

  /// An empty path.
  public init() {}

  /// The outline of `rect`.
  public init(_ rect: CGRect) { addRect(rect) }

  /// The outline of `rect` with its corners rounded by `cornerRadius`.
  public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
    addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
  }

  /// The ellipse inscribed in `rect`.
  public init(ellipseIn rect: CGRect) { addEllipse(in: rect) }

  /// Whether the path has no elements.
  public var isEmpty: Bool { corePath.isEmpty }

  /// Starts a new subpath at `point`.
  public mutating func move(to point: CGPoint) { corePath.move(to: Self.point(point)) }

  /// A straight line to `point`.
  public mutating func addLine(to point: CGPoint) { corePath.line(to: Self.point(point)) }

  /// A quadratic curve to `point`.
  public mutating func addQuadCurve(to point: CGPoint, control: CGPoint) {
    corePath.quad(to: Self.point(point), control: Self.point(control))
  }

  /// A cubic curve to `point`.
  public mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {
    corePath.cubic(to: Self.point(point), control1: Self.point(control1), control2: Self.point(control2))
  }

  /// Closes the current subpath.
  public mutating func closeSubpath() { corePath.close() }

  /// The outline of `rect`, as a closed subpath.
  public mutating func addRect(_ rect: CGRect) { corePath.addRect(Self.rect(rect)) }

  /// The outline of `rect` with rounded corners, as a closed subpath.
  public mutating func addRoundedRect(
    in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous
  ) {
    let radius = Double(min(cornerSize.width, cornerSize.height, rect.width / 2, rect.height / 2))
    corePath.addRoundedRect(
      RoundedRect(
        Self.rect(rect), radius: max(radius, 0), cornerCurve: style == .continuous ? .continuous : .circular))
  }

  /// The ellipse inscribed in `rect`, as a closed subpath of four cubic curves.
  public mutating func addEllipse(in rect: CGRect) {
    // The control points of a quarter circle sit 0.5523 of the radius along the tangents.
    let kappa = 0.5522847498
    let (cx, cy) = (Double(rect.midX), Double(rect.midY))
    let (rx, ry) = (Double(rect.width) / 2, Double(rect.height) / 2)
    let (ox, oy) = (rx * kappa, ry * kappa)
    corePath.move(to: Point(x: cx + rx, y: cy))
    corePath.cubic(
      to: Point(x: cx, y: cy + ry), control1: Point(x: cx + rx, y: cy + oy),
      control2: Point(x: cx + ox, y: cy + ry))
    corePath.cubic(
      to: Point(x: cx - rx, y: cy), control1: Point(x: cx - ox, y: cy + ry),
      control2: Point(x: cx - rx, y: cy + oy))
    corePath.cubic(
      to: Point(x: cx, y: cy - ry), control1: Point(x: cx - rx, y: cy - oy),
      control2: Point(x: cx - ox, y: cy - ry))
    corePath.cubic(
      to: Point(x: cx + rx, y: cy), control1: Point(x: cx + ox, y: cy - ry),
      control2: Point(x: cx + rx, y: cy - oy))
    corePath.close()
  }

  /// The outline of `rect` with each corner rounded by its own radius, as a closed subpath.
  mutating func addRoundedRect(in rect: CGRect, radii: RectangleCornerRadii, style: RoundedCornerStyle) {
    corePath.addRoundedRect(
      RoundedRect(
        Self.rect(rect),
        radii: CornerRadii(
          topLeft: Double(radii.topLeading), topRight: Double(radii.topTrailing),
          bottomRight: Double(radii.bottomTrailing), bottomLeft: Double(radii.bottomLeading)),
        cornerCurve: style == .continuous ? .continuous : .circular))
  }

  /// The part of the path from `from` to `to`, fractions of its length: what a stroke of it
  /// draws (a fill fills the whole path; Documentation/SwiftUIDrawing.md#shapes).
  ///
  /// ```swift
  /// Circle().path(in: rect).trimmedPath(from: 0, to: 0.75)
  /// ```
  public func trimmedPath(from: CGFloat, to: CGFloat) -> Path {
    let (start, end) = (min(max(Double(from), 0), 1), min(max(Double(to), 0), 1))
    var path = self
    let length = trim.upperBound - trim.lowerBound
    path.trim = (trim.lowerBound + start * length)...(trim.lowerBound + max(start, end) * length)
    return path
  }

  /// The path with every point moved by `transform`.
  func mapped(_ transform: (CGPoint) -> CGPoint) -> Path {
    var path = self
    path.corePath = corePath.mapped { point in
      Self.point(transform(CGPoint(x: CGFloat(point.x), y: CGFloat(point.y))))
    }
    return path
  }

  private static func point(_ point: CGPoint) -> Point { Point(x: Double(point.x), y: Double(point.y)) }

  private static func rect(_ rect: CGRect) -> Rect {
    Rect(x: Double(rect.minX), y: Double(rect.minY), width: Double(rect.width), height: Double(rect.height))
  }
}

/// How the corners of a rounded rectangle curve.
public enum RoundedCornerStyle: Hashable, Sendable {
  /// Quarter circles.
  case circular
  /// Apple's continuous curve (a squircle-like corner).
  case continuous
}
