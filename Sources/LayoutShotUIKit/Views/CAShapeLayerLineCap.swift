import LayoutShot

/// The shape of a stroke's ends (`CAShapeLayerLineCap`).
public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
  /// The raw value, Core Animation's string.
  public let rawValue: String
  /// The cap named `rawValue`.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Square at the end point (the default).
  public static let butt = CAShapeLayerLineCap(rawValue: "butt")
  /// A half circle round the end point.
  public static let round = CAShapeLayerLineCap(rawValue: "round")
  /// Square, half the line width past the end point.
  public static let square = CAShapeLayerLineCap(rawValue: "square")

  /// The LayoutShot cap.
  var lineCap: StrokeStyle.LineCap { StrokeStyle.LineCap(rawValue: rawValue) ?? .butt }
}
