import LayoutShot
import LayoutShotUIKit
import Testing

// Frames of tables computed by hand from the metrics in Documentation/Lists.md: rows 44 points
// tall by default, side margins of 16 points (20 from 414 points wide), separators one pixel
// thick starting at the text, 22 points above a plain header, grouped spacing of 35 / 17.5 / 20,
// inset-grouped sections inset by the side margin with 10-point corners.

@MainActor
@Suite("Table views")
struct TableViewTests {
  /// Lays `controller` out on `screen` and returns the solved layout.
  func solve(
    _ controller: ListController, on screen: Screen = phone, extent: LayoutExtent? = nil
  ) throws -> SolvedLayout {
    try LayoutEngine().solve(UIKitLayout.controller("Table") { controller }, on: screen, extent: extent)
  }

  @Test func aPlainTableStacksFixedRowsAndSeparatorsFromTheTextToTheEdge() throws {
    let controller = ListController(style: .plain, sections: [.init(rows: 3)])
    let solved = try solve(controller)
    #expect(solved.diagnostics == [])
    let table = try #require(controller.tableView)
    // Rows of 44 points from the content's top, the full 375-point width.
    for row in 0..<3 {
      let cell = try #require(table.cellForRow(at: IndexPath(row: row, section: 0)))
      #expect(cell.frame == CGRect(x: 0, y: 44 * CGFloat(row), width: 375, height: 44))
    }
    #expect(table.contentSize == CGSize(width: 375, height: 3 * 44))
    // The content rests below the 20-point status bar: row 1 is at 20 + 44 on screen.
    #expect(solved.frame(of: "row-0-1") == Rect(x: 0, y: 20 + 44, width: 375, height: 44))
    // A separator under each row: from the text (16) to the trailing edge, 1 pixel (0.5 at 2x)
    // tall at the row's bottom; the lines of the empty rows below follow them (see
    // TableSafeAreaAndEmptyRowTests).
    let separators = table.subviews.filter { !($0 is UITableViewCell) }.map(\.frame)
    let rowLines = (1...3).map { row in
      CGRect(x: 16, y: 44 * CGFloat(row) - 0.5, width: 375 - 16, height: 0.5)
    }
    #expect(Array(separators.prefix(3)) == rowLines)
  }

