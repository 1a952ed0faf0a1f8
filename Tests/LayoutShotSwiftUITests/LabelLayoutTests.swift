import Foundation
import LayoutShotSwiftUI
import Testing

import struct LayoutShot.Rect
import struct LayoutShot.Size

/// Stacks the icon over the title with no gap.
private struct StackedLabelStyle: LabelStyle {
  func makeBody(configuration: Configuration) -> some View {
    VStack(spacing: 0) {
      configuration.icon
      configuration.title
    }
  }
}

/// Labels in each style and symbol images' sizes and baselines
/// (Documentation/SwiftUIControls.md#label, #symbol-images).
@Suite struct LabelLayoutTests {
  /// A label of a 40 × 10 title and a 20 × 20 icon, named.
  @MainActor private func label() -> some View {
    Label {
      Color.red.frame(width: 40, height: 10).accessibilityIdentifier("title")
    } icon: {
      Color.blue.frame(width: 20, height: 20).accessibilityIdentifier("icon")
    }
  }

  @Test func titleAndIconPutsTheIconEightPointsBeforeTheTitle() throws {
    // 20 + 8 + 40 = 68 wide, centred in 200: x = 66; 20 high, centred in 100: y = 40; the
    // title centred on the icon: y = 45.
    let solved = try hosted(width: 200, height: 100) { label() }
    #expect(same(try frame("icon", in: solved), Rect(x: 66, y: 40, width: 20, height: 20)))
    #expect(same(try frame("title", in: solved), Rect(x: 94, y: 45, width: 40, height: 10)))
  }

  @Test func titleOnlyAndIconOnlyShowOnePart() throws {
    let titleOnly = try hosted(width: 200, height: 100) { label().labelStyle(.titleOnly) }
    #expect(same(try frame("title", in: titleOnly), Rect(x: 80, y: 45, width: 40, height: 10)))
    #expect(titleOnly.frame(of: "icon") == nil)
    let iconOnly = try hosted(width: 200, height: 100) { label().labelStyle(.iconOnly) }
    #expect(same(try frame("icon", in: iconOnly), Rect(x: 90, y: 40, width: 20, height: 20)))
    #expect(iconOnly.frame(of: "title") == nil)
  }

  @Test func aCustomLabelStyleGetsTheTitleAndIcon() throws {
    // A VStack 40 wide and 30 high centred in 200 × 100 at (80, 35): the icon centred across it
    // at (90, 35), the title under it at (80, 55).
    let solved = try hosted(width: 200, height: 100) { label().labelStyle(StackedLabelStyle()) }
    #expect(same(try frame("icon", in: solved), Rect(x: 90, y: 35, width: 20, height: 20)))
    #expect(same(try frame("title", in: solved), Rect(x: 80, y: 55, width: 40, height: 10)))
  }

  @Test func imageScaleSizesASymbol() throws {
    // Beside body text (17 points) a symbol is 20; small is 0.8 × 20 = 16, large 1.2 × 20 = 24.
    let solved = try hosted(width: 200, height: 100) {
      HStack(spacing: 0) {
        Image(systemName: "star").imageScale(.small).accessibilityIdentifier("small")
        Image(systemName: "star").accessibilityIdentifier("medium")
        Image(systemName: "star").imageScale(.large).accessibilityIdentifier("large")
      }
    }
    #expect(try frame("small", in: solved).size == Size(width: 16, height: 16))
    #expect(try frame("medium", in: solved).size == Size(width: 20, height: 20))
    #expect(try frame("large", in: solved).size == Size(width: 24, height: 24))
  }

  @Test func aSymbolsBaselineIsHalfTheCapHeightBelowItsCentre() throws {
    // Body symbol: 20 square, its baseline 10 + 17 × (1443 / 2048) / 2 = 15.989 below its top.
    // Aligned by first baselines with a bar whose baseline is its bottom (30), the symbol's
    // top is 30 − 15.989 = 14.011 below the bar's (within the half-point rounding at 2x).
    let solved = try hosted(width: 100, height: 100) {
      HStack(alignment: .firstTextBaseline, spacing: 0) {
        Image(systemName: "star").accessibilityIdentifier("symbol")
        Color.gray.frame(width: 10, height: 30).accessibilityIdentifier("bar")
      }
    }
    let gap = try frame("symbol", in: solved).minY - frame("bar", in: solved).minY
    let expected = 30 - (10 + 17 * (1443.0 / 2048) / 2)
    #expect(Swift.abs(gap - expected) <= 0.5, "\(gap)")
  }

  @Test func symbolVariantsCombine() {
    #expect(SymbolVariants.fill.circle.contains(.fill))
    #expect(SymbolVariants.fill.circle.contains(.circle))
    #expect(!SymbolVariants.none.contains(.fill))
    #expect(!SymbolVariants.slash.contains(.fill))
  }

  @Test func aButtonWithASystemImageIsAnIconAndTitleLabel() throws {
    // Button(_:systemImage:) is a Label: with the icon-only style, the 20-point symbol alone.
    let solved = try hosted(width: 300, height: 100) {
      Button("Share", systemImage: "square.and.arrow.up") {}
        .labelStyle(.iconOnly).accessibilityIdentifier("button")
    }
    #expect(try frame("button", in: solved).size == Size(width: 20, height: 20))
  }
}
