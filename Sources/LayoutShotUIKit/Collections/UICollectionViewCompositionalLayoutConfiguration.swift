import LayoutShot

/// What applies to a whole compositional layout
/// (`UICollectionViewCompositionalLayoutConfiguration`): its direction and the space between
/// sections.
///
/// ```swift
/// let configuration = UICollectionViewCompositionalLayoutConfiguration()
/// configuration.interSectionSpacing = 20
/// let layout = UICollectionViewCompositionalLayout(section: section, configuration: configuration)
/// ```
@MainActor
public final class UICollectionViewCompositionalLayoutConfiguration: NSObject {
  /// The direction the layout scrolls in (down by default).
  public var scrollDirection = UICollectionView.ScrollDirection.vertical
  /// The space between sections.
  public var interSectionSpacing: CGFloat = 0
  /// Headers and footers of the whole layout (kept; not laid out).
  public var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
  /// What the sections' insets are measured from (kept).
  public var contentInsetsReference = UIContentInsetsReference.automatic

  /// A configuration with UIKit's defaults.
  public override init() {
    super.init()
  }
}
