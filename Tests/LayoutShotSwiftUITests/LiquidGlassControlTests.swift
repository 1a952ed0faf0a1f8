import Foundation
import LayoutShotSwiftUI
import Testing

import struct LayoutShot.Rect

/// SwiftUI's controls on an iOS 26 screen take the Liquid Glass looks, and on an iOS 18 screen
/// keep the classic ones (Documentation/SwiftUIControls.md#ios-26).
///
/// Every test names its edition.
/// Sizes are the cited iOS 26 figures (Documentation/Controls.md#ios-26); pixels are composited
/// by hand on the host's white.
@Suite struct LiquidGlassControlTests {
  @Test func aToggleOnAnIOS26ScreenHasThe63By28Switch() throws {
    // HStack { label; Spacer(); switch } offered 300: the 63 × 28 switch ends at 300, x = 237;
    // the row is 28 high, centred in 100: y = 36.
    let solved = try hosted(width: 300, height: 100, os: .ios26) {
      Toggle(isOn: .constant(true)) { Color.red.frame(width: 50, height: 20) }
    }
    #expect(same(try control("Switch", in: solved), Rect(x: 237, y: 36, width: 63, height: 28)))
  }

  @Test func aToggleOnAnIOS18ScreenKeepsThe51By31Switch() throws {
    let solved = try hosted(width: 300, height: 100, os: .ios18) {
      Toggle(isOn: .constant(true)) { Color.red.frame(width: 50, height: 20) }
    }
    // 300 − 51 = 249; (100 − 31) / 2 = 34.5.
    #expect(same(try control("Switch", in: solved), Rect(x: 249, y: 34.5, width: 51, height: 31)))
  }

  @Test func anOffSwitchsTrackIsTertiaryLabelOnIOS26() throws {
    // The switch alone at (0, 0): the knob covers x 2…39, so x = 55 is bare track. tertiaryLabel
    // is #3C3C43 at 30 % over white: 255 × 0.7 + 60 × 0.3 = 196.5 and 255 × 0.7 + 67 × 0.3 = 198.6,
    // #C5C5C7 (measured so by AOM).
    let solved = try hosted(width: 63, height: 28, os: .ios26) {
      Toggle(isOn: .constant(false)) { EmptyView() }.labelsHidden()
    }
    let track = try pixel(solved, 55, 14)
    #expect(zip(track, [197, 197, 199]).allSatisfy { abs($0 - $1) <= 1 }, "\(track)")
  }

  @Test func aSlidersRestOfTrackIsBlackAtTenPercentOnIOS26() throws {
    // At 0 the thumb covers x 0…37 of a 300-wide slider; at x = 250 the 6-point track (y 12.5 …
    // 18.5 of 31) is black at 10 % over white: 255 × 0.9 = 229.5, #E6E6E6 (AOM measured).
    let solved = try hosted(width: 300, height: 31, os: .ios26) { Slider(value: .constant(0)) }
    let rest = try pixel(solved, 250, 15.5)
    #expect(rest.allSatisfy { abs($0 - 230) <= 1 }, "\(rest)")
    // Above the track is the white behind it.
    #expect(try pixel(solved, 250, 10) == [255, 255, 255])
  }

  @Test func aSlidersFilledTrackIsTheIOS26Blue() throws {
    // At 1 the thumb covers x 263…300; x = 100 is filled with the iOS 26 palette's systemBlue,
    // #0088FF (Documentation/SystemColors.md#ios-26-palette).
    let solved = try hosted(width: 300, height: 31, os: .ios26) { Slider(value: .constant(1)) }
    #expect(try pixel(solved, 100, 15.5) == [0, 136, 255])
  }

