import LayoutShot
import LayoutShotUIKit
import Testing

/// A 390 × 844 phone at 3x with a 47-point status bar and a 34-point home indicator.
let phone390 = Screen(
  device: "phone390", size: Size(width: 390, height: 844), scale: 3,
  safeAreaInsets: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0), os: .ios18)

/// `UICollectionViewCompositionalLayout` in a full-screen collection view, with frames worked out
/// by hand from Apple's documented semantics (Documentation/CollectionViews.md#compositional-layout).
@MainActor
@Suite("UICollectionViewCompositionalLayout")
struct UICollectionViewCompositionalLayoutTests {
  private func layOut(
    _ layout: UICollectionViewLayout, items: [Int], cell: String = "cell", on screen: Screen = phone390
  )
    throws -> CollectionViewHost
  {
    let host = CollectionViewHost(layout: layout, itemCounts: items)
    host.cellIdentifier = cell
    let solved = try LayoutEngine().solve(UIKitLayout.controller("Host") { host }, on: screen)
    #expect(solved.diagnostics == [])
    return host
  }

  private func frame(_ host: CollectionViewHost, _ item: Int, section: Int = 0) -> CGRect? {
    host.collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
  }

  private func size(_ width: NSCollectionLayoutDimension, _ height: NSCollectionLayoutDimension)
    -> NSCollectionLayoutSize
  {
    NSCollectionLayoutSize(widthDimension: width, heightDimension: height)
  }

