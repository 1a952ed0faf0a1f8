import LayoutShot
import LayoutShotUIKit
import Testing

/// `UICollectionViewController` subclassed as apps subclass it.
@MainActor
@Suite("UICollectionViewController")
struct UICollectionViewControllerTests {
  final class NumbersViewController: UICollectionViewController {
    init() {
      let layout = UICollectionViewFlowLayout()
      layout.itemSize = CGSize(width: 80, height: 40)
      layout.sectionInset = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 20)
      super.init(collectionViewLayout: layout)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
      super.viewDidLoad()
      collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "number")
    }

    override func numberOfSections(in collectionView: UICollectionView) -> Int { 2 }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
      -> Int
    {
      section == 0 ? 5 : 1
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
      -> UICollectionViewCell
    {
      let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "number", for: indexPath)
      cell.accessibilityIdentifier = "number \(indexPath.section).\(indexPath.item)"
      return cell
    }
  }

  @Test func theControllersViewIsItsCollectionViewFilledByItsOverrides() throws {
    let controller = NumbersViewController()
    let solved = try LayoutEngine().solve(UIKitLayout.controller("Numbers") { controller }, on: phone)
    #expect(solved.diagnostics == [])
    #expect(controller.view === controller.collectionView)
    #expect(controller.collectionView.numberOfSections == 2)
    // Room between the 20-point insets: 335. 80-point items 10 apart: k = floor(345 / 90) = 3
    // a row, justified: (335 − 240) / 2 = 47.5, so x = 20, 147.5, 275. The second row (items
    // 3 and 4) is the last and lies on the same columns.
    #expect(solved.frame(of: "number 0.1") == Rect(x: 147.5, y: 0, width: 80, height: 40))
    #expect(solved.frame(of: "number 0.4") == Rect(x: 147.5, y: 50, width: 80, height: 40))
    // The second section follows the first's 90 points (its insets are 0 above and below),
    // with its one item on the first column.
    #expect(solved.frame(of: "number 1.0") == Rect(x: 20, y: 90, width: 80, height: 40))
  }
}
