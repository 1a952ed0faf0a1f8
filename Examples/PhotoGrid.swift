#if canImport(UIKit)
  import UIKit
#else
  import LayoutShotUIKit
#endif

/// A photo library's grid written as plain UIKit code: square photos three to a row under a
/// header per day, laid out by a compositional layout and filled by a diffable data source.
///
/// The lesson: a collection view is laid out as UIKit lays it out. Each item is a third of the
/// row's width (`fractionalWidth(1/3)`), each row as tall as an item is wide, so the photos stay
/// square on every width; one point of content inset on every side leaves two points between
/// neighbours. The headers are boundary supplementary items whose height is estimated and then
/// measured from their label. Only the photos on screen at rest are made; the `content` extent
/// shows the whole library.
final class PhotoGridViewController: UIViewController {
  /// A day of photos (`nonisolated`, so that its conformances are usable off the main actor
  /// in a module whose declarations are on the main actor by default, as the diffable data
  /// source's `Sendable` identifiers require).
  nonisolated struct Day: Hashable, Sendable {
    let title: String
    let photoCount: Int
  }

  /// One photo, by its day and number.
  nonisolated struct Photo: Hashable, Sendable {
    let day: String
    let number: Int
  }

  private let days = [
    Day(title: "Today", photoCount: 5),
    Day(title: "Yesterday", photoCount: 9),
    Day(title: "Saturday, 14 March", photoCount: 13),
    Day(title: "Friday, 13 March", photoCount: 6),
  ]
  private lazy var collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: makeLayout())
  private var dataSource: UICollectionViewDiffableDataSource<Day, Photo>?

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Library"
    collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view.addSubview(collectionView)

    let photoCell = UICollectionView.CellRegistration<PhotoCell, Photo> { cell, _, photo in
      cell.show(photo.number)
      cell.accessibilityIdentifier = "\(photo.day) \(photo.number)"
    }
    let header = UICollectionView.SupplementaryRegistration<DayHeader>(
      elementKind: UICollectionView.elementKindSectionHeader
    ) { [days] header, _, indexPath in
      header.title.text = days[indexPath.section].title
      header.accessibilityIdentifier = days[indexPath.section].title
    }
    let dataSource = UICollectionViewDiffableDataSource<Day, Photo>(collectionView: collectionView) {
      collectionView, indexPath, photo in
      collectionView.dequeueConfiguredReusableCell(using: photoCell, for: indexPath, item: photo)
    }
    dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
      collectionView.dequeueConfiguredReusableSupplementary(using: header, for: indexPath)
    }
    var snapshot = NSDiffableDataSourceSnapshot<Day, Photo>()
    snapshot.appendSections(days)
    for day in days {
      snapshot.appendItems((1...day.photoCount).map { Photo(day: day.title, number: $0) }, toSection: day)
    }
    dataSource.apply(snapshot, animatingDifferences: false)
    self.dataSource = dataSource
  }

  /// Three square photos a row, two points apart, under a header as tall as its label needs.
  private func makeLayout() -> UICollectionViewCompositionalLayout {
    let item = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1.0 / 3.0), heightDimension: .fractionalHeight(1)))
    item.contentInsets = NSDirectionalEdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1)
    let row = NSCollectionLayoutGroup.horizontal(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(1.0 / 3.0)),
      subitems: [item])
    let section = NSCollectionLayoutSection(group: row)
    section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 16, trailing: 0)
    section.boundarySupplementaryItems = [
      NSCollectionLayoutBoundarySupplementaryItem(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)),
        elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
    ]
    return UICollectionViewCompositionalLayout(section: section)
  }
}

/// A photo: a tile of colour standing for the picture, with its number in a corner.
final class PhotoCell: UICollectionViewCell {
  private let number = UILabel()

  /// The colours the photos cycle through.
  private static let palette: [UIColor] = [
    .systemTeal, .systemOrange, .systemIndigo, .systemGreen, .systemPink, .systemYellow, .systemBlue,
  ]

  override init(frame: CGRect) {
    super.init(frame: frame)
    contentView.layer.cornerRadius = 2
    contentView.clipsToBounds = true
    number.font = .preferredFont(forTextStyle: .caption2)
    number.textColor = .white
    number.translatesAutoresizingMaskIntoConstraints = false
    contentView.addSubview(number)
    NSLayoutConstraint.activate([
      number.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 6),
      number.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -4),
    ])
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  /// Shows photo `index` (from 1).
  func show(_ index: Int) {
    contentView.backgroundColor = Self.palette[(index - 1) % Self.palette.count]
    number.text = "\(index)"
  }
}

/// A day's header: its title in the headline font, at the layout margins.
final class DayHeader: UICollectionReusableView {
  let title = UILabel()

  override init(frame: CGRect) {
    super.init(frame: frame)
    title.font = .preferredFont(forTextStyle: .headline)
    title.textColor = .label
    title.translatesAutoresizingMaskIntoConstraints = false
    addSubview(title)
    NSLayoutConstraint.activate([
      title.topAnchor.constraint(equalTo: topAnchor, constant: 12),
      title.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
      title.trailingAnchor.constraint(lessThanOrEqualTo: trailingAnchor, constant: -16),
      title.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -8),
    ])
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}
