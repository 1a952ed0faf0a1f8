import Foundation

/// A gradient in ellipses shaped like the frame.
///
/// The first colour is at `startRadiusFraction` of the frame's size from `center`, the last at
/// `endRadiusFraction`. It is a style and a view that fills what it is proposed.
///
/// ```swift
/// Capsule().fill(EllipticalGradient(colors: [.white, .blue]))
/// ```
public struct EllipticalGradient: Hashable, Sendable, ShapeStyle {
  let gradient: Gradient
  let center: UnitPoint
  let startRadiusFraction: CGFloat
  let endRadiusFraction: CGFloat

  /// `gradient` round `center`, from `startRadiusFraction` to `endRadiusFraction` of the ellipse.
  public init(
    gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
    endRadiusFraction: CGFloat = 0.5
  ) {
    self.gradient = gradient
    self.center = center
    self.startRadiusFraction = startRadiusFraction
    self.endRadiusFraction = endRadiusFraction
  }

  /// `colors`, evenly spaced, round `center`.
  public init(
    colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
    endRadiusFraction: CGFloat = 0.5
  ) {
    self.init(
      gradient: Gradient(colors: colors), center: center, startRadiusFraction: startRadiusFraction,
      endRadiusFraction: endRadiusFraction)
  }

  /// `stops` round `center`.
  public init(
    stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
    endRadiusFraction: CGFloat = 0.5
  ) {
    self.init(
      gradient: Gradient(stops: stops), center: center, startRadiusFraction: startRadiusFraction,
      endRadiusFraction: endRadiusFraction)
  }

  public typealias Body = Never
}

extension EllipticalGradient: ResolvableShapeStyle {
  func resolve(in environment: EnvironmentValues) -> ResolvedStyle {
    .gradient(
      GradientFill(
        stops: gradient.stops,
        geometry: .elliptical(
          center: center, startFraction: startRadiusFraction, endFraction: endRadiusFraction)))
  }
}

extension EllipticalGradient: PrimitiveView, View {
  func makeNodes(in context: ResolveContext) -> [LayoutNode] { [ShapeNode.filling(self, in: context)] }
}
