import Foundation
import LayoutShotSwiftUI
import Testing

import class LayoutShot.LayoutEngine
import struct LayoutShot.Rect
import struct LayoutShot.Screen
import struct LayoutShot.Size
import struct LayoutShot.SolvedLayout

/// Safe areas: ignoring them, insetting them, padding them, reading them, and frames relative to
/// the container, worked by hand from Documentation/SwiftUILayout.md#safe-area.
///
/// The phone is 390 × 844 points at 2×, 47 unsafe at the top and 34 at the bottom, so its safe
/// area is (0, 47) 390 × 763.
@MainActor @Suite struct SafeAreaLayoutTests {
  /// Lays `content` out on the whole phone screen, with the keyboard up `keyboardHeight` points
  /// when given.
  func onPhone<Content: View>(
    keyboardHeight: Double? = nil, @ViewBuilder _ content: @escaping @MainActor @Sendable () -> Content
  ) throws -> SolvedLayout {
    let screen = Screen(
      size: Size(width: 390, height: 844), scale: 2,
      safeAreaInsets: .init(top: 47, bottom: 34),
      keyboard: keyboardHeight == nil ? .hidden : .shown, keyboardHeight: keyboardHeight)
    return try LayoutEngine().solve(SwiftUILayout.screen("Test", content), on: screen)
  }

  @Test func aBackgroundColourThatIgnoresTheSafeAreaFillsTheScreen() throws {
    // The ZStack is proposed the safe area and takes it; the colour fills the ZStack, so it lies
    // on every safe edge and grows out to the screen. The box stays centred in the safe area:
    // x = (390 − 100) / 2 = 145, y = 47 + (763 − 100) / 2 = 378.5.
    let solved = try onPhone {
      ZStack {
        Color.blue.accessibilityIdentifier("background").ignoresSafeArea()
        Color.red.frame(width: 100, height: 100).accessibilityIdentifier("box")
      }
    }
    #expect(same(try frame("background", in: solved), Rect(x: 0, y: 0, width: 390, height: 844)))
    #expect(same(try frame("box", in: solved), Rect(x: 145, y: 378.5, width: 100, height: 100)))
  }

  @Test func aViewAwayFromTheSafeEdgesDoesNotGrow() throws {
    // The background is the box's size, in the middle of the safe area: no edge lies on a safe
    // edge, so it stays at (145, 378.5) 100 × 100.
    let solved = try onPhone {
      Color.red.frame(width: 100, height: 100)
        .background(Color.blue.accessibilityIdentifier("background").ignoresSafeArea())
    }
    #expect(same(try frame("background", in: solved), Rect(x: 145, y: 378.5, width: 100, height: 100)))
  }

  @Test func onlyTheEdgesGivenGrow() throws {
    // Top only: 47 + 763 = 810 high from the screen's top.
    let solved = try onPhone {
      Color.blue.accessibilityIdentifier("background").ignoresSafeArea(edges: .top)
    }
    #expect(same(try frame("background", in: solved), Rect(x: 0, y: 0, width: 390, height: 810)))
  }

  @Test func theDeprecatedFormIgnoresEveryRegionOnItsEdges() throws {
    // Bottom only: from the safe top, 763 + 34 = 797 high.
    let solved = try onPhone {
      Color.blue.accessibilityIdentifier("background").edgesIgnoringSafeArea(.bottom)
    }
    #expect(same(try frame("background", in: solved), Rect(x: 0, y: 47, width: 390, height: 797)))
  }

  @Test func theKeyboardRegionIsIgnoredOnlyWhenAsked() throws {
    // A 336-point keyboard: the root is proposed the safe area above it, 844 − 47 − 336 = 461
    // high. Ignoring the container region grows the top to 0 but not the bottom past the
    // keyboard (461 + 47 = 508 high); ignoring the keyboard grows the bottom to the screen's
    // (47 + 461 + 336 = 844, so 797 high) but not the top.
    let container = try onPhone(keyboardHeight: 336) {
      Color.blue.accessibilityIdentifier("background").ignoresSafeArea(.container)
    }
    #expect(same(try frame("background", in: container), Rect(x: 0, y: 0, width: 390, height: 508)))
    let keyboard = try onPhone(keyboardHeight: 336) {
      Color.blue.accessibilityIdentifier("background").ignoresSafeArea(.keyboard)
    }
    #expect(same(try frame("background", in: keyboard), Rect(x: 0, y: 47, width: 390, height: 797)))
  }

