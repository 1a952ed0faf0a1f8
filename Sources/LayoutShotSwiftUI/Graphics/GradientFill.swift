import Foundation
import LayoutShot

/// A gradient as a shape is painted with it: its stops, and where they lie over the frame
/// (Documentation/SwiftUIDrawing.md#gradients).
struct GradientFill: Hashable, Sendable {
  /// Where the stops lie.
  enum Geometry: Hashable, Sendable {
    /// Along the line between two points of the frame's unit square.
    case linear(start: UnitPoint, end: UnitPoint)
    /// In circles round a point, from one radius to another, in points.
    case radial(center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat)
    /// In ellipses shaped like the frame's inscribed ellipse, from one fraction of it to another.
    case elliptical(center: UnitPoint, startFraction: CGFloat, endFraction: CGFloat)
    /// Round a point, from one angle to another.
    case angular(center: UnitPoint, start: Angle, end: Angle)
  }

  var stops: [Gradient.Stop]
  var geometry: Geometry

  /// The gradient with every colour's opacity multiplied by `factor`.
  func opacity(_ factor: Double) -> GradientFill {
    var fill = self
    fill.stops = stops.map { Gradient.Stop(color: $0.color.opacity(factor), location: $0.location) }
    return fill
  }

  /// The core's gradient over a frame of `size`, its points in the frame's unit square.
  ///
  /// The core places a radial gradient's rim at the end point's distances from the centre and
  /// starts a conic one towards the end point, each a whole turn; so a start radius or angle
  /// moves the stops' locations instead.
  func content(in size: CGSize) -> DrawnLayer.GradientContent {
    let (width, height) = (max(Double(size.width), 1e-9), max(Double(size.height), 1e-9))
    func point(_ unit: UnitPoint) -> Point { Point(x: Double(unit.x), y: Double(unit.y)) }
    func remapped(from start: Double, to end: Double, over whole: Double) -> [Double] {
      stops.map { whole > 0 ? (start + Double($0.location) * (end - start)) / whole : 1 }
    }
    let colors = stops.map(\.color.coreColor)
    switch geometry {
    case .linear(let start, let end):
      return DrawnLayer.GradientContent(
        kind: .axial, colors: colors, locations: stops.map { Double($0.location) }, start: point(start),
        end: point(end))
    case .radial(let center, let startRadius, let endRadius):
      let radius = Double(max(endRadius, 0))
      return DrawnLayer.GradientContent(
        kind: .radial, colors: colors,
        locations: remapped(from: Double(startRadius), to: radius, over: radius), start: point(center),
        end: Point(x: Double(center.x) + radius / width, y: Double(center.y) + radius / height))
    case .elliptical(let center, let startFraction, let endFraction):
      let fraction = Double(max(endFraction, 0))
      return DrawnLayer.GradientContent(
        kind: .radial, colors: colors,
        locations: remapped(from: Double(startFraction), to: fraction, over: fraction), start: point(center),
        end: Point(x: Double(center.x) + fraction, y: Double(center.y) + fraction))
    case .angular(let center, let start, let end):
      // The direction of the start angle, in points, as a point of the unit square.
      let toward = Point(
        x: Double(center.x) + cos(start.radians) / width, y: Double(center.y) + sin(start.radians) / height)
      return DrawnLayer.GradientContent(
        kind: .conic, colors: colors,
        locations: remapped(from: 0, to: end.radians - start.radians, over: 2 * .pi), start: point(center),
        end: toward)
    }
  }
}
