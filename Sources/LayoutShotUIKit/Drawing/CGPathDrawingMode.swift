import LayoutShot

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
