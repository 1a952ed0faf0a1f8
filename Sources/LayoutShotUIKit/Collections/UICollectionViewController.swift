import LayoutShot

/// A controller whose view is a collection view (`UICollectionViewController`), its data source
/// and delegate: override the data source methods to fill it.
///
/// ```swift
/// final class GalleryViewController: UICollectionViewController {
///   init() { super.init(collectionViewLayout: UICollectionViewFlowLayout()) }
///   required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
///   override func viewDidLoad() {
///     super.viewDidLoad()
///     collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
///   }
///   override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 30 }
///   override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
///     -> UICollectionViewCell
///   {
///     collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
///   }
/// }
/// ```
open class UICollectionViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate
{
  private let initialLayout: UICollectionViewLayout
  private var storedCollectionView: UICollectionView?

  /// A controller whose collection view is laid out by `layout`.
  public init(collectionViewLayout layout: UICollectionViewLayout) {
    initialLayout = layout
    super.init(nibName: nil, bundle: nil)
  }

  /// Controllers are not archived in LayoutShot; this returns `nil`.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// The collection view, which is the controller's view (made when the view loads).
  open var collectionView: UICollectionView! {
    get {
      loadViewIfNeeded()
      return storedCollectionView
    }
    set {
      storedCollectionView = newValue
      view = newValue
    }
  }

  /// The collection view's layout.
  open var collectionViewLayout: UICollectionViewLayout {
    storedCollectionView?.collectionViewLayout ?? initialLayout
  }

  /// Whether selection is cleared when the view appears (kept).
  open var clearsSelectionOnViewWillAppear = true
  /// Whether a long press reorders items (kept).
  open var installsStandardGestureForInteractiveMovement = false

  /// Makes the collection view, at the screen's size, with the controller as its data source and
  /// delegate.
  open override func loadView() {
    let collectionView = UICollectionView(
      frame: CGRect(origin: .zero, size: CGSize(LayoutRun.screen?.size ?? Size(width: 0, height: 0))),
      collectionViewLayout: initialLayout)
    collectionView.dataSource = self
    collectionView.delegate = self
    storedCollectionView = collectionView
    view = collectionView
  }

  // MARK: UICollectionViewDataSource

  /// One section.
  open func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }

  /// No items; override it.
  open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
    0
  }

  /// An empty cell; override it.
  open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    UICollectionViewCell()
  }

  /// An empty view; override it for a layout with headers or footers.
  open func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView {
    UICollectionReusableView()
  }

  // MARK: UICollectionViewDelegate

  /// Does nothing.
  open func collectionView(
    _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
  ) {}
  /// Does nothing.
  open func collectionView(
    _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {}
  /// Every item may be selected.
  open func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath)
    -> Bool
  {
    true
  }
  /// Does nothing.
  open func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
  /// Does nothing.
  open func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}
  /// Does nothing.
  open func scrollViewDidScroll(_ scrollView: UIScrollView) {}
}
