import Foundation
import LayoutShotSwiftUI
import Testing

/// Shape styles painted (Documentation/SwiftUIDrawing.md#shape-styles): each pixel worked out by
/// hand from the style's definition, drawn at 1 pixel per point over white.
@Suite struct ShapeStyleTests {
  static let black = [0, 0, 0]
  static let white = [255, 255, 255]

  @Test func hierarchicalLevelsWithNoForegroundAreTheLabelColours() throws {
    // secondaryLabel #3C3C43 at 60 %, tertiaryLabel at 30 %, quaternaryLabel at 18 % (light).
    let drawn = try DrawnView(width: 40, height: 10) { Levels() }
    let label: [Double] = [0x3C, 0x3C, 0x43]
    #expect(drawn.has(Self.black, at: 5, 5))
    #expect(drawn.has(overWhite(label, opacity: 0.6), at: 15, 5))
    #expect(drawn.has(overWhite(label, opacity: 0.3), at: 25, 5))
    #expect(drawn.has(overWhite(label, opacity: 0.18), at: 35, 5))
  }

  @Test func hierarchicalLevelsOfOneColourAreItAtFallingOpacities() throws {
    // Pure blue at 100, 50, 25 and 18 %.
    let drawn = try DrawnView(width: 40, height: 10) {
      Levels().foregroundStyle(Color(red: 0, green: 0, blue: 1))
    }
    let blue: [Double] = [0, 0, 255]
    #expect(drawn.has([0, 0, 255], at: 5, 5))
    #expect(drawn.has(overWhite(blue, opacity: 0.5), at: 15, 5))
    #expect(drawn.has(overWhite(blue, opacity: 0.25), at: 25, 5))
    #expect(drawn.has(overWhite(blue, opacity: 0.18), at: 35, 5))
  }

  @Test func foregroundColourMakesTheLevelsToo() throws {
    // `foregroundColor(_:)` sets the foreground as `foregroundStyle(_:)` does: secondary is 50 %.
    let drawn = try DrawnView(width: 10, height: 10) {
      Rectangle().fill(.secondary).foregroundColor(Color(red: 1, green: 0, blue: 0))
    }
    #expect(drawn.has(overWhite([255, 0, 0], opacity: 0.5), at: 5, 5))
  }

  @Test func twoForegroundStylesGiveTheSecondLevelItsOwn() throws {
    // foregroundStyle(red, green): the secondary level is the green itself, and the tertiary and
    // quaternary, past the styles given, are the last one.
    let drawn = try DrawnView(width: 40, height: 10) {
      Levels().foregroundStyle(Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 1, blue: 0))
    }
    #expect(drawn.has([255, 0, 0], at: 5, 5))
    #expect(drawn.has([0, 255, 0], at: 15, 5))
    #expect(drawn.has([0, 255, 0], at: 25, 5))
    #expect(drawn.has([0, 255, 0], at: 35, 5))
  }

  @Test func aShapeWithoutAStyleIsFilledWithTheForeground() throws {
    let drawn = try DrawnView(width: 10, height: 10) {
      Rectangle().foregroundStyle(Color(red: 0, green: 1, blue: 0))
    }
    #expect(drawn.has([0, 255, 0], at: 5, 5))
  }

  @Test func tintIsTheAccentColourUnlessSet() throws {
    // The accent colour is systemBlue, #007AFF in light mode.
    let drawn = try DrawnView(width: 20, height: 10) {
      HStack(spacing: 0) {
        Rectangle().fill(.tint)
        Rectangle().fill(.tint).tint(Color(red: 1, green: 0, blue: 0))
      }
    }
    #expect(drawn.has([0x00, 0x7A, 0xFF], at: 5, 5))
    #expect(drawn.has([255, 0, 0], at: 15, 5))
  }

  @Test func aStyleAtAnOpacity() throws {
    let drawn = try DrawnView(width: 20, height: 10) {
      HStack(spacing: 0) {
        Rectangle().fill(Color.black.opacity(0.5))
        Rectangle().fill(AnyShapeStyle(Color.black).opacity(0.25))
      }
    }
    #expect(drawn.has(overWhite([0, 0, 0], opacity: 0.5), at: 5, 5))
    #expect(drawn.has(overWhite([0, 0, 0], opacity: 0.25), at: 15, 5))
  }

  @Test(arguments: [
    (Material.ultraThinMaterial, 0.55), (.thinMaterial, 0.70), (.regularMaterial, 0.78),
    (.thickMaterial, 0.90),
    (.ultraThickMaterial, 0.97), (.bar, 0.94),
  ])
  func aMaterialIsAFlatTranslucentColour(material: Material, opacity: Double) throws {
    // Light: #F9F9F9 at the material's opacity, here over black.
    let drawn = try DrawnView(width: 10, height: 10) {
      Color.black.overlay(material, in: Rectangle())
    }
    let level = Int((249 * opacity).rounded())
    #expect(drawn.has([level, level, level], at: 5, 5))
  }

  @Test func theRegularMaterialInDark() throws {
    // Dark: #191919 at 78 %, over white.
    let drawn = try DrawnView(width: 10, height: 10, appearance: .dark) {
      Color.white.overlay(.regularMaterial, in: Rectangle())
    }
    let level = Int(overWhite(0x19, opacity: 0.78).rounded())
    #expect(drawn.has([level, level, level], at: 5, 5))
  }

  @Test func theBackgroundStyleIsTheSystemBackground() throws {
    // White in light mode, black in dark.
    let light = try DrawnView(width: 10, height: 10) { Color.black.overlay(.background, in: Rectangle()) }
    let dark = try DrawnView(width: 10, height: 10, appearance: .dark) {
      Color.white.overlay(.background, in: Rectangle())
    }
    #expect(light.has(Self.white, at: 5, 5))
    #expect(dark.has(Self.black, at: 5, 5))
  }
}

/// Four squares side by side, filled with the four hierarchical levels of the foreground.
private struct Levels: View {
  var body: some View {
    HStack(spacing: 0) {
      Rectangle().fill(.primary)
      Rectangle().fill(.secondary)
      Rectangle().fill(.tertiary)
      Rectangle().fill(.quaternary)
    }
  }
}
