import LayoutShot
import LayoutShotUIKit
import Raster
import Testing

// Frames of list content configurations in tables, computed by hand from the metrics in
// Documentation/Lists.md: a cell's content margins of 11 (4 for a subtitle cell) above and below,
// 16 before the text grown to the cell's side margin (16, or 20 from 414 points wide) and 8 after
// it grown to the margin when the content reaches the cell's edge; a content at least 44 points
// tall, centred down; 24 points kept for a symbol image and 16 between it and the text; header
// and footer margins of 4 / 4 (plain), 17 / 6 (grouped header), 6 / 12 (grouped footer).
//
// Text heights are San Francisco's line height, 1.193359375 em, rounded up to the pixel.

/// A 430 × 932 phone at 3x (a wide phone: 20-point margins) with its 59-point status bar, in the
/// iOS 18 edition.
let phone430 = Screen(
  device: "phone430", size: Size(width: 430, height: 932), scale: 3,
  safeAreaInsets: EdgeInsets(top: 59, left: 0, bottom: 34, right: 0), os: .ios18)

/// The height of one line of the system font at `size` points on a screen of `scale`.
func lineHeight(_ size: CGFloat, scale: CGFloat) -> CGFloat {
  pixelCeiling(size * 1.193359375, scale: scale)
}

/// `value` on the pixel grid of a screen of `scale`: LayoutShot snaps frame edges to it, halves
/// up (the Faithfulness article), as UIKit's pixel-aligned frames are.
func snapped(_ value: CGFloat, scale: CGFloat) -> CGFloat {
  (value * scale + 0.5).rounded(.down) / scale
}

/// Whether `a` and `b` are the same length, but for rounding in the last bits.
func same(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) < 1e-9 }

/// The frame of `view` in `cell`'s coordinates.
@MainActor
func frame(of view: UIView, in cell: UIView) -> CGRect {
  cell.convert(view.bounds, from: view)
}

/// The labels of `cell`'s list content view, text first.
@MainActor
func listLabels(of cell: UITableViewCell) throws -> [UILabel] {
  let content = try #require(cell.contentView.subviews.first as? UIListContentView)
  return content.subviews.compactMap { $0 as? UILabel }
}

@MainActor
@Suite("List content configurations")
struct ListContentConfigurationTests {
  /// Lays out a one-section table of `style` whose rows `configure` sets up, on `screen`.
  func table(
    _ style: UITableView.Style, rows: Int = 1, on screen: Screen = phone,
    configure: @escaping (UITableViewCell, IndexPath) -> Void
  ) throws -> (UITableView, SolvedLayout) {
    let controller = ListController(style: style, sections: [.init(rows: rows)])
    controller.configure = configure
    let solved = try LayoutEngine().solve(UIKitLayout.controller("List") { controller }, on: screen)
    return (controller.tableView, solved)
  }

  @Test func aCellsTextStartsAtTheMarginCentredInA44PointRow() throws {
    let (table, solved) = try table(.plain) { cell, _ in
      var content = cell.defaultContentConfiguration()
      content.text = "Wi-Fi"
      cell.contentConfiguration = content
    }
    #expect(solved.diagnostics == [])
    let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
    // 11 + 20.5 + 11 = 42.5 is less than 44: the row is 44 tall, the line centred: (44 − 20.5) / 2
    // = 11.75, on the pixel grid 12.
    let line = lineHeight(17, scale: 2)
    #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 44)
    let text = try #require(try listLabels(of: cell).first)
    #expect(text.text == "Wi-Fi")
    #expect(text.font == .preferredFont(forTextStyle: .body))
    #expect(text.textColor == .label)
    let textFrame = frame(of: text, in: cell)
    #expect(textFrame.minX == 16)
    #expect(textFrame.minY == snapped((44 - line) / 2, scale: 2))
    #expect(textFrame.height == line)
    // The row's separator starts at the text (the empty rows' lines follow it).
    let separator = table.subviews.filter { !($0 is UITableViewCell) }.map(\.frame)
    #expect(separator.first == CGRect(x: 16, y: 43.5, width: 375 - 16, height: 0.5))
  }

