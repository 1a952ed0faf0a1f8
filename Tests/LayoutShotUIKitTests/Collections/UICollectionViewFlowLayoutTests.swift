import LayoutShot
import LayoutShotUIKit
import Testing

/// `UICollectionViewFlowLayout` in a collection view, with frames worked out by hand from UIKit's
/// row algorithm (Documentation/CollectionViews.md#flow-layout) on the 375 × 667 test phone,
/// whose 20-point status bar becomes the adjusted top inset of a full-screen collection view.
@MainActor
@Suite("UICollectionViewFlowLayout")
struct UICollectionViewFlowLayoutTests {
  /// Lays out `host` on the phone and returns it once laid out.
  private func layOut<Host: UIViewController>(_ host: Host, extent: LayoutExtent? = nil) throws
    -> SolvedLayout
  {
    try LayoutEngine().solve(UIKitLayout.controller("Host") { host }, on: phone, extent: extent)
  }

  @Test func defaultItemsFillJustifiedRowsAndOnlyVisibleOnesAreDequeued() throws {
    let host = CollectionViewHost(layout: UICollectionViewFlowLayout(), itemCounts: [1000])
    host.configure = { cell, indexPath in cell.accessibilityIdentifier = "cell \(indexPath.item)" }
    let solved = try layOut(host)
    #expect(solved.diagnostics == [])
    let collectionView = host.collectionView
    // 50 × 50 items, 10 apart, on 375: k = floor((375 + 10) / (50 + 10)) = 6 items a row, and
    // a full row is justified: spacing (375 − 6 × 50) / 5 = 15, so x = 0, 65, 130, …
    #expect(
      collectionView.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame
        == CGRect(x: 65, y: 0, width: 50, height: 50))
    #expect(
      collectionView.layoutAttributesForItem(at: IndexPath(item: 5, section: 0))?.frame
        == CGRect(x: 325, y: 0, width: 50, height: 50))
    // Row r starts at 60 r; 1000 = 166 × 6 + 4, so the last row (166) holds 4 items, on the
    // columns above: item 999 is the fourth, at x = 3 × 65 = 195, y = 166 × 60 = 9960.
    #expect(
      collectionView.layoutAttributesForItem(at: IndexPath(item: 999, section: 0))?.frame
        == CGRect(x: 195, y: 9960, width: 50, height: 50))
    // 167 rows of 50 and 166 gaps of 10.
    #expect(collectionView.contentSize == CGSize(width: 375, height: 167 * 50 + 166 * 10))
    #expect(collectionView.contentOffset == CGPoint(x: 0, y: -20))
    // Visible at rest: content y from −20 to 647; rows start at 60 r < 647 for r = 0…10, so
    // 11 rows of 6 items were asked for, each once.
    #expect(host.cellRequests.count == 66)
    #expect(Set(host.cellRequests).count == 66)
    #expect(collectionView.indexPathsForVisibleItems.count == 66)
    #expect(collectionView.visibleCells.count == 66)
    #expect(collectionView.cellForItem(at: IndexPath(item: 66, section: 0)) == nil)
    // A cell's frame is in the content's coordinates, as UIKit reports it.
    let cell = try #require(collectionView.cellForItem(at: IndexPath(item: 7, section: 0)))
    #expect(cell.frame == CGRect(x: 65, y: 60, width: 50, height: 50))
    #expect(cell.reuseIdentifier == "cell")
    // On screen it is 20 lower, below the status bar: the content rests at the adjusted inset.
    #expect(solved.frame(of: "cell 7") == Rect(x: 65, y: 80, width: 50, height: 50))
  }

  @Test func theContentExtentDequeuesEveryItem() throws {
    let host = CollectionViewHost(layout: UICollectionViewFlowLayout(), itemCounts: [40])
    _ = try layOut(host, extent: .scrollContent)
    // 40 items = 6 full rows and 4 more: 7 rows, 7 × 50 + 6 × 10 = 410 points of content,
    // which fits the screen, so it needs no growth and all 40 show.
    #expect(host.collectionView.contentSize == CGSize(width: 375, height: 410))
    #expect(host.cellRequests.count == 40)
    let tall = CollectionViewHost(layout: UICollectionViewFlowLayout(), itemCounts: [120])
    _ = try layOut(tall, extent: .scrollContent)
    // 120 items = 20 rows: 20 × 50 + 19 × 10 = 1190 points, more than a screen; the content
    // extent grows the screen to show them, so every item is dequeued.
    #expect(tall.collectionView.contentSize == CGSize(width: 375, height: 1190))
    #expect(tall.cellRequests.count == 120)
    #expect(tall.collectionView.visibleCells.count == 120)
  }

  @Test func rowsFromTheDelegatesSizesJustifyCentreAndStartTheLastRowAtTheInset() throws {
    let layout = UICollectionViewFlowLayout()
    layout.sectionInset = UIEdgeInsets(top: 20, left: 10, bottom: 20, right: 10)
    layout.headerReferenceSize = CGSize(width: 0, height: 44)
    let sizes = [
      CGSize(width: 100, height: 40), CGSize(width: 200, height: 60), CGSize(width: 120, height: 50),
      CGSize(width: 300, height: 50), CGSize(width: 80, height: 30),
    ]
    let host = CollectionViewHost(layout: layout, sizes: sizes)
    let solved = try layOut(host)
    #expect(solved.diagnostics == [])
    let collectionView = host.collectionView
    func frame(_ item: Int) -> CGRect? {
      collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: 0))?.frame
    }
    // The header spans the width above the section's top inset.
    #expect(
      collectionView.layoutAttributesForSupplementaryElement(
        ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))?.frame
        == CGRect(x: 0, y: 0, width: 375, height: 44))
    // Room between the insets: 375 − 20 = 355. Row 1: 100 + 10 + 200 = 310 fits, + 10 + 120
    // does not. Justified: the gap is 355 − 300 = 55. The row is 60 tall and starts at
    // 44 + 20 = 64; the 40-tall item is centred in it: 64 + 10.
    #expect(frame(0) == CGRect(x: 10, y: 74, width: 100, height: 40))
    #expect(frame(1) == CGRect(x: 10 + 100 + 55, y: 64, width: 200, height: 60))
    // Row 2: 120 + 10 + 300 > 355, so 120 is alone and centred: 10 + (355 − 120) / 2 = 127.5,
    // at 64 + 60 + 10 = 134.
    #expect(frame(2) == CGRect(x: 127.5, y: 134, width: 120, height: 50))
    // Row 3: 300 + 10 + 80 > 355: alone, centred at 10 + 27.5, at 134 + 50 + 10 = 194.
    #expect(frame(3) == CGRect(x: 37.5, y: 194, width: 300, height: 50))
    // The last row starts at the left inset, at 194 + 50 + 10 = 254.
    #expect(frame(4) == CGRect(x: 10, y: 254, width: 80, height: 30))
    // 254 + 30 + the bottom inset 20.
    #expect(collectionView.contentSize == CGSize(width: 375, height: 304))
  }

  @Test func footersFollowEachSectionsBottomInset() throws {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 100, height: 100)
    layout.sectionInset = UIEdgeInsets(top: 10, left: 0, bottom: 10, right: 0)
    layout.footerReferenceSize = CGSize(width: 0, height: 20)
    let host = CollectionViewHost(layout: layout, itemCounts: [2, 2])
    _ = try layOut(host)
    let collectionView = host.collectionView
    func footer(_ section: Int) -> CGRect? {
      collectionView.layoutAttributesForSupplementaryElement(
        ofKind: UICollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: section))?.frame
    }
    // Section 0: items at the top inset, 10; the footer after the row and the bottom inset:
    // 10 + 100 + 10 = 120. Section 1 starts at 140: items at 150, its footer at 260.
    #expect(footer(0) == CGRect(x: 0, y: 120, width: 375, height: 20))
    #expect(
      collectionView.layoutAttributesForItem(at: IndexPath(item: 1, section: 1))?.frame
        == CGRect(x: 137.5, y: 150, width: 100, height: 100))
    #expect(footer(1) == CGRect(x: 0, y: 260, width: 375, height: 20))
    #expect(collectionView.contentSize == CGSize(width: 375, height: 280))
    #expect(
      collectionView.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionFooter).count == 2)
  }

  @Test func theLastRowLinesUpWithTheColumnsOnlyForTheLayoutsOwnItemSize() throws {
    // 100-point items on 375: k = floor(385 / 110) = 3 a row, justified gap (375 − 300) / 2
    // = 37.5. Five items: a full row, then two.
    let fixed = UICollectionViewFlowLayout()
    fixed.itemSize = CGSize(width: 100, height: 100)
    let fixedHost = CollectionViewHost(layout: fixed, itemCounts: [5])
    _ = try layOut(fixedHost)
    // With the layout's item size the last row takes the full row's spacing: x = 137.5.
    #expect(
      fixedHost.collectionView.layoutAttributesForItem(at: IndexPath(item: 4, section: 0))?.frame
        == CGRect(x: 137.5, y: 110, width: 100, height: 100))
    // The same size from the delegate: the last row keeps the minimum spacing, x = 110.
    let delegated = CollectionViewHost(
      layout: UICollectionViewFlowLayout(), sizes: Array(repeating: CGSize(width: 100, height: 100), count: 5)
    )
    _ = try layOut(delegated)
    #expect(
      delegated.collectionView.layoutAttributesForItem(at: IndexPath(item: 4, section: 0))?.frame
        == CGRect(x: 110, y: 110, width: 100, height: 100))
    #expect(
      delegated.collectionView.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame
        == CGRect(x: 137.5, y: 0, width: 100, height: 100))
  }

  @Test func aHorizontalLayoutFillsColumnsDownTheHeight() throws {
    let layout = UICollectionViewFlowLayout()
    layout.scrollDirection = .horizontal
    let host = CollectionViewHost(layout: layout, itemCounts: [40])
    _ = try layOut(host)
    let collectionView = host.collectionView
    // Scrolling across, the 20-point status bar is not added (the content does not scroll
    // down), so lines run down the full 667: k = floor((667 + 10) / 60) = 11 items a column,
    // justified: gap (667 − 550) / 10 = 11.7. Columns are 60 apart.
    #expect(collectionView.adjustedContentInset == .zero)
    let second = try #require(
      collectionView.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame)
    #expect(abs(second.minY - (50 + 11.7)) < 1e-9)
    #expect(
      collectionView.layoutAttributesForItem(at: IndexPath(item: 11, section: 0))?.frame
        == CGRect(x: 60, y: 0, width: 50, height: 50))
    // 40 = 3 × 11 + 7: 4 columns, 4 × 50 + 3 × 10 = 230 wide; the last column's 7 items sit
    // on the rows above: item 39 is its seventh, at y = 6 × 61.7.
    #expect(collectionView.contentSize == CGSize(width: 230, height: 667))
    let last = try #require(
      collectionView.layoutAttributesForItem(at: IndexPath(item: 39, section: 0))?.frame)
    #expect(last.minX == 180)
    #expect(abs(last.minY - 6 * 61.7) < 1e-9)
  }

  @Test func selfSizingCellsTakeTheSizeTheirConstraintsGive() throws {
    let layout = UICollectionViewFlowLayout()
    layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
    let host = CollectionViewHost(layout: layout, itemCounts: [3])
    host.cellIdentifier = "sized"
    host.configure = { cell, indexPath in (cell as? SizedCell)?.height = CGFloat(indexPath.item + 1) * 10 }
    let solved = try layOut(host)
    #expect(solved.diagnostics == [])
    let collectionView = host.collectionView
    // Each cell is 80 wide and 10, 20, 30 tall. One row, which is the last: left-aligned with
    // the minimum spacing (the items size themselves), x = 0, 90, 180; centred in the row's 30.
    #expect(
      collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.frame
        == CGRect(x: 0, y: 10, width: 80, height: 10))
    #expect(
      collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.frame
        == CGRect(x: 90, y: 5, width: 80, height: 20))
    #expect(
      collectionView.cellForItem(at: IndexPath(item: 2, section: 0))?.frame
        == CGRect(x: 180, y: 0, width: 80, height: 30))
    #expect(collectionView.contentSize == CGSize(width: 375, height: 30))
    #expect(host.cellRequests.count == 3)
  }

  @Test func cellsMeasuredOffScreenGoBackToTheReusePool() throws {
    // Estimated 80 × 1, 200 items all fit the screen at first (50 rows 11 apart) and are
    // dequeued and measured; measured 80 × 100, rows are 110 apart, and only those starting
    // above 647 stay: 110 r < 647 for r = 0…5, 6 rows of 4 (80 × 4 + 3 × 10 = 350 fits 375).
    let layout = UICollectionViewFlowLayout()
    layout.estimatedItemSize = CGSize(width: 80, height: 1)
    let host = CollectionViewHost(layout: layout, itemCounts: [200])
    host.cellIdentifier = "sized"
    host.configure = { cell, _ in (cell as? SizedCell)?.height = 100 }
    let solved = try layOut(host)
    #expect(solved.diagnostics == [])
    #expect(host.cellRequests.count == 200)
    #expect(host.collectionView.visibleCells.count == 24)
    // A full row is justified: (375 − 320) / 3 between items.
    let frame = try #require(
      host.collectionView.layoutAttributesForItem(at: IndexPath(item: 5, section: 0))?.frame)
    #expect(frame.minY == 110)
    #expect(abs(frame.minX - (80 + 55.0 / 3)) < 1e-9)
  }

  @Test func anUnregisteredIdentifierFailsTheLayoutSayingWhich() throws {
    let host = CollectionViewHost(layout: UICollectionViewFlowLayout(), itemCounts: [3])
    host.cellIdentifier = "photo"
    #expect(
      throws: LayoutError.unregisteredReuseIdentifier(
        view: "collectionView", kind: "cell", identifier: "photo")
    ) {
      try layOut(host)
    }
    #expect(
      LayoutError.unregisteredReuseIdentifier(view: "collectionView", kind: "cell", identifier: "photo")
        .description
        == "'collectionView' could not dequeue a cell with identifier 'photo': no class is registered for it; "
        + "register one before dequeuing, as UIKit requires.")
  }

  @Test(arguments: [CGSize(width: -10, height: 50), CGSize(width: 0, height: 0)])
  func aNegativeOrEmptyItemSizeFailsTheLayoutSayingWhichItem(size: CGSize) throws {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = size
    let host = CollectionViewHost(layout: layout, itemCounts: [3])
    do {
      _ = try layOut(host)
      Issue.record("a \(size) item size was laid out")
    } catch {
      guard let error = error as? LayoutError, case .invalidCollectionLayout(let view, let reason) = error
      else {
        Issue.record("unexpected error \(error)")
        return
      }
      #expect(view == "collectionView")
      #expect(reason.hasPrefix("item 0 in section 0 has the size "))
      #expect(reason.hasSuffix("; negative or zero item sizes are not supported in the flow layout"))
    }
  }
}
