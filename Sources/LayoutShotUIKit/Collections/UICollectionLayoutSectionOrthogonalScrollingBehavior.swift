import LayoutShot

/// How a compositional layout section scrolls across the layout's direction
/// (`UICollectionLayoutSectionOrthogonalScrollingBehavior`).
///
/// Any behaviour but `.none` lays the section's groups out in one line across, shown at rest:
/// the line starts at the section's leading inset and is clipped by the collection view.
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
  /// The section does not scroll across (its groups follow the layout's direction).
  case none
  /// It scrolls freely, stops at a group's leading edge, pages by the width, pages by group, or
  /// pages by group with each group centred.
  case continuous, continuousGroupLeadingBoundary, paging, groupPaging, groupPagingCentered
}
