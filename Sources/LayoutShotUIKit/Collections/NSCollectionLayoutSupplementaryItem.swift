import LayoutShot

/// An extra view attached to a compositional layout item or section
/// (`NSCollectionLayoutSupplementaryItem`), such as a badge, by kind.
///
/// Attached to an item it is kept and not laid out; the section's boundary items
/// (``NSCollectionLayoutBoundarySupplementaryItem``) are.
@MainActor
public class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem {
  /// The kind the collection view dequeues the view for.
  public let elementKind: String
  /// Where it is anchored to its container (kept).
  public let containerAnchor: NSCollectionLayoutAnchor?
  /// The order among overlapping elements: higher is in front.
  public var zIndex = 1

  /// An item of `layoutSize` and `elementKind` anchored to its container by `containerAnchor`.
  public init(
    layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor
  ) {
    self.elementKind = elementKind
    self.containerAnchor = containerAnchor
    super.init(layoutSize: layoutSize, supplementaryItems: [])
  }

  init(boundaryLayoutSize layoutSize: NSCollectionLayoutSize, elementKind: String) {
    self.elementKind = elementKind
    containerAnchor = nil
    super.init(layoutSize: layoutSize, supplementaryItems: [])
  }
}

/// Where a supplementary item is anchored to its container (`NSCollectionLayoutAnchor`; kept).
@MainActor
public final class NSCollectionLayoutAnchor: NSObject {
  /// The container's edges the item is anchored to.
  public let edges: NSDirectionalRectEdge

  /// An anchor to `edges`.
  public init(edges: NSDirectionalRectEdge) {
    self.edges = edges
  }
}
