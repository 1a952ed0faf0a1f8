import Foundation
import LayoutShotSwiftUI
import Testing

import class LayoutShot.LayoutEngine
import struct LayoutShot.Rect
import struct LayoutShot.Screen
import struct LayoutShot.Size

/// Lists and forms at rest on the phone of ``phone``, worked by hand from UIKit's list metrics
/// (Documentation/Lists.md, as Documentation/SwiftUILists.md applies them): a list fills the
/// screen and starts below the 59-point top inset; rows are at least 44 tall, their content 11
/// below the row's top and at the 16-point margin (inside the card in an inset-grouped list,
/// which is inset 16 itself); a separator is one pixel (1/3 point) at a row's bottom.
///
/// The rows are fixed-size colours so that the heights are exact.
@MainActor @Suite struct ListLayoutTests {
  let pixel = 1.0 / 3

  @Test func anInsetGroupedListPutsItsRowsOnACardBelowThe35PointTopSpace() throws {
    // No header: the section starts 35 below the safe area's top, at 94. Row 1: max(44, 22 + 22)
    // = 44; row 2: max(44, 30 + 22) = 52. The card is inset 16 (x 16, width 361); the content
    // 16 further in (x 32) and 11 below each row's top (105, 138 + 11 = 149).
    let solved = try onPhone {
      List {
        Color.red.frame(width: 100, height: 22).accessibilityIdentifier("first")
        Color.red.frame(width: 100, height: 30).accessibilityIdentifier("second")
      }
    }
    #expect(near(try frame("first", in: solved), Rect(x: 32, y: 105, width: 100, height: 22)))
    #expect(near(try frame("second", in: solved), Rect(x: 32, y: 149, width: 100, height: 30)))
    #expect(frames(ofKind: "ListSection", in: solved).count == 1)
    #expect(near(frames(ofKind: "ListSection", in: solved)[0], Rect(x: 16, y: 94, width: 361, height: 96)))
    // One separator, under the first row, from the text's x (32) to the card's trailing edge
    // (377); none under the section's last row.
    let separators = frames(ofKind: "Separator", in: solved)
    #expect(separators.count == 1)
    #expect(near(separators[0], Rect(x: 32, y: 138 - pixel, width: 345, height: pixel)))
  }

  @Test func aWidePhoneTakesTheTwentyPointMargin() throws {
    // 430 points wide (wider than 414): the margin is 20, so the card is at x 20, 390 wide, and
    // the content at x 40 (Documentation/Lists.md#inset-grouped: "x = 40 on a wide one").
    let wide = Screen(
      size: Size(width: 430, height: 932), scale: 3, safeAreaInsets: .init(top: 59, bottom: 34), os: .ios18)
    let solved = try LayoutEngine().solve(
      SwiftUILayout.screen("Test") {
        List { Color.red.frame(width: 100, height: 22).accessibilityIdentifier("row") }
      }, on: wide)
    #expect(near(try frame("row", in: solved), Rect(x: 40, y: 105, width: 100, height: 22)))
    #expect(near(frames(ofKind: "ListSection", in: solved)[0], Rect(x: 20, y: 94, width: 390, height: 44)))
  }

  @Test func untitledSectionsAreTwoRoundedSpacesApart() throws {
    // Below the first section's card (94 to 138) 17.5 for its footer and 17.5 for the next
    // header, each rounded up to the pixel: 17.667, so the second card starts at 173.333.
    let solved = try onPhone {
      List {
        Section { Color.red.frame(width: 100, height: 22) }
        Section { Color.red.frame(width: 100, height: 22) }
      }
    }
    let cards = frames(ofKind: "ListSection", in: solved)
    #expect(cards.count == 2)
    #expect(near(cards[1], Rect(x: 16, y: 138 + 2 * ceilingToPixel(17.5), width: 361, height: 44)))
  }

  @Test func aCustomSectionSpacingReplacesTheUntitledSpaces() throws {
    // 10 points between the cards: the second starts at 138 + 10 = 148.
    let solved = try onPhone {
      List {
        Section { Color.red.frame(width: 100, height: 22) }
        Section { Color.red.frame(width: 100, height: 22) }
      }
      .listSectionSpacing(10)
    }
    #expect(near(frames(ofKind: "ListSection", in: solved)[1], Rect(x: 16, y: 148, width: 361, height: 44)))
  }

  @Test func aGroupedSectionsHeaderAndFooterTakeUIKitsMargins() throws {
    // Grouped: the first header's title 32 below the safe top (91), at the margin (16); the rows
    // 6 below it (91 + 16 + 6 = 113) across the whole width; the footer 6 below the rows (157 +
    // 6 = 163).
    let solved = try onPhone {
      List {
        Section {
          Color.red.frame(width: 100, height: 22).accessibilityIdentifier("row")
        } header: {
          Color.blue.frame(width: 50, height: 16).accessibilityIdentifier("header")
        } footer: {
          Color.green.frame(width: 60, height: 16).accessibilityIdentifier("footer")
        }
      }
      .listStyle(.grouped)
    }
    #expect(near(try frame("header", in: solved), Rect(x: 16, y: 91, width: 50, height: 16)))
    #expect(near(try frame("row", in: solved), Rect(x: 16, y: 124, width: 100, height: 22)))
    #expect(near(frames(ofKind: "ListSection", in: solved)[0], Rect(x: 0, y: 113, width: 393, height: 44)))
    #expect(near(try frame("footer", in: solved), Rect(x: 16, y: 163, width: 60, height: 16)))
  }

