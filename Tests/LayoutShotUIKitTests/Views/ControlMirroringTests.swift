import LayoutShot
import LayoutShotUIKit
import Raster
import Testing

// Controls drawn right to left as UIKit draws them (Documentation/RightToLeft.md#controls): a
// switch's "on" thumb on the left, a slider and a progress view filled from the right, a segmented
// control's first segment on the right. Each control is framed on a 240 × 200 screen at 2x on a
// white background, and pixels are read where the hand-worked geometry puts each part.

/// The picture of `control` framed at `frame` on a 240 × 200 2x screen laid out in `direction`.
@MainActor
private func picture(of control: UIView, at frame: CGRect, _ direction: LayoutDirection) throws
  -> Raster.Image
{
  let held = Held(control)
  let program = UIKitLayout.view("Mirroring") { () -> UIView in
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 240, height: 200))
    root.backgroundColor = .white
    held.value.frame = frame
    root.addSubview(held.value)
    return root
  }
  let screen = Screen(size: Size(width: 240, height: 200), scale: 2, layoutDirection: direction, os: .ios18)
  return try Raster.Image(pngData: try LayoutEngine().solve(program, on: screen).pngData())
}

/// The pixel under the point (x, y) in points, at 2x.
private func color(_ image: Raster.Image, _ x: Double, _ y: Double) -> RGBA8 {
  image.pixel(x: Int(x * 2), y: Int(y * 2))
}

/// Whether `pixel` is within 3 of (red, green, blue) on each channel.
private func isColor(_ pixel: RGBA8, _ red: Int, _ green: Int, _ blue: Int) -> Bool {
  abs(Int(pixel.red) - red) <= 3 && abs(Int(pixel.green) - green) <= 3 && abs(Int(pixel.blue) - blue) <= 3
}

/// A value handed to a layout program's `@Sendable` closure.
private final class Held<Value>: @unchecked Sendable {
  let value: Value
  init(_ value: Value) { self.value = value }
}

@MainActor
@Suite("Controls mirrored right to left")
struct ControlMirroringTests {
  @Test func anOnSwitchRestsItsThumbOnTheLeft() throws {
    // 51 × 31 at (20, 20); the 27-point thumb's centre is 15.5 in from the end it rests at: x 35.5
    // right to left, 55.5 left to right. Point 65 is on the green track (#34C759) right to left,
    // on the white thumb left to right; point 33 the other way round.
    for (direction, thumbX, trackX) in [
      (LayoutDirection.rightToLeft, 33.0, 65.0), (.leftToRight, 58.0, 25.0),
    ] {
      let toggle = UISwitch()
      toggle.isOn = true
      let image = try picture(of: toggle, at: CGRect(x: 20, y: 20, width: 51, height: 31), direction)
      #expect(isColor(color(image, thumbX, 35.5), 255, 255, 255), "\(direction)")
      #expect(isColor(color(image, trackX, 35.5), 0x34, 0xC7, 0x59), "\(direction)")
    }
  }

  @Test func aSliderFillsFromTheRight() throws {
    // 200 × 31 at (20, 20), value 0.25: the 28-point thumb's centre is 14 + 0.25 × (200 − 28) = 57
    // from the minimum's end, which is the right end right to left: x 220 − 57 = 163. The blue
    // track (#007AFF) runs from 3 in from that end to the thumb: at x 200 it is blue, at x 100
    // (the maximum's side) it is not; the thumb at 163 is white.
    let slider = UISlider()
    slider.value = 0.25
    let image = try picture(of: slider, at: CGRect(x: 20, y: 20, width: 200, height: 31), .rightToLeft)
    #expect(isColor(color(image, 200, 35.5), 0x00, 0x7A, 0xFF))
    #expect(!isColor(color(image, 100, 35.5), 0x00, 0x7A, 0xFF))
    #expect(isColor(color(image, 163, 35.5), 255, 255, 255))
  }

  @Test func aProgressViewFillsFromTheRight() throws {
    // 200 × 4 at (20, 100), progress 0.25: filled over the right 50 points, 170 to 220.
    let progress = UIProgressView(progressViewStyle: .default)
    progress.progress = 0.25
    let image = try picture(of: progress, at: CGRect(x: 20, y: 100, width: 200, height: 4), .rightToLeft)
    #expect(isColor(color(image, 210, 102), 0x00, 0x7A, 0xFF))
    #expect(!isColor(color(image, 30, 102), 0x00, 0x7A, 0xFF))
    #expect(!isColor(color(image, 160, 102), 0x00, 0x7A, 0xFF))
  }

  @Test func theFirstSegmentIsOnTheRight() throws {
    // 200 × 32 at (20, 140), two equal segments, the first selected: its white plate (inset 2)
    // covers the right half, 120.5 to 218; the left half shows the grey track.
    let segments = UISegmentedControl(items: ["One", "Two"])
    segments.selectedSegmentIndex = 0
    let image = try picture(of: segments, at: CGRect(x: 20, y: 140, width: 200, height: 32), .rightToLeft)
    #expect(isColor(color(image, 210, 168), 255, 255, 255))
    #expect(!isColor(color(image, 30, 168), 255, 255, 255))
  }
}
