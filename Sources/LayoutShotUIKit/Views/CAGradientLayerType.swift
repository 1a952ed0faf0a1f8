import LayoutShot

/// The shape of a gradient layer's gradient (`CAGradientLayerType`).
public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
  /// The raw value, Core Animation's string.
  public let rawValue: String
  /// The type named `rawValue`.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Along the line from the start point to the end point (the default).
  public static let axial = CAGradientLayerType(rawValue: "axial")
  /// Out from the start point to the ellipse through the end point's distances.
  public static let radial = CAGradientLayerType(rawValue: "radial")
  /// Round the start point, from the direction of the end point.
  public static let conic = CAGradientLayerType(rawValue: "conic")

  /// The drawn kind.
  var kind: DrawnLayer.GradientContent.Kind { DrawnLayer.GradientContent.Kind(rawValue: rawValue) ?? .axial }
}
