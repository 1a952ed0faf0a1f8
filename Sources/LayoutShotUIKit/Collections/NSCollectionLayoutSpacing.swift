import LayoutShot

/// Space between compositional layout items (`NSCollectionLayoutSpacing`): exactly so many
/// points, or at least so many with the space left over shared evenly.
///
/// ```swift
/// group.interItemSpacing = .fixed(8)
/// item.edgeSpacing = NSCollectionLayoutEdgeSpacing(leading: .flexible(0), top: nil, trailing: .flexible(0), bottom: nil)
/// ```
@MainActor
public final class NSCollectionLayoutSpacing: NSObject {
  /// The spacing in points (the minimum, for flexible spacing).
  public let spacing: CGFloat
  /// Whether the spacing is exact.
  public let isFixedSpacing: Bool

  private init(spacing: CGFloat, isFixed: Bool) {
    self.spacing = spacing
    isFixedSpacing = isFixed
  }

  /// Exactly `fixedSpacing` points.
  public static func fixed(_ fixedSpacing: CGFloat) -> NSCollectionLayoutSpacing {
    NSCollectionLayoutSpacing(spacing: fixedSpacing, isFixed: true)
  }

  /// At least `flexibleSpacing` points, growing to share the space left over.
  public static func flexible(_ flexibleSpacing: CGFloat) -> NSCollectionLayoutSpacing {
    NSCollectionLayoutSpacing(spacing: flexibleSpacing, isFixed: false)
  }

  /// Whether the spacing grows to share the space left over.
  public var isFlexibleSpacing: Bool { !isFixedSpacing }
}
