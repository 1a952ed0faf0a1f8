/// Whether a scroll view shows its scroll indicators while it scrolls (`.scrollIndicators(_:axes:)`);
/// at rest no indicator is drawn, whatever the visibility.
///
/// ```swift
/// ScrollView { Gallery() }.scrollIndicators(.hidden)
/// ```
public struct ScrollIndicatorVisibility: Hashable, Sendable {
  private enum Kind: Hashable, Sendable { case automatic, visible, hidden, never }
  private let kind: Kind

  /// As the platform decides.
  public static let automatic = ScrollIndicatorVisibility(kind: .automatic)
  /// Shown while scrolling.
  public static let visible = ScrollIndicatorVisibility(kind: .visible)
  /// Hidden unless the platform shows them anyway.
  public static let hidden = ScrollIndicatorVisibility(kind: .hidden)
  /// Never shown.
  public static let never = ScrollIndicatorVisibility(kind: .never)
}
