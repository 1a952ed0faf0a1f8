import Foundation
import LayoutShotSwiftUI
import Testing

import struct LayoutShot.Rect

/// HStack and VStack: spacing, the order children are sized in, priority groups and overflow,
/// worked by hand from Documentation/SwiftUILayout.md#stacks.
@Suite struct StackLayoutTests {
  @Test func childrenAreSizedLeastFlexibleFirstAndShareWhatIsLeft() throws {
    // 300 wide, no spacing. Flexibility (length at ∞ − length at 0): red 0 (fixed 50), blue 30
    // (max 30), green ∞. Red first: offered 300/3 = 100, takes 50 → 250 left. Blue: offered
    // 250/2 = 125, its frame caps it at 30 → 220 left. Green: offered 220, takes 220.
    let solved = try hosted(width: 300, height: 100) {
      HStack(spacing: 0) {
        Color.red.frame(width: 50).accessibilityIdentifier("red")
        Color.green.accessibilityIdentifier("green")
        Color.blue.frame(maxWidth: 30).accessibilityIdentifier("blue")
      }
    }
    #expect(same(try frame("red", in: solved), Rect(x: 0, y: 0, width: 50, height: 100)))
    #expect(same(try frame("green", in: solved), Rect(x: 50, y: 0, width: 220, height: 100)))
    #expect(same(try frame("blue", in: solved), Rect(x: 270, y: 0, width: 30, height: 100)))
  }

  @Test func plainViewsAreEightPointsApartAndTheStackIsCentred() throws {
    // Two plain views state no spacing preference: the iOS default, 8. Stack 40 + 8 + 40 = 88
    // wide, 40 high, centred in 200 × 100: x = (200 − 88) / 2 = 56, y = (100 − 40) / 2 = 30.
    let solved = try hosted(width: 200, height: 100) {
      HStack {
        Color.red.frame(width: 40, height: 40).accessibilityIdentifier("red")
        Color.blue.frame(width: 40, height: 40).accessibilityIdentifier("blue")
      }
    }
    #expect(same(try frame("red", in: solved), Rect(x: 56, y: 30, width: 40, height: 40)))
    #expect(same(try frame("blue", in: solved), Rect(x: 104, y: 30, width: 40, height: 40)))
  }

  @Test func aSpacerTakesTheRestWithNoGapAroundIt() throws {
    // A spacer prefers 0 beside it, so red and blue sit at the ends of the 200-point stack and the
    // spacer takes 200 − 40 − 40 = 120. Spacers are 0 high across an HStack: the stack is 40 high.
    let solved = try hosted(width: 200, height: 100) {
      HStack {
        Color.red.frame(width: 40, height: 40).accessibilityIdentifier("red")
        Spacer()
        Color.blue.frame(width: 40, height: 40).accessibilityIdentifier("blue")
      }
    }
    #expect(same(try frame("red", in: solved), Rect(x: 0, y: 30, width: 40, height: 40)))
    #expect(same(try frame("blue", in: solved), Rect(x: 160, y: 30, width: 40, height: 40)))
  }

  @Test func aSpacerKeepsItsMinimumLength() throws {
    // VStack 100 high: red 60 and blue 60 leave −20 for the spacer, which keeps its minimum 8.
    // The stack overflows: 60 + 8 + 60 = 128, centred: y = (100 − 128) / 2 = −14.
    let solved = try hosted(width: 100, height: 100) {
      VStack {
        Color.red.frame(width: 20, height: 60).accessibilityIdentifier("red")
        Spacer()
        Color.blue.frame(width: 20, height: 60).accessibilityIdentifier("blue")
      }
    }
    #expect(same(try frame("red", in: solved), Rect(x: 40, y: -14, width: 20, height: 60)))
    #expect(same(try frame("blue", in: solved), Rect(x: 40, y: 54, width: 20, height: 60)))
  }

  @Test func aHigherPriorityTakesAllButTheOthersMinimum() throws {
    // Green (priority 1) is sized first, with red's minimum (20) kept back: offered
    // 200 − 20 = 180, takes 180. Then red gets its 20 back: offered 20, takes 20.
    let solved = try hosted(width: 200, height: 50) {
      HStack(spacing: 0) {
        Color.red.frame(minWidth: 20).accessibilityIdentifier("red")
        Color.green.frame(minWidth: 30).layoutPriority(1).accessibilityIdentifier("green")
      }
    }
    #expect(same(try frame("red", in: solved), Rect(x: 0, y: 0, width: 20, height: 50)))
    #expect(same(try frame("green", in: solved), Rect(x: 20, y: 0, width: 180, height: 50)))
  }

  @Test func aStackOverflowsWhenItsChildrenTakeMoreThanOffered() throws {
    // objc.io's measured case: a 150-point HStack of red (min 75) and green (fixed 100). Green
    // is less flexible: offered 75, takes 100 → 50 left. Red: offered 50, keeps its minimum 75.
    // The stack is 175 wide, centred in 150: x = (150 − 175) / 2 = −12.5.
    let solved = try hosted(width: 150, height: 50) {
      HStack(spacing: 0) {
        Color.red.frame(minWidth: 75).accessibilityIdentifier("red")
        Color.green.frame(width: 100).accessibilityIdentifier("green")
      }
    }
    #expect(same(try frame("red", in: solved), Rect(x: -12.5, y: 0, width: 75, height: 50)))
    #expect(same(try frame("green", in: solved), Rect(x: 62.5, y: 0, width: 100, height: 50)))
  }

  @Test func childrenLineUpByTheStackAlignment() throws {
    // VStack(alignment: .trailing), spacing 4: widths 60 and 20 line up on their trailing edges;
    // the stack is 60 wide and 10 + 4 + 10 = 24 high, centred in 100 × 100 at (20, 38).
    let solved = try hosted(width: 100, height: 100) {
      VStack(alignment: .trailing, spacing: 4) {
        Color.red.frame(width: 60, height: 10).accessibilityIdentifier("wide")
        Color.blue.frame(width: 20, height: 10).accessibilityIdentifier("narrow")
      }
    }
    #expect(same(try frame("wide", in: solved), Rect(x: 20, y: 38, width: 60, height: 10)))
    #expect(same(try frame("narrow", in: solved), Rect(x: 60, y: 52, width: 20, height: 10)))
  }

  @Test func aZStackIsAsLargeAsItsLargestChildAndAlignsThem() throws {
    // 80 × 40 and 20 × 20 aligned bottom-trailing: the stack is 80 × 40, centred in 100 × 100 at
    // (10, 30); the small one's bottom-trailing corner meets the large one's, at (90, 70).
    let solved = try hosted(width: 100, height: 100) {
      ZStack(alignment: .bottomTrailing) {
        Color.blue.frame(width: 80, height: 40).accessibilityIdentifier("back")
        Color.red.frame(width: 20, height: 20).accessibilityIdentifier("front")
      }
    }
    #expect(same(try frame("back", in: solved), Rect(x: 10, y: 30, width: 80, height: 40)))
    #expect(same(try frame("front", in: solved), Rect(x: 70, y: 50, width: 20, height: 20)))
  }
}
