import LayoutShot

/// A section of a compositional layout (`NSCollectionLayoutSection`): its group repeated until
/// the section's items are placed, with spacing between groups, insets, and headers and footers.
///
/// ```swift
/// let section = NSCollectionLayoutSection(group: group)
/// section.interGroupSpacing = 2
/// section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 16, trailing: 16)
/// section.boundarySupplementaryItems = [header]
/// ```
@MainActor
public final class NSCollectionLayoutSection: NSObject {
  /// The group repeated through the section.
  public let group: NSCollectionLayoutGroup
  /// The space between groups.
  public var interGroupSpacing: CGFloat = 0
  /// The space around the section's groups.
  public var contentInsets = NSDirectionalEdgeInsets.zero
  /// The section's headers and footers.
  public var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
  /// Whether headers and footers keep to the content insets across (`true`).
  public var supplementariesFollowContentInsets = true
  /// How the section scrolls across the layout; not `.none`, its groups lie in one line at rest.
  public var orthogonalScrollingBehavior = UICollectionLayoutSectionOrthogonalScrollingBehavior.none
  /// What the content insets are measured from (kept; they are measured from the content).
  public var contentInsetsReference = UIContentInsetsReference.automatic

  /// The space above the section's headers (a list section's header top padding).
  var paddingAboveHeaders: CGFloat = 0
  /// The look of a list section (``list(using:layoutEnvironment:)``); `nil` for other sections.
  var listStyle: ListSectionStyle?

  /// A section repeating `group`.
  public init(group: NSCollectionLayoutGroup) {
    self.group = group
  }
}

/// What a compositional layout's insets are measured from (`UIContentInsetsReference`).
public enum UIContentInsetsReference: Int, Sendable {
  /// The system's choice, none, the safe area, the layout margins, or the readable content guide.
  case automatic, none, safeArea, layoutMargins, readableContent
}
