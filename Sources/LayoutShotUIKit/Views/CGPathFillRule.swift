import LayoutShot

/// The rule that finds a path's inside (`CGPathFillRule`).
public enum CGPathFillRule: Int, Sendable {
  /// Non-zero winding.
  case winding
  /// Even-odd.
  case evenOdd
}
