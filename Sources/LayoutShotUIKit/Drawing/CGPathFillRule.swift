/// How the inside of a path is found when it is filled or clipped to (`CGPathFillRule`).
public enum CGPathFillRule: Int, Sendable {
  /// Inside where the path winds a non-zero number of times round a point.
  case winding
  /// Inside where a ray from a point crosses the path an odd number of times.
  case evenOdd
}
