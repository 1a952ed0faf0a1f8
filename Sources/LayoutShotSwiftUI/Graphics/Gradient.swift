import Foundation

/// Colours at locations from 0 to 1, which a gradient style spreads over its shape.
///
/// ```swift
/// Gradient(colors: [.blue, .purple])
/// Gradient(stops: [.init(color: .white, location: 0), .init(color: .black, location: 0.8)])
/// ```
public struct Gradient: Hashable, Sendable, ShapeStyle {
  /// One colour of a gradient and where it is full.
  public struct Stop: Hashable, Sendable {
    /// The colour.
    public var color: Color
    /// Where the colour is full, from 0 to 1.
    public var location: CGFloat

    /// `color`, full at `location`.
    public init(color: Color, location: CGFloat) {
      self.color = color
      self.location = location
    }
  }

  /// The stops, in order.
  public var stops: [Stop]

  /// A gradient through `stops`.
  public init(stops: [Stop]) { self.stops = stops }

  /// A gradient through `colors`, spaced evenly from 0 to 1.
  public init(colors: [Color]) {
    let spacing = colors.count > 1 ? 1 / CGFloat(colors.count - 1) : 0
    stops = colors.enumerated().map { Stop(color: $1, location: CGFloat($0) * spacing) }
  }
}

extension Gradient: ResolvableShapeStyle {
  /// A plain gradient used as a style runs from top to bottom, as `LinearGradient` would.
  func resolve(in environment: EnvironmentValues) -> ResolvedStyle {
    LinearGradient(gradient: self, startPoint: .top, endPoint: .bottom).resolve(in: environment)
  }
}
