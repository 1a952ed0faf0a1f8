import LayoutShot
import LayoutShotUIKit
import Testing

@testable import AppFilesMainActor
@testable import AppFilesSwift5
@testable import AppFilesSwift6

// The app files' `BadgeCell` (its own content configuration and content view, set in
// `updateConfiguration(using:)`), as each language mode compiled it: the cell updates its
// configurations before it is laid out, so its content view shows the badge and its background
// is the grouped list cell's colour.

/// The three modes' badge cells, made on the main actor.
@MainActor
private func badgeCells() -> [UITableViewCell] {
  var swift5 = AppFilesSwift5.BadgeConfiguration()
  swift5.count = 5
  let five = AppFilesSwift5.BadgeCell(style: .default, reuseIdentifier: "badge")
  five.badge = swift5
  var swift6 = AppFilesSwift6.BadgeConfiguration()
  swift6.count = 6
  let six = AppFilesSwift6.BadgeCell(style: .default, reuseIdentifier: "badge")
  six.badge = swift6
  var mainActor = AppFilesMainActor.BadgeConfiguration()
  mainActor.count = 7
  let seven = AppFilesMainActor.BadgeCell(style: .default, reuseIdentifier: "badge")
  seven.badge = mainActor
  return [five, six, seven]
}

@MainActor
@Suite("A cell's own content configuration in every language mode")
struct BadgeCellTests {
  @Test func eachModesBadgeCellShowsItsConfigurationOverItsBackground() throws {
    let phone = Screen(device: "phone", size: Size(width: 375, height: 667), scale: 2)
    for (cell, count) in zip(badgeCells(), [5, 6, 7]) {
      _ = try LayoutEngine().solve(UIKitLayout.cell("Badge") { cell }, on: phone)
      let content = try #require(cell.contentView.subviews.first)
      let labels = content.subviews.compactMap { $0 as? UILabel }
      #expect(labels.map(\.text) == ["", "\(count)"])
      #expect(cell.backgroundConfiguration?.backgroundColor == .secondarySystemGroupedBackground)
    }
  }
}
