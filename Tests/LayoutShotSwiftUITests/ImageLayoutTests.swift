import Foundation
import LayoutShotSwiftUI
import Testing

import struct LayoutShot.Rect
import struct LayoutShot.Size

/// Image placeholders: fixed at their natural size unless resizable (Documentation/SwiftUILayout.md#image).
@Suite struct ImageLayoutTests {
  @Test func aSymbolIsTwentyPointsBesideBodyTextAndScalesWithTheFont() throws {
    // 20 × 20 at 17 points; `.largeTitle` is 34 points: 20 × 34 / 17 = 40.
    let solved = try hosted(width: 200, height: 100) {
      HStack(spacing: 0) {
        Image(systemName: "star").accessibilityIdentifier("body")
        Image(systemName: "star").font(.largeTitle).accessibilityIdentifier("large")
      }
    }
    #expect(try frame("body", in: solved).size == Size(width: 20, height: 20))
    #expect(try frame("large", in: solved).size == Size(width: 40, height: 40))
  }

  @Test func aNamedImageKeepsItsSizeWhateverItIsProposed() throws {
    // Not resizable: 100 × 100 in a 60-point frame, centred in it and overflowing it.
    let solved = try hosted(width: 100, height: 100) {
      Image("cover").accessibilityIdentifier("cover").frame(width: 60, height: 60)
    }
    #expect(same(try frame("cover", in: solved), Rect(x: 0, y: 0, width: 100, height: 100)))
  }

  @Test func aResizableImageTakesTheProposalAndKeepsItsShapeWhenScaledToFit() throws {
    // Resizable, fitted: its ideal 100 × 100 shape fitted in 200 × 80 is 80 × 80, centred.
    let solved = try hosted(width: 200, height: 80) {
      Image("cover").resizable().scaledToFit().accessibilityIdentifier("cover")
    }
    #expect(same(try frame("cover", in: solved), Rect(x: 60, y: 0, width: 80, height: 80)))
  }
}
