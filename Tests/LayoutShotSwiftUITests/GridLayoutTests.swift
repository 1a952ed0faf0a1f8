import Foundation
import LayoutShotSwiftUI
import Testing

import struct LayoutShot.Rect

/// Grid and GridRow: columns as wide as their widest cell and rows as tall as their tallest,
/// alignment per grid, column, row and cell, spans, and views between rows, worked by hand from
/// Documentation/SwiftUILayout.md#grid.
@Suite struct GridLayoutTests {
  @Test func columnsAreAsWideAsTheirWidestCellAndRowsAsTallAsTheirTallest() throws {
    // Columns max(40, 50) = 50 and max(60, 20) = 60; rows max(20, 30) = 30 and 10; 8 apart by
    // default: the grid is 50 + 8 + 60 = 118 × 30 + 8 + 10 = 48, centred in 300 × 200 at
    // (91, 76). Cells are centred in their cells: a at (91 + 5, 76 + 5), d at (149 + 20, 114).
    let solved = try hosted(width: 300, height: 200) {
      Grid {
        GridRow {
          Color.red.frame(width: 40, height: 20).accessibilityIdentifier("a")
          Color.blue.frame(width: 60, height: 30).accessibilityIdentifier("b")
        }
        GridRow {
          Color.green.frame(width: 50, height: 10).accessibilityIdentifier("c")
          Color.gray.frame(width: 20, height: 10).accessibilityIdentifier("d")
        }
      }
    }
    #expect(same(try frame("a", in: solved), Rect(x: 96, y: 81, width: 40, height: 20)))
    #expect(same(try frame("b", in: solved), Rect(x: 149, y: 76, width: 60, height: 30)))
    #expect(same(try frame("c", in: solved), Rect(x: 91, y: 114, width: 50, height: 10)))
    #expect(same(try frame("d", in: solved), Rect(x: 169, y: 114, width: 20, height: 10)))
  }

  @Test func cellsLineUpByTheGridTheirColumnTheirRowAndTheirAnchor() throws {
    // The same 118 × 48 grid at (91, 76). Top-leading by default; the second column trailing
    // (d: 149 + 60 − 20 = 189); the first row bottom (a: 76 + 30 − 20 = 86); c anchored at its
    // cell's bottom-trailing corner, which c fills anyway; b at its cell's top-leading.
    let solved = try hosted(width: 300, height: 200) {
      Grid(alignment: .topLeading) {
        GridRow(alignment: .bottom) {
          Color.red.frame(width: 40, height: 20).accessibilityIdentifier("a")
          Color.blue.frame(width: 60, height: 30).accessibilityIdentifier("b")
        }
        GridRow {
          Color.green.frame(width: 50, height: 10).accessibilityIdentifier("c")
          Color.gray.frame(width: 20, height: 10).gridColumnAlignment(.trailing).accessibilityIdentifier("d")
        }
      }
    }
    #expect(same(try frame("a", in: solved), Rect(x: 91, y: 86, width: 40, height: 20)))
    #expect(same(try frame("d", in: solved), Rect(x: 189, y: 114, width: 20, height: 10)))
  }

  @Test func aRowLinesItsCellsUpByItsGuideAndGrowsToHoldThem() throws {
    // Baselines at 5 (of 40) and 30 (of 35): the row's baseline is 30 below its top, and the row
    // is max(40 − 5, 35 − 30) + 30 = 65 high. The grid is 20 + 8 + 20 = 48 × 65, centred in
    // 200 × 100 at (76, 17.5): the first cell at 17.5 + 30 − 5 = 42.5, the second at 17.5.
    let solved = try hosted(width: 200, height: 100) {
      Grid {
        GridRow(alignment: .firstTextBaseline) {
          Color.red.frame(width: 20, height: 40).alignmentGuide(.firstTextBaseline) { _ in 5 }
            .accessibilityIdentifier("low")
          Color.blue.frame(width: 20, height: 35).alignmentGuide(.firstTextBaseline) { _ in 30 }
            .accessibilityIdentifier("high")
        }
      }
    }
    #expect(same(try frame("low", in: solved), Rect(x: 76, y: 42.5, width: 20, height: 40)))
    #expect(same(try frame("high", in: solved), Rect(x: 104, y: 17.5, width: 20, height: 35)))
  }

  @Test func aCellAnchorPlacesTheCellsPointOnItsCells() throws {
    // a in its 50 × 30 cell at (91, 76), bottom-trailing: (91 + 10, 76 + 10).
    let solved = try hosted(width: 300, height: 200) {
      Grid {
        GridRow {
          Color.red.frame(width: 40, height: 20).gridCellAnchor(.bottomTrailing).accessibilityIdentifier("a")
          Color.blue.frame(width: 60, height: 30)
        }
        GridRow {
          Color.green.frame(width: 50, height: 10)
          Color.gray.frame(width: 20, height: 10)
        }
      }
    }
    #expect(same(try frame("a", in: solved), Rect(x: 101, y: 86, width: 40, height: 20)))
  }

  @Test func flexibleColumnsTakeWhatTheFixedOnesLeave() throws {
    // 300 wide, columns 10 apart: 290 to share. The fixed column first: offered 145, takes 50;
    // the flexible one is offered the 240 left. One row, offered the whole 100.
    let solved = try hosted(width: 300, height: 100) {
      Grid(horizontalSpacing: 10, verticalSpacing: 0) {
        GridRow {
          Color.blue.accessibilityIdentifier("flexible")
          Color.red.frame(width: 50).accessibilityIdentifier("fixed")
        }
      }
    }
    #expect(same(try frame("flexible", in: solved), Rect(x: 0, y: 0, width: 240, height: 100)))
    #expect(same(try frame("fixed", in: solved), Rect(x: 250, y: 0, width: 50, height: 100)))
  }

