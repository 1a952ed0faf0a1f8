import Foundation
import LayoutShotSwiftUI
import Testing

import struct LayoutShot.Rect

/// Line limits that reserve room, and text fields that grow downwards.
///
/// `lineLimit(_:reservesSpace:)`, its ranges and `TextField(_:text:axis:)`. A body line is
/// 17 × 2444 / 2048 = 20.287 points; n lines are n times that, rounded up to the pixel at 2x.
@Suite struct LineLimitTests {
  private let sentence = "The quick brown fox jumps over the lazy dog and keeps on running far away"

  @Test func reservingSpaceTakesTheRoomOfTheLimitAndKeepsTheTextAtTheTop() throws {
    let solved = try hosted(width: 300, height: 200) {
      VStack(spacing: 0) {
        Text("One line").lineLimit(3, reservesSpace: true).accessibilityIdentifier("text")
        Color.red.frame(width: 10, height: 10).accessibilityIdentifier("below")
      }
    }
    // 3 × 20.287 = 60.86, 61 at 2x; the red box follows it.
    let text = try frame("text", in: solved)
    #expect(text.height == 61)
    #expect(try frame("below", in: solved).minY == text.maxY)
    // The line itself sits at the top of the room, one line high.
    let line = try frame("text/Lines", in: solved)
    #expect(line.minY == text.minY && line.height == 20.5)
  }

  @Test func withoutReservingALimitOnlyCaps() throws {
    let solved = try hosted(width: 300, height: 200) {
      Text("One line").lineLimit(3, reservesSpace: false).accessibilityIdentifier("text")
    }
    #expect(try frame("text", in: solved).height == 20.5)
  }

  @Test func aRangeReservesItsLowerBoundAndCapsAtItsUpper() throws {
    let short = try hosted(width: 300, height: 300) {
      Text("One line").lineLimit(2...4).accessibilityIdentifier("text")
    }
    let long = try hosted(width: 120, height: 300) {
      Text(sentence).lineLimit(2...4).accessibilityIdentifier("text")
    }
    let open = try hosted(width: 300, height: 300) {
      Text("One line").lineLimit(2...).accessibilityIdentifier("text")
    }
    let capped = try hosted(width: 120, height: 300) {
      Text(sentence).lineLimit(...2).accessibilityIdentifier("text")
    }
    // 2 lines: 40.57 → 41; the long sentence wraps to more than 4 lines at 120 points and is cut
    // at 4: 81.15 → 81.5; at most 2: 41.
    #expect(try frame("text", in: short).height == 41)
    #expect(try frame("text", in: long).height == 81.5)
    #expect(try frame("text", in: open).height == 41)
    #expect(try frame("text", in: capped).height == 41)
  }

  @Test func aVerticalTextFieldWrapsItsText() throws {
    let solved = try hosted(width: 300, height: 300) {
      VStack {
        TextField("Note", text: .constant(sentence), axis: .vertical)
          .frame(width: 120).accessibilityIdentifier("vertical")
        TextField("Note", text: .constant(sentence)).frame(width: 120).accessibilityIdentifier("horizontal")
      }
    }
    // One line for the plain field; several for the vertical one, a whole number of lines.
    #expect(try frame("horizontal", in: solved).height == 20.5)
    let lines = try frame("vertical", in: solved).height / (17 * 2444 / 2048)
    #expect(lines > 3)
  }

  @Test func aRoundedVerticalFieldReservesItsLinesInsideItsBorder() throws {
    let solved = try hosted(width: 300, height: 300) {
      TextField("Gift message", text: .constant(""), axis: .vertical)
        .lineLimit(3, reservesSpace: true)
        .textFieldStyle(.roundedBorder)
        .accessibilityIdentifier("field")
    }
    // The prompt's room is 3 lines (61) and the rounded border adds 13: 74.
    #expect(try frame("field", in: solved).height == 74)
  }
}
