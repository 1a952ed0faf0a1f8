import Foundation

/// A gradient along a line.
///
/// It runs from `startPoint` to `endPoint`, points of the unit square of the shape's frame. It is
/// a style and a view that fills what it is proposed.
///
/// ```swift
/// Rectangle().fill(LinearGradient(colors: [.blue, .purple], startPoint: .top, endPoint: .bottom))
/// LinearGradient(colors: [.orange, .pink], startPoint: .leading, endPoint: .trailing).frame(height: 4)
/// ```
public struct LinearGradient: Hashable, Sendable, ShapeStyle {
  let gradient: Gradient
  let startPoint: UnitPoint
  let endPoint: UnitPoint

  /// `gradient` from `startPoint` to `endPoint`.
  public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
    self.gradient = gradient
    self.startPoint = startPoint
    self.endPoint = endPoint
  }

  /// `colors`, evenly spaced, from `startPoint` to `endPoint`.
  public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
    self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
  }

  /// `stops` from `startPoint` to `endPoint`.
  public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
    self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
  }

  public typealias Body = Never
}

extension LinearGradient: ResolvableShapeStyle {
  func resolve(in environment: EnvironmentValues) -> ResolvedStyle {
    .gradient(GradientFill(stops: gradient.stops, geometry: .linear(start: startPoint, end: endPoint)))
  }
}

extension LinearGradient: PrimitiveView, View {
  func makeNodes(in context: ResolveContext) -> [LayoutNode] { [ShapeNode.filling(self, in: context)] }
}