  @Test func aStepperOnIOS26KeepsItsSizeAsACapsule() throws {
    // HStack { label; Spacer(); control } offered 300 × 100: the 94 × 32 control at x = 206,
    // y = 34, as on iOS 18.
    let solved = try hosted(width: 300, height: 100, os: .ios26) {
      Stepper(value: .constant(3), in: 0...10) { Color.red.frame(width: 50, height: 20) }
    }
    #expect(same(try control("Stepper", in: solved), Rect(x: 206, y: 34, width: 94, height: 32)))
    // A capsule's end: (208, 40) is 17 from the centre (222, 50) of its radius-16 end, outside it,
    // and so white; the classic 8-point corner (centre (214, 42), 6.3 away) would cover it.
    #expect(try pixel(solved, 208, 40) == [255, 255, 255])
  }

  @Test func aGlassButtonIsACapsuleOfGlassOnIOS26() throws {
    // The glass body is #FEFDFD at 0.68 over white and over the glass's own shadow, black at 0.05
    // at most: between 255 × 0.95 × 0.32 + 253 × 0.68 = 249.5 and 255 × 0.32 + 254 × 0.68 = 254.3;
    // never the bordered grey's 239.
    let solved = try hosted(width: 200, height: 60, os: .ios26) {
      Button("Edit") {}.buttonStyle(.glass).accessibilityIdentifier("button")
    }
    let button = try frame("button", in: solved)
    let body = try pixel(solved, button.midX, button.maxY - 4)
    #expect(body.allSatisfy { (249...255).contains($0) }, "\(body)")
  }

  @Test func aProminentGlassButtonIsFilledWithTheTintOnIOS26() throws {
    let solved = try hosted(width: 200, height: 60, os: .ios26) {
      Button("Go") {}.buttonStyle(.glassProminent).accessibilityIdentifier("button")
    }
    let button = try frame("button", in: solved)
    // The tint (#0088FF) fills the capsule, a few points in from its bottom edge.
    #expect(try pixel(solved, button.midX, button.maxY - 4) == [0, 136, 255])
  }

  @Test func glassButtonsOnIOS18DrawAsBorderedOnes() throws {
    // iOS 18 has no glass: .glass is drawn as .bordered, tertiarySystemFill (#767680 at 12 %) over
    // white: 255 − 0.12 × 137 = 238.6, 255 − 0.12 × 127 = 239.8.
    let solved = try hosted(width: 200, height: 60, os: .ios18) {
      Button("Edit") {}.buttonStyle(.glass).accessibilityIdentifier("button")
    }
    let button = try frame("button", in: solved)
    let plate = try pixel(solved, button.midX, button.maxY - 3)
    #expect(zip(plate, [239, 239, 240]).allSatisfy { abs($0 - $1) <= 1 }, "\(plate)")
  }

  @Test func glassEffectDrawsACapsuleOfTintedGlassBehindItsView() throws {
    // A 100 × 40 view with orange-tinted glass: the glass's body is the tint, opaque; iOS 26's
    // systemOrange is #FF8D28.
    let solved = try hosted(width: 200, height: 100, os: .ios26) {
      Color.clear.frame(width: 100, height: 40).glassEffect(.regular.tint(.orange))
    }
    // The view is centred: x 50…150, y 30…70. Its middle is the tint; its corner (51, 31) lies
    // outside the capsule's round end (radius 20).
    #expect(try pixel(solved, 100, 50) == [255, 141, 40])
    // Only the glass's faint shadow (black at 0.05 at most) reaches there.
    #expect(try pixel(solved, 51, 31).allSatisfy { $0 >= 242 })
  }

  @Test func glassEffectOnIOS18FallsBackToAMaterial() throws {
    let glass = try hosted(width: 200, height: 100, os: .ios18) {
      Color.clear.frame(width: 100, height: 40).glassEffect()
    }
    let material = try hosted(width: 200, height: 100, os: .ios18) {
      Color.clear.frame(width: 100, height: 40).background(.ultraThinMaterial, in: Capsule())
    }
    #expect(try pixel(glass, 100, 50) == pixel(material, 100, 50))
  }
}
