import LayoutShot

/// A key for an app's own state in a configuration state (`UIConfigurationStateCustomKey`).
///
/// ```swift
/// extension UIConfigurationStateCustomKey {
///   static let isArchived = UIConfigurationStateCustomKey("com.example.isArchived")
/// }
/// ```
public struct UIConfigurationStateCustomKey: Hashable, RawRepresentable, Sendable {
  /// The key's name.
  public let rawValue: String

  /// A key named `rawValue`.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// A key named `rawValue`.
  public init(_ rawValue: String) { self.rawValue = rawValue }
}
