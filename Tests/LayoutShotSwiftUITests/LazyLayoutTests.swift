import Foundation
import LayoutShotSwiftUI
import Testing

import struct LayoutShot.Rect

/// Lazy stacks and grids, frames worked by hand from Documentation/SwiftUILazyStacks.md, in a
/// host 200 × 400 points at 2× with no safe area.
@MainActor @Suite struct LazyLayoutTests {
  // MARK: Lazy stacks

  @Test func aLazyVStackFillsTheWidthAndCentresItsViews() throws {
    // Proposed 200 × 400, the stack is 200 wide (it fills the width) and 30 + 8 + 20 = 58 high,
    // centred in the host: y = (400 − 58) / 2 = 171. Its views are centred in the 200 points:
    // the 40-wide one at x = 80, the 60-wide one at x = 70, 8 apart (the default spacing).
    let solved = try hosted(width: 200, height: 400) {
      LazyVStack {
        Color.red.frame(width: 40, height: 30).accessibilityIdentifier("first")
        Color.blue.frame(width: 60, height: 20).accessibilityIdentifier("second")
      }
      .accessibilityIdentifier("stack")
    }
    #expect(same(try frame("stack", in: solved), Rect(x: 0, y: 171, width: 200, height: 58)))
    #expect(same(try frame("first", in: solved), Rect(x: 80, y: 171, width: 40, height: 30)))
    #expect(same(try frame("second", in: solved), Rect(x: 70, y: 209, width: 60, height: 20)))
  }

  @Test func aLeadingLazyVStackLinesItsViewsUpAtTheLeadingEdge() throws {
    // Alignment .leading: both views at x = 0 of the 200-point stack. Spacing 4: the stack is
    // 30 + 4 + 20 = 54 high, from y = (400 − 54) / 2 = 173; the second view at 173 + 30 + 4 = 207.
    let solved = try hosted(width: 200, height: 400) {
      LazyVStack(alignment: .leading, spacing: 4) {
        Color.red.frame(width: 40, height: 30).accessibilityIdentifier("first")
        Color.blue.frame(width: 60, height: 20).accessibilityIdentifier("second")
      }
    }
    #expect(same(try frame("first", in: solved), Rect(x: 0, y: 173, width: 40, height: 30)))
    #expect(same(try frame("second", in: solved), Rect(x: 0, y: 207, width: 60, height: 20)))
  }

  @Test func aLazyHStackFillsTheHeight() throws {
    // Proposed 200 × 400: 30 + 10 + 50 = 90 wide, 400 high; x = (200 − 90) / 2 = 55; the views
    // centred down the 400 points: y = (400 − 20) / 2 = 190 and (400 − 40) / 2 = 180.
    let solved = try hosted(width: 200, height: 400) {
      LazyHStack(spacing: 10) {
        Color.red.frame(width: 30, height: 20).accessibilityIdentifier("first")
        Color.blue.frame(width: 50, height: 40).accessibilityIdentifier("second")
      }
      .accessibilityIdentifier("stack")
    }
    #expect(same(try frame("stack", in: solved), Rect(x: 55, y: 0, width: 90, height: 400)))
    #expect(same(try frame("first", in: solved), Rect(x: 55, y: 190, width: 30, height: 20)))
    #expect(same(try frame("second", in: solved), Rect(x: 95, y: 180, width: 50, height: 40)))
  }