  @Test func aDividerBetweenRowsSpansEveryColumnAndWidensThem() throws {
    // Columns 40 and 60 from the first row, 10 apart. The divider spans both: offered their 110
    // and the 290 − 100 = 190 they leave, it is 300 wide, so each column grows by 190 / 2 = 95 to
    // 135 and 155. Rows 20 and 0.5 (one pixel at 2×), no gap: 20.5 high, centred in 100.5 at 40.
    // a is centred in (0, 40) 135 × 20: x = 47.5; b in (145, 40) 155 × 20: x = 192.5.
    let solved = try hosted(width: 300, height: 100.5) {
      Grid(horizontalSpacing: 10, verticalSpacing: 0) {
        GridRow {
          Color.red.frame(width: 40, height: 20).accessibilityIdentifier("a")
          Color.blue.frame(width: 60, height: 20).accessibilityIdentifier("b")
        }
        Divider().accessibilityIdentifier("line")
      }
    }
    #expect(same(try frame("a", in: solved), Rect(x: 47.5, y: 40, width: 40, height: 20)))
    #expect(same(try frame("b", in: solved), Rect(x: 192.5, y: 40, width: 60, height: 20)))
    #expect(same(try frame("line", in: solved), Rect(x: 0, y: 60, width: 300, height: 0.5)))
  }

  @Test func anUnsizedDividerTakesTheWidthTheOtherCellsGive() throws {
    // Columns 40 and 60: the grid is 110 wide, centred at x = 95; the divider is proposed 110.
    let solved = try hosted(width: 300, height: 100.5) {
      Grid(horizontalSpacing: 10, verticalSpacing: 0) {
        GridRow {
          Color.red.frame(width: 40, height: 20).accessibilityIdentifier("a")
          Color.blue.frame(width: 60, height: 20).accessibilityIdentifier("b")
        }
        Divider().gridCellUnsizedAxes(.horizontal).accessibilityIdentifier("line")
      }
    }
    #expect(same(try frame("a", in: solved), Rect(x: 95, y: 40, width: 40, height: 20)))
    #expect(same(try frame("b", in: solved), Rect(x: 145, y: 40, width: 60, height: 20)))
    #expect(same(try frame("line", in: solved), Rect(x: 95, y: 60, width: 110, height: 0.5)))
  }

  @Test func aCellSpanningColumnsWidensThemEquallyWhenItNeedsMore() throws {
    // Columns 40 and 60, 10 apart, give the spanning cell 110; it is 150, so each column grows by
    // 20, to 60 and 80. The grid is 150 × (20 + 10 + 30 = 60), centred in 300 × 100 at (75, 20).
    // a is centred in (75, 20) 60 × 20, b in (145, 20) 80 × 20; the wide cell fills (75, 50).
    let solved = try hosted(width: 300, height: 100) {
      Grid(horizontalSpacing: 10, verticalSpacing: 10) {
        GridRow {
          Color.red.frame(width: 40, height: 20).accessibilityIdentifier("a")
          Color.blue.frame(width: 60, height: 20).accessibilityIdentifier("b")
        }
        GridRow {
          Color.green.frame(width: 150, height: 30).gridCellColumns(2).accessibilityIdentifier("wide")
        }
      }
    }
    #expect(same(try frame("a", in: solved), Rect(x: 85, y: 20, width: 40, height: 20)))
    #expect(same(try frame("b", in: solved), Rect(x: 155, y: 20, width: 60, height: 20)))
    #expect(same(try frame("wide", in: solved), Rect(x: 75, y: 50, width: 150, height: 30)))
  }

  @Test func aRowWithFewerCellsLeavesItsLastColumnsEmpty() throws {
    // Three columns from the first row (20 each, 8 apart: 76 wide, at x = (200 − 76) / 2 = 62);
    // the second row's only cell is in the first column.
    let solved = try hosted(width: 200, height: 100) {
      Grid(verticalSpacing: 0) {
        GridRow {
          Color.red.frame(width: 20, height: 20)
          Color.red.frame(width: 20, height: 20)
          Color.red.frame(width: 20, height: 20).accessibilityIdentifier("last")
        }
        GridRow { Color.blue.frame(width: 20, height: 20).accessibilityIdentifier("alone") }
      }
    }
    #expect(same(try frame("last", in: solved), Rect(x: 118, y: 30, width: 20, height: 20)))
    #expect(same(try frame("alone", in: solved), Rect(x: 62, y: 50, width: 20, height: 20)))
  }

  @Test func aGridRowOutsideAGridIsAHorizontalStack() throws {
    // 40 + 8 + 60 = 108 wide, centred in 200 × 100 at (46, 40).
    let solved = try hosted(width: 200, height: 100) {
      GridRow {
        Color.red.frame(width: 40, height: 20).accessibilityIdentifier("red")
        Color.blue.frame(width: 60, height: 20).accessibilityIdentifier("blue")
      }
    }
    #expect(same(try frame("red", in: solved), Rect(x: 46, y: 40, width: 40, height: 20)))
    #expect(same(try frame("blue", in: solved), Rect(x: 94, y: 40, width: 60, height: 20)))
  }
}