  @Test func aPlainListStartsAtTheSafeAreaAndSeparatesAllButItsLastRow() throws {
    // Plain: no space above an untitled section; rows from 59, 44 apart, content at x 16; a
    // separator under rows 1 and 2 from x 16 to the list's trailing edge (377 wide).
    let solved = try onPhone {
      List {
        ForEach(0..<3) { index in
          Color.red.frame(width: 100, height: 22).accessibilityIdentifier("row\(index)")
        }
      }
      .listStyle(.plain)
    }
    #expect(near(try frame("row0", in: solved), Rect(x: 16, y: 70, width: 100, height: 22)))
    #expect(near(try frame("row2", in: solved), Rect(x: 16, y: 158, width: 100, height: 22)))
    let separators = frames(ofKind: "Separator", in: solved)
    #expect(separators.count == 2)
    #expect(near(separators[0], Rect(x: 16, y: 103 - pixel, width: 377, height: pixel)))
    #expect(near(separators[1], Rect(x: 16, y: 147 - pixel, width: 377, height: pixel)))
  }

  @Test func aPlainListsShortHeaderIsCentredInTheTwentyEightPointHeaderBelowItsPadding() throws {
    // Plain: 22 points of padding above the header, which is at least 28 tall
    // (Documentation/Lists.md#sections); the 16-point header is centred in it:
    // y = 59 + 22 + (28 − 16) / 2 = 87. The row starts below it, at 59 + 22 + 28 = 109, its
    // content 11 further down.
    let solved = try onPhone {
      List {
        Section {
          Color.red.frame(width: 100, height: 22).accessibilityIdentifier("row")
        } header: {
          Color.blue.frame(width: 50, height: 16).accessibilityIdentifier("header")
        }
      }
      .listStyle(.plain)
    }
    #expect(near(try frame("header", in: solved), Rect(x: 16, y: 87, width: 50, height: 16)))
    #expect(near(try frame("row", in: solved), Rect(x: 16, y: 120, width: 100, height: 22)))
  }

  @Test func theLeastRowHeightComesFromTheEnvironment() throws {
    // Rows at least 60: the 22-point content is centred between the 11-point insets:
    // y = 94 + 11 + (60 − 22 − 22) / 2 = 113.
    let solved = try onPhone {
      List { Color.red.frame(width: 100, height: 22).accessibilityIdentifier("row") }
        .environment(\.defaultMinListRowHeight, 60)
    }
    #expect(near(try frame("row", in: solved), Rect(x: 32, y: 113, width: 100, height: 22)))
    #expect(near(frames(ofKind: "ListSection", in: solved)[0], Rect(x: 16, y: 94, width: 361, height: 60)))
  }

  @Test func rowInsetsReplaceTheMargins() throws {
    // No insets: the content sits at the card's edge (16) and is centred in the 44-point row:
    // y = 94 + (44 − 22) / 2 = 105.
    let solved = try onPhone {
      List {
        Color.red.frame(width: 100, height: 22).accessibilityIdentifier("row")
          .listRowInsets(EdgeInsets())
      }
    }
    #expect(near(try frame("row", in: solved), Rect(x: 16, y: 105, width: 100, height: 22)))
  }

  @Test func aSeparatorStartsAtTheRowsText() throws {
    // The text follows a 30-point icon 12 points on: x = 32 + 30 + 12 = 74 (the icon's own
    // overlaid letter does not count); the line under the first row runs from there to the
    // card's trailing edge (377): 303 wide.
    let solved = try onPhone {
      List {
        HStack(spacing: 12) {
          Color.red.frame(width: 30, height: 22).overlay(Text("W"))
          Text("Wi-Fi")
        }
        Text("Bluetooth")
      }
    }
    let separators = frames(ofKind: "Separator", in: solved)
    #expect(separators.count == 1)
    #expect(near(separators[0], Rect(x: 74, y: 138 - pixel, width: 303, height: pixel)))
  }

  @Test func aHiddenSeparatorIsNotDrawn() throws {
    let solved = try onPhone {
      List {
        Color.red.frame(width: 100, height: 22).listRowSeparator(.hidden)
        Color.red.frame(width: 100, height: 22)
        Color.red.frame(width: 100, height: 22).listRowSeparator(.hidden, edges: .top)
      }
    }
    // Three rows, two lines between them: the first hidden below row 1, the second above row 3.
    #expect(frames(ofKind: "Separator", in: solved).isEmpty)
  }

