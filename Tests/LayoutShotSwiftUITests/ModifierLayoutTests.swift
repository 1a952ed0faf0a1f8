import Foundation
import LayoutShotSwiftUI
import Testing

import struct LayoutShot.Rect

/// Padding, frames, fixedSize, offset, position, aspect ratio, overlays and alignment guides,
/// worked by hand from Documentation/SwiftUILayout.md.
@Suite struct ModifierLayoutTests {
  @Test func paddingAddsSixteenOnEachEdgeByDefault() throws {
    // 50 × 50 padded by 16 → 82 × 82, centred in 200 × 200 at (59, 59); the colour 16 inside.
    let solved = try hosted(width: 200, height: 200) {
      Color.red.frame(width: 50, height: 50).accessibilityIdentifier("inner").padding()
        .accessibilityIdentifier("padded")
    }
    #expect(same(try frame("padded", in: solved), Rect(x: 59, y: 59, width: 82, height: 82)))
    #expect(same(try frame("inner", in: solved), Rect(x: 75, y: 75, width: 50, height: 50)))
  }

  @Test func paddingOnSomeEdgesLeavesTheOthers() throws {
    // Leading 10 and trailing 10 only: 20 + 20 = 40 wide, 20 high, centred in 100 × 100.
    let solved = try hosted(width: 100, height: 100) {
      Color.red.frame(width: 20, height: 20).padding(.horizontal, 10).accessibilityIdentifier("padded")
    }
    #expect(same(try frame("padded", in: solved), Rect(x: 30, y: 40, width: 40, height: 20)))
  }

  @Test func aFixedFrameAlignsItsContent() throws {
    // A 20 × 20 colour in a 100 × 60 frame aligned bottom-trailing: at (80, 40).
    let solved = try hosted(width: 100, height: 60) {
      Color.red.frame(width: 20, height: 20).accessibilityIdentifier("dot").frame(
        width: 100, height: 60, alignment: .bottomTrailing)
    }
    #expect(same(try frame("dot", in: solved), Rect(x: 80, y: 40, width: 20, height: 20)))
  }

  @Test func aFlexibleFrameClampsTheProposal() throws {
    // maxWidth 120 of a 300 proposal → 120; minHeight 80 of a 50 proposal → 80 (overflowing the
    // 50-point host: centred at y = (50 − 80) / 2 = −15); x = (300 − 120) / 2 = 90.
    let solved = try hosted(width: 300, height: 50) {
      Color.red.frame(minHeight: 80).frame(maxWidth: 120).accessibilityIdentifier("box")
    }
    #expect(same(try frame("box", in: solved), Rect(x: 90, y: -15, width: 120, height: 80)))
  }

  @Test func aFlexibleFrameUsesItsIdealSizeUnderFixedSize() throws {
    // fixedSize proposes nil; the frame answers its ideal lengths, 70 × 30.
    let solved = try hosted(width: 200, height: 100) {
      Color.red.frame(idealWidth: 70, idealHeight: 30).fixedSize().accessibilityIdentifier("box")
    }
    #expect(same(try frame("box", in: solved), Rect(x: 65, y: 35, width: 70, height: 30)))
  }

  @Test func aColourAtItsIdealSizeIsTenByTen() throws {
    // Color has no ideal size: a nil proposal becomes 10 × 10; centred in 100 × 100 at (45, 45).
    let solved = try hosted(width: 100, height: 100) {
      Color.red.fixedSize().accessibilityIdentifier("dot")
    }
    #expect(same(try frame("dot", in: solved), Rect(x: 45, y: 45, width: 10, height: 10)))
  }

  @Test func anOverlayIsProposedThePrimarySizeAndAligned() throws {
    // The primary 100 × 50 is centred in 200 × 100 at (50, 25); the 10 × 10 overlay at its
    // top-trailing corner, (140, 25).
    let solved = try hosted(width: 200, height: 100) {
      Color.blue.frame(width: 100, height: 50).accessibilityIdentifier("card")
        .overlay(alignment: .topTrailing) {
          Color.red.frame(width: 10, height: 10).accessibilityIdentifier("badge")
        }
    }
    #expect(same(try frame("card", in: solved), Rect(x: 50, y: 25, width: 100, height: 50)))
    #expect(same(try frame("badge", in: solved), Rect(x: 140, y: 25, width: 10, height: 10)))
  }

