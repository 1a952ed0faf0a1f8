import LayoutShot
import LayoutShotUIKit
import Testing

// Tables in landscape and below their last row, computed by hand from Documentation/Lists.md:
// content views inside the safe area (`insetsContentViewsToSafeArea`), side margins of 16 points
// on a phone under 414 points wide in portrait (in either orientation), and a plain table's lines
// for the empty rows below its content, one row height apart.

@MainActor
@Suite("Tables in the safe area and below their rows")
struct TableSafeAreaAndEmptyRowTests {
  /// iPhone 12 in landscape: 844 × 390 at 3x, safe area 47 on the left and right and 21 below,
  /// no status bar.
  let landscape = Device.iPhone12.screen(.landscape, os: .ios18)
  let pixel: CGFloat = 1.0 / 3

  func solve(_ controller: ListController, on screen: Screen) throws -> SolvedLayout {
    let solved = try LayoutEngine().solve(UIKitLayout.controller("Table") { controller }, on: screen)
    #expect(solved.diagnostics == [])
    return solved
  }

  /// Whether `a` and `b` agree to a millionth of a point (frames land on the 1/3-point grid).
  func same(_ a: CGRect, _ b: CGRect) -> Bool {
    [a.minX - b.minX, a.minY - b.minY, a.width - b.width, a.height - b.height].allSatisfy { abs($0) < 1e-6 }
  }

  /// The frames of the table's subviews that are neither cells nor headers: its separators.
  func separators(of table: UITableView) -> [CGRect] {
    table.subviews.filter {
      !($0 is UITableViewCell) && !($0 is UITableViewHeaderFooterView) && $0 !== table.tableFooterView
    }.map(\.frame)
  }

  @Test func aPlainRowSpansTheScreenWithItsContentInsideTheSafeArea() throws {
    let controller = ListController(style: .plain, sections: [.init(rows: 2)])
    controller.configure = { cell, indexPath in
      if indexPath.row == 1 { cell.accessoryType = .disclosureIndicator }
    }
    controller.tableView.tableFooterView = UIView()
    _ = try solve(controller, on: landscape)
    let table = controller.tableView!
    let first = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
    let second = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
    // The row spans the whole 844 points; its content view starts at the 47-point inset and ends
    // 47 before the trailing edge: 844 − 2 × 47 = 750 wide.
    #expect(first.frame == CGRect(x: 0, y: 0, width: 844, height: 44))
    #expect(first.contentView.frame == CGRect(x: 47, y: 0, width: 750, height: 44))
    // The text is 16 points into the content view (iPhone 12 is 390 wide in portrait): x = 63.
    let text = try #require(first.textLabel.map { first.convert($0.frame, from: first.contentView) })
    #expect(abs(text.minX - (47 + 16)) < 1e-9)
    // A disclosure indicator's 38 points come off the content view inside the safe area.
    #expect(second.contentView.frame == CGRect(x: 47, y: 0, width: 750 - 38, height: 44))
    // Separators start at the text (63) and run to the row's trailing edge.
    let lines = separators(of: table)
    let expected = [
      CGRect(x: 63, y: 44 - pixel, width: 844 - 63, height: pixel),
      CGRect(x: 63, y: 88 - pixel, width: 844 - 63, height: pixel),
    ]
    #expect(lines.count == expected.count)
    for (line, want) in zip(lines, expected) {
      #expect(same(line, want), "\(line) is not \(want)")
    }
  }

  @Test func anInsetGroupedSectionInsideTheSafeAreaKeepsItsContentView() throws {
    let controller = ListController(style: .insetGrouped, sections: [.init(rows: 1)])
    _ = try solve(controller, on: landscape)
    let cell = try #require(controller.tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
    // The section is inset by the safe area and the margin: x = 47 + 16 = 63, 844 − 2 × 63 = 718
    // wide; the row lies inside the safe area, so its content view fills it.
    #expect(cell.frame == CGRect(x: 63, y: 35, width: 718, height: 44))
    #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 718, height: 44))
  }

  @Test func aGroupedHeaderTitleLinesUpWithTheTextInsideTheSafeArea() throws {
    let controller = ListController(style: .grouped, sections: [.init(header: "Network", rows: 1)])
    _ = try solve(controller, on: landscape)
    let table = controller.tableView!
    let header = try #require(table.headerView(forSection: 0)?.textLabel)
    let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
    // Both start 47 + 16 = 63 points from the screen's left edge.
    #expect(header.convert(header.bounds, to: table).minX == 63)
    #expect(cell.textLabel.map { $0.convert($0.bounds, to: table).minX } == 63)
  }

