/// How a path's contours decide what is inside, as in SVG's `fill-rule`.
public enum FillRule: Hashable, Sendable {
  /// Inside where the contours wind around a point a non-zero number of times (SVG `nonzero`,
  /// the default): overlapping shapes drawn the same way round stay filled.
  case nonZero
  /// Inside where a ray from the point crosses the contours an odd number of times (SVG
  /// `evenodd`): an inner contour cuts a hole whatever its direction.
  case evenOdd
}