  @Test func aBackgroundTakesThePrimarySize() throws {
    // A background colour is proposed the padded view's size exactly: 20 + 2 × 8 = 36 square.
    let solved = try hosted(width: 100, height: 100) {
      Color.red.frame(width: 20, height: 20).padding(8).background(Color.blue.accessibilityIdentifier("back"))
    }
    #expect(same(try frame("back", in: solved), Rect(x: 32, y: 32, width: 36, height: 36)))
  }

  @Test func offsetMovesTheDrawingNotTheLayout() throws {
    // In an HStack the offset view still takes its place: blue follows at 20 + 8 = 28 from red's
    // start. The stack (48 × 20) is centred at (26, 40); red is drawn 5 right and 5 up.
    let solved = try hosted(width: 100, height: 100) {
      HStack {
        Color.red.frame(width: 20, height: 20).accessibilityIdentifier("red").offset(x: 5, y: -5)
        Color.blue.frame(width: 20, height: 20).accessibilityIdentifier("blue")
      }
    }
    #expect(same(try frame("red", in: solved), Rect(x: 31, y: 35, width: 20, height: 20)))
    #expect(same(try frame("blue", in: solved), Rect(x: 54, y: 40, width: 20, height: 20)))
  }

  @Test func positionCentresTheViewOnAPointAndTakesTheProposal() throws {
    let solved = try hosted(width: 100, height: 100) {
      Color.red.frame(width: 20, height: 10).accessibilityIdentifier("dot").position(x: 30, y: 70)
    }
    #expect(same(try frame("dot", in: solved), Rect(x: 20, y: 65, width: 20, height: 10)))
  }

  @Test func aspectRatioFitsTheRatioInTheProposal() throws {
    // Ratio 2 : 1 in 200 × 200: scales min(200 / 2, 200 / 1) = 100 → 200 × 100, centred at y 50.
    let solved = try hosted(width: 200, height: 200) {
      Color.red.aspectRatio(2, contentMode: .fit).accessibilityIdentifier("box")
    }
    #expect(same(try frame("box", in: solved), Rect(x: 0, y: 50, width: 200, height: 100)))
  }

  @Test func anAlignmentGuideMovesAViewAgainstItsSiblings() throws {
    // VStack(alignment: .leading): blue's leading guide is 20, so its leading edge sits 20 left of
    // red's. Leading edges at 0 (red) and −20 (blue): the stack is 60 wide, 10 + 8 + 10 = 28 high,
    // centred in 100 × 100 at (20, 36); red at x 40, blue at x 20.
    let solved = try hosted(width: 100, height: 100) {
      VStack(alignment: .leading) {
        Color.red.frame(width: 40, height: 10).accessibilityIdentifier("red")
        Color.blue.frame(width: 40, height: 10).accessibilityIdentifier("blue").alignmentGuide(.leading) {
          _ in 20
        }
      }
    }
    #expect(same(try frame("red", in: solved), Rect(x: 40, y: 36, width: 40, height: 10)))
    #expect(same(try frame("blue", in: solved), Rect(x: 20, y: 54, width: 40, height: 10)))
  }

  @Test func aCustomAlignmentLinesUpViewsInDifferentStacks() throws {
    // Each column marks its guide: the left column at its second child's centre (10 + 8 + 5 =
    // 23), the right one at its top (0 + 15 = 15, its centre). Tops at −23 and −15: the HStack is
    // max(−23 + 28, −15 + 30) − (−23) = 38 high; left column at y 0, right at 8.
    let solved = try hosted(width: 200, height: 38) {
      HStack(alignment: .marker, spacing: 0) {
        VStack {
          Color.red.frame(width: 10, height: 10)
          Color.red.frame(width: 10, height: 10).alignmentGuide(.marker) { d in d[VerticalAlignment.center] }
        }.accessibilityIdentifier("left")
        Color.blue.frame(width: 10, height: 30).alignmentGuide(.marker) { d in d.height / 2 }
          .accessibilityIdentifier("right")
      }
    }
    #expect(try frame("left", in: solved).minY == 0)
    #expect(try frame("right", in: solved).minY == 8)
  }
}

extension VerticalAlignment {
  /// A guide the test's columns mark themselves.
  private enum Marker: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context[VerticalAlignment.top] }
  }

  static let marker = VerticalAlignment(Marker.self)
}
