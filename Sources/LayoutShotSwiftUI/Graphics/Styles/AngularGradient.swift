import Foundation

/// A gradient round a centre, from one angle to another.
///
/// It runs from `startAngle` to `endAngle` round `center` (0 pointing to the trailing side,
/// angles growing clockwise). It is a style and a view that fills what it is proposed.
///
/// ```swift
/// Circle().strokeBorder(AngularGradient(colors: [.red, .yellow, .red], center: .center), lineWidth: 6)
/// ```
public struct AngularGradient: Hashable, Sendable, ShapeStyle {
  let gradient: Gradient
  let center: UnitPoint
  let startAngle: Angle
  let endAngle: Angle

  /// `gradient` round `center` from `startAngle` to `endAngle`.
  public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
    self.gradient = gradient
    self.center = center
    self.startAngle = startAngle
    // Equal angles mean a whole turn.
    self.endAngle = endAngle == startAngle ? Angle(radians: startAngle.radians + 2 * .pi) : endAngle
  }

  /// `colors`, evenly spaced, round `center` from `startAngle` to `endAngle`.
  public init(colors: [Color], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
    self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
  }

  /// `stops` round `center` from `startAngle` to `endAngle`.
  public init(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
    self.init(gradient: Gradient(stops: stops), center: center, startAngle: startAngle, endAngle: endAngle)
  }

  /// `gradient` once round `center`, starting at `angle`.
  public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
    self.init(
      gradient: gradient, center: center, startAngle: angle, endAngle: Angle(radians: angle.radians + 2 * .pi)
    )
  }

  /// `colors` once round `center`, starting at `angle`.
  public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {
    self.init(gradient: Gradient(colors: colors), center: center, angle: angle)
  }

  /// `stops` once round `center`, starting at `angle`.
  public init(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero) {
    self.init(gradient: Gradient(stops: stops), center: center, angle: angle)
  }

  public typealias Body = Never
}

extension AngularGradient: ResolvableShapeStyle {
  func resolve(in environment: EnvironmentValues) -> ResolvedStyle {
    .gradient(
      GradientFill(
        stops: gradient.stops, geometry: .angular(center: center, start: startAngle, end: endAngle)))
  }
}

extension AngularGradient: PrimitiveView, View {
  func makeNodes(in context: ResolveContext) -> [LayoutNode] { [ShapeNode.filling(self, in: context)] }
}
