import LayoutShot
import LayoutShotUIKit
import Testing

// Frames of list layouts computed by hand from the metrics in Documentation/Lists.md and
// Documentation/CollectionViews.md#list-layouts: rows as wide as the section (44 points here, the
// cells' content), side margins of 16 points (20 from 414 points wide), separators one pixel
// (0.5 at 2x) at a row's bottom from the content margin to the trailing edge, grouped sections 35
// points from the top, 17.5 apart each side and 20 from the bottom, inset-grouped sections inset
// by the margin. `phone` is 375 × 667 at 2x; `pad` is 768 × 1024 at 2x.
@MainActor
@Suite("List layouts")
struct ListLayoutTests {
  private func layOut(
    _ appearance: UICollectionLayoutListConfiguration.Appearance, items: [Int], on screen: Screen = phone,
    change: (inout UICollectionLayoutListConfiguration) -> Void = { _ in },
    configure: @escaping (UICollectionViewListCell, IndexPath) -> Void = { _, _ in }
  ) throws -> ListLayoutHost {
    var configuration = UICollectionLayoutListConfiguration(appearance: appearance)
    change(&configuration)
    let host = ListLayoutHost(configuration, itemCounts: items)
    host.configure = configure
    let solved = try LayoutEngine().solve(UIKitLayout.controller("List") { host }, on: screen)
    #expect(solved.diagnostics == [])
    return host
  }

