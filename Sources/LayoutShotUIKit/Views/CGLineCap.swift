import LayoutShot

/// The shape of a stroke's ends (`CGLineCap`).
public enum CGLineCap: Int32, Sendable {
  /// Square at the end point.
  case butt
  /// A half circle round the end point.
  case round
  /// Square, half the line width past the end point.
  case square

  /// The LayoutShot cap.
  var lineCap: StrokeStyle.LineCap {
    switch self {
    case .butt: .butt
    case .round: .round
    case .square: .square
    }
  }
}
