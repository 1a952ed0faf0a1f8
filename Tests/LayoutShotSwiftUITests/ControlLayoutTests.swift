import Foundation
import LayoutShotSwiftUI
import Raster
import Testing

import struct LayoutShot.FrameDump
import struct LayoutShot.Rect
import struct LayoutShot.Size
import struct LayoutShot.SolvedLayout

/// The red, green and blue of the pixel at (`x`, `y`) points in `solved`'s PNG at 2x, on white.
///
/// The host has no background, so what is not drawn is transparent; the stored channels are
/// premultiplied, so white shows through as 255 − alpha.
func pixel(_ solved: SolvedLayout, _ x: Double, _ y: Double) throws -> [Int] {
  let image = try Raster.Image(pngData: try solved.pngData())
  let stored = image.premultipliedPixel(x: Int(x * 2), y: Int(y * 2))
  return [stored.red, stored.green, stored.blue].map { Int($0) + 255 - Int(stored.alpha) }
}

/// The frame of the only view whose name ends with `/kind` (a control's drawn part), failing the
/// test unless there is exactly one.
func control(_ kind: String, in solved: SolvedLayout, sourceLocation: SourceLocation = #_sourceLocation)
  throws -> Rect
{
  let all = FrameDump(solved).views.map(\.name)
  let names = all.filter { $0.hasSuffix("/\(kind)") }
  try #require(names.count == 1, "views named …/\(kind) among \(all)", sourceLocation: sourceLocation)
  return try frame(names[0], in: solved, sourceLocation: sourceLocation)
}

// The system colours at full opacity in light mode (Documentation/SystemColors.md).
private let white = [255, 255, 255], green = [52, 199, 89], blue = [0, 122, 255]
private let orange = [255, 149, 0], red = [255, 59, 48]

/// Toggles, sliders, steppers and progress views: frames computed from the shared looks' sizes
/// and SwiftUI's stack rules (Documentation/SwiftUIControls.md), pixels from their colours.
@Suite struct ControlLayoutTests {
  @Test func aToggleSpreadsItsLabelAndSwitchAcrossTheWidth() throws {
    // HStack { label; Spacer(); switch } offered 300: the spacer takes the rest, so the switch
    // (51 × 31) ends at 300: x = 249. The stack is 31 high, centred in 100: y = 34.5; the
    // 20-point label is centred on it: y = 34.5 + 5.5 = 40.
    let solved = try hosted(width: 300, height: 100) {
      Toggle(isOn: .constant(true)) {
        Color.red.frame(width: 50, height: 20).accessibilityIdentifier("label")
      }
    }
    #expect(same(try frame("label", in: solved), Rect(x: 0, y: 40, width: 50, height: 20)))
    #expect(same(try control("Switch", in: solved), Rect(x: 249, y: 34.5, width: 51, height: 31)))
  }

  @Test func labelsHiddenLeavesTheSwitchAloneAtItsFixedSize() throws {
    // 51 × 31 centred in 300 × 100: x = (300 − 51) / 2 = 124.5, y = (100 − 31) / 2 = 34.5.
    let solved = try hosted(width: 300, height: 100) {
      Toggle("Wi-Fi", isOn: .constant(false)).labelsHidden().accessibilityIdentifier("switch")
    }
    #expect(same(try frame("switch", in: solved), Rect(x: 124.5, y: 34.5, width: 51, height: 31)))
  }

  @Test func aSwitchIsGreenWhenOnAndTakesTheTint() throws {
    // Switches at x = 0 (on), 60 (off), 120 (on, orange tint), each 31 high at y = 34.5. The
    // thumb's centre is 15.5 in from the end it rests at; the track 8 points in is uncovered.
    let solved = try hosted(width: 171, height: 100) {
      HStack(spacing: 9) {
        Toggle("On", isOn: .constant(true))
        Toggle("Off", isOn: .constant(false))
        Toggle("Tinted", isOn: .constant(true)).tint(.orange)
      }
      .labelsHidden()
    }
    let middle = 34.5 + 15.5
    #expect(try pixel(solved, 8, middle) == green)
    #expect(try pixel(solved, 51 - 15.5, middle) == white, "on: the thumb on the right")
    #expect(try pixel(solved, 60 + 15.5, middle) == white, "off: the thumb on the left")
    #expect(try pixel(solved, 60 + 43, middle) != green, "off: no green")
    #expect(try pixel(solved, 120 + 8, middle) == orange)
  }

  @Test func aSliderTakesTheWidthItIsOfferedAndFillsToItsValue() throws {
    // 200 wide, 31 high, centred in 100: y = 34.5. At 0.25 the thumb's centre is at
    // 14 + 0.25 × (200 − 28) = 57: blue before the thumb (x = 20), white on it, not blue after
    // it (x = 150).
    let solved = try hosted(width: 200, height: 100) {
      Slider(value: .constant(0.25))
    }
    #expect(same(try control("Slider", in: solved), Rect(x: 0, y: 34.5, width: 200, height: 31)))
    #expect(try pixel(solved, 20, 50) == blue)
    #expect(try pixel(solved, 57, 50) == white)
    #expect(try pixel(solved, 150, 50) != blue)
  }

  @Test func aSteppedSliderMovesToTheNearestStep() throws {
    // 0.4 with step 0.5 shows 0.5: the thumb's centre at 14 + 0.5 × 172 = 100, so x = 75 is on
    // the blue track (unstepped, the thumb would span 82.8 ± 14 and cover it in white).
    let solved = try hosted(width: 200, height: 100) {
      Slider(value: .constant(0.4), in: 0...1, step: 0.5)
    }
    #expect(try pixel(solved, 75, 50) == blue)
    #expect(try pixel(solved, 100, 50) == white)
  }

  @Test func aSliderPutsItsValueLabelsBesideTheTrack() throws {
    // HStack { min (20); track; max (20) } with 8-point gaps offered 200: the track is
    // 200 − 40 − 16 = 144 wide at x = 28.
    let solved = try hosted(width: 200, height: 100) {
      Slider(value: .constant(0.5)) {
        Text("Volume")
      } minimumValueLabel: {
        Color.gray.frame(width: 20, height: 20)
      } maximumValueLabel: {
        Color.gray.frame(width: 20, height: 20)
      }
    }
    #expect(same(try control("Slider", in: solved), Rect(x: 28, y: 34.5, width: 144, height: 31)))
  }

  @Test func aStepperPutsItsControlAtTheTrailingEdge() throws {
    // HStack { label; Spacer(); control (94 × 32) } offered 300: x = 300 − 94 = 206,
    // y = (100 − 32) / 2 = 34.
    let solved = try hosted(width: 300, height: 100) {
      Stepper(value: .constant(3), in: 0...10) { Color.red.frame(width: 50, height: 20) }
    }
    #expect(same(try control("Stepper", in: solved), Rect(x: 206, y: 34, width: 94, height: 32)))
  }

  @Test func aDeterminateProgressViewIsAFourPointBarFilledToItsValue() throws {
    // 200 × 4 centred in 100: y = 48; half full, blue at x = 50 and not at x = 150.
    let solved = try hosted(width: 200, height: 100) {
      ProgressView(value: 5, total: 10)
    }
    #expect(same(try control("ProgressView", in: solved), Rect(x: 0, y: 48, width: 200, height: 4)))
    #expect(try pixel(solved, 50, 50) == blue)
    #expect(try pixel(solved, 150, 50) != blue)
  }

  @Test func anIndeterminateProgressViewIsTheTwentyPointSpinner() throws {
    // 20 × 20 centred in 200 × 100; 37 × 37 at the large control size.
    let solved = try hosted(width: 200, height: 100) { ProgressView() }
    #expect(same(try control("ProgressView", in: solved), Rect(x: 90, y: 40, width: 20, height: 20)))
    let large = try hosted(width: 200, height: 100) { ProgressView().controlSize(.large) }
    #expect(same(try control("ProgressView", in: large), Rect(x: 81.5, y: 31.5, width: 37, height: 37)))
  }
}