  @Test func fractionalWidthsMakeAThreeColumnGrid() throws {
    let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1.0 / 3.0), .fractionalHeight(1)))
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: size(.fractionalWidth(1), .fractionalWidth(1.0 / 3.0)), subitems: [item])
    let host = try layOut(
      UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)), items: [30])
    // A third of 390 is 130: three 130 × 130 cells a row, rows 130 apart.
    #expect(frame(host, 0) == CGRect(x: 0, y: 0, width: 130, height: 130))
    #expect(frame(host, 2) == CGRect(x: 260, y: 0, width: 130, height: 130))
    #expect(frame(host, 4) == CGRect(x: 130, y: 130, width: 130, height: 130))
    // 30 items are 10 rows: 1300 tall, so the content scrolls and rests below the status bar.
    #expect(host.collectionView.contentSize == CGSize(width: 390, height: 1300))
    #expect(host.collectionView.contentOffset == CGPoint(x: 0, y: -47))
    // Visible: content y from −47 to 797; rows start at 130 r < 797 for r = 0…6: 21 cells.
    #expect(host.cellRequests.count == 21)
  }

  @Test func contentInsetsShrinkItemsAfterTheyArePlaced() throws {
    // Apple's example: three 20 × 20 items with insets of 2 are 16 × 16; the group keeps its size.
    let item = NSCollectionLayoutItem(layoutSize: size(.absolute(20), .absolute(20)))
    item.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: size(.absolute(60), .absolute(20)), subitems: [item])
    let host = try layOut(
      UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)), items: [3])
    #expect(frame(host, 0) == CGRect(x: 2, y: 2, width: 16, height: 16))
    #expect(frame(host, 1) == CGRect(x: 22, y: 2, width: 16, height: 16))
    #expect(frame(host, 2) == CGRect(x: 42, y: 2, width: 16, height: 16))
    #expect(host.collectionView.contentSize == CGSize(width: 390, height: 20))
  }

  @Test func edgeSpacingMovesItemsAndFlexibleSpacingSharesWhatIsLeft() throws {
    // A trailing edge spacing of 2 moves each next 20-point item 2 further: x = 0, 22, 44.
    let spaced = NSCollectionLayoutItem(layoutSize: size(.absolute(20), .absolute(20)))
    spaced.edgeSpacing = NSCollectionLayoutEdgeSpacing(
      leading: nil, top: nil, trailing: .fixed(2), bottom: nil)
    let row = NSCollectionLayoutGroup.horizontal(
      layoutSize: size(.absolute(66), .absolute(20)), subitems: [spaced])
    let spacedHost = try layOut(
      UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: row)), items: [3])
    #expect(frame(spacedHost, 1)?.minX == 22)
    #expect(frame(spacedHost, 2)?.minX == 44)
    // Flexible leading and trailing spacing of 0 centre a 300-point item, the only one that
    // fits in 390: (390 − 300) / 2 = 45.
    let centred = NSCollectionLayoutItem(layoutSize: size(.absolute(300), .absolute(40)))
    centred.edgeSpacing = NSCollectionLayoutEdgeSpacing(
      leading: .flexible(0), top: nil, trailing: .flexible(0), bottom: nil)
    let line = NSCollectionLayoutGroup.horizontal(
      layoutSize: size(.fractionalWidth(1), .absolute(40)), subitems: [centred])
    let centredHost = try layOut(
      UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: line)), items: [1])
    #expect(frame(centredHost, 0) == CGRect(x: 45, y: 0, width: 300, height: 40))
  }

  @Test func groupsShareTheirLengthByCountOrSpreadWithFlexibleSpacing() throws {
    // count: 3 with 15 between: (390 − 2 × 15) / 3 = 120 each, at 0, 135, 270.
    let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
    let counted = NSCollectionLayoutGroup.horizontal(
      layoutSize: size(.fractionalWidth(1), .absolute(50)), subitem: item, count: 3)
    counted.interItemSpacing = .fixed(15)
    let countedHost = try layOut(
      UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: counted)), items: [3])
    #expect(frame(countedHost, 1) == CGRect(x: 135, y: 0, width: 120, height: 50))
    #expect(frame(countedHost, 2) == CGRect(x: 270, y: 0, width: 120, height: 50))
    // 100-point items at least 10 apart: 3 fit (320), the 70 left over widens both gaps by 35.
    let fixedWidth = NSCollectionLayoutItem(layoutSize: size(.absolute(100), .absolute(50)))
    let spread = NSCollectionLayoutGroup.horizontal(
      layoutSize: size(.fractionalWidth(1), .absolute(50)), subitems: [fixedWidth])
    spread.interItemSpacing = .flexible(10)
    let spreadHost = try layOut(
      UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: spread)), items: [4])
    #expect(frame(spreadHost, 1)?.minX == 145)
    #expect(frame(spreadHost, 2)?.minX == 290)
    // The fourth item starts the next group, below.
    #expect(frame(spreadHost, 3) == CGRect(x: 0, y: 50, width: 100, height: 50))
  }

  @Test func sectionsHaveInsetsSpacingAndHeaders() throws {
    let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(0.5), .fractionalHeight(1)))
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: size(.fractionalWidth(1), .absolute(50)), subitems: [item])
    let section = NSCollectionLayoutSection(group: group)
    section.interGroupSpacing = 8
    section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 16, bottom: 20, trailing: 16)
    section.boundarySupplementaryItems = [
      NSCollectionLayoutBoundarySupplementaryItem(
        layoutSize: size(.fractionalWidth(1), .absolute(44)),
        elementKind: UICollectionView.elementKindSectionHeader,
        alignment: .top)
    ]
    let configuration = UICollectionViewCompositionalLayoutConfiguration()
    configuration.interSectionSpacing = 30
    let host = try layOut(
      UICollectionViewCompositionalLayout(section: section, configuration: configuration), items: [4, 2])
    func header(_ section: Int) -> CGRect? {
      host.collectionView.layoutAttributesForSupplementaryElement(
        ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: section))?.frame
    }
    // The header keeps to the insets across: 390 − 32 = 358 wide at 16.
    #expect(header(0) == CGRect(x: 16, y: 0, width: 358, height: 44))
    // Items are half of 358: 179, below the header and the top inset: 44 + 10 = 54.
    #expect(frame(host, 0) == CGRect(x: 16, y: 54, width: 179, height: 50))
    #expect(frame(host, 1) == CGRect(x: 195, y: 54, width: 179, height: 50))
    // The second group 8 below the first: 54 + 50 + 8 = 112.
    #expect(frame(host, 2) == CGRect(x: 16, y: 112, width: 179, height: 50))
    // The section ends at 112 + 50 + 20 = 182; the next starts 30 later.
    #expect(header(1) == CGRect(x: 16, y: 212, width: 358, height: 44))
    #expect(frame(host, 0, section: 1) == CGRect(x: 16, y: 266, width: 179, height: 50))
    // 266 + 50 + 20.
    #expect(host.collectionView.contentSize == CGSize(width: 390, height: 336))
    #expect(
      host.collectionView.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionHeader).count
        == 2)
  }

  @Test func anOrthogonalSectionIsOneLineAtRestClippedToTheWidth() throws {
    let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: size(.absolute(150), .absolute(100)), subitems: [item])
    let section = NSCollectionLayoutSection(group: group)
    section.interGroupSpacing = 10
    section.orthogonalScrollingBehavior = .continuous
    let host = try layOut(UICollectionViewCompositionalLayout(section: section), items: [6])
    // Groups run across, 160 apart: 0, 160, 320, 480, …; the section is one group tall.
    #expect(frame(host, 3) == CGRect(x: 480, y: 0, width: 150, height: 100))
    #expect(host.collectionView.contentSize == CGSize(width: 390, height: 100))
    // Only the groups starting before 390 are on screen.
    #expect(host.cellRequests == [0, 1, 2].map { IndexPath(item: $0, section: 0) })
    #expect(host.collectionView.cellForItem(at: IndexPath(item: 3, section: 0)) == nil)
  }

  @Test func estimatedHeightsAreMeasuredFromTheCellsAtTheirWidth() throws {
    let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .estimated(44)))
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: size(.fractionalWidth(1), .estimated(44)), subitems: [item])
    let host = CollectionViewHost(
      layout: UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)),
      itemCounts: [3])
    host.cellIdentifier = "sized"
    host.configure = { cell, indexPath in (cell as? SizedCell)?.height = CGFloat(indexPath.item + 1) * 10 }
    _ = try LayoutEngine().solve(UIKitLayout.controller("Host") { host }, on: phone390)
    // The width is the item's (390, required); the heights are the cells' own: 10, 20, 30.
    #expect(
      host.collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.frame
        == CGRect(x: 0, y: 0, width: 390, height: 10))
    #expect(
      host.collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.frame
        == CGRect(x: 0, y: 10, width: 390, height: 20))
    #expect(
      host.collectionView.cellForItem(at: IndexPath(item: 2, section: 0))?.frame
        == CGRect(x: 0, y: 30, width: 390, height: 30))
    #expect(host.collectionView.contentSize == CGSize(width: 390, height: 60))
  }

  @Test func theSectionProviderSeesTheContainersWidth() throws {
    nonisolated(unsafe) var widths: [CGFloat] = []
    let layout = UICollectionViewCompositionalLayout { _, environment in
      let width = environment.container.effectiveContentSize.width
      widths.append(width)
      let columns = width > 500 ? 4 : 2
      let item = NSCollectionLayoutItem(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(1 / CGFloat(columns)), heightDimension: .absolute(60)))
      let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(1), heightDimension: .absolute(60)),
        subitems: [item])
      return NSCollectionLayoutSection(group: group)
    }
    let host = try layOut(layout, items: [3])
    #expect(widths.allSatisfy { $0 == 390 })
    // Two columns of 195.
    #expect(frame(host, 1) == CGRect(x: 195, y: 0, width: 195, height: 60))
    #expect(frame(host, 2) == CGRect(x: 0, y: 60, width: 195, height: 60))
  }

  @Test func aHorizontalConfigurationLaysSectionsAndGroupsAcross() throws {
    // Columns of two items, each half the collection view's height, 100 wide and 10 apart.
    let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(0.5)))
    let column = NSCollectionLayoutGroup.vertical(
      layoutSize: size(.absolute(100), .fractionalHeight(1)), subitems: [item])
    let section = NSCollectionLayoutSection(group: column)
    section.interGroupSpacing = 10
    let configuration = UICollectionViewCompositionalLayoutConfiguration()
    configuration.scrollDirection = .horizontal
    configuration.interSectionSpacing = 30
    let host = try layOut(
      UICollectionViewCompositionalLayout(section: section, configuration: configuration), items: [3, 2],
      on: phone)
    // Scrolling across, the status bar is not added: the columns are the full 667 tall, so
    // items are 333.5 tall. The second column starts at 100 + 10.
    #expect(host.collectionView.adjustedContentInset == .zero)
    #expect(frame(host, 1) == CGRect(x: 0, y: 333.5, width: 100, height: 333.5))
    #expect(frame(host, 2) == CGRect(x: 110, y: 0, width: 100, height: 333.5))
    // The first section is 210 wide; the second starts 30 later.
    #expect(frame(host, 0, section: 1) == CGRect(x: 240, y: 0, width: 100, height: 333.5))
    #expect(host.collectionView.contentSize == CGSize(width: 340, height: 667))
  }

  @Test func aNegativeDimensionFailsTheLayoutSayingWhichItem() throws {
    let item = NSCollectionLayoutItem(layoutSize: size(.absolute(-20), .absolute(20)))
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: size(.fractionalWidth(1), .absolute(20)), subitems: [item])
    let host = CollectionViewHost(
      layout: UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)),
      itemCounts: [2])
    #expect(
      throws: LayoutError.invalidCollectionLayout(
        view: "collectionView",
        reason:
          "item 0 in section 0 has the size -20 × 20; a compositional layout's sizes must be finite and not negative"
      )
    ) {
      try LayoutEngine().solve(UIKitLayout.controller("Host") { host }, on: phone390)
    }
  }
}
