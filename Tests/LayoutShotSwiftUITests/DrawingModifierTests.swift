import Foundation
import LayoutShotSwiftUI
import Testing

import struct LayoutShot.Rect

/// Modifiers that draw without changing the layout (Documentation/SwiftUIDrawing.md#drawing-modifiers):
/// frames and pixels worked out by hand, drawn at 1 pixel per point over white.
@Suite struct DrawingModifierTests {
  static let black = [0, 0, 0]
  static let white = [255, 255, 255]

  @Test func aShadowIsTheViewsShapeMovedAndInItsColour() throws {
    // A white 50 × 50 square centred in 100 × 100 (25...75), a sharp black shadow 10 right and
    // down (35...85): black where only the shadow is, white on the square.
    let drawn = try DrawnView(width: 100, height: 100) {
      Color.white.frame(width: 50, height: 50).shadow(color: .black, radius: 0, x: 10, y: 10)
    }
    #expect(drawn.has(Self.black, at: 80, 80))
    #expect(drawn.has(Self.white, at: 50, 50))
    #expect(drawn.has(Self.white, at: 80, 30))
  }

  @Test func theDefaultShadowColourIsBlackAtAThird() throws {
    // Color(.sRGBLinear, white: 0, opacity: 0.33): black at 33 % over white.
    let drawn = try DrawnView(width: 100, height: 100) {
      Color.white.frame(width: 50, height: 50).shadow(radius: 0, x: 10, y: 10)
    }
    let level = Int(overWhite(0, opacity: 0.33).rounded())
    #expect(drawn.has([level, level, level], at: 80, 80))
  }

  @Test func aLinearColourIsEncodedToSRGB() throws {
    // Linear 0.5 is sRGB 1.055 × 0.5^(1/2.4) − 0.055 = 0.7354, level 187.5.
    let drawn = try DrawnView(width: 10, height: 10) { Color(.sRGBLinear, white: 0.5) }
    let level = Int((255 * (1.055 * pow(0.5, 1 / 2.4) - 0.055)).rounded())
    #expect(drawn.has([level, level, level], at: 5, 5))
  }

  @Test func aRotationTurnsTheDrawingButNotTheFrame() throws {
    // An 80 × 20 bar centred in 100 × 100 is laid out at (10, 40); turned 90° about its centre it
    // covers 40...60 across and 10...90 down.
    let drawn = try DrawnView(width: 100, height: 100) {
      Color.black.frame(width: 80, height: 20).accessibilityIdentifier("bar").rotationEffect(.degrees(90))
    }
    #expect(same(try frame("bar", in: drawn.solved), Rect(x: 10, y: 40, width: 80, height: 20)))
    #expect(drawn.has(Self.black, at: 50, 15))
    #expect(drawn.has(Self.white, at: 15, 50))
  }

  @Test func aScaleGrowsTheDrawingFromItsAnchor() throws {
    // A 20 × 20 square at (40, 40) scaled twice from its top-leading corner: 40...80.
    let drawn = try DrawnView(width: 100, height: 100) {
      Color.black.frame(width: 20, height: 20).accessibilityIdentifier("dot").scaleEffect(
        2, anchor: .topLeading)
    }
    #expect(same(try frame("dot", in: drawn.solved), Rect(x: 40, y: 40, width: 20, height: 20)))
    #expect(drawn.has(Self.black, at: 75, 75))
    #expect(drawn.has(Self.white, at: 35, 35))
  }

  @Test func aScaleOnOneAxis() throws {
    // The 20 × 20 square at (40, 40) scaled 3 across about its centre (50, 50): 20...80 across.
    let drawn = try DrawnView(width: 100, height: 100) {
      Color.black.frame(width: 20, height: 20).scaleEffect(x: 3)
    }
    #expect(drawn.has(Self.black, at: 25, 50))
    #expect(drawn.has(Self.white, at: 50, 35))
  }

  @Test func aMaskShowsTheViewWhereItIsOpaque() throws {
    let drawn = try DrawnView(width: 100, height: 100) {
      Color.black.mask { Circle() }
    }
    #expect(drawn.has(Self.black, at: 50, 50))
    #expect(drawn.has(Self.white, at: 5, 5))
  }

  @Test func aGradientMaskFadesTheView() throws {
    // Opaque at the leading edge to clear at the trailing one: at x + 0.5 the black shows at
    // 1 − t, so the level over white is 255 t.
    let drawn = try DrawnView(width: 100, height: 10) {
      Color.black.mask(LinearGradient(colors: [.black, .clear], startPoint: .leading, endPoint: .trailing))
    }
    let level = Int((255 * 25.5 / 100).rounded())
    #expect(drawn.has([level, level, level], at: 25, 5, tolerance: 2))
  }

