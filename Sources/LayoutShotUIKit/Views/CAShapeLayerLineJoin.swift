import LayoutShot

/// The shape of a stroke's corners (`CAShapeLayerLineJoin`).
public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
  /// The raw value, Core Animation's string.
  public let rawValue: String
  /// The join named `rawValue`.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Pointed corners, bevelled past the miter limit (the default).
  public static let miter = CAShapeLayerLineJoin(rawValue: "miter")
  /// Rounded corners.
  public static let round = CAShapeLayerLineJoin(rawValue: "round")
  /// Corners cut straight.
  public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")

  /// The LayoutShot join.
  var lineJoin: StrokeStyle.LineJoin { StrokeStyle.LineJoin(rawValue: rawValue) ?? .miter }
}
