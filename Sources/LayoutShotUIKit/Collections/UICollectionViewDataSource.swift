import LayoutShot

/// What fills a collection view (`UICollectionViewDataSource`).
///
/// It gives the sections, their item counts, and a dequeued view for each element shown. The
/// optional methods have defaults, as UIKit's are optional.
///
/// ```swift
/// extension PhotosViewController: UICollectionViewDataSource {
///   func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
///     photos.count
///   }
///   func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
///     -> UICollectionViewCell
///   {
///     let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath)
///     cell.contentView.backgroundColor = photos[indexPath.item].color
///     return cell
///   }
/// }
/// ```
@MainActor
public protocol UICollectionViewDataSource: AnyObject {
  /// The number of items in `section`.
  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
  /// The cell for the item at `indexPath`, dequeued from `collectionView`.
  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  /// The number of sections (1 by default).
  func numberOfSections(in collectionView: UICollectionView) -> Int
  /// The supplementary view of `kind` at `indexPath`, dequeued from `collectionView` (by
  /// default an empty view).
  func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView
}

extension UICollectionViewDataSource {
  /// One section.
  public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }

  /// An empty view, where UIKit would fail for a layout that asks for supplementary views of a
  /// data source without this method.
  public func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView {
    UICollectionReusableView()
  }
}