  @Test func aSizedHostHasNoSafeArea() throws {
    // Nothing to grow into: the colour stays the host's 200 × 100.
    let solved = try hosted(width: 200, height: 100) {
      Color.blue.accessibilityIdentifier("background").ignoresSafeArea()
    }
    #expect(same(try frame("background", in: solved), Rect(x: 0, y: 0, width: 200, height: 100)))
  }

  @Test func aSafeAreaInsetSitsAtItsEdgeAndTheBackgroundGrowsUnderIt() throws {
    // The root is proposed 390 × 763. The bar is proposed 763 − 0 (spacing) − 0 (the colour's
    // minimum) and is 50 high; the content gets 763 − 50 = 713 and sits at the top, (0, 47).
    // The bar sits at the bottom: y = 47 + 713 = 760. The background lies on the inset's safe
    // edge (760), grows to the inset's bottom (810), which lies on the screen's safe edge, and on
    // to 844; at the top it grows to 0.
    let solved = try onPhone {
      ZStack {
        Color.blue.accessibilityIdentifier("background").ignoresSafeArea()
        Color.red.frame(width: 10, height: 10).accessibilityIdentifier("content")
      }
      .safeAreaInset(edge: .bottom, spacing: 0) {
        Color.gray.frame(height: 50).accessibilityIdentifier("bar")
      }
    }
    #expect(same(try frame("bar", in: solved), Rect(x: 0, y: 760, width: 390, height: 50)))
    #expect(same(try frame("background", in: solved), Rect(x: 0, y: 0, width: 390, height: 844)))
    // The content is centred in the 713 high ZStack: y = 47 + (713 − 10) / 2 = 398.5.
    #expect(same(try frame("content", in: solved), Rect(x: 190, y: 398.5, width: 10, height: 10)))
  }

  @Test func aSafeAreaInsetIsTheDefaultSpacingAwayFromTheView() throws {
    // Two plain views: 8 apart. The bar is proposed 200 − 8 = 192 high and is 40; the view gets
    // 200 − 40 − 8 = 152 and sits below the bar, at y = 48.
    let solved = try hosted(width: 200, height: 200) {
      Color.blue.accessibilityIdentifier("view")
        .safeAreaInset(edge: .top) { Color.red.frame(height: 40).accessibilityIdentifier("bar") }
    }
    #expect(same(try frame("bar", in: solved), Rect(x: 0, y: 0, width: 200, height: 40)))
    #expect(same(try frame("view", in: solved), Rect(x: 0, y: 48, width: 200, height: 152)))
  }

  @Test func aSafeAreaInsetLinesUpByItsAlignment() throws {
    // Leading: the bar's leading edge on the view's, x = 0; along the bottom, y = 200 − 20.
    // Beside a trailing inset 30 wide, the view is 200 − 30 = 170 wide and the bar is centred
    // across: y = (200 − 20) / 2 = 90.
    let solved = try hosted(width: 200, height: 200) {
      Color.blue
        .safeAreaInset(edge: .bottom, alignment: .leading, spacing: 0) {
          Color.red.frame(width: 50, height: 20).accessibilityIdentifier("bottom")
        }
    }
    #expect(same(try frame("bottom", in: solved), Rect(x: 0, y: 180, width: 50, height: 20)))
    let beside = try hosted(width: 200, height: 200) {
      Color.blue.accessibilityIdentifier("view")
        .safeAreaInset(edge: .trailing, spacing: 0) {
          Color.red.frame(width: 30, height: 20).accessibilityIdentifier("side")
        }
    }
    #expect(same(try frame("view", in: beside), Rect(x: 0, y: 0, width: 170, height: 200)))
    #expect(same(try frame("side", in: beside), Rect(x: 170, y: 90, width: 30, height: 20)))
  }

