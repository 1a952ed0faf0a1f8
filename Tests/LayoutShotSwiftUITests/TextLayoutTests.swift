import Foundation
import LayoutShotSwiftUI
import Testing

import struct LayoutShot.Rect

/// Text sizes: line heights rounded up to the pixel, wrapping to the proposal, ideal size one line
/// (Documentation/SwiftUILayout.md#text).
@Suite struct TextLayoutTests {
  @Test func aBodyLineIsItsLineHeightRoundedUpToThePixel() throws {
    // San Francisco body (17 pt) has a 20.287-point line (ascent 16.186 + descent 4.101, no line
    // gap): 20.333 at 3× (61 pixels), 20.5 at 2× (41 pixels) — the measured SwiftUI heights.
    let atThree = try hosted(width: 300, height: 100, scale: 3) {
      Text("Hello").accessibilityIdentifier("text")
    }
    let atTwo = try hosted(width: 300, height: 100, scale: 2) {
      Text("Hello").accessibilityIdentifier("text")
    }
    #expect(Swift.abs(try frame("text", in: atThree).height - 61.0 / 3) < 1e-6)
    #expect(try frame("text", in: atTwo).height == 20.5)
  }

  @Test func textWrapsToTheProposedWidthAndIsNoWiderThanItsLines() throws {
    let sentence = "The quick brown fox jumps over the lazy dog"
    let oneLine = try hosted(width: 1000, height: 200) { Text(sentence).accessibilityIdentifier("text") }
    let wrapped = try hosted(width: 120, height: 200) { Text(sentence).accessibilityIdentifier("text") }
    let line = try frame("text", in: oneLine)
    let lines = try frame("text", in: wrapped)
    #expect(line.height == 20.5)
    #expect(lines.width <= 120)
    #expect(lines.height > 2 * 20.5)
  }

  @Test func lineLimitStopsTheLines() throws {
    let solved = try hosted(width: 120, height: 200) {
      Text("The quick brown fox jumps over the lazy dog").lineLimit(1).accessibilityIdentifier("text")
    }
    #expect(try frame("text", in: solved).height == 20.5)
  }

  @Test func fixedSizeTextIsOneLineWhateverTheProposal() throws {
    let sentence = "The quick brown fox jumps over the lazy dog"
    let free = try hosted(width: 1000, height: 200) { Text(sentence).accessibilityIdentifier("text") }
    let fixed = try hosted(width: 120, height: 200) {
      Text(sentence).fixedSize().accessibilityIdentifier("text")
    }
    #expect(try frame("text", in: fixed).width == frame("text", in: free).width)
    #expect(try frame("text", in: fixed).height == 20.5)
  }

  @Test func aLargerTextStyleIsTaller() throws {
    // largeTitle is 34 pt: its line (34 × 1.19336 ≈ 40.57) is taller than body's 20.5.
    let solved = try hosted(width: 300, height: 100) {
      Text("Title").font(.largeTitle).accessibilityIdentifier("text")
    }
    #expect(try frame("text", in: solved).height > 40)
  }

  @Test func textIsSizedBeforeAFlexibleColourInAStack() throws {
    // Text's flexibility is finite, a colour's infinite: the text takes its one line first and
    // the colour the rest of the 300 points, 8 points after it.
    let solved = try hosted(width: 300, height: 50) {
      HStack {
        Color.red.accessibilityIdentifier("fill")
        Text("Total").accessibilityIdentifier("text")
      }
    }
    let text = try frame("text", in: solved)
    let fill = try frame("fill", in: solved)
    #expect(fill.minX == 0)
    #expect(fill.width + 8 + text.width == 300)
  }
}
