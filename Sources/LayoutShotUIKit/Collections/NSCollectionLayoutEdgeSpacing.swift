import LayoutShot

/// Space around a compositional layout item, outside it (`NSCollectionLayoutEdgeSpacing`): it
/// moves the item and the items after it, before the item's content insets shrink it.
///
/// ```swift
/// item.edgeSpacing = NSCollectionLayoutEdgeSpacing(leading: nil, top: nil, trailing: .fixed(2), bottom: nil)
/// ```
@MainActor
public final class NSCollectionLayoutEdgeSpacing: NSObject {
  /// The space before the leading edge.
  public let leading: NSCollectionLayoutSpacing?
  /// The space above.
  public let top: NSCollectionLayoutSpacing?
  /// The space after the trailing edge.
  public let trailing: NSCollectionLayoutSpacing?
  /// The space below.
  public let bottom: NSCollectionLayoutSpacing?

  /// Spacing on each edge; `nil` for none.
  public init(
    leading: NSCollectionLayoutSpacing?, top: NSCollectionLayoutSpacing?,
    trailing: NSCollectionLayoutSpacing?,
    bottom: NSCollectionLayoutSpacing?
  ) {
    self.leading = leading
    self.top = top
    self.trailing = trailing
    self.bottom = bottom
  }
}
