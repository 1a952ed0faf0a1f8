/// One step of a ``QuadraticPath``.
public enum PathElement: Hashable, Sendable {
  /// Starts a new contour at a point.
  case move(to: PathPoint)
  /// A straight line from the current point.
  case line(to: PathPoint)
  /// A quadratic Bézier curve from the current point, pulled towards `control`.
  case quadratic(control: PathPoint, to: PathPoint)
  /// Closes the contour with a straight line back to its start.
  case close
}
