import LayoutShot

/// How a text layer places its lines (`CATextLayerAlignmentMode`).
public struct CATextLayerAlignmentMode: RawRepresentable, Hashable, Sendable {
  /// The raw value, Core Animation's string.
  public let rawValue: String
  /// The mode named `rawValue`.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Left for left-to-right text (the default).
  public static let natural = CATextLayerAlignmentMode(rawValue: "natural")
  /// Against the left edge.
  public static let left = CATextLayerAlignmentMode(rawValue: "left")
  /// Against the right edge.
  public static let right = CATextLayerAlignmentMode(rawValue: "right")
  /// Centred.
  public static let center = CATextLayerAlignmentMode(rawValue: "center")
  /// Stretched to both edges, the last line natural.
  public static let justified = CATextLayerAlignmentMode(rawValue: "justified")

  /// The typesetter's alignment.
  var alignment: TextAlignment {
    switch self {
    case .left: .left
    case .right: .right
    case .center: .center
    case .justified: .justified
    default: .natural
    }
  }
}