  @Test func aPlainListStacksRowsEdgeToEdgeWithASeparatorUnderEach() throws {
    let host = try layOut(.plain, items: [3])
    // Rows 44 tall from the top of the content, as wide as the screen.
    #expect(
      (0..<3).map { host.frame($0) }
        == (0..<3).map { CGRect(x: 0, y: 44 * CGFloat($0), width: 375, height: 44) })
    // A separator at each row's bottom pixel, from the content margin (16) to the trailing edge.
    #expect(
      host.separators
        == (1...3).map { CGRect(x: 16, y: 44 * CGFloat($0) - 0.5, width: 375 - 16, height: 0.5) })
    #expect(host.collectionView.contentSize == CGSize(width: 375, height: 3 * 44))
    // The plain list's background and cells are systemBackground.
    #expect(host.backgrounds.map(\.backgroundColor) == [.systemBackground])
    #expect(host.cell(0)?.backgroundColor == .systemBackground)
  }

  @Test func aGroupedListSpacesItsSectionsAsAGroupedTable() throws {
    let host = try layOut(.grouped, items: [2, 1])
    // Section 0: 35 above it (first section, no header); rows at 35 and 79.
    #expect(host.frame(0) == CGRect(x: 0, y: 35, width: 375, height: 44))
    #expect(host.frame(1) == CGRect(x: 0, y: 79, width: 375, height: 44))
    // 17.5 below section 0 (not last, no footer) and 17.5 above section 1 (no header):
    // 35 + 88 + 17.5 + 17.5 = 158.
    #expect(host.frame(0, section: 1) == CGRect(x: 0, y: 158, width: 375, height: 44))
    // 20 below the last section: 158 + 44 + 20 = 222.
    #expect(host.collectionView.contentSize.height == 222)
    // Full-width lines above each section's first row and below its last; an inset one between.
    #expect(
      host.separators == [
        CGRect(x: 0, y: 35, width: 375, height: 0.5),
        CGRect(x: 16, y: 79 - 0.5, width: 375 - 16, height: 0.5),
        CGRect(x: 0, y: 123 - 0.5, width: 375, height: 0.5),
        CGRect(x: 0, y: 158, width: 375, height: 0.5),
        CGRect(x: 0, y: 202 - 0.5, width: 375, height: 0.5),
      ])
    #expect(Set(host.backgrounds.map(\.backgroundColor)) == [.systemGroupedBackground])
    #expect(host.cell(0)?.backgroundColor == .secondarySystemGroupedBackground)
  }

  @Test func anInsetGroupedListInsetsItsSectionsAndRoundsTheirEnds() throws {
    let host = try layOut(.insetGrouped, items: [3])
    // Inset by the 16-point margin on each side: x = 16, width = 375 − 32 = 343.
    #expect(host.frame(0) == CGRect(x: 16, y: 35, width: 343, height: 44))
    #expect(host.frame(2) == CGRect(x: 16, y: 35 + 88, width: 343, height: 44))
    // Separators between rows only, from the cell's content margin: x = 16 + 16 = 32.
    #expect(
      host.separators == [
        CGRect(x: 32, y: 79 - 0.5, width: 343 - 16, height: 0.5),
        CGRect(x: 32, y: 123 - 0.5, width: 343 - 16, height: 0.5),
      ])
    // The first row's top corners and the last row's bottom corners are rounded by 10.
    let first = try #require(host.cell(0))
    let middle = try #require(host.cell(1))
    let last = try #require(host.cell(2))
    #expect(first.layer.cornerRadius == 10)
    #expect(first.layer.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner])
    #expect(middle.layer.cornerRadius == 0)
    #expect(last.layer.maskedCorners == [.layerMinXMaxYCorner, .layerMaxXMaxYCorner])
  }

  @Test func anInsetGroupedListOnAWideScreenUsesTheWideMargin() throws {
    let host = try layOut(.insetGrouped, items: [2], on: pad)
    // 768 points wide: margins of 20, so x = 20, width = 768 − 40 = 728.
    #expect(host.frame(0) == CGRect(x: 20, y: 35, width: 728, height: 44))
    // The separator starts at the cell's 20-point content margin: x = 20 + 20 = 40.
    #expect(host.separators == [CGRect(x: 40, y: 79 - 0.5, width: 728 - 20, height: 0.5)])
  }

  @Test func aPlainListsHeaderHasPaddingAboveAndSpansTheWidth() throws {
    let host = try layOut(.plain, items: [1, 1]) { $0.headerMode = .supplementary }
    let header = UICollectionView.elementKindSectionHeader
    // 22 points above each header; the header is its content's 30 points, edge to edge.
    #expect(host.frame(of: header, section: 0) == CGRect(x: 0, y: 22, width: 375, height: 30))
    #expect(host.frame(0) == CGRect(x: 0, y: 52, width: 375, height: 44))
    // Section 1 starts at 96: its header at 96 + 22 = 118, its row at 148.
    #expect(host.frame(of: header, section: 1) == CGRect(x: 0, y: 118, width: 375, height: 30))
    #expect(host.frame(0, section: 1) == CGRect(x: 0, y: 148, width: 375, height: 44))
  }

  @Test func anInsetGroupedListsHeadersAndFootersFollowTheInsets() throws {
    let host = try layOut(.insetGrouped, items: [1, 1]) {
      $0.headerMode = .supplementary
      $0.footerMode = .supplementary
    }
    let header = UICollectionView.elementKindSectionHeader
    let footer = UICollectionView.elementKindSectionFooter
    // A header replaces the space above a grouped section, and a footer the space below it; no
    // padding above headers in a grouped list. Headers and footers keep to the 16-point insets.
    #expect(host.frame(of: header, section: 0) == CGRect(x: 16, y: 0, width: 343, height: 30))
    #expect(host.frame(0) == CGRect(x: 16, y: 30, width: 343, height: 44))
    #expect(host.frame(of: footer, section: 0) == CGRect(x: 16, y: 74, width: 343, height: 30))
    #expect(host.frame(of: header, section: 1) == CGRect(x: 16, y: 104, width: 343, height: 30))
    // Section 1: header at 104, row at 134, footer at 178 to 208.
    #expect(host.collectionView.contentSize.height == CGFloat(104 + 30 + 44 + 30))
    // A single row is the first and the last: all four corners rounded, no separator.
    #expect(
      host.cell(0)?.layer.maskedCorners
        == [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner])
    #expect(host.separators == [])
  }

  @Test func theFirstItemCanBeTheSectionsHeader() throws {
    let host = try layOut(.grouped, items: [3]) { $0.headerMode = .firstItemInSection }
    // No space above the section: its first item is its header. No line around the header;
    // the full-width line above the first row below it.
    #expect(host.frame(0) == CGRect(x: 0, y: 0, width: 375, height: 44))
    #expect(
      host.separators == [
        CGRect(x: 0, y: 44, width: 375, height: 0.5),
        CGRect(x: 16, y: 88 - 0.5, width: 375 - 16, height: 0.5),
        CGRect(x: 0, y: 132 - 0.5, width: 375, height: 0.5),
      ])
    // The header item has a clear background; the rows the grouped cell colour.
    #expect(host.cell(0)?.backgroundColor == .clear)
    #expect(host.cell(1)?.backgroundColor == .secondarySystemGroupedBackground)
  }

  @Test func separatorConfigurationsAndTheItemHandlerChangeTheLines() throws {
    let host = try layOut(.plain, items: [3]) {
      $0.separatorConfiguration.bottomSeparatorInsets = NSDirectionalEdgeInsets(
        top: 0, leading: 60, bottom: 0, trailing: 10)
      $0.separatorConfiguration.color = .systemRed
      $0.itemSeparatorHandler = { indexPath, configuration in
        var configuration = configuration
        if indexPath.item == 1 { configuration.bottomSeparatorVisibility = .hidden }
        return configuration
      }
    }
    // Rows 0 and 2 keep a line from x = 60 to 10 before the trailing edge: 375 − 70 = 305 wide.
    #expect(
      host.separators == [
        CGRect(x: 60, y: 44 - 0.5, width: 305, height: 0.5),
        CGRect(x: 60, y: 132 - 0.5, width: 305, height: 0.5),
      ])
    #expect(
      host.collectionView.subviews.filter { $0.frame.height == 0.5 }.allSatisfy {
        $0.backgroundColor == .systemRed
      })
    let hidden = try layOut(.plain, items: [2]) { $0.showsSeparators = false }
    #expect(hidden.separators == [])
  }

  @Test func theSeparatorLayoutGuideMovesTheSeparator() throws {
    let host = try layOut(.plain, items: [1]) { _ in
    } configure: { cell, _ in
      cell.separatorLayoutGuide.leadingAnchor.constraint(
        equalTo: cell.contentView.leadingAnchor, constant: 72
      )
      .isActive = true
    }
    #expect(host.separators == [CGRect(x: 72, y: 44 - 0.5, width: 375 - 72, height: 0.5)])
  }

  @Test func aSidebarInsetsItsSectionsWithoutSeparators() throws {
    let host = try layOut(.sidebar, items: [2])
    // Inset by the 16-point margin; 10 points below the section (no footer): 2 × 44 + 10 = 98.
    #expect(host.frame(0) == CGRect(x: 16, y: 0, width: 343, height: 44))
    #expect(host.collectionView.contentSize.height == 98)
    #expect(host.separators == [])
    // Sidebar cells indent by 20 points a level, and their content margin is 8.
    #expect(host.cell(0)?.indentationWidth == 20)
    #expect(host.cell(0)?.contentView.directionalLayoutMargins.leading == 8)
  }

  @Test func iOS26CellsHave15PointMarginsButASidebarKeeps11() throws {
    // Documentation/Lists.md#ios-26: a list cell's content margins are 15 above and below, its
    // default content configuration's too, with 4 between text and secondary text; a sidebar's
    // stay 11. (The fixture's cells are a 44-point block, so their rows stay 44.)
    let ios26 = Variant(os: .ios26).applied(to: phone)
    var looks: [UIListContentConfiguration] = []
    let record: (UICollectionViewListCell, IndexPath) -> Void = { cell, _ in
      looks.append(cell.defaultContentConfiguration())
    }
    let plain = try layOut(.plain, items: [1], on: ios26, configure: record)
    #expect(plain.cell(0)?.contentView.directionalLayoutMargins.top == 15)
    #expect(plain.cell(0)?.contentView.directionalLayoutMargins.bottom == 15)
    let sidebar = try layOut(.sidebar, items: [1], on: ios26, configure: record)
    #expect(sidebar.cell(0)?.contentView.directionalLayoutMargins.top == 11)
    #expect(looks.first?.directionalLayoutMargins.top == 15)
    #expect(looks.first?.textToSecondaryTextVerticalPadding == 4)
    #expect(looks.last?.directionalLayoutMargins.top == 11)
    // The iOS 18 edition keeps 11.
    #expect(try layOut(.plain, items: [1]).cell(0)?.contentView.directionalLayoutMargins.top == 11)
  }

  @Test func everyAppearanceUsesTheWideMarginOnAWideScreen() throws {
    // 768 points wide: the margin is 20. Plain and grouped rows span the width, their separators
    // start at the 20-point content margin.
    let plain = try layOut(.plain, items: [2], on: pad)
    #expect(plain.frame(1) == CGRect(x: 0, y: 44, width: 768, height: 44))
    #expect(plain.separators.first == CGRect(x: 20, y: 44 - 0.5, width: 768 - 20, height: 0.5))
    let grouped = try layOut(.grouped, items: [2], on: pad)
    #expect(grouped.frame(0) == CGRect(x: 0, y: 35, width: 768, height: 44))
    #expect(grouped.separators[1] == CGRect(x: 20, y: 79 - 0.5, width: 768 - 20, height: 0.5))
    // Sidebars are inset by the margin: x = 20, width = 768 − 40 = 728; a plain sidebar without
    // header or footer adds no space.
    let sidebar = try layOut(.sidebar, items: [1], on: pad)
    #expect(sidebar.frame(0) == CGRect(x: 20, y: 0, width: 728, height: 44))
    let sidebarPlain = try layOut(.sidebarPlain, items: [1], on: pad) { $0.headerMode = .supplementary }
    // With a header: 22 above it (plain padding), 8 more above the rows, the 30-point header.
    let header = UICollectionView.elementKindSectionHeader
    #expect(sidebarPlain.frame(of: header, section: 0) == CGRect(x: 0, y: 22, width: 768, height: 30))
    #expect(sidebarPlain.frame(0) == CGRect(x: 20, y: 22 + 30 + 8, width: 728, height: 44))
    // 8 below the rows: 60 + 44 + 8 = 112.
    #expect(sidebarPlain.collectionView.contentSize.height == 112)
  }
}
