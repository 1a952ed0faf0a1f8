import LayoutShot
import LayoutShotUIKit

/// A controller whose view is a collection view filling it, with a data source that counts its
/// `cellForItemAt` calls: the fixture of the collection view tests.
final class CollectionViewHost: UIViewController, UICollectionViewDataSource,
  UICollectionViewDelegateFlowLayout
{
  let collectionView: UICollectionView
  /// Item counts per section.
  var itemCounts: [Int]
  /// The reuse identifier the data source dequeues cells with.
  var cellIdentifier = "cell"
  /// A delegate that gives the items' sizes, instead of the host (whose `sizeForItemAt` is
  /// the default one).
  let itemSizes: ItemSizes?
  /// Called on each new cell, to give it content.
  var configure: (UICollectionViewCell, IndexPath) -> Void = { _, _ in }
  private(set) var cellRequests: [IndexPath] = []

  init(layout: UICollectionViewLayout, itemCounts: [Int]) {
    collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
    self.itemCounts = itemCounts
    itemSizes = nil
    super.init(nibName: nil, bundle: nil)
  }

  /// A host of one section whose delegate gives each item's size.
  init(layout: UICollectionViewLayout, sizes: [CGSize]) {
    collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
    itemCounts = [sizes.count]
    itemSizes = ItemSizes(sizes)
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    collectionView.frame = view.bounds
    collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    collectionView.register(SizedCell.self, forCellWithReuseIdentifier: "sized")
    for kind in [UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter] {
      collectionView.register(
        UICollectionReusableView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: "header")
    }
    collectionView.dataSource = self
    collectionView.delegate = itemSizes ?? self
    view.addSubview(collectionView)
  }

  func numberOfSections(in collectionView: UICollectionView) -> Int { itemCounts.count }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
    itemCounts[section]
  }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    cellRequests.append(indexPath)
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: cellIdentifier, for: indexPath)
    configure(cell, indexPath)
    return cell
  }

  func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView {
    collectionView.dequeueReusableSupplementaryView(
      ofKind: kind, withReuseIdentifier: "header", for: indexPath)
  }
}

/// A flow layout delegate that gives each item's size (implementing `sizeForItemAt`, unlike
/// ``CollectionViewHost``).
final class ItemSizes: UICollectionViewDelegateFlowLayout {
  let sizes: [CGSize]

  init(_ sizes: [CGSize]) {
    self.sizes = sizes
  }

  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize {
    sizes[indexPath.item]
  }
}

/// A cell whose constraints make it 80 points wide (unless a width is required) and `height` tall.
final class SizedCell: UICollectionViewCell {
  private let box = UIView()
  private lazy var heightConstraint = box.heightAnchor.constraint(equalToConstant: 10)
  /// 80 wide unless the layout requires a width.
  private lazy var widthConstraint: NSLayoutConstraint = {
    let constraint = box.widthAnchor.constraint(equalToConstant: 80)
    constraint.priority = .defaultHigh
    return constraint
  }()

  override init(frame: CGRect) {
    super.init(frame: frame)
    box.translatesAutoresizingMaskIntoConstraints = false
    contentView.addSubview(box)
    NSLayoutConstraint.activate([
      box.topAnchor.constraint(equalTo: contentView.topAnchor),
      box.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
      box.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
      box.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
      widthConstraint,
      heightConstraint,
    ])
  }

  required init?(coder: NSCoder) { nil }

  /// The height the cell's constraints give it.
  var height: CGFloat {
    get { CGFloat(heightConstraint.constant) }
    set { heightConstraint.constant = Double(newValue) }
  }
}
