/// Which points a path's outline encloses, where its contours overlap or nest.
public enum FillRule: String, Hashable, Sendable, CaseIterable {
  /// Inside where the contours around the point wind a non-zero number of times (SVG `nonzero`,
  /// the default): overlapping contours drawn the same way fill their union.
  case nonZero = "nonzero"
  /// Inside where a ray from the point crosses the outline an odd number of times (SVG `evenodd`):
  /// a contour inside another cuts a hole, whichever way it runs. Borders and masks use it.
  case evenOdd = "evenodd"
}
