import Foundation
import LayoutShotSwiftUI
import Testing

import struct LayoutShot.Rect

// The system colours at full opacity in light mode (Documentation/SystemColors.md).
private let white = [255, 255, 255], blue = [0, 122, 255], red = [255, 59, 48]

/// Records what a custom button style is given: the label padded by 10, and a 30-point square
/// drawn only when the button is not pressed.
private struct PaddedStyle: ButtonStyle {
  func makeBody(configuration: Configuration) -> some View {
    HStack(spacing: 0) {
      configuration.label.padding(10)
      if !configuration.isPressed {
        Color.green.frame(width: 30, height: 30).accessibilityIdentifier("unpressed")
      }
    }
  }
}

/// A primitive style that draws the label in a 100 × 50 frame.
private struct FramedStyle: PrimitiveButtonStyle {
  func makeBody(configuration: Configuration) -> some View {
    configuration.label.frame(width: 100, height: 50)
  }
}

/// Buttons in the built-in and custom styles: sizes from the shared button look's insets
/// (Documentation/SwiftUIControls.md#button), colours probed in the drawn plate.
@Suite struct ButtonLayoutTests {
  /// A 60 × 20 label, named.
  @MainActor private func label() -> some View {
    Color.clear.frame(width: 60, height: 20).accessibilityIdentifier("label")
  }

  @Test func aDefaultButtonIsItsLabelAlone() throws {
    // Borderless: no padding, the 60 × 20 label centred in 200 × 100.
    let solved = try hosted(width: 200, height: 100) {
      Button(action: {}) { label() }
    }
    #expect(same(try frame("label", in: solved), Rect(x: 70, y: 40, width: 60, height: 20)))
  }

  @Test func aBorderedButtonPadsItsLabelOnAGreyPlate() throws {
    // Regular size: 7 above and below, 12 at the sides: 84 × 34, centred: (58, 33). The label
    // sits 12 and 7 in: (70, 40). The plate is tertiarySystemFill, #767680 at 12 % (31 / 255):
    // premultiplied, red 118 × 31 / 255 = 14.3 and blue 128 × 31 / 255 = 15.6, on white
    // 14 + 224 = 238 and 16 + 224 = 240.
    let solved = try hosted(width: 200, height: 100) {
      Button(action: {}) { label() }.buttonStyle(.bordered)
    }
    #expect(same(try frame("label", in: solved), Rect(x: 70, y: 40, width: 60, height: 20)))
    let plate = try pixel(solved, 62, 50)
    #expect(plate == [238, 238, 240])
    #expect(try pixel(solved, 56, 50) == white, "outside the plate")
  }

  @Test func aProminentButtonIsFilledWithTheTintAndRedWhenDestructive() throws {
    // Two 84 × 34 plates 16 apart offered 200: x = (200 − 184) / 2 = 8 and 108, y = 33.
    let solved = try hosted(width: 200, height: 100) {
      HStack(spacing: 16) {
        Button(action: {}) { label() }
        Button(role: .destructive, action: {}) { Color.clear.frame(width: 60, height: 20) }
      }
      .buttonStyle(.borderedProminent)
    }
    #expect(try pixel(solved, 8 + 4, 50) == blue)
    #expect(try pixel(solved, 108 + 4, 50) == red)
  }

  @Test func theControlSizeSetsTheInsets() throws {
    // Large: 14 above and below, 20 at the sides: 100 × 48, centred in 200: the plate from
    // x = 50; mini: 3 and 8: 76 wide, the plate from x = 62.
    let large = try hosted(width: 200, height: 100) {
      Button(action: {}) { label() }.buttonStyle(.borderedProminent).controlSize(.large)
    }
    #expect(try pixel(large, 51, 50) == blue)
    #expect(try pixel(large, 49, 50) == white)
    let mini = try hosted(width: 200, height: 100) {
      Button(action: {}) { label() }.buttonStyle(.borderedProminent).controlSize(.mini)
    }
    #expect(try pixel(mini, 63, 50) == blue)
    #expect(try pixel(mini, 61, 50) == white)
  }

  @Test func aCapsuleBorderShapeRoundsTheCornersAway() throws {
    // The plate is 84 × 34 at (58, 33). Two points in from its top-left corner is inside the
    // 5.95-point rounded corner (5.6 from the corner's centre) but outside a capsule's 17-point
    // ends (20.5 from their centre).
    let rounded = try hosted(width: 200, height: 100) {
      Button(action: {}) { label() }.buttonStyle(.borderedProminent)
    }
    #expect(try pixel(rounded, 60.25, 35.25) == blue)
    let capsule = try hosted(width: 200, height: 100) {
      Button(action: {}) { label() }.buttonStyle(.borderedProminent).buttonBorderShape(.capsule)
    }
    #expect(try pixel(capsule, 60.25, 35.25) == white)
  }

  @Test func aCustomButtonStyleGetsTheLabelUnpressed() throws {
    // HStack(spacing: 0) { label padded by 10 (80 × 40); 30 × 30 } is 110 × 40, centred in
    // 200 × 100 at (45, 30): the label at (55, 40), the square at (125, 35).
    let solved = try hosted(width: 200, height: 100) {
      Button(action: {}) { label() }.buttonStyle(PaddedStyle())
    }
    #expect(same(try frame("label", in: solved), Rect(x: 55, y: 40, width: 60, height: 20)))
    #expect(same(try frame("unpressed", in: solved), Rect(x: 125, y: 35, width: 30, height: 30)))
  }

  @Test func aCustomPrimitiveButtonStyleDrawsTheButton() throws {
    // The label centred in a 100 × 50 frame centred in 200 × 100: (70, 40).
    let solved = try hosted(width: 200, height: 100) {
      Button("Go") {}.buttonStyle(FramedStyle()).accessibilityIdentifier("button")
    }
    #expect(same(try frame("button", in: solved), Rect(x: 50, y: 25, width: 100, height: 50)))
  }

  @Test func aButtonToggleIsOnAFaintPlateWhenOn() throws {
    // On: the tinted plate (84 × 34 at (58, 33)) is the tint at 12 % over white, not white; off:
    // no plate.
    let on = try hosted(width: 200, height: 100) {
      Toggle(isOn: .constant(true)) { label() }.toggleStyle(.button)
    }
    #expect(try pixel(on, 62, 50) != white)
    let off = try hosted(width: 200, height: 100) {
      Toggle(isOn: .constant(false)) { label() }.toggleStyle(.button)
    }
    #expect(try pixel(off, 62, 50) == white)
    #expect(same(try frame("label", in: off), Rect(x: 70, y: 40, width: 60, height: 20)))
  }
}