  @Test func aSymbolImageTakesItsReservedWidthBeforeTheText() throws {
    let (table, _) = try table(.plain) { cell, _ in
      var content = cell.defaultContentConfiguration()
      content.image = UIImage(systemName: "wifi")
      content.text = "Wi-Fi"
      cell.contentConfiguration = content
    }
    let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
    let content = try #require(cell.contentView.subviews.first as? UIListContentView)
    let image = try #require(content.subviews.first { $0 is UIImageView })
    // A body-sized symbol at large scale is 24 points here; it is centred in its reserved space at
    // the margin: 24 wide, one body line (22) tall, itself centred down the row at (44 − 22) / 2 =
    // 11; the symbol overflows it by a point above and below, and the row stays 44 tall.
    #expect(frame(of: image, in: cell) == CGRect(x: 16, y: 10, width: 24, height: 24))
    #expect(content.imageLayoutGuide != nil && content.secondaryTextLayoutGuide == nil)
    #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 44)
    // The text starts 16 after the reserved width: 16 + 24 + 16 = 56, and so does the separator.
    let text = try #require(try listLabels(of: cell).first)
    #expect(frame(of: text, in: cell).minX == 56)
    // (The empty rows' lines below start at the table's margin, 16.)
    #expect(table.subviews.filter { !($0 is UITableViewCell) }.map(\.frame.minX).first == 56)
  }

  @Test func aSubtitleCellStacksItsTextsCentredWithoutPadding() throws {
    let (table, _) = try table(.plain) { cell, _ in
      var content = UIListContentConfiguration.subtitleCell()
      content.text = "Anna Haro"
      content.secondaryText = "anna@example.com"
      cell.contentConfiguration = content
    }
    let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
    let labels = try listLabels(of: cell)
    try #require(labels.count == 2)
    // Body (20.5) over caption 1 (12 points: 14.5), no padding: 35 tall; 4 + 35 + 4 = 43 is less
    // than 44, so the row is 44 and the pair is centred: (44 − 35) / 2 = 4.5.
    let text = lineHeight(17, scale: 2)
    let secondary = lineHeight(12, scale: 2)
    #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 44)
    #expect(labels[1].font == .preferredFont(forTextStyle: .caption1))
    #expect(labels[1].textColor == .secondaryLabel)
    let top = (44 - (text + secondary)) / 2
    #expect(frame(of: labels[0], in: cell).origin == CGPoint(x: 16, y: top))
    #expect(frame(of: labels[1], in: cell).origin == CGPoint(x: 16, y: top + text))
  }

  @Test func aMultilineSubtitleCellGrowsByItsMargins() throws {
    let (table, _) = try table(.plain) { cell, _ in
      var content = UIListContentConfiguration.subtitleCell()
      content.text = "First line\nSecond line"
      content.secondaryText = "Detail"
      cell.contentConfiguration = content
    }
    // Two body lines and a caption line between 4-point margins: 4 + 2 × 20.5 + 14.5 + 4.
    let height = 4 + 2 * lineHeight(17, scale: 2) + lineHeight(12, scale: 2) + 4
    #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == height)
  }

  @Test func aValueCellPutsItsValueAtTheWideTrailingMargin() throws {
    let (table, _) = try table(.plain, on: phone430) { cell, _ in
      var content = UIListContentConfiguration.valueCell()
      content.text = "Version"
      content.secondaryText = "18.2"
      cell.contentConfiguration = content
    }
    let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
    let labels = try listLabels(of: cell)
    try #require(labels.count == 2)
    // 20-point margins on a 430-wide phone: the text at 20, the value ending at 430 − 20, both
    // one body line (20.333 at 3x) centred down the 44-point row: 11.833, on the pixel grid 12.
    let line = lineHeight(17, scale: 3)
    #expect(labels[1].font == .preferredFont(forTextStyle: .body))
    #expect(labels[1].textColor == .secondaryLabel)
    let text = frame(of: labels[0], in: cell)
    let value = frame(of: labels[1], in: cell)
    #expect(text.minX == 20)
    #expect(same(value.maxX, 430 - 20))
    #expect(same(text.minY, snapped((44 - line) / 2, scale: 3)))
    #expect(same(value.minY, snapped((44 - line) / 2, scale: 3)))
  }

