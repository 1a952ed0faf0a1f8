import Foundation

/// A gradient in circles round a centre, from one radius in points to another.
///
/// The first colour is at `startRadius` points from `center`, the last at `endRadius`. It is a
/// style and a view that fills what it is proposed.
///
/// ```swift
/// Circle().fill(RadialGradient(colors: [.yellow, .orange], center: .center, startRadius: 0, endRadius: 40))
/// ```
public struct RadialGradient: Hashable, Sendable, ShapeStyle {
  let gradient: Gradient
  let center: UnitPoint
  let startRadius: CGFloat
  let endRadius: CGFloat

  /// `gradient` round `center` from `startRadius` to `endRadius` points.
  public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
    self.gradient = gradient
    self.center = center
    self.startRadius = startRadius
    self.endRadius = endRadius
  }

  /// `colors`, evenly spaced, round `center` from `startRadius` to `endRadius` points.
  public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
    self.init(
      gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
  }

  /// `stops` round `center` from `startRadius` to `endRadius` points.
  public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
    self.init(
      gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius)
  }

  public typealias Body = Never
}

extension RadialGradient: ResolvableShapeStyle {
  func resolve(in environment: EnvironmentValues) -> ResolvedStyle {
    .gradient(
      GradientFill(
        stops: gradient.stops,
        geometry: .radial(center: center, startRadius: startRadius, endRadius: endRadius)))
  }
}

extension RadialGradient: PrimitiveView, View {
  func makeNodes(in context: ResolveContext) -> [LayoutNode] { [ShapeNode.filling(self, in: context)] }
}