  @Test func aMaskIsAlignedLikeAnOverlay() throws {
    // A 20 × 20 mask at the top-trailing corner of 100 × 100: only (80...100, 0...20) shows.
    let drawn = try DrawnView(width: 100, height: 100) {
      Color.black.mask(alignment: .topTrailing) { Rectangle().frame(width: 20, height: 20) }
    }
    #expect(drawn.has(Self.black, at: 90, 10))
    #expect(drawn.has(Self.white, at: 70, 10))
    #expect(drawn.has(Self.white, at: 90, 30))
  }

  @Test func aShapeBackgroundIsProposedTheViewsSize() throws {
    let drawn = try DrawnView(width: 100, height: 100) {
      Color.clear.frame(width: 60, height: 60).background(Color.black, in: Circle())
    }
    #expect(drawn.has(Self.black, at: 50, 50))
    #expect(drawn.has(Self.white, at: 22, 22))
    #expect(drawn.has(Self.white, at: 50, 15))
  }

  @Test func aBorderLiesInsideTheFrame() throws {
    // A 50 × 50 square at 25...75 with a 4-wide border: 25...29 black, 29 on white.
    let drawn = try DrawnView(width: 100, height: 100) {
      Color.white.frame(width: 50, height: 50).border(Color.black, width: 4)
    }
    #expect(drawn.has(Self.black, at: 25, 50))
    #expect(drawn.has(Self.black, at: 28, 50))
    #expect(drawn.has(Self.white, at: 29, 50))
    #expect(drawn.has(Self.white, at: 24, 50))
  }

  @Test func aDarkColourSchemeDrawsTheSubtreeDark() throws {
    // The system background is white in light mode and black in dark; the left half is dark.
    let drawn = try DrawnView(width: 20, height: 10) {
      HStack(spacing: 0) {
        Rectangle().fill(.background).environment(\.colorScheme, .dark)
        Rectangle().fill(.background)
      }
    }
    #expect(drawn.has(Self.black, at: 5, 5))
    #expect(drawn.has(Self.white, at: 15, 5))
  }

  @Test func aPreferredColourSchemeDrawsTheSubtreeInIt() throws {
    let drawn = try DrawnView(width: 20, height: 10, appearance: .dark) {
      HStack(spacing: 0) {
        Rectangle().fill(.background).preferredColorScheme(.light)
        Rectangle().fill(.background)
      }
    }
    #expect(drawn.has(Self.white, at: 5, 5))
    #expect(drawn.has(Self.black, at: 15, 5))
  }

  @Test func disablingDoesNotDimText() throws {
    let enabled = try DrawnView(width: 100, height: 40) { Text("Send") }
    let disabled = try DrawnView(width: 100, height: 40) { Text("Send").disabled(true) }
    #expect(enabled.png == disabled.png)
  }

  @Test func aPlaceholderTextIsABarOverItsLineOfTheSameSize() throws {
    // Redacted, the text keeps its frame; its line is a bar of the label colour (black in light
    // mode) at 16 %, and nothing is drawn in full black.
    let plain = try hosted(width: 200, height: 40, scale: 1) {
      Text("Placeholder").accessibilityIdentifier("text")
    }
    let drawn = try DrawnView(width: 200, height: 40) {
      Text("Placeholder").accessibilityIdentifier("text").redacted(reason: .placeholder)
    }
    let textFrame = try frame("text", in: drawn.solved)
    #expect(same(textFrame, try frame("text", in: plain)))
    let bar = Int(overWhite(0, opacity: 0.16).rounded())
    #expect(drawn.has([bar, bar, bar], at: Int(textFrame.midX), Int(textFrame.midY)))
    #expect(!(0..<200).contains { drawn.has(Self.black, at: $0, Int(textFrame.midY)) })
  }

  @Test func unredactedViewsDrawAsTheyAre() throws {
    let plain = try DrawnView(width: 100, height: 40) { Text("Shown") }
    let unredacted = try DrawnView(width: 100, height: 40) {
      Text("Shown").unredacted().redacted(reason: .placeholder)
    }
    #expect(plain.png == unredacted.png)
  }

  @Test func aPlaceholderImageIsABox() throws {
    // A 40 × 40 image centred in 100 × 100: filled with the label colour at 16 %.
    let drawn = try DrawnView(width: 100, height: 100) {
      Image("cover").resizable().frame(width: 40, height: 40).redacted(reason: .placeholder)
    }
    let box = Int(overWhite(0, opacity: 0.16).rounded())
    #expect(drawn.has([box, box, box], at: 31, 31))
    #expect(drawn.has([box, box, box], at: 50, 50))
    #expect(drawn.has(Self.white, at: 29, 50))
  }

  @Test func groupsAndContentShapesDrawTheSame() throws {
    let plain = try DrawnView(width: 40, height: 40) { Circle().fill(Color.black).opacity(0.5) }
    let grouped = try DrawnView(width: 40, height: 40) {
      Circle().fill(Color.black).opacity(0.5).compositingGroup().drawingGroup().contentShape(Rectangle())
    }
    #expect(plain.png == grouped.png)
  }
}
