import LayoutShot

/// The smallest part of a compositional layout (`NSCollectionLayoutItem`): one cell, sized
/// relative to the group that holds it.
///
/// Its ``contentInsets`` shrink the cell after it is placed (the group keeps its size); its
/// ``edgeSpacing`` moves it before that.
///
/// ```swift
/// let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
///   widthDimension: .fractionalWidth(1.0 / 3.0), heightDimension: .fractionalHeight(1)))
/// item.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
/// ```
@MainActor
public class NSCollectionLayoutItem: NSObject {
  /// The item's size.
  public let layoutSize: NSCollectionLayoutSize
  /// Insets that shrink the placed item (ignored on an estimated axis).
  public var contentInsets = NSDirectionalEdgeInsets.zero
  /// Space outside the item, applied before the content insets.
  public var edgeSpacing: NSCollectionLayoutEdgeSpacing?
  /// Supplementary items attached to the item (kept; not laid out).
  public let supplementaryItems: [NSCollectionLayoutSupplementaryItem]

  /// An item of `layoutSize`.
  public convenience init(layoutSize: NSCollectionLayoutSize) {
    self.init(layoutSize: layoutSize, supplementaryItems: [])
  }

  /// An item of `layoutSize` with supplementary items.
  public init(layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem]) {
    self.layoutSize = layoutSize
    self.supplementaryItems = supplementaryItems
  }
}