  @Test func anAccessoryLeavesTheValueItsOwnEightPointMargin() throws {
    let (table, _) = try table(.plain) { cell, _ in
      var content = UIListContentConfiguration.valueCell()
      content.text = "Wi-Fi"
      content.secondaryText = "Home"
      cell.contentConfiguration = content
      cell.accessoryType = .disclosureIndicator
    }
    let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
    let labels = try listLabels(of: cell)
    try #require(labels.count == 2)
    // The content view ends 38 points early (375 − 38 = 337), away from the cell's margin, so
    // the value keeps the configuration's own 8-point trailing margin: 337 − 8.
    #expect(cell.contentView.frame.width == 337)
    #expect(same(frame(of: labels[1], in: cell).maxX, 337 - 8))
  }

  @Test func anInsetGroupedCellSitsItsTextInsideTheSection() throws {
    let (table, _) = try table(.insetGrouped, rows: 2) { cell, _ in
      var content = cell.defaultContentConfiguration()
      content.text = "Airplane Mode"
      cell.contentConfiguration = content
    }
    let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
    // The section is inset 16 (375 − 32 = 343 wide) and the text another 16 inside: 32 on screen.
    #expect(
      table.rectForRow(at: IndexPath(row: 0, section: 0)) == CGRect(x: 16, y: 35, width: 343, height: 44))
    let text = try #require(try listLabels(of: cell).first)
    #expect(frame(of: text, in: cell).minX == 16)
    #expect(table.convert(text.bounds, from: text).minX == 32)
    // The configured cell keeps the section's rounded top corners.
    #expect(cell.layer.cornerRadius == 10)
    #expect(cell.layer.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner])
  }

  @Test func theCellsStateReachesUpdateConfigurationBeforeTheLayout() throws {
    let controller = ListController(style: .plain, sections: [.init(rows: 2)])
    controller.cellClass = StateCell.self
    let table = try #require(controller.tableView)
    table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
    _ = try LayoutEngine().solve(UIKitLayout.controller("List") { controller }, on: phone)
    let plain = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
    let selected = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
    #expect(try listLabels(of: plain).first?.text == "Not selected")
    #expect(try listLabels(of: selected).first?.text == "Selected")
    // The list background turns to the selected grey for the selected row.
    #expect(selected.backgroundConfiguration?.backgroundColor == .systemGray4)
    #expect(plain.backgroundConfiguration?.backgroundColor == .systemBackground)
  }

  @Test func aConfigurationUpdateHandlerRunsWithTheState() throws {
    let (table, _) = try table(.plain) { cell, _ in
      cell.configurationUpdateHandler = { cell, state in
        var content = UIListContentConfiguration.cell().updated(for: state)
        content.text = state.isEditing ? "Editing" : "Resting"
        cell.contentConfiguration = content
      }
    }
    let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
    #expect(try listLabels(of: cell).first?.text == "Resting")
  }

  @Test func aGroupedHeaderAndFooterTakeTheirLookAndMargins() throws {
    let controller = ConfiguredHeaderController(style: .grouped)
    _ = try LayoutEngine().solve(UIKitLayout.controller("Headers") { controller }, on: phone)
    let table = try #require(controller.tableView)
    let header = try #require(table.headerView(forSection: 0))
    let footer = try #require(table.footerView(forSection: 0))
    let headerText = try #require(header.contentView.subviews.first?.subviews.first as? UILabel)
    let footerText = try #require(footer.contentView.subviews.first?.subviews.first as? UILabel)
    // A grouped header: upper-cased footnote text (a 16-point line at 2x) in the secondary colour,
    // 17 above and 6 below it: 17 + 16 + 6 = 39 tall; its text at the cells' 16-point margin.
    let line = lineHeight(13, scale: 2)
    #expect(headerText.text == "CONNECTIONS")
    #expect(headerText.font == .preferredFont(forTextStyle: .footnote))
    #expect(headerText.textColor == .secondaryLabel)
    #expect(table.rectForHeader(inSection: 0) == CGRect(x: 0, y: 0, width: 375, height: 17 + line + 6))
    #expect(frame(of: headerText, in: header).origin == CGPoint(x: 16, y: 17))
    // A grouped footer: as written, 6 above and 12 below: 6 + 16 + 12 = 34 tall, under the
    // 44-point row.
    #expect(footerText.text == "Shown to nearby devices.")
    let footerTop = 17 + line + 6 + 44
    #expect(
      table.rectForFooter(inSection: 0) == CGRect(x: 0, y: footerTop, width: 375, height: 6 + line + 12))
    #expect(frame(of: footerText, in: footer).origin == CGPoint(x: 16, y: 6))
  }

  @Test func aPlainHeaderIsBoldAndFourPointsFromItsEdges() throws {
    let controller = ConfiguredHeaderController(style: .plain)
    _ = try LayoutEngine().solve(UIKitLayout.controller("Headers") { controller }, on: pad)
    let table = try #require(controller.tableView)
    let header = try #require(table.headerView(forSection: 0))
    let headerText = try #require(header.contentView.subviews.first?.subviews.first as? UILabel)
    // 15-point semibold text as written, 4 above and below: 4 + 18 + 4; 22 points of padding
    // above it; its text at the 20-point margin of a 768-wide screen.
    #expect(headerText.text == "Connections")
    #expect(headerText.font.pointSize == 15)
    #expect(headerText.font.fontName == UIFont.systemFont(ofSize: 15, weight: .semibold).fontName)
    #expect(
      table.rectForHeader(inSection: 0)
        == CGRect(x: 0, y: 22, width: 768, height: 4 + lineHeight(15, scale: 2) + 4))
    #expect(frame(of: headerText, in: header).origin == CGPoint(x: 20, y: 4))
  }

  @Test func aBackgroundConfigurationIsDrawnInsetAndRounded() throws {
    let (table, solved) = try table(.plain) { cell, _ in
      var content = cell.defaultContentConfiguration()
      content.text = "Inset"
      cell.contentConfiguration = content
      var background = UIBackgroundConfiguration.listPlainCell()
      background.backgroundColor = .systemRed
      background.backgroundInsets = NSDirectionalEdgeInsets(top: 4, leading: 10, bottom: 4, trailing: 10)
      background.cornerRadius = 8
      cell.backgroundConfiguration = background
    }
    let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
    // The app's red stays red (the factory's colour was replaced), and the cell itself is clear.
    #expect(cell.backgroundConfiguration?.backgroundColor == .systemRed)
    let image = try Raster.Image(pngData: try solved.pngData())
    /// The RGBA of the pixel at the point (`x`, `y`) on the 2x screen.
    func pixel(_ x: CGFloat, _ y: CGFloat) -> [Int] {
      let (column, row) = (Int(x * 2), Int(y * 2))
      return image.bytes[(row * image.width + column) * 4..<(row * image.width + column + 1) * 4].map(
        Int.init)
    }
    // The row is at y = 20...64 on screen. systemRed is #FF3B30; the table's background,
    // systemBackground, is white.
    let red = [255, 59, 48, 255]
    let white = [255, 255, 255, 255]
    #expect(pixel(5, 42) == white)  // left of the 10-point inset
    #expect(pixel(12, 22) == white)  // above the 4-point inset
    #expect(pixel(100, 26) == red)  // inside the background
    #expect(pixel(11, 25) == white)  // in the 8-point rounded corner at (10, 24)
    #expect(pixel(367, 42) == white)  // right of 375 − 10
  }

  @Test func anAdaptiveHeaderTakesTheGroupedLookButKeepsWhatTheAppSet() throws {
    let controller = ConfiguredHeaderController(style: .insetGrouped)
    controller.makeHeader = { _ in
      var content = UIListContentConfiguration.header()
      content.text = "Favourites"
      content.textProperties.color = .systemRed
      return content
    }
    _ = try LayoutEngine().solve(UIKitLayout.controller("Headers") { controller }, on: phone)
    let header = try #require(controller.tableView.headerView(forSection: 0))
    let text = try #require(header.contentView.subviews.first?.subviews.first as? UILabel)
    // In an inset-grouped table header() becomes groupedHeader(): upper-cased footnote, 17 above;
    // the app's red stays. The text is at the cells' text: 16 (section) + 16.
    #expect(text.text == "FAVOURITES")
    #expect(text.font == .preferredFont(forTextStyle: .footnote))
    #expect(text.textColor == .systemRed)
    #expect(frame(of: text, in: header).origin == CGPoint(x: 32, y: 17))
  }

  @Test func aProminentHeaderKeepsItsOwnThreePointMargins() throws {
    let controller = ConfiguredHeaderController(style: .insetGrouped)
    controller.makeHeader = { _ in
      var content = UIListContentConfiguration.prominentInsetGroupedHeader()
      content.text = "Favourites"
      return content
    }
    _ = try LayoutEngine().solve(UIKitLayout.controller("Headers") { controller }, on: phone)
    let table = try #require(controller.tableView)
    let header = try #require(table.headerView(forSection: 0))
    let text = try #require(header.contentView.subviews.first?.subviews.first as? UILabel)
    // Title 3 (20 points) semibold in the label colour, 8 above and 11 below, 3 from the leading
    // edge: its margins do not grow to the table's.
    #expect(text.font.pointSize == 20)
    #expect(text.textColor == .label)
    #expect(frame(of: text, in: header).origin == CGPoint(x: 3, y: 8))
    #expect(table.rectForHeader(inSection: 0).height == 8 + lineHeight(20, scale: 2) + 11)
  }

  @Test func aSidebarCellKeepsTwentyEightPointsForItsSymbolAndTenBeforeItsText() throws {
    let (table, _) = try table(.plain) { cell, _ in
      var content = UIListContentConfiguration.sidebarCell()
      content.image = UIImage(systemName: "folder")
      content.text = "Documents"
      cell.contentConfiguration = content
    }
    let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
    let content = try #require(cell.contentView.subviews.first as? UIListContentView)
    let image = try #require(content.subviews.first { $0 is UIImageView })
    // The 24-point symbol centred in 28 points at the margin: 16 + (28 − 24) / 2 = 18; the text
    // 10 after the reserved width: 16 + 28 + 10 = 54.
    #expect(frame(of: image, in: cell).minX == 18)
    #expect(frame(of: try #require(try listLabels(of: cell).first), in: cell).minX == 54)
  }

  @Test func aListBackgroundTurnsGreyWhileSelectedUnlessTheAppSetAColour() {
    var selected = UICellConfigurationState(traitCollection: UITraitCollection.current)
    selected.isSelected = true
    let resting = UICellConfigurationState(traitCollection: UITraitCollection.current)
    let grey = UIBackgroundConfiguration.listPlainCell().updated(for: selected)
    #expect(grey.backgroundColor == .systemGray4)
    #expect(grey.updated(for: resting).backgroundColor == .systemBackground)
    var own = UIBackgroundConfiguration.listGroupedCell()
    own.backgroundColor = .systemTeal
    #expect(own.updated(for: selected).backgroundColor == .systemTeal)
    // A highlighted view (a header's state) is drawn as selected too.
    var highlighted = UIViewConfigurationState(traitCollection: UITraitCollection.current)
    highlighted.isHighlighted = true
    #expect(
      UIBackgroundConfiguration.listGroupedCell().updated(for: highlighted).backgroundColor == .systemGray4)
    // A button's clear background is no list background: it stays as it is.
    #expect(UIBackgroundConfiguration.clear().updated(for: selected).backgroundColor == nil)
  }

  @Test func settingTextClearsTheAttributedTextAndTheOtherWayRound() {
    var content = UIListContentConfiguration.cell()
    content.attributedText = NSAttributedString(string: "Bold")
    content.text = "Plain"
    #expect(content.attributedText == nil)
    content.secondaryText = "Detail"
    content.secondaryAttributedText = NSAttributedString(string: "Rich detail")
    #expect(content.secondaryText == nil)
    #expect(content.text == "Plain")
  }

  @Test func aCollectionViewCellLaidOutOnItsOwnShowsItsConfiguration() throws {
    let box = CellBox()
    let solved = try LayoutEngine().solve(
      UIKitLayout.cell("Cell") {
        let cell = UICollectionViewCell(frame: .zero)
        cell.configurationUpdateHandler = { cell, state in
          var content = UIListContentConfiguration.cell().updated(for: state)
          content.text = "Collection"
          cell.contentConfiguration = content
          cell.backgroundConfiguration = .listGroupedCell()
        }
        box.cell = cell
        return cell
      }, on: phone)
    #expect(solved.diagnostics == [])
    let cell = try #require(box.cell)
    let content = try #require(cell.contentView.subviews.first as? UIListContentView)
    let text = try #require(content.subviews.first as? UILabel)
    // No list around it: the configuration's own 16-point leading margin, at least 44 tall, the
    // line centred (11.75, on the pixel grid 12); its grouped background behind the content.
    #expect(text.text == "Collection")
    #expect(cell.frame.height == 44)
    #expect(
      frame(of: text, in: cell).origin
        == CGPoint(x: 16, y: snapped((44 - lineHeight(17, scale: 2)) / 2, scale: 2)))
    #expect(cell.backgroundConfiguration?.backgroundColor == .secondarySystemGroupedBackground)
    #expect(cell.subviews.first?.subviews.first?.backgroundColor == .secondarySystemGroupedBackground)
  }

  @Test func aListContentViewGivenAnotherConfigurationFailsTheLayoutNamingIt() throws {
    #expect {
      try LayoutEngine().solve(
        UIKitLayout.view("Content") {
          let view = UIListContentView(configuration: .cell())
          view.accessibilityIdentifier = "content"
          view.configuration = PlainTextConfiguration()
          return view
        }, on: phone)
    } throws: { error in
      guard case .invalidViewProperty(let view, let property, let reason, _) = error as? LayoutError else {
        return false
      }
      return view == "content" && property == "configuration"
        && reason.contains("not a PlainTextConfiguration")
    }
  }
}

