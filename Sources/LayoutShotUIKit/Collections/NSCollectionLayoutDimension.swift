import LayoutShot

/// One side of a compositional layout element's size (`NSCollectionLayoutDimension`): a fraction
/// of its container's width or height, an absolute length, or an estimate the element's view
/// replaces with its own size (Documentation/CollectionViews.md#compositional-layout).
///
/// ```swift
/// let third = NSCollectionLayoutDimension.fractionalWidth(1.0 / 3.0)   // 130 of a 390-wide group
/// let row = NSCollectionLayoutDimension.estimated(44)                  // measured from the cell
/// ```
@MainActor
public final class NSCollectionLayoutDimension: NSObject {
  /// What the dimension is relative to.
  enum Kind: Equatable {
    case fractionalWidth, fractionalHeight, absolute, estimated
  }

  let kind: Kind
  /// The fraction, or the length in points.
  public let dimension: CGFloat

  private init(_ kind: Kind, _ dimension: CGFloat) {
    self.kind = kind
    self.dimension = dimension
  }

  /// A fraction of the container's width.
  public static func fractionalWidth(_ fractionalWidth: CGFloat) -> NSCollectionLayoutDimension {
    NSCollectionLayoutDimension(.fractionalWidth, fractionalWidth)
  }

  /// A fraction of the container's height.
  public static func fractionalHeight(_ fractionalHeight: CGFloat) -> NSCollectionLayoutDimension {
    NSCollectionLayoutDimension(.fractionalHeight, fractionalHeight)
  }

  /// A length in points.
  public static func absolute(_ absoluteDimension: CGFloat) -> NSCollectionLayoutDimension {
    NSCollectionLayoutDimension(.absolute, absoluteDimension)
  }

  /// An estimated length in points, replaced by the size the element's view fits.
  public static func estimated(_ estimatedDimension: CGFloat) -> NSCollectionLayoutDimension {
    NSCollectionLayoutDimension(.estimated, estimatedDimension)
  }

  /// Whether the dimension is a fraction of the container's width.
  public var isFractionalWidth: Bool { kind == .fractionalWidth }
  /// Whether the dimension is a fraction of the container's height.
  public var isFractionalHeight: Bool { kind == .fractionalHeight }
  /// Whether the dimension is absolute.
  public var isAbsolute: Bool { kind == .absolute }
  /// Whether the dimension is estimated.
  public var isEstimated: Bool { kind == .estimated }

  /// The length in a container of `container` size: the fraction of its width or height, or
  /// the points.
  func length(in container: CGSize) -> CGFloat {
    switch kind {
    case .fractionalWidth: dimension * container.width
    case .fractionalHeight: dimension * container.height
    case .absolute, .estimated: dimension
    }
  }
}
