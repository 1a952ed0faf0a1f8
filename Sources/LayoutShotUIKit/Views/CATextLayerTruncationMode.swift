import LayoutShot

/// Where a text layer cuts text that does not fit (`CATextLayerTruncationMode`).
public struct CATextLayerTruncationMode: RawRepresentable, Hashable, Sendable {
  /// The raw value, Core Animation's string.
  public let rawValue: String
  /// The mode named `rawValue`.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Not cut: what does not fit is clipped at the bounds (the default).
  public static let none = CATextLayerTruncationMode(rawValue: "none")
  /// An ellipsis at the start.
  public static let start = CATextLayerTruncationMode(rawValue: "start")
  /// An ellipsis at the end.
  public static let end = CATextLayerTruncationMode(rawValue: "end")
  /// An ellipsis in the middle.
  public static let middle = CATextLayerTruncationMode(rawValue: "middle")
}
