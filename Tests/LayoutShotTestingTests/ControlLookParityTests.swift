import Foundation
import LayoutShot
import Raster
import Testing

import struct LayoutShotSwiftUI.Binding
import struct LayoutShotSwiftUI.ProgressView
import struct LayoutShotSwiftUI.Slider
import struct LayoutShotSwiftUI.SwiftUILayout
import struct LayoutShotSwiftUI.Toggle
import struct LayoutShotUIKit.UIKitLayout
import class LayoutShotUIKit.UIProgressView
import class LayoutShotUIKit.UISlider
import class LayoutShotUIKit.UISwitch

/// The UIKit and SwiftUI faces draw a control from one shared look
/// (Documentation/Controls.md#shared-looks): the same control in the same state is the same
/// picture, pixel for pixel, seen on white.
@Suite("Control looks shared by UIKit and SwiftUI")
struct ControlLookParityTests {
  /// A plain screen at 2x.
  let screen = Screen(size: Size(width: 390, height: 844), scale: 2, appearance: .light)

  /// The pixels of `program` on white (premultiplied channels plus the white that shows through),
  /// with its size.
  func picture(_ program: any LayoutProgram, os: OSEdition) throws -> (width: Int, height: Int, pixels: [Int])
  {
    var screen = screen
    screen.os = os
    let image = try Raster.Image(pngData: try LayoutEngine().solve(program, on: screen).pngData())
    var pixels: [Int] = []
    for y in 0..<image.height {
      for x in 0..<image.width {
        let stored = image.premultipliedPixel(x: x, y: y)
        pixels += [stored.red, stored.green, stored.blue].map { Int($0) + 255 - Int(stored.alpha) }
      }
    }
    return (image.width, image.height, pixels)
  }

  /// Whether two pictures have the same size and differ by at most one unit in any channel
  /// (compositing on white before or after drawing rounds differently); the UIKit one must draw
  /// something, so that two empty pictures do not pass.
  func same(_ uikit: any LayoutProgram, _ swiftUI: any LayoutProgram, os: OSEdition = .standard) throws
    -> Bool
  {
    let (a, b) = (try picture(uikit, os: os), try picture(swiftUI, os: os))
    try #require(a.pixels.contains { $0 < 200 }, "the UIKit control draws something")
    return a.width == b.width && a.height == b.height
      && zip(a.pixels, b.pixels).allSatisfy { Swift.abs($0 - $1) <= 1 }
  }

  @Test func aSwitchIsTheSameInBothFaces() throws {
    // A switch is 51 × 31 on iOS 18 and 63 × 28 on iOS 26 (Documentation/Controls.md#ios-26).
    for (os, width, height) in [(OSEdition.ios18, 51.0, 31.0), (.ios26, 63, 28)] {
      for isOn in [false, true] {
        let uikit = UIKitLayout.view(width: width) {
          let control = UISwitch()
          control.isOn = isOn
          return control
        }
        let swiftUI = SwiftUILayout.sized("Toggle", width: width, height: height) {
          Toggle("Wi-Fi", isOn: Binding.constant(isOn)).labelsHidden()
        }
        #expect(try same(uikit, swiftUI, os: os), "\(os), on: \(isOn)")
      }
    }
  }

  @Test func aSliderIsTheSameInBothFaces() throws {
    let uikit = UIKitLayout.view(width: 200) {
      let control = UISlider()
      control.value = 0.25
      return control
    }
    let swiftUI = SwiftUILayout.sized("Slider", width: 200, height: 31) {
      Slider(value: Binding.constant(0.25))
    }
    #expect(try same(uikit, swiftUI))
  }

  @Test func aProgressBarIsTheSameInBothFaces() throws {
    let uikit = UIKitLayout.view(width: 200) {
      let control = UIProgressView(progressViewStyle: .default)
      control.progress = 0.4
      return control
    }
    let swiftUI = SwiftUILayout.sized("ProgressView", width: 200, height: 4) { ProgressView(value: 0.4) }
    #expect(try same(uikit, swiftUI))
  }
}
