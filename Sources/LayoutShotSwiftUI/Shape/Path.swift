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