  @Test func safeAreaPaddingPadsAndLetsIgnoringViewsGrowIntoIt() throws {
    // 20 on every edge: the content is proposed 160 × 160 at (20, 20), as padding would place
    // it; the colour that ignores the safe area lies on the padded safe edges and grows to the
    // whole 200 × 200, the other stays where padding put it.
    let solved = try hosted(width: 200, height: 200) {
      ZStack {
        Color.blue.accessibilityIdentifier("grown").ignoresSafeArea()
        Color.red.accessibilityIdentifier("padded")
      }
      .safeAreaPadding(20)
    }
    #expect(same(try frame("grown", in: solved), Rect(x: 0, y: 0, width: 200, height: 200)))
    #expect(same(try frame("padded", in: solved), Rect(x: 20, y: 20, width: 160, height: 160)))
  }

  @Test func safeAreaPaddingOnSomeEdgesUsesTheDefaultLength() throws {
    // Horizontal only, 16 by default: 200 − 32 = 168 wide at x = 16.
    let solved = try hosted(width: 200, height: 100) {
      Color.red.accessibilityIdentifier("padded").safeAreaPadding(.horizontal)
    }
    #expect(same(try frame("padded", in: solved), Rect(x: 16, y: 0, width: 168, height: 100)))
  }

  @Test func safeAreaPaddingTakesInsetsPerEdge() throws {
    // 10 at the top and 20 leading: (20, 10), 200 − 20 = 180 by 100 − 10 = 90.
    let solved = try hosted(width: 200, height: 100) {
      Color.red.accessibilityIdentifier("padded")
        .safeAreaPadding(EdgeInsets(top: 10, leading: 20, bottom: 0, trailing: 0))
    }
    #expect(same(try frame("padded", in: solved), Rect(x: 20, y: 10, width: 180, height: 90)))
  }

  @Test func aGeometryReaderFillingTheSafeAreaReadsTheScreensInsets() throws {
    // The reader is the safe area; its top lies on the safe top (47 beyond it) and its bottom on
    // the safe bottom (34 beyond it): a box 47 wide and 34 high at its top-leading corner.
    let solved = try onPhone {
      GeometryReader { proxy in
        Color.red.frame(width: proxy.safeAreaInsets.top, height: proxy.safeAreaInsets.bottom)
          .accessibilityIdentifier("insets")
      }
    }
    #expect(same(try frame("insets", in: solved), Rect(x: 0, y: 47, width: 47, height: 34)))
  }

  @Test func containerRelativeFramesMeasureTheSafeArea() throws {
    // The phone's container is its safe area, 390 × 763: the whole width, centred vertically
    // (y = 47 + (763 − 10) / 2 = 423.5).
    let solved = try onPhone {
      Color.red.containerRelativeFrame(.horizontal).frame(height: 10).accessibilityIdentifier("full")
    }
    #expect(same(try frame("full", in: solved), Rect(x: 0, y: 423.5, width: 390, height: 10)))
  }

  @Test func containerRelativeFramesDivideTheContainer() throws {
    // A 320 × 100 host: three parts 10 apart are (320 − 2 × 10) / 3 = 100 wide; two of them and
    // the gap between are 210, centred at x = 55. The closure gives a quarter of the height, 25.
    let solved = try hosted(width: 320, height: 100) {
      VStack(spacing: 0) {
        Color.red.containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 10).frame(height: 10)
          .accessibilityIdentifier("span")
        Color.blue.containerRelativeFrame(.vertical) { length, _ in length / 4 }.frame(width: 10)
          .accessibilityIdentifier("quarter")
      }
    }
    // The stack is 10 + 25 = 35 high, centred: y = (100 − 35) / 2 = 32.5.
    #expect(same(try frame("span", in: solved), Rect(x: 55, y: 32.5, width: 210, height: 10)))
    #expect(same(try frame("quarter", in: solved), Rect(x: 155, y: 42.5, width: 10, height: 25)))
  }
}
