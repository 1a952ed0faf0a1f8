import Foundation
import LayoutShotSwiftUI
import Testing

import struct LayoutShot.Rect

/// Scroll views at rest on the phone of ``phone``, worked by hand from
/// Documentation/SwiftUILists.md#scroll-views: the content is proposed no length along the
/// scrolling axis, the scroll view takes the proposed length there and its content's across, and
/// a scroll view on the safe area's edge grows under it and insets its content instead.
@MainActor @Suite struct ScrollViewLayoutTests {
  @Test func aVerticalScrollViewReachesUnderTheBarsAndRestsItsContentBelowTheStatusBar() throws {
    // Proposed the safe area 393 × 759: as tall as that, as wide as its content (201), centred:
    // x = (393 − 201) / 2 = 96. It lies on the safe area's top and bottom edges, so it grows to
    // the screen's (0 to 852) and insets its content by the 59 points above the safe area.
    let solved = try onPhone {
      ScrollView {
        Color.red.frame(width: 201, height: 300).accessibilityIdentifier("content")
      }
    }
    #expect(frames(ofKind: "ScrollView", in: solved) == [Rect(x: 96, y: 0, width: 201, height: 852)])
    #expect(near(try frame("content", in: solved), Rect(x: 96, y: 59, width: 201, height: 300)))
  }

  @Test func aHorizontalScrollViewTakesTheWidthAndItsContentsHeight() throws {
    // Proposed 393 × 759; horizontal, so 393 wide and as tall as its content (51), centred in the
    // safe area: y = 59 + (759 − 51) / 2 = 413. The content, proposed no width, is its own 1000
    // points wide, from the leading edge.
    let solved = try onPhone {
      ScrollView(.horizontal, showsIndicators: false) {
        Color.red.frame(width: 1000, height: 51).accessibilityIdentifier("strip")
      }
    }
    #expect(frames(ofKind: "ScrollView", in: solved) == [Rect(x: 0, y: 413, width: 393, height: 51)])
    #expect(near(try frame("strip", in: solved), Rect(x: 0, y: 413, width: 1000, height: 51)))
  }

  @Test func contentMarginsInsetTheContentInsideTheSafeArea() throws {
    // 12 on every edge: the scroll view is 201 + 24 = 225 wide, x = (393 − 225) / 2 = 84; the
    // content sits 12 inside it and 12 below the safe area: (96, 59 + 12 = 71).
    let solved = try onPhone {
      ScrollView {
        Color.red.frame(width: 201, height: 100).accessibilityIdentifier("content")
      }
      .contentMargins(12)
      .scrollIndicators(.hidden)
    }
    #expect(frames(ofKind: "ScrollView", in: solved) == [Rect(x: 84, y: 0, width: 225, height: 852)])
    #expect(near(try frame("content", in: solved), Rect(x: 96, y: 71, width: 201, height: 100)))
  }

  @Test func contentBelowTheScrollViewIsNotReportedAsCutOff() throws {
    let solved = try onPhone {
      ScrollView { Color.red.frame(width: 393, height: 2000) }
    }
    #expect(solved.diagnostics.isEmpty)
  }

  @Test func theWholeContentExtentGrowsTheScreenToTheScrollViewsContent() throws {
    // The content is 2000 tall below the 59-point top inset and above the 34-point bottom one:
    // the screen grows to 59 + 2000 + 34 = 2093 points, and the scroll view with it.
    let solved = try onPhone(extent: .scrollContent) {
      ScrollView {
        Color.red.frame(width: 393, height: 2000).accessibilityIdentifier("content")
      }
    }
    #expect(solved.screen.size.height == 2093)
    #expect(frames(ofKind: "ScrollView", in: solved) == [Rect(x: 0, y: 0, width: 393, height: 2093)])
    #expect(near(try frame("content", in: solved), Rect(x: 0, y: 59, width: 393, height: 2000)))
  }

  @Test func contentThatFitsLeavesTheWholeContentExtentAtTheScreen() throws {
    let solved = try onPhone(extent: .scrollContent) {
      ScrollView { Color.red.frame(width: 393, height: 300) }
    }
    #expect(solved.screen.size.height == 852)
  }
}
