import Foundation
import LayoutShotSwiftUI
import Testing

import class LayoutShot.LayoutEngine
import struct LayoutShot.Rect
import struct LayoutShot.Screen
import struct LayoutShot.Size
import struct LayoutShot.SolvedLayout

/// Right-to-left layout: views are laid out left to right and each is then mirrored in its parent
/// (x′ = parent's x′ + parent's width − x − width, x relative to the parent), worked by hand from
/// Documentation/SwiftUILayout.md#right-to-left.
@MainActor @Suite struct RightToLeftLayoutTests {
  /// Lays `content` out in a right-to-left host `width` × `height` at 2×, or on a right-to-left
  /// screen `leftInset` unsafe on the left.
  func rightToLeft<Content: View>(
    width: Double = 200, height: Double = 100, leftInset: Double? = nil,
    @ViewBuilder _ content: @escaping @MainActor @Sendable () -> Content
  ) throws -> SolvedLayout {
    let screen = Screen(
      size: Size(width: width, height: height), scale: 2, safeAreaInsets: .init(left: leftInset ?? 0),
      layoutDirection: .rightToLeft)
    let program =
      leftInset == nil
      ? SwiftUILayout.sized("Test", width: CGFloat(width), height: CGFloat(height), content)
      : SwiftUILayout.screen("Test", content)
    return try LayoutEngine().solve(program, on: screen)
  }

  @Test func anHStackRunsFromTheRight() throws {
    // Left to right: the stack is 40 + 8 + 60 = 108 wide at x = 46, first at 46, second at 94.
    // Mirrored: the stack at 200 − 46 − 108 = 46; first at 46 + 108 − 0 − 40 = 114, second at
    // 46 + 108 − 48 − 60 = 46.
    let solved = try rightToLeft {
      HStack {
        Color.red.frame(width: 40, height: 20).accessibilityIdentifier("first")
        Color.blue.frame(width: 60, height: 20).accessibilityIdentifier("second")
      }
    }
    #expect(same(try frame("first", in: solved), Rect(x: 114, y: 40, width: 40, height: 20)))
    #expect(same(try frame("second", in: solved), Rect(x: 46, y: 40, width: 60, height: 20)))
  }

  @Test func leadingAlignmentIsTheRightEdge() throws {
    // The stack is 60 wide at x = 70 either way; the 40-wide view at its leading edge is at
    // 70 + 60 − 0 − 40 = 90, its right edge on the stack's.
    let solved = try rightToLeft {
      VStack(alignment: .leading, spacing: 0) {
        Color.red.frame(width: 40, height: 20).accessibilityIdentifier("short")
        Color.blue.frame(width: 60, height: 20)
      }
    }
    #expect(same(try frame("short", in: solved), Rect(x: 90, y: 30, width: 40, height: 20)))
  }

  @Test func leadingPaddingIsOnTheRight() throws {
    // Left to right the view is at (20, 0) 180 wide; mirrored in the 200-wide padding: x = 0.
    let solved = try rightToLeft {
      Color.red.accessibilityIdentifier("padded").padding(.leading, 20)
    }
    #expect(same(try frame("padded", in: solved), Rect(x: 0, y: 0, width: 180, height: 100)))
  }

  @Test func anOffsetMovesRightInEitherDirection() throws {
    // The stack is 100 wide at x = 50. The red frame is mirrored to 50 + 100 − 0 − 40 = 110; its
    // offset of 10 is not mirrored, so the red view is at 120.
    let solved = try rightToLeft {
      HStack(spacing: 0) {
        Color.red.accessibilityIdentifier("moved").frame(width: 40, height: 20).offset(x: 10)
        Color.blue.frame(width: 60, height: 20).accessibilityIdentifier("still")
      }
    }
    #expect(same(try frame("moved", in: solved), Rect(x: 120, y: 40, width: 40, height: 20)))
    #expect(same(try frame("still", in: solved), Rect(x: 50, y: 40, width: 60, height: 20)))
  }

  @Test func aLeftToRightSubtreeKeepsItsOrderButIsPlacedFromTheRight() throws {
    // Left to right: the outer stack is 20 + 100 = 120 wide at 40: c at 40, the inner stack at
    // 60 (a at 60, b at 100). Mirrored: the outer stack at 200 − 40 − 120 = 40; c at
    // 40 + 120 − 0 − 20 = 140; the inner stack at 40 + 120 − 20 − 100 = 40, its children in
    // their own order from there: a at 40, b at 80.
    let solved = try rightToLeft {
      HStack(spacing: 0) {
        Color.green.frame(width: 20, height: 20).accessibilityIdentifier("c")
        HStack(spacing: 0) {
          Color.red.frame(width: 40, height: 20).accessibilityIdentifier("a")
          Color.blue.frame(width: 60, height: 20).accessibilityIdentifier("b")
        }
        .environment(\.layoutDirection, .leftToRight)
      }
    }
    #expect(same(try frame("c", in: solved), Rect(x: 140, y: 40, width: 20, height: 20)))
    #expect(same(try frame("a", in: solved), Rect(x: 40, y: 40, width: 40, height: 20)))
    #expect(same(try frame("b", in: solved), Rect(x: 80, y: 40, width: 60, height: 20)))
  }

  @Test func aGridsFirstColumnIsOnTheRight() throws {
    // Left to right (GridLayoutTests): the grid is 118 wide at x 91, a at 96 (5 into the grid),
    // b at 149 (58 in). Mirrored in the 300-wide host the grid stays at 300 − 91 − 118 = 91; a
    // goes to 91 + 118 − 5 − 40 = 164 and b to 91 + 118 − 58 − 60 = 91.
    let solved = try rightToLeft(width: 300, height: 200) {
      Grid {
        GridRow {
          Color.red.frame(width: 40, height: 20).accessibilityIdentifier("a")
          Color.blue.frame(width: 60, height: 30).accessibilityIdentifier("b")
        }
        GridRow {
          Color.green.frame(width: 50, height: 10)
          Color.gray.frame(width: 20, height: 10)
        }
      }
    }
    #expect(same(try frame("a", in: solved), Rect(x: 164, y: 81, width: 40, height: 20)))
    #expect(same(try frame("b", in: solved), Rect(x: 91, y: 76, width: 60, height: 30)))
  }

  @Test func theTrailingSafeEdgeIsOnTheLeft() throws {
    // 400 × 200, 40 unsafe on the left: the safe area is x 40…400. Ignoring the trailing edge
    // (the left, right to left) grows the view over the inset; ignoring the leading one (the
    // right, where nothing is unsafe) leaves it in the safe area.
    let trailing = try rightToLeft(width: 400, height: 200, leftInset: 40) {
      Color.blue.accessibilityIdentifier("background").ignoresSafeArea(edges: .trailing)
    }
    #expect(same(try frame("background", in: trailing), Rect(x: 0, y: 0, width: 400, height: 200)))
    let leading = try rightToLeft(width: 400, height: 200, leftInset: 40) {
      Color.blue.accessibilityIdentifier("background").ignoresSafeArea(edges: .leading)
    }
    #expect(same(try frame("background", in: leading), Rect(x: 40, y: 0, width: 360, height: 200)))
  }
}