  @Test func pinnedSectionHeadersRestWhereTheyAre() throws {
    // A section's header, its rows and the next section follow each other with the stack's
    // spacing (0): header 20, two rows of 30, header 20, a row of 30 = 130 high, from
    // y = (400 − 130) / 2 = 135. At rest the pinned headers are where unpinned ones would be:
    // the first at 135, the second at 135 + 20 + 60 = 215.
    let solved = try hosted(width: 200, height: 400) {
      LazyVStack(spacing: 0, pinnedViews: [.sectionHeaders]) {
        Section {
          Color.red.frame(height: 30)
          Color.red.frame(height: 30).accessibilityIdentifier("secondRow")
        } header: {
          Color.gray.frame(height: 20).accessibilityIdentifier("firstHeader")
        }
        Section {
          Color.blue.frame(height: 30).accessibilityIdentifier("lastRow")
        } header: {
          Color.gray.frame(height: 20).accessibilityIdentifier("secondHeader")
        }
      }
    }
    #expect(same(try frame("firstHeader", in: solved), Rect(x: 0, y: 135, width: 200, height: 20)))
    #expect(same(try frame("secondRow", in: solved), Rect(x: 0, y: 185, width: 200, height: 30)))
    #expect(same(try frame("secondHeader", in: solved), Rect(x: 0, y: 215, width: 200, height: 20)))
    #expect(same(try frame("lastRow", in: solved), Rect(x: 0, y: 235, width: 200, height: 30)))
  }

  // MARK: Grid columns

  /// A grid of `count` 10-point-high cells named `cell0`, `cell1`, … in `columns`, 200 wide.
  private func grid(_ columns: [GridItem], count: Int) throws -> [Rect] {
    let solved = try hosted(width: 200, height: 400) {
      LazyVGrid(columns: columns, spacing: 0) {
        ForEach(0..<count, id: \.self) { index in
          Color.red.frame(height: 10).accessibilityIdentifier("cell\(index)")
        }
      }
    }
    return try (0..<count).map { try frame("cell\($0)", in: solved) }
  }

  @Test func fixedColumnsAreTheirWidthWhateverIsOffered() throws {
    // Two fixed columns of 50, 8 apart: the grid is 108 wide, centred: x = (200 − 108) / 2 = 46;
    // the columns at 46 and 46 + 58 = 104. A Color fills its column's width.
    let cells = try grid([GridItem(.fixed(50)), GridItem(.fixed(50))], count: 2)
    #expect(cells.map(\.minX) == [46, 104])
    #expect(cells.map(\.width) == [50, 50])
  }

  @Test func flexibleColumnsShareWhatIsLeft() throws {
    // 200 − 8 − 8 = 184 for three flexible columns: 184 / 3 each, at 0, 184/3 + 8, 2 × (184/3 + 8).
    // The frames are on the 2× pixel grid: 61.333 → 61.5 wide (0 to 61.5), the next from
    // 69.333 → 69.5 to 130.667 → 130.5, the last from 138.667 → 138.5 to 200.
    let cells = try grid([GridItem(), GridItem(), GridItem()], count: 3)
    #expect(cells.map(\.minX) == [0, 69.5, 138.5])
    #expect(cells.map(\.maxX) == [61.5, 130.5, 200])
  }

  @Test func fixedColumnsAreSizedFirstAndFlexibleOnesClamped() throws {
    // [flexible(max 40), fixed(100)] in 200: 200 − 8 = 192; the fixed column takes 100 first,
    // leaving 92 for the flexible one, clamped to 40. The grid is 40 + 8 + 100 = 148 wide,
    // centred: x = 26; the columns at 26 and 74.
    let cells = try grid([GridItem(.flexible(maximum: 40)), GridItem(.fixed(100))], count: 2)
    #expect(cells.map(\.minX) == [26, 74])
    #expect(cells.map(\.width) == [40, 100])
  }

  @Test func anAdaptiveColumnFitsAsManyColumnsOfItsMinimumAsItCan() throws {
    // objc.io's quiz 1: [fixed(70), adaptive(min 40)] in 200: 200 − 8 − 70 = 122 for the
    // adaptive item: floor((122 + 8) / (40 + 8)) = 2 columns of (122 − 8) / 2 = 57, at 78 and
    // 78 + 57 + 8 = 143. The third cell starts the second row (10 high, row spacing 0).
    let cells = try grid([GridItem(.fixed(70)), GridItem(.adaptive(minimum: 40))], count: 4)
    #expect(cells.map(\.minX) == [0, 78, 143, 0])
    #expect(cells.map(\.width) == [70, 57, 57, 70])
    #expect(cells[3].minY - cells[0].minY == 10)
  }

