import LayoutShot

/// What a collection view tells its delegate (`UICollectionViewDelegate`); every method has a
/// default, as UIKit's are optional.
///
/// In a layout nothing is touched, so only the display calls come: `willDisplay` when a view is
/// shown and `didEndDisplaying` when a cell goes back to the reuse pool.
///
/// ```swift
/// extension PhotosViewController: UICollectionViewDelegate {
///   func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
///                       forItemAt indexPath: IndexPath) {
///     cell.contentView.layer.cornerRadius = 8
///   }
/// }
/// ```
@MainActor
public protocol UICollectionViewDelegate: UIScrollViewDelegate {
  /// The cell for `indexPath` is about to be shown.
  func collectionView(
    _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
  )
  /// The supplementary `view` of `elementKind` is about to be shown.
  func collectionView(
    _ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
    forElementKind elementKind: String, at indexPath: IndexPath)
  /// The cell for `indexPath` left the screen.
  func collectionView(
    _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath)
  /// Whether the item may be selected (`true` by default).
  func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool
  /// The item was selected: never, in a layout.
  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)
  /// The item was deselected: never, in a layout.
  func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath)
  /// Whether the item may be highlighted (`true` by default).
  func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool
}

extension UICollectionViewDelegate {
  /// Does nothing.
  public func collectionView(
    _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
  ) {}
  /// Does nothing.
  public func collectionView(
    _ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
    forElementKind elementKind: String, at indexPath: IndexPath
  ) {}
  /// Does nothing.
  public func collectionView(
    _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {}
  /// Every item may be selected.
  public func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath)
    -> Bool
  {
    true
  }
  /// Does nothing.
  public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
  /// Does nothing.
  public func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}
  /// Every item may be highlighted.
  public func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath)
    -> Bool
  { true }
}
