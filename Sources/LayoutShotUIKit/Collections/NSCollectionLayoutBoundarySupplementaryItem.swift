import LayoutShot

/// A header or footer of a compositional layout section
/// (`NSCollectionLayoutBoundarySupplementaryItem`): above the section's content for a top
/// alignment, below it for a bottom one, and by default growing the section by its height.
///
/// ```swift
/// let header = NSCollectionLayoutBoundarySupplementaryItem(
///   layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
///   elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
/// section.boundarySupplementaryItems = [header]
/// ```
@MainActor
public final class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutSupplementaryItem {
  /// Where the item sits on the section.
  public let alignment: NSRectAlignment
  /// An offset from where the alignment puts it.
  public let offset: CGPoint
  /// Whether the item grows the section (`true`) or lies over its content.
  public var extendsBoundary = true
  /// Whether the item stays pinned while scrolling (kept; the picture is at rest).
  public var pinToVisibleBounds = false

  /// A boundary item of `layoutSize` and `elementKind` at `alignment`.
  public convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment)
  {
    self.init(layoutSize: layoutSize, elementKind: elementKind, alignment: alignment, absoluteOffset: .zero)
  }

  /// A boundary item of `layoutSize` and `elementKind` at `alignment`, moved by `absoluteOffset`.
  public init(
    layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment,
    absoluteOffset: CGPoint
  ) {
    self.alignment = alignment
    offset = absoluteOffset
    super.init(boundaryLayoutSize: layoutSize, elementKind: elementKind)
  }
}