  @Test func anAdaptiveColumnKeepsToItsMaximum() throws {
    // adaptive(min 80, max 90) alone in 200: floor((200 + 8) / 88) = 2 columns of
    // (200 − 8) / 2 = 96, held to 90: at 0 and 98, the grid 188 wide, centred: x = 6 and 104.
    let cells = try grid([GridItem(.adaptive(minimum: 80, maximum: 90))], count: 2)
    #expect(cells.map(\.minX) == [6, 104])
    #expect(cells.map(\.width) == [90, 90])
  }

  @Test func cellsLineUpInTheirColumnsAndRowsAreAsTallAsTheirTallestCell() throws {
    // Two flexible columns of (200 − 8) / 2 = 96 at 0 and 104. Row 1: cells 20 and 40 high, so
    // 40 high; the 20-high cell centred down it. Row 2 starts 40 + 6 below; its 30-wide cell
    // is lined up at the leading edge of its column (its item's alignment). The grid is
    // 40 + 6 + 10 = 56 high, from y = (400 − 56) / 2 = 172.
    let solved = try hosted(width: 200, height: 400) {
      LazyVGrid(columns: [GridItem(alignment: .leading), GridItem()], spacing: 6) {
        Color.red.frame(width: 30, height: 20).accessibilityIdentifier("a")
        Color.red.frame(height: 40).accessibilityIdentifier("b")
        Color.red.frame(width: 30, height: 10).accessibilityIdentifier("c")
      }
    }
    #expect(same(try frame("a", in: solved), Rect(x: 0, y: 182, width: 30, height: 20)))
    #expect(same(try frame("b", in: solved), Rect(x: 104, y: 172, width: 96, height: 40)))
    #expect(same(try frame("c", in: solved), Rect(x: 0, y: 218, width: 30, height: 10)))
  }

  @Test func aSectionHeaderSpansTheGridAndItsItemsStartANewRow() throws {
    // Two columns of 96. Section 1: header 20 high across the 200 points, then one item (a row
    // of 10); section 2: header, then its item starts a new row in the first column. Rows 8
    // apart: 20 + 8 + 10 + 8 + 20 + 8 + 10 = 84 high, from y = (400 − 84) / 2 = 158.
    let solved = try hosted(width: 200, height: 400) {
      LazyVGrid(columns: [GridItem(), GridItem()]) {
        Section {
          Color.red.frame(height: 10)
        } header: {
          Color.gray.frame(height: 20).accessibilityIdentifier("header1")
        }
        Section {
          Color.red.frame(height: 10).accessibilityIdentifier("item2")
        } header: {
          Color.gray.frame(height: 20).accessibilityIdentifier("header2")
        }
      }
    }
    #expect(same(try frame("header1", in: solved), Rect(x: 0, y: 158, width: 200, height: 20)))
    #expect(same(try frame("header2", in: solved), Rect(x: 0, y: 204, width: 200, height: 20)))
    #expect(same(try frame("item2", in: solved), Rect(x: 0, y: 232, width: 96, height: 10)))
  }

  @Test func aLazyHGridFillsItsRowsColumnByColumn() throws {
    // Rows fixed 30 and 50, 8 apart: 88 high, centred: y = (400 − 88) / 2 = 156; rows at 156 and
    // 194. Three cells 20 wide: column 1 holds the first two, column 2 the third, 8 apart; the
    // grid is 48 wide, x = (200 − 48) / 2 = 76.
    let solved = try hosted(width: 200, height: 400) {
      LazyHGrid(rows: [GridItem(.fixed(30)), GridItem(.fixed(50))]) {
        Color.red.frame(width: 20).accessibilityIdentifier("a")
        Color.red.frame(width: 20).accessibilityIdentifier("b")
        Color.red.frame(width: 20).accessibilityIdentifier("c")
      }
    }
    #expect(same(try frame("a", in: solved), Rect(x: 76, y: 156, width: 20, height: 30)))
    #expect(same(try frame("b", in: solved), Rect(x: 76, y: 194, width: 20, height: 50)))
    #expect(same(try frame("c", in: solved), Rect(x: 104, y: 156, width: 20, height: 30)))
  }
}