  @Test func onlyTheRowsOnScreenAreMadeAtTheScreenExtent() throws {
    let controller = ListController(style: .plain, sections: [.init(rows: 1000)])
    _ = try solve(controller)
    let table = try #require(controller.tableView)
    // The visible content runs from −20 (under the status bar) to 667 − 20 = 647: rows 0...14
    // start above 647 (14 × 44 = 616), row 15 starts at 660.
    #expect(controller.cellRequests == 15)
    #expect(table.indexPathsForVisibleRows == (0..<15).map { IndexPath(row: $0, section: 0) })
    #expect(controller.displayed.count == 15)
    #expect(table.cellForRow(at: IndexPath(row: 15, section: 0)) == nil)
    // The content is still every row's height: 1000 × 44.
    #expect(table.contentSize.height == 44_000)
    #expect(
      table.rectForRow(at: IndexPath(row: 999, section: 0))
        == CGRect(x: 0, y: 999 * 44, width: 375, height: 44))
  }

  @Test func aRowUnderTheHomeIndicatorKeepsItsMargins() throws {
    // A 375 × 667 phone with 34 points of safe area at the bottom: row 14 (616...660 in the
    // content, 636...680 on screen) reaches under the home indicator, below 667 − 34 = 633.
    let screen = Screen(
      device: "phone", size: Size(width: 375, height: 667), scale: 2,
      safeAreaInsets: EdgeInsets(top: 20, left: 0, bottom: 34, right: 0), os: .ios18)
    let controller = ListController(style: .plain, sections: [.init(rows: 30)])
    let solved = try solve(controller, on: screen)
    #expect(solved.diagnostics == [])
    let cell = try #require(controller.tableView.cellForRow(at: IndexPath(row: 14, section: 0)))
    let above = try #require(controller.tableView.cellForRow(at: IndexPath(row: 1, section: 0)))
    // The text stays centred in the 44-point row (to the half-point pixel), as in a row above.
    let label = try #require(cell.textLabel?.frame)
    #expect(abs(label.midY - 22) <= 0.25)
    #expect(label.minY == above.textLabel?.frame.minY)
    #expect(label.height == above.textLabel?.frame.height)
  }

  @Test func theContentExtentMakesEveryRow() throws {
    let solved = try LayoutEngine().solve(
      UIKitLayout.controller("Table") { ListController(style: .plain, sections: [.init(rows: 30)]) },
      on: phone,
      extent: .scrollContent)
    // The screen grows to the status bar and 30 rows: 20 + 30 × 44.
    #expect(solved.screen.size == Size(width: 375, height: 20 + 30 * 44))
    #expect(solved.frame(of: "row-0-29") == Rect(x: 0, y: 20 + 29 * 44, width: 375, height: 44))
  }

  @Test func selfSizingRowsAreAsTallAsTheirCellsConstraints() throws {
    let controller = ListController(style: .plain, sections: [.init(rows: 3)])
    controller.cellClass = BlockCell.self
    controller.configure = { cell, indexPath in
      (cell as? BlockCell)?.setBlockHeight([70, 20, 100][indexPath.row])
    }
    _ = try solve(controller)
    let table = try #require(controller.tableView)
    // Each row: 10 + block + 10 (a custom cell has no 44-point minimum).
    let heights: [CGFloat] = [10 + 70 + 10, 10 + 20 + 10, 10 + 100 + 10]
    var top: CGFloat = 0
    for (row, height) in heights.enumerated() {
      #expect(
        table.rectForRow(at: IndexPath(row: row, section: 0))
          == CGRect(x: 0, y: top, width: 375, height: height))
      let cell = try #require(table.cellForRow(at: IndexPath(row: row, section: 0)) as? BlockCell)
      #expect(cell.block.frame.height == height - 20)
      top += height
    }
    #expect(table.contentSize.height == CGFloat(90 + 40 + 120))
  }

  @Test func aSystemCellSelfSizesToTheMinimumRowHeight() throws {
    let controller = ListController(style: .plain, sections: [.init(rows: 2)])
    _ = try solve(controller)
    let table = try #require(controller.tableView)
    // One line of body text: 11 + a 17-point line + 11 is less than 44, so 44.
    #expect(
      table.rectForRow(at: IndexPath(row: 1, section: 0)) == CGRect(x: 0, y: 44, width: 375, height: 44))
  }

  @Test func rowsBelowTheScreenCountAtTheirEstimatedHeight() throws {
    let controller = ListController(style: .plain, sections: [.init(rows: 100)])
    controller.cellClass = BlockCell.self
    controller.configure = { cell, _ in (cell as? BlockCell)?.setBlockHeight(80) }
    _ = try solve(controller)
    let table = try #require(controller.tableView)
    // Rows of 10 + 80 + 10 = 100 points; those starting above 647 are measured: rows 0...6
    // (6 × 100 = 600), the other 93 count 44 points each (UIKit's estimate).
    #expect(controller.cellRequests == 7)
    #expect(table.contentSize.height == CGFloat(7 * 100 + 93 * 44))
  }

  @Test func plainHeadersSitUnderTheTopPaddingAndFloatNothingExtra() throws {
    let controller = ListController(
      style: .plain, sections: [.init(header: "Today", rows: 2), .init(header: "Yesterday", rows: 1)])
    _ = try solve(controller)
    let table = try #require(controller.tableView)
    // 22 points above each header; a title header is 28 tall (4 + one 15-point line + 4 is less).
    let line = pixelCeiling(UIFont.systemFont(ofSize: 15, weight: .semibold).lineHeight, scale: 2)
    #expect(4 + line + 4 <= 28)
    #expect(table.rectForHeader(inSection: 0) == CGRect(x: 0, y: 22, width: 375, height: 28))
    #expect(
      table.rectForRow(at: IndexPath(row: 0, section: 0)) == CGRect(x: 0, y: 22 + 28, width: 375, height: 44))
    // Section 1: after two rows, 22 more points, then its header.
    let header1: CGFloat = 22 + 28 + 2 * 44 + 22
    #expect(table.rectForHeader(inSection: 1) == CGRect(x: 0, y: header1, width: 375, height: 28))
    #expect(table.contentSize.height == header1 + 28 + 44)
    // The title in the header: at the text's leading margin (16), in the secondary label colour.
    let header = try #require(table.headerView(forSection: 0))
    #expect(header.textLabel?.text == "Today")
    #expect(header.textLabel?.frame.minX == 16)
    #expect(header.textLabel?.textColor == .secondaryLabel)
  }

  @Test func aGroupedTableSpacesSectionsWithoutTitles() throws {
    let controller = ListController(style: .grouped, sections: [.init(rows: 2), .init(rows: 2)])
    _ = try solve(controller)
    let table = try #require(controller.tableView)
    #expect(table.backgroundColor == .systemGroupedBackground)
    // 35 above the first section; 17.5 (a whole number of pixels at 2x) for a footer and a header
    // between sections; 20 below the last.
    #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 35)
    let section1: CGFloat = 35 + 2 * 44 + 17.5 + 17.5
    #expect(table.rectForRow(at: IndexPath(row: 0, section: 1)).minY == section1)
    #expect(table.contentSize.height == section1 + 2 * 44 + 20)
    // Cells take the grouped cell background.
    #expect(
      table.cellForRow(at: IndexPath(row: 0, section: 0))?.backgroundColor
        == .secondarySystemGroupedBackground)
    // Separators: a full-width line above the first row, an inset one between the rows, a full
    // one below the last.
    let separators = table.subviews.filter { !($0 is UITableViewCell) }.map(\.frame).filter {
      $0.minY < 35 + 88
    }
    #expect(
      separators == [
        CGRect(x: 0, y: 35, width: 375, height: 0.5),
        CGRect(x: 16, y: 35 + 44 - 0.5, width: 375 - 16, height: 0.5),
        CGRect(x: 0, y: 35 + 88 - 0.5, width: 375, height: 0.5),
      ])
  }

  @Test func groupedTitlesAreUpperCasedInTheirMargins() throws {
    let controller = ListController(
      style: .grouped,
      sections: [
        .init(header: "General", footer: "About this device.", rows: 1), .init(header: "More", rows: 1),
      ])
    _ = try solve(controller)
    let table = try #require(controller.tableView)
    let line = pixelCeiling(UIFont.preferredFont(forTextStyle: .footnote).lineHeight, scale: 2)
    // The first header: 32 above its footnote title, 6 below it.
    let header0 = 32 + line + 6
    #expect(table.rectForHeader(inSection: 0) == CGRect(x: 0, y: 0, width: 375, height: header0))
    #expect(table.headerView(forSection: 0)?.textLabel?.text == "GENERAL")
    // The footer: 6 above, 12 below; not upper-cased.
    let footerTop = header0 + 44
    #expect(
      table.rectForFooter(inSection: 0) == CGRect(x: 0, y: footerTop, width: 375, height: 6 + line + 12))
    #expect(table.footerView(forSection: 0)?.textLabel?.text == "About this device.")
    // A later header: 17 above its title.
    #expect(table.rectForHeader(inSection: 1).height == 17 + line + 6)
  }

  @Test func anInsetGroupedSectionIsInsetAndRoundedOnACompactWidth() throws {
    let controller = ListController(style: .insetGrouped, sections: [.init(rows: 3)])
    controller.configure = { cell, indexPath in
      if indexPath.row == 1 { cell.accessoryType = .disclosureIndicator }
    }
    _ = try solve(controller)
    let table = try #require(controller.tableView)
    // Inset by the 16-point margin on each side: 375 − 2 × 16 = 343 wide.
    for row in 0..<3 {
      #expect(
        table.rectForRow(at: IndexPath(row: row, section: 0))
          == CGRect(x: 16, y: 35 + 44 * CGFloat(row), width: 343, height: 44))
    }
    let first = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
    let middle = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
    let last = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)))
    #expect(first.layer.cornerRadius == 10)
    #expect(first.layer.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner])
    #expect(last.layer.maskedCorners == [.layerMinXMaxYCorner, .layerMaxXMaxYCorner])
    #expect(middle.layer.cornerRadius == 0)
    // The text starts 16 inside the section: 32 on screen.
    #expect(first.textLabel.map { first.convert($0.frame, from: first.contentView).minX } == 16)
    // A disclosure indicator takes 38 points from the content view.
    #expect(middle.contentView.frame.width == CGFloat(343 - 38))
    // Separators between rows only, from the text to the section's edge.
    let separators = table.subviews.filter { !($0 is UITableViewCell) }.map(\.frame)
    #expect(
      separators == [
        CGRect(x: 16 + 16, y: 35 + 44 - 0.5, width: 343 - 16, height: 0.5),
        CGRect(x: 16 + 16, y: 35 + 88 - 0.5, width: 343 - 16, height: 0.5),
      ])
  }

  @Test func iOS26RowsAre52TallWith26PointCornersAndHeadersAsWritten() throws {
    // Documentation/Lists.md#ios-26: a default row is 52 (the body leading, 22, + 30), an
    // inset-grouped section's corners 26, a grouped header's title not upper-cased.
    let ios26 = Variant(os: .ios26).applied(to: phone)
    let plain = ListController(style: .plain, sections: [.init(rows: 2)])
    _ = try solve(plain, on: ios26)
    let rows = try #require(plain.tableView)
    #expect(
      rows.cellForRow(at: IndexPath(row: 1, section: 0))?.frame == CGRect(x: 0, y: 52, width: 375, height: 52)
    )
    let inset = ListController(style: .insetGrouped, sections: [.init(header: "General", rows: 2)])
    _ = try solve(inset, on: ios26)
    let table = try #require(inset.tableView)
    let first = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
    #expect(first.layer.cornerRadius == 26)
    #expect(first.frame.width == 375 - 2 * 16 && first.frame.minX == 16 && first.frame.height == 52)
    #expect(table.headerView(forSection: 0)?.textLabel?.text == "General")
  }

  @Test func anInsetGroupedSectionOnARegularWidthUsesTheWideMargin() throws {
    let controller = ListController(style: .insetGrouped, sections: [.init(rows: 2)])
    _ = try solve(controller, on: pad)
    let table = try #require(controller.tableView)
    // 20-point margins from 414 points wide: 768 − 2 × 20 = 728.
    #expect(
      table.rectForRow(at: IndexPath(row: 0, section: 0)) == CGRect(x: 20, y: 35, width: 728, height: 44))
    let separator = table.subviews.filter { !($0 is UITableViewCell) }.map(\.frame)
    #expect(separator == [CGRect(x: 20 + 20, y: 35 + 44 - 0.5, width: 728 - 20, height: 0.5)])
  }

  @Test func aPlainTableOnARegularWidthStartsItsSeparatorsAtTheWideMargin() throws {
    let controller = ListController(style: .plain, sections: [.init(rows: 1)])
    _ = try solve(controller, on: pad)
    let table = try #require(controller.tableView)
    #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)) == CGRect(x: 0, y: 0, width: 768, height: 44))
    // The row's line, then the empty rows' down to the visible bottom (1024 − 20 = 1004): bottoms
    // at 88 … 968, 21 more lines, all from the wide margin.
    let separators = table.subviews.filter { !($0 is UITableViewCell) }.map(\.frame)
    #expect(separators == (1...22).map { CGRect(x: 20, y: 44 * CGFloat($0) - 0.5, width: 748, height: 0.5) })
  }

  @Test func aSeparatorInsetMovesTheLinesAndNoStyleRemovesThem() throws {
    let inset = ListController(style: .plain, sections: [.init(rows: 2)])
    inset.tableView.separatorInset = UIEdgeInsets(top: 0, left: 60, bottom: 0, right: 10)
    _ = try solve(inset)
    let lines = inset.tableView.subviews.filter { !($0 is UITableViewCell) }.map(\.frame)
    #expect(lines.first == CGRect(x: 60, y: 43.5, width: 375 - 60 - 10, height: 0.5))
    let none = ListController(style: .plain, sections: [.init(rows: 2)])
    none.tableView.separatorStyle = .none
    _ = try solve(none)
    #expect(none.tableView.subviews.allSatisfy { $0 is UITableViewCell })
  }

  @Test func aTableHeaderViewComesBeforeTheSections() throws {
    let controller = ListController(style: .plain, sections: [.init(rows: 1)])
    let header = UIView(frame: CGRect(x: 0, y: 0, width: 0, height: 56))
    header.accessibilityIdentifier = "tableHeader"
    let loaded = try #require(controller.tableView)
    loaded.tableHeaderView = header
    loaded.tableFooterView = UIView(frame: CGRect(x: 0, y: 0, width: 0, height: 30))
    let solved = try solve(controller)
    #expect(solved.frame(of: "tableHeader") == Rect(x: 0, y: 20, width: 375, height: 56))
    #expect(loaded.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 56)
    #expect(loaded.contentSize.height == CGFloat(56 + 44 + 30))
  }

  @Test func aSearchBarHeaderIs56PointsTall() throws {
    let controller = ListController(style: .plain, sections: [.init(rows: 1)])
    let searchBar = UISearchBar()
    searchBar.sizeToFit()
    searchBar.accessibilityIdentifier = "search"
    controller.tableView.tableHeaderView = searchBar
    let solved = try solve(controller)
    // UIKit's standalone bar: 56 points, as wide as the table, above the first row.
    #expect(solved.frame(of: "search") == Rect(x: 0, y: 20, width: 375, height: 56))
    #expect(controller.tableView.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 56)
  }

  @Test func reloadingAfterTheLayoutReusesTheShownCells() throws {
    BlockCell.reuses = 0
    let controller = ListController(style: .plain, sections: [.init(rows: 3)])
    controller.cellClass = BlockCell.self
    controller.configure = { cell, _ in (cell as? BlockCell)?.setBlockHeight(24) }
    controller.onAppear = { $0.reloadData() }
    _ = try solve(controller)
    // The three cells made for the first layout are dequeued again, each after prepareForReuse().
    #expect(BlockCell.reuses == 3)
    #expect(controller.cellRequests == 6)
    #expect(controller.tableView.visibleCells.count == 3)
  }

  @Test func aCellDequeuedForAnUnregisteredIdentifierFailsTheLayoutNamingIt() throws {
    let controller = ListController(style: .plain, sections: [.init(rows: 2)])
    controller.identifier = "message"
    #expect {
      try solve(controller)
    } throws: { error in
      guard case .invalidViewProperty(_, let property, let reason, _) = error as? LayoutError else {
        return false
      }
      return property == "reuse identifier 'message'" && reason.contains("row 0 in section 0")
        && reason.contains("register(_:forCellReuseIdentifier:)")
    }
  }

  @Test func registeringAClassThatIsNotACellFailsTheLayout() throws {
    let controller = ListController(style: .plain, sections: [.init(rows: 1)])
    controller.cellClass = UILabel.self
    #expect {
      try solve(controller)
    } throws: { error in
      guard case .invalidViewProperty(_, let property, let reason, _) = error as? LayoutError else {
        return false
      }
      return property == "reuse identifier 'row'"
        && reason.contains("UILabel is not a UITableViewCell subclass")
    }
  }

  @Test func selectionAndEditingAreDrawn() throws {
    let controller = ListController(style: .plain, sections: [.init(rows: 2)])
    let table = try #require(controller.tableView)
    table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
    table.isEditing = true
    _ = try solve(controller)
    let selected = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
    #expect(selected.isSelected)
    #expect(table.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
    // The selected cell shows UIKit's grey behind its content, filling it.
    let background = try #require(selected.subviews.first)
    #expect(background.backgroundColor == .systemGray4)
    #expect(background.frame == CGRect(x: 0, y: 0, width: 375, height: 44))
    // Editing: the delete control moves the content view over by 38 points.
    #expect(selected.isEditing)
    #expect(selected.contentView.frame == CGRect(x: 38, y: 0, width: 375 - 38, height: 44))
  }
}