  @Test func aForEachsRowBackgroundIsBehindEachOfItsRows() throws {
    // Three 44-point rows from y = 94 on the card (x 16, 361 wide): a background behind each,
    // at 94, 138 and 182.
    let solved = try onPhone {
      List {
        ForEach(0..<3) { Text("Row \($0)") }
          .listRowBackground(Color.yellow)
      }
    }
    let backgrounds = frames(ofKind: "Color", in: solved)
    #expect(backgrounds.count == 3)
    for (index, background) in backgrounds.enumerated() {
      #expect(near(background, Rect(x: 16, y: 94 + 44 * Double(index), width: 361, height: 44)))
    }
  }

  @Test func spacedRowsOfAnInsetListAreCardsOfTheirOwn() throws {
    // 8 between rows: cards at 94 and 94 + 44 + 8 = 146, and no separators.
    let solved = try onPhone {
      List {
        Color.red.frame(width: 100, height: 22)
        Color.red.frame(width: 100, height: 22)
      }
      .listRowSpacing(8)
    }
    let cards = frames(ofKind: "ListSection", in: solved)
    #expect(cards.count == 2)
    #expect(near(cards[1], Rect(x: 16, y: 146, width: 361, height: 44)))
    #expect(frames(ofKind: "Separator", in: solved).isEmpty)
  }

  @Test func aListOf10000RowsMakesOnlyTheRowsThatShow() throws {
    // Rows 44 tall from y = 94: a row shows when its top is above the screen's bottom (852),
    // 94 + 44 k < 852 for k = 0 … 17: 18 rows.
    let solved = try onPhone {
      List(0..<10_000, id: \.self) { Text("Row \($0)") }
    }
    #expect(frames(ofKind: "Text", in: solved).count == 18)
    // The last row straddles the screen's bottom edge: it is scrolled content, not cut off.
    #expect(solved.diagnostics.isEmpty)
  }

  @Test func theWholeContentExtentShowsEveryRow() throws {
    // 30 rows of 44 under the 35-point top space, the 20-point space below the last section and
    // the insets: 59 + 35 + 30 × 44 + 20 + 34 = 1468 points.
    let solved = try onPhone(extent: .scrollContent) {
      List(0..<30, id: \.self) { Text("Row \($0)") }
    }
    #expect(solved.screen.size.height == 1468)
    #expect(frames(ofKind: "Text", in: solved).count == 30)
  }

  @Test func aFormsToggleRowHasItsLabelLeadingAndItsSwitchTrailing() throws {
    // An inset-grouped row: the toggle is offered the card's width less the margins
    // (361 − 32 = 329) and takes it, at x 32, 11 below the row's top; the 31-point switch makes
    // the row 31 + 22 = 53 tall.
    let solved = try onPhone {
      Form {
        Toggle("Wi-Fi", isOn: .constant(true)).accessibilityIdentifier("toggle")
      }
    }
    #expect(near(try frame("toggle", in: solved), Rect(x: 32, y: 105, width: 329, height: 31)))
    #expect(near(frames(ofKind: "ListSection", in: solved)[0], Rect(x: 16, y: 94, width: 361, height: 53)))
  }

  @Test func aNavigationLinkRowEndsInTheDisclosureChevron() throws {
    // The link spreads across the row's content (x 32 to 361), its 8 × 13 chevron at the end:
    // x = 361 − 8 = 353.
    let solved = try onPhone {
      List { NavigationLink("General") { Text("Settings") } }
    }
    let chevrons = frames(ofKind: "Chevron", in: solved)
    #expect(chevrons.count == 1)
    #expect(chevrons.map { [$0.minX, $0.width, $0.height] } == [[353, 8, 13]])
  }

  @Test func aNavigationLinkOutsideAListHasNoChevron() throws {
    let solved = try onPhone { NavigationLink("General") { Text("Settings") } }
    #expect(frames(ofKind: "Chevron", in: solved).isEmpty)
  }

  @Test func anExpandedDisclosureGroupsContentIsRowsUnderItsLabel() throws {
    // The label's row and two content rows, 44 each: a card 132 tall; collapsed, the label's
    // row alone, 44.
    let expanded = try onPhone {
      List {
        DisclosureGroup("Advanced", isExpanded: .constant(true)) {
          Color.red.frame(width: 100, height: 22)
          Color.red.frame(width: 100, height: 22)
        }
      }
    }
    let collapsed = try onPhone {
      List {
        DisclosureGroup("Advanced", isExpanded: .constant(false)) {
          Color.red.frame(width: 100, height: 22)
        }
      }
    }
    #expect(near(frames(ofKind: "ListSection", in: expanded)[0], Rect(x: 16, y: 94, width: 361, height: 132)))
    #expect(near(frames(ofKind: "ListSection", in: collapsed)[0], Rect(x: 16, y: 94, width: 361, height: 44)))
  }

  @Test func aMenuPickerInAFormRowShowsItsLabelAndValue() throws {
    // In a row the picker spreads its label and its value across the content width (329).
    let solved = try onPhone {
      Form {
        Picker("Theme", selection: .constant(1)) {
          Text("Light").tag(0)
          Text("Dark").tag(1)
        }
        .accessibilityIdentifier("picker")
      }
    }
    let picker = try frame("picker", in: solved)
    #expect(picker.minX == 32 && picker.width == 329)
  }
}
