import LayoutShot

/// The size of a compositional layout element (`NSCollectionLayoutSize`): a width and a height
/// dimension.
///
/// ```swift
/// let square = NSCollectionLayoutSize(
///   widthDimension: .fractionalWidth(1.0 / 3.0), heightDimension: .fractionalWidth(1.0 / 3.0))
/// ```
@MainActor
public final class NSCollectionLayoutSize: NSObject {
  /// The width.
  public let widthDimension: NSCollectionLayoutDimension
  /// The height.
  public let heightDimension: NSCollectionLayoutDimension

  /// A size of `width` by `height`.
  public init(
    widthDimension width: NSCollectionLayoutDimension, heightDimension height: NSCollectionLayoutDimension
  ) {
    widthDimension = width
    heightDimension = height
  }

  /// The size in a container of `container` size, before any estimate is measured.
  func resolved(in container: CGSize) -> CGSize {
    CGSize(width: widthDimension.length(in: container), height: heightDimension.length(in: container))
  }
}
