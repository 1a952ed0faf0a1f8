/// What `.contentMargins(_:_:for:)` insets: the scrolled content, the scroll indicators, or both.
///
/// ```swift
/// ScrollView { Feed() }.contentMargins(.horizontal, 20, for: .scrollContent)
/// ```
public struct ContentMarginPlacement: Hashable, Sendable {
  private enum Kind: Hashable, Sendable { case automatic, scrollContent, scrollIndicators }
  private let kind: Kind

  /// The content and the indicators.
  public static let automatic = ContentMarginPlacement(kind: .automatic)
  /// The scrolled content only.
  public static let scrollContent = ContentMarginPlacement(kind: .scrollContent)
  /// The scroll indicators only (not drawn at rest, so nothing moves).
  public static let scrollIndicators = ContentMarginPlacement(kind: .scrollIndicators)

  /// Whether margins set for this placement move the content.
  var insetsContent: Bool { kind != .scrollIndicators }
}
