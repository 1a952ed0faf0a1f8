import LayoutShot
import LayoutShotUIKit
import Testing

/// `NSDiffableDataSourceSnapshot`, `UICollectionViewDiffableDataSource` and the cell and
/// supplementary registrations, written as apps write them.
@MainActor
@Suite("UICollectionViewDiffableDataSource")
struct UICollectionViewDiffableDataSourceTests {
  enum Shelf: Hashable, Sendable {
    case fruits, vegetables
  }

  /// The snapshot of the tests: vegetables first, then fruits.
  static func groceries() -> NSDiffableDataSourceSnapshot<Shelf, String> {
    var snapshot = NSDiffableDataSourceSnapshot<Shelf, String>()
    snapshot.appendSections([.vegetables, .fruits])
    snapshot.appendItems(["apple", "pear"], toSection: .fruits)
    snapshot.appendItems(["leek"], toSection: .vegetables)
    snapshot.appendItems(["kiwi"])
    return snapshot
  }

  @Test func aSnapshotKeepsSectionsAndItemsInTheOrderGiven() {
    var snapshot = Self.groceries()
    // Items follow their sections' order; an item appended without a section goes to the last.
    #expect(snapshot.sectionIdentifiers == [.vegetables, .fruits])
    #expect(snapshot.itemIdentifiers == ["leek", "apple", "pear", "kiwi"])
    #expect(snapshot.numberOfSections == 2)
    #expect(snapshot.numberOfItems == 4)
    #expect(snapshot.numberOfItems(inSection: .fruits) == 3)
    #expect(snapshot.sectionIdentifier(containingItem: "leek") == .vegetables)
    #expect(snapshot.indexOfItem("pear") == 2)
    snapshot.insertItems(["fig"], beforeItem: "pear")
    snapshot.deleteItems(["apple"])
    snapshot.appendSections([.fruits])
    #expect(snapshot.itemIdentifiers(inSection: .fruits) == ["fig", "pear", "kiwi"])
    #expect(snapshot.sectionIdentifiers == [.vegetables, .fruits])
    snapshot.deleteSections([.vegetables])
    #expect(snapshot.itemIdentifiers == ["fig", "pear", "kiwi"])
  }

  /// A controller showing the groceries through a diffable data source and registrations.
  final class GroceriesViewController: UIViewController {
    let layout = UICollectionViewFlowLayout()
    lazy var collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
    var dataSource: UICollectionViewDiffableDataSource<Shelf, String>?

    override func viewDidLoad() {
      super.viewDidLoad()
      layout.itemSize = CGSize(width: 100, height: 100)
      layout.headerReferenceSize = CGSize(width: 0, height: 30)
      collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      view.addSubview(collectionView)
      let cell = UICollectionView.CellRegistration<UICollectionViewCell, String> { cell, _, name in
        cell.accessibilityIdentifier = name
        cell.contentView.backgroundColor = .systemGreen
      }
      let header = UICollectionView.SupplementaryRegistration<UICollectionReusableView>(
        elementKind: UICollectionView.elementKindSectionHeader
      ) { header, _, indexPath in
        header.accessibilityIdentifier = "shelf \(indexPath.section)"
      }
      let dataSource = UICollectionViewDiffableDataSource<Shelf, String>(collectionView: collectionView) {
        collectionView, indexPath, name in
        collectionView.dequeueConfiguredReusableCell(using: cell, for: indexPath, item: name)
      }
      dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
        collectionView.dequeueConfiguredReusableSupplementary(using: header, for: indexPath)
      }
      dataSource.apply(UICollectionViewDiffableDataSourceTests.groceries(), animatingDifferences: false)
      self.dataSource = dataSource
    }
  }

  @Test func theDataSourceShowsTheAppliedSnapshotThroughTheRegistrations() throws {
    let controller = GroceriesViewController()
    let solved = try LayoutEngine().solve(UIKitLayout.controller("Groceries") { controller }, on: phone)
    #expect(solved.diagnostics == [])
    let dataSource = try #require(controller.dataSource)
    #expect(dataSource.snapshot().itemIdentifiers == ["leek", "apple", "pear", "kiwi"])
    #expect(dataSource.itemIdentifier(for: IndexPath(item: 1, section: 1)) == "pear")
    #expect(dataSource.indexPath(for: "kiwi") == IndexPath(item: 2, section: 1))
    // 100-point items on 375: 3 a row, on columns (375 − 300) / 2 = 37.5 apart: x = 0, 137.5,
    // 275. Vegetables: the 30-point header, then leek at 30. Fruits: the header at 30 + 100 =
    // 130, then apple, pear and kiwi in one row at 160. The 260 points of content fit the
    // screen, so they do not scroll and rest at the top.
    #expect(solved.frame(of: "shelf 0") == Rect(x: 0, y: 0, width: 375, height: 30))
    #expect(solved.frame(of: "leek") == Rect(x: 0, y: 30, width: 100, height: 100))
    #expect(solved.frame(of: "shelf 1") == Rect(x: 0, y: 130, width: 375, height: 30))
    #expect(solved.frame(of: "apple") == Rect(x: 0, y: 160, width: 100, height: 100))
    #expect(solved.frame(of: "pear") == Rect(x: 137.5, y: 160, width: 100, height: 100))
    #expect(solved.frame(of: "kiwi") == Rect(x: 275, y: 160, width: 100, height: 100))
  }
}
