#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The shape of a gradient: where its parameter t is 0 and where it is 1, in the coordinates of
/// what it fills (`Documentation/Rendering.md#gradients`).
///
/// ```swift
/// let header = GradientKind.axial(start: Point(x: 0, y: 0), end: Point(x: 390, y: 0))
/// header.parameter(at: Point(x: 195, y: 40))  // 0.5
/// ```
public enum GradientKind: Hashable, Sendable {
  /// t runs from 0 at `start` to 1 at `end`, along the line through them; it is the same across
  /// it.
  case axial(start: Point, end: Point)
  /// t runs from 0 at `center` to 1 on the ellipse with the half-axes `radii` around it.
  case radial(center: Point, radii: Size)
  /// t runs from 0 to 1 once round `center`, clockwise on the screen (y downward), starting in
  /// the direction of `toward` from the centre.
  case conic(center: Point, toward: Point)

  /// The value of t at `point`, not clamped.
  ///
  /// Below 0 before an axial gradient's start, above 1 past its end or outside a radial one's
  /// ellipse. A gradient without extent (an axis of no
  /// length, a zero radius) is 1 everywhere, as SVG paints the last stop there.
  public func parameter(at point: Point) -> Double {
    switch self {
    case .axial(let start, let end):
      let (dx, dy) = (end.x - start.x, end.y - start.y)
      let lengthSquared = dx * dx + dy * dy
      guard lengthSquared > 0 else { return 1 }
      return ((point.x - start.x) * dx + (point.y - start.y) * dy) / lengthSquared
    case .radial(let center, let radii):
      guard radii.width > 0, radii.height > 0 else { return 1 }
      let (u, v) = ((point.x - center.x) / radii.width, (point.y - center.y) / radii.height)
      return (u * u + v * v).squareRoot()
    case .conic(let center, let toward):
      let start = atan2(toward.y - center.y, toward.x - center.x)
      var angle = atan2(point.y - center.y, point.x - center.x) - start
      if angle < 0 { angle += 2 * Double.pi }
      return angle / (2 * Double.pi)
    }
  }
}
