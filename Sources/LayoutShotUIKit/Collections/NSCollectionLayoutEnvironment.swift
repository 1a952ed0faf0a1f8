import LayoutShot

/// What a compositional layout's section provider is told about where the section goes
/// (`NSCollectionLayoutEnvironment`): the container's size and the traits.
///
/// ```swift
/// UICollectionViewCompositionalLayout { section, environment in
///   let columns = environment.container.effectiveContentSize.width > 500 ? 5 : 3
///   …
/// }
/// ```
@MainActor
public protocol NSCollectionLayoutEnvironment: AnyObject {
  /// The container the section is laid out in.
  var container: NSCollectionLayoutContainer { get }
  /// The collection view's traits.
  var traitCollection: UITraitCollection { get }
}

/// The container of a compositional layout section (`NSCollectionLayoutContainer`): its size and
/// insets.
@MainActor
public protocol NSCollectionLayoutContainer: AnyObject {
  /// The container's size.
  var contentSize: CGSize { get }
  /// The size left inside the insets.
  var effectiveContentSize: CGSize { get }
  /// The container's insets.
  var contentInsets: NSDirectionalEdgeInsets { get }
  /// The insets in effect.
  var effectiveContentInsets: NSDirectionalEdgeInsets { get }
}

/// The environment a compositional layout gives its section provider.
@MainActor
final class CompositionalLayoutEnvironment: NSCollectionLayoutEnvironment, NSCollectionLayoutContainer {
  let contentSize: CGSize
  let traitCollection: UITraitCollection
  /// The index of the section being made, and how many sections there are.
  let section: (index: Int, count: Int)
  /// The safe area's side insets the collection view's content does not already leave out, which
  /// inset list sections keep clear of.
  let sideSafeArea: (leading: CGFloat, trailing: CGFloat)

  init(
    contentSize: CGSize, traitCollection: UITraitCollection, section: (index: Int, count: Int),
    sideSafeArea: (leading: CGFloat, trailing: CGFloat)
  ) {
    self.contentSize = contentSize
    self.traitCollection = traitCollection
    self.section = section
    self.sideSafeArea = sideSafeArea
  }

  var container: NSCollectionLayoutContainer { self }
  var effectiveContentSize: CGSize { contentSize }
  var contentInsets: NSDirectionalEdgeInsets { .zero }
  var effectiveContentInsets: NSDirectionalEdgeInsets { .zero }
}