/// A cell that sets its content and background from its state, as apps override
/// `updateConfiguration(using:)`.
final class StateCell: UITableViewCell {
  override func updateConfiguration(using state: UICellConfigurationState) {
    var content = defaultContentConfiguration().updated(for: state)
    content.text = state.isSelected ? "Selected" : "Not selected"
    contentConfiguration = content
    backgroundConfiguration = UIBackgroundConfiguration.listPlainCell().updated(for: state)
  }
}

/// A one-section table whose header and footer are configured header-footer views: by default
/// their `defaultContentConfiguration()` with a text, or the header `makeHeader` gives.
final class ConfiguredHeaderController: UITableViewController {
  var makeHeader: ((UITableViewHeaderFooterView) -> UIListContentConfiguration)?

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    tableView.register(UITableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "note")
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    var content = cell.defaultContentConfiguration()
    content.text = "AirDrop"
    cell.contentConfiguration = content
    return cell
  }

  override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
    guard let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: "note") else { return nil }
    if let makeHeader {
      header.contentConfiguration = makeHeader(header)
    } else {
      var content = header.defaultContentConfiguration()
      content.text = "Connections"
      header.contentConfiguration = content
    }
    return header
  }

  override func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
    let footer = tableView.dequeueReusableHeaderFooterView(withIdentifier: "note")
    var content = footer?.defaultContentConfiguration()
    content?.text = "Shown to nearby devices."
    footer?.contentConfiguration = content
    return footer
  }
}

/// Holds the cell a layout made, for the test to look at after the solve.
final class CellBox: @unchecked Sendable {
  var cell: UICollectionViewCell?
}

/// A content configuration of the app's own, which a list content view cannot show.
struct PlainTextConfiguration: UIContentConfiguration {
  func makeContentView() -> any UIView & UIContentView {
    UIListContentView(configuration: .cell())
  }

  func updated(for state: any UIConfigurationState) -> PlainTextConfiguration { self }
}
