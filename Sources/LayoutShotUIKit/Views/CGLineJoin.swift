import LayoutShot

/// The shape of a stroke's corners (`CGLineJoin`).
public enum CGLineJoin: Int32, Sendable {
  /// Pointed corners, bevelled past the miter limit.
  case miter
  /// Rounded corners.
  case round
  /// Corners cut straight.
  case bevel

  /// The LayoutShot join.
  var lineJoin: StrokeStyle.LineJoin {
    switch self {
    case .miter: .miter
    case .round: .round
    case .bevel: .bevel
    }
  }
}
