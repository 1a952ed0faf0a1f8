/// How the inside of a path is found when it is filled or clipped to (`CGPathFillRule`).
public enum CGPathFillRule: Int, Sendable {
  /// Inside where the path winds a non-zero number of times round a point.
  case winding
  /// Inside where a ray from a point crosses the path an odd number of times.
  case evenOdd

  var fillRule: FillRule { self == .winding ? .nonZero : .evenOdd }
}

/// What drawing a path does (`CGPathDrawingMode`): fill it, stroke it, or both.
public enum CGPathDrawingMode: Int32, Sendable {
  /// Fill with the non-zero rule.
  case fill
  /// Fill with the even-odd rule.
  case eoFill
  /// Stroke.
  case stroke
  /// Fill with the non-zero rule, then stroke.
  case fillStroke
  /// Fill with the even-odd rule, then stroke.
  case eoFillStroke
}
