/// Colours that blend from one to the next across a shape: what a `CAGradientLayer` draws.
///
/// The colour at a point is found from a parameter t: along the axis for an axial gradient, out
/// from the centre for a radial one, round the centre for a conic one. Between two stops the
/// straight (not premultiplied) components blend linearly, as SVG blends `<stop>`s; before the
/// first stop and after the last the end colours go on (`Documentation/Rendering.md#gradients`).
///
/// ```swift
/// let header = Gradient(
///   .axial(start: Point(x: 0, y: 0), end: Point(x: 0, y: 120)),
///   stops: [Gradient.Stop(location: 0, color: .systemBlue), Gradient.Stop(location: 1, color: .systemPurple)])
/// scene.fill(.rect(Rect(x: 0, y: 0, width: 390, height: 120)), with: header)
/// ```
public struct Gradient: Hashable, Sendable {
  /// The shape of the gradient: where t is 0 and where it is 1.
  public typealias Kind = GradientKind

  /// A colour at a value of t.
  public struct Stop: Hashable, Sendable {
    /// Where the colour is full, 0...1.
    public var location: Double
    /// The colour there.
    public var color: Color

    /// `color` at `location`.
    public init(location: Double, color: Color) {
      self.location = location
      self.color = color
    }
  }

  /// The shape.
  public var kind: Kind
  /// The colours, in order of location.
  public var stops: [Stop]

  /// A gradient of `kind` through `stops`.
  ///
  /// Locations are clamped to 0...1, NaN counting as 0, and each is at least the one before (as
  /// SVG takes `<stop>` offsets).
  public init(_ kind: Kind, stops: [Stop]) {
    self.kind = kind
    var previous = 0.0
    self.stops = stops.map { stop in
      let location = max(previous, stop.location.isNaN ? 0 : min(max(stop.location, 0), 1))
      previous = location
      return Stop(location: location, color: stop.color)
    }
  }

  /// The gradient with every colour passed through `transform` (a dynamic colour resolved).
  public func mappingColors(_ transform: (Color) -> Color) -> Gradient {
    var copy = self
    copy.stops = stops.map { Stop(location: $0.location, color: transform($0.color)) }
    return copy
  }
}
