import Foundation
import LayoutShotSwiftUI
import Raster

import enum LayoutShot.Appearance
import struct LayoutShot.SceneOptions
import struct LayoutShot.SolvedLayout

/// A view laid out in a host `width` × `height` points at 1 pixel per point (no safe area) and
/// drawn over white: the pixel at column x, row y covers the point square from (x, y) to
/// (x + 1, y + 1), so its colour is the one at (x + 0.5, y + 0.5).
struct DrawnView {
  let solved: SolvedLayout
  /// The PNG, as snapshots encode it.
  let png: [UInt8]
  let image: Raster.Image

  init<Content: View>(
    width: Double, height: Double, appearance: Appearance = .light,
    @ViewBuilder _ content: @escaping @MainActor @Sendable () -> Content
  ) throws {
    solved = try hosted(width: width, height: height, scale: 1, appearance: appearance, content)
    png = try solved.pngData(options: SceneOptions(backgroundColor: .white))
    image = try Raster.Image(pngData: png)
  }

  /// The red, green and blue levels of the pixel at column `x`, row `y`.
  func rgb(_ x: Int, _ y: Int) -> [Int] {
    let pixel = image.pixel(x: x, y: y)
    return [Int(pixel.red), Int(pixel.green), Int(pixel.blue)]
  }

  /// Whether the pixel at column `x`, row `y` is `expected`, within `tolerance` levels a channel.
  func has(_ expected: [Int], at x: Int, _ y: Int, tolerance: Int = 1) -> Bool {
    zip(rgb(x, y), expected).allSatisfy { Swift.abs($0 - $1) <= tolerance }
  }
}

/// `value` (0...255) at `opacity` over white, unrounded.
func overWhite(_ value: Double, opacity: Double) -> Double { value * opacity + 255 * (1 - opacity) }

/// The levels of `rgb` at `opacity` over white, rounded to the nearest level.
func overWhite(_ rgb: [Double], opacity: Double) -> [Int] {
  rgb.map { Int(overWhite($0, opacity: opacity).rounded()) }
}
