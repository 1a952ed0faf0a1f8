import LayoutShot
import LayoutShotUIKit

/// A controller whose view is a collection view with a list layout: sections of list cells whose
/// content is `rowHeight` tall, and headers and footers whose content is `headerHeight` tall.
final class ListLayoutHost: UIViewController, UICollectionViewDataSource {
  let collectionView: UICollectionView
  var itemCounts: [Int]
  /// Called on each cell handed out, to give it accessories or indentation.
  var configure: (UICollectionViewListCell, IndexPath) -> Void = { _, _ in }

  init(_ configuration: UICollectionLayoutListConfiguration, itemCounts: [Int]) {
    collectionView = UICollectionView(
      frame: .zero, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
    self.itemCounts = itemCounts
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    collectionView.frame = view.bounds
    collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    collectionView.register(BlockListCell.self, forCellWithReuseIdentifier: "row")
    for kind in [UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter] {
      collectionView.register(
        BlockListCell.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: "title")
    }
    collectionView.dataSource = self
    view.addSubview(collectionView)
  }

  func numberOfSections(in collectionView: UICollectionView) -> Int { itemCounts.count }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
    itemCounts[section]
  }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath)
    if let cell = cell as? UICollectionViewListCell { configure(cell, indexPath) }
    return cell
  }

  func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView {
    let view = collectionView.dequeueReusableSupplementaryView(
      ofKind: kind, withReuseIdentifier: "title", for: indexPath)
    (view as? BlockListCell)?.blockHeight = 30
    return view
  }

  /// The frame of the item at `item` in `section`.
  func frame(_ item: Int, section: Int = 0) -> CGRect? {
    collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
  }

  /// The frame of the header or footer of `section`.
  func frame(of kind: String, section: Int) -> CGRect? {
    collectionView.layoutAttributesForSupplementaryElement(
      ofKind: kind, at: IndexPath(item: 0, section: section))?
      .frame
  }

  /// The frames of the separator lines drawn, top to bottom, left to right.
  var separators: [CGRect] {
    collectionView.subviews.filter { String(describing: type(of: $0)) == "TableSeparatorView" }.map(\.frame)
      .sorted { ($0.minY, $0.minX) < ($1.minY, $1.minX) }
  }

  /// The views drawing the sections' backgrounds.
  var backgrounds: [UIView] {
    collectionView.subviews.filter { String(describing: type(of: $0)) == "ListSectionBackgroundView" }
  }

  /// The cell shown for the item at `item` in `section`.
  func cell(_ item: Int, section: Int = 0) -> UICollectionViewListCell? {
    collectionView.cellForItem(at: IndexPath(item: item, section: section)) as? UICollectionViewListCell
  }
}

/// A list cell whose content is a block `blockHeight` tall (44 by default), filling its content
/// view: rows are as tall as the block.
final class BlockListCell: UICollectionViewListCell {
  let block = UIView()
  private lazy var heightConstraint = block.heightAnchor.constraint(equalToConstant: 44)

  override init(frame: CGRect) {
    super.init(frame: frame)
    block.translatesAutoresizingMaskIntoConstraints = false
    contentView.addSubview(block)
    NSLayoutConstraint.activate([
      block.topAnchor.constraint(equalTo: contentView.topAnchor),
      block.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
      block.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
      block.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
      heightConstraint,
    ])
  }

  required init?(coder: NSCoder) { nil }

  var blockHeight: CGFloat {
    get { CGFloat(heightConstraint.constant) }
    set { heightConstraint.constant = Double(newValue) }
  }
}
