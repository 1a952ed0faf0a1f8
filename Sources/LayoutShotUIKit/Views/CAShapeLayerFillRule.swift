import LayoutShot

/// How a shape layer finds the inside of its path (`CAShapeLayerFillRule`).
public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
  /// The raw value, Core Animation's string.
  public let rawValue: String
  /// The rule named `rawValue`.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Inside where the contours wind round a point a non-zero number of times (the default).
  public static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero")
  /// Inside where a ray from a point crosses the path an odd number of times: inner contours
  /// cut holes.
  public static let evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")

  /// The LayoutShot rule.
  var fillRule: FillRule { self == .evenOdd ? .evenOdd : .nonZero }
}