  @Test func aPlainTableDrawsLinesForTheEmptyRowsBelowItsContent() throws {
    // A 375 × 667 phone at 2x under a 20-point status bar: the visible content runs from −20 to
    // 647. Three rows of 44 end at 132; empty rows follow every 44 points, and each line whose
    // top (its bottom − 0.5) is above 647 shows: bottoms 176, 220, … 616 — eleven lines.
    let controller = ListController(style: .plain, sections: [.init(rows: 3)])
    _ = try solve(controller, on: phone)
    let rowLines = (1...3).map { CGRect(x: 16, y: 44 * CGFloat($0) - 0.5, width: 359, height: 0.5) }
    let emptyLines = (1...11).map { CGRect(x: 16, y: 132 + 44 * CGFloat($0) - 0.5, width: 359, height: 0.5) }
    #expect(separators(of: controller.tableView) == rowLines + emptyLines)
    // They are not content: the content is the three rows.
    #expect(controller.tableView.contentSize.height == 132)
  }

  @Test func emptyRowLinesFollowTheRowHeightAndTheSeparatorInset() throws {
    let controller = ListController(style: .plain, sections: [.init(rows: 1)])
    controller.fixedRowHeight = 100
    controller.tableView.separatorInset = UIEdgeInsets(top: 0, left: 40, bottom: 0, right: 10)
    _ = try solve(controller, on: phone)
    // Rows of 100: the row's line at 99.5, then empty rows' at 199.5 … 599.5 (699.5 is below 647).
    let expected = (1...6).map {
      CGRect(x: 40, y: 100 * CGFloat($0) - 0.5, width: 375 - 40 - 10, height: 0.5)
    }
    #expect(separators(of: controller.tableView) == expected)
  }

  @Test func aTableFooterViewOrAGroupedStyleDrawsNoEmptyRowLines() throws {
    let footed = ListController(style: .plain, sections: [.init(rows: 2)])
    footed.tableView.tableFooterView = UIView()
    _ = try solve(footed, on: phone)
    #expect(separators(of: footed.tableView).count == 2)
    let grouped = ListController(style: .grouped, sections: [.init(rows: 2)])
    _ = try solve(grouped, on: phone)
    // A grouped section's lines only: above the first row, between the rows, below the last.
    #expect(separators(of: grouped.tableView).count == 3)
  }

  @Test func aSelfSizingCellWhoseConstraintsGiveNoHeightGetsTheStandardRow() throws {
    // A registered cell with nothing in its content view: its constraints fit it to zero height,
    // and UIKit gives such a row the standard 44 points.
    let controller = ListController(style: .plain, sections: [.init(rows: 2)])
    controller.cellClass = EmptyCell.self
    controller.tableView.tableFooterView = UIView()
    _ = try solve(controller, on: phone)
    #expect(
      controller.tableView.rectForRow(at: IndexPath(row: 1, section: 0))
        == CGRect(x: 0, y: 44, width: 375, height: 44))
    #expect(controller.tableView.contentSize.height == 88)
  }

  @Test func aGroupedTableOnARegularWidthUsesTheWideMarginForTitleRowsLinesAndAccessories() throws {
    // A 768 × 1024 iPad at 2x under a 20-point status bar: side margins of 20.
    let controller = ListController(style: .grouped, sections: [.init(header: "Network", rows: 2)])
    controller.configure = { cell, indexPath in
      if indexPath.row == 1 { cell.accessoryType = .disclosureIndicator }
    }
    _ = try solve(controller, on: pad)
    let table = controller.tableView!
    // The first header: 32 above its footnote title, 6 below it; its title 20 in.
    let line = pixelCeiling(UIFont.preferredFont(forTextStyle: .footnote).lineHeight, scale: 2)
    let header = 32 + line + 6
    #expect(table.rectForHeader(inSection: 0) == CGRect(x: 0, y: 0, width: 768, height: header))
    let title = try #require(table.headerView(forSection: 0)?.textLabel)
    #expect(title.convert(title.bounds, to: table).minX == 20)
    // Rows of 44 across the whole width below it; the text 20 in.
    let rows = (0..<2).map { table.rectForRow(at: IndexPath(row: $0, section: 0)) }
    #expect(rows == [0, 1].map { CGRect(x: 0, y: header + 44 * CGFloat($0), width: 768, height: 44) })
    let second = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
    #expect(second.textLabel.map { second.convert($0.frame, from: second.contentView).minX } == 20)
    // The disclosure indicator's 38 points come off the content view: 768 − 38 = 730.
    #expect(second.contentView.frame == CGRect(x: 0, y: 0, width: 730, height: 44))
    // Full-width lines above the first row and below the last, an inset one (from 20) between.
    let lines = separators(of: table).filter { $0.minY >= header && $0.minY < header + 88 }
    #expect(
      lines == [
        CGRect(x: 0, y: header, width: 768, height: 0.5),
        CGRect(x: 20, y: header + 44 - 0.5, width: 748, height: 0.5),
        CGRect(x: 0, y: header + 88 - 0.5, width: 768, height: 0.5),
      ])
  }
}

/// A cell that shows nothing: its content view has no constraints that give it a height.
final class EmptyCell: UITableViewCell {
  override var textLabel: UILabel? { nil }
}
