import LayoutShot
import LayoutShotUIKit
import Raster
import Testing

// The slots list cell accessories take, computed by hand from Documentation/CollectionViews.md#accessories:
// 38 points for a system accessory (48 for a detail button), a view's width plus 16 towards the
// content plus the 16-point margin when it is at the edge; the content view fills the rest. The
// list is plain, on the 375-point `phone`, with rows 44 tall.
@MainActor
@Suite("List cell accessories")
struct CellAccessoryTests {
  /// The content view's frame in a cell of a plain list with `accessories`, indented `level`
  /// levels, the collection view editing or not.
  private func contentFrame(
    _ accessories: [UICellAccessory], level: Int = 0, indentsAccessories: Bool = true, editing: Bool = false
  ) throws -> CGRect {
    let host = ListLayoutHost(UICollectionLayoutListConfiguration(appearance: .plain), itemCounts: [1])
    host.configure = { cell, _ in
      cell.accessories = accessories
      cell.indentationLevel = level
      cell.indentsAccessories = indentsAccessories
    }
    let program = UIKitLayout.controller("List") {
      host.collectionView.isEditing = editing
      return host
    }
    let solved = try LayoutEngine().solve(program, on: phone)
    #expect(solved.diagnostics == [])
    return try #require(host.cell(0)).contentView.frame
  }

  @Test func systemAccessoriesTakeTheirStandardWidths() throws {
    #expect(try contentFrame([.disclosureIndicator()]) == CGRect(x: 0, y: 0, width: 375 - 38, height: 44))
    #expect(try contentFrame([.checkmark(), .disclosureIndicator()]).width == 375 - 38 - 38)
    #expect(try contentFrame([.detail()]).width == 375 - 48)
    // A reserved width replaces the standard one.
    #expect(
      try contentFrame([.disclosureIndicator(options: .init(reservedLayoutWidth: .custom(60)))]).width == 375
        - 60)
    // A hidden accessory keeps its width.
    #expect(try contentFrame([.checkmark(options: .init(isHidden: true))]).width == 375 - 38)
  }

  @Test func editingControlsShowOnlyWhileEditing() throws {
    let controls: [UICellAccessory] = [.delete(), .reorder()]
    #expect(try contentFrame(controls) == CGRect(x: 0, y: 0, width: 375, height: 44))
    // Editing: the delete control takes 38 at the leading edge, the reorder grip 38 at the trailing.
    #expect(try contentFrame(controls, editing: true) == CGRect(x: 38, y: 0, width: 375 - 76, height: 44))
    // An accessory displayed when not editing goes away while editing.
    #expect(try contentFrame([.disclosureIndicator(displayed: .whenNotEditing)], editing: true).width == 375)
  }

  @Test func indentationMovesTheContentAndTheLeadingAccessories() throws {
    // Two levels of 10 points: the content starts at 20.
    #expect(try contentFrame([], level: 2).minX == 20)
    // With a multiselect control, editing: the control starts at 20, the content at 20 + 38.
    #expect(try contentFrame([.multiselect()], level: 2, editing: true).minX == 58)
    // The control stays at the edge when accessories are not indented; the content moves all the same.
    #expect(try contentFrame([.multiselect()], level: 2, indentsAccessories: false, editing: true).minX == 58)
  }

  @Test func aCustomViewSitsAtTheMarginAndTheContentEndsBeforeIt() throws {
    let badge = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 20))
    let configuration = UICellAccessory.CustomViewConfiguration(
      customView: badge, placement: .trailing(), maintainsFixedSize: true)
    let frame = try contentFrame([.customView(configuration: configuration)])
    // 50 points of view, 16 to the content, 16 of margin: 375 − 82 = 293.
    #expect(frame.width == 293)
    // The view at the trailing margin, centred down: x = 375 − 16 − 50, y = (44 − 20) / 2.
    #expect(badge.frame == CGRect(x: 309, y: 12, width: 50, height: 20))
  }
}

/// An inset-grouped list with a disclosure indicator, drawn: the pixels are UIKit's colours
/// composited by hand (Documentation/SystemColors.md, light mode).
@MainActor
@Suite("List layouts drawn")
struct ListDrawingTests {
  @Test func anInsetGroupedListDrawsItsBackgroundCornersSeparatorAndChevron() throws {
    let host = ListLayoutHost(UICollectionLayoutListConfiguration(appearance: .insetGrouped), itemCounts: [2])
    host.configure = { cell, _ in cell.accessories = [.disclosureIndicator()] }
    let solved = try LayoutEngine().solve(UIKitLayout.controller("List") { host }, on: phone)
    let image = try Raster.Image(pngData: try solved.pngData())
    /// The RGBA of the pixel whose top-left corner is the point (`x`, `y`), at 2x.
    func pixel(_ x: Double, _ y: Double) -> [Int] {
      let (column, row) = (Int(x * 2), Int(y * 2))
      return image.bytes[(row * image.width + column) * 4..<(row * image.width + column + 1) * 4].map(
        Int.init)
    }
    /// Whether `pixel` is within 2 of `expected` in each channel.
    func near(_ pixel: [Int], _ expected: [Int]) -> Bool {
      zip(pixel, expected).allSatisfy { abs($0 - $1) <= 2 }
    }
    let grouped = [242, 242, 247, 255]  // systemGroupedBackground, #F2F2F7
    let white = [255, 255, 255, 255]  // secondarySystemGroupedBackground
    // The content does not scroll, so it rests at the top of the screen
    // (Documentation/ScrollViews.md#content-inset-adjustment); the section 35 below that: rows
    // at y = 35 and 79, x from 16 to 359.
    #expect(pixel(5, 300) == grouped)
    #expect(pixel(100, 40) == white)
    // The first row's top-left corner is rounded by 10: its very corner shows the background.
    #expect(pixel(16, 35) == grouped)
    // The separator between the rows, from x = 32 at y = 79 − 0.5: separator (#3C3C43 at 0.29)
    // over white is 255 − 195 × 0.29 ≈ 198 and 255 − 188 × 0.29 ≈ 200.
    #expect(near(pixel(200, 78.5), [198, 198, 200, 255]))
    #expect(pixel(20, 78.5) == white)
    // The chevron, centred 19 points in from the cell's trailing edge (359 − 19 = 340) and
    // halfway down the row (57): its two strokes span 2 to 4 points right of the centre there;
    // tertiaryLabel (#3C3C43 at 0.3) over white is 255 − 195 × 0.3 ≈ 197 and 255 − 188 × 0.3 ≈ 199.
    #expect(near(pixel(343, 57), [197, 197, 199, 255]))
    #expect(pixel(340, 57) == white)
  }
}
