extension PixelDiff {
  /// The colour of a pixel that differs.
  package static let differenceColor = RGBA8(red: 255, green: 0, blue: 0)
  /// The colour of a differing pixel that was set aside as anti-aliasing.
  package static let antialiasingColor = RGBA8(red: 255, green: 255, blue: 0)
  /// The colour between and around the panels of ``sideBySide(reference:actual:options:gap:)``.
  package static let separatorColor = RGBA8(red: 128, green: 128, blue: 128)

  /// A picture of what changed: differing pixels in ``differenceColor``, pixels set aside as
  /// anti-aliasing in ``antialiasingColor``, and every other pixel as the reference in grey
  /// with a quarter of its contrast (over white), so the changes stand out.
  ///
  /// It is as large as the larger width and height of the two images; `nil` only when that
  /// exceeds ``Image/maximumPixelCount``.
  package static func differenceImage(reference: Image, actual: Image, options: Options = .exact) -> Image? {
    let width = max(reference.width, actual.width)
    let height = max(reference.height, actual.height)
    guard var picture = Image(width: width, height: height, fill: .white) else { return nil }
    let different = differenceColor.premultiplied.stored
    let antialiased = antialiasingColor.premultiplied.stored
    picture.bytes.withUnsafeMutableBufferPointer { bytes in
      bytes.withMemoryRebound(to: UInt32.self) { output in
        reference.bytes.withUnsafeBufferPointer { referenceBytes in
          referenceBytes.withMemoryRebound(to: UInt32.self) { input in
            for y in 0..<reference.height {
              for x in 0..<reference.width {
                let level = UInt8(fadedGrey(PackedPixel(stored: input[y * reference.width + x])))
                output[y * width + x] = PackedPixel(red: level, green: level, blue: level, alpha: 255).stored
              }
            }
          }
        }
        PixelComparison.classify(reference: reference, actual: actual, options: options) { x, y, verdict in
          output[y * width + x] = verdict == .different ? different : antialiased
        }
      }
    }
    return picture
  }

  /// Three panels in a row, `gap` pixels apart on ``separatorColor``: the reference, the
  /// ``differenceImage(reference:actual:options:)``, and the actual image, each at full size from
  /// the top.
  ///
  /// `nil` only when the strip would exceed ``Image``'s limits.
  package static func sideBySide(reference: Image, actual: Image, options: Options = .exact, gap: Int = 8)
    -> Image?
  {
    guard let difference = differenceImage(reference: reference, actual: actual, options: options) else {
      return nil
    }
    let gap = max(gap, 0)
    let panels = [reference, difference, actual]
    let width = panels.reduce(0) { $0 + $1.width } + 2 * gap
    let height = panels.map(\.height).max() ?? 1
    guard var strip = Image(width: width, height: height, fill: separatorColor) else { return nil }
    var left = 0
    for panel in panels {
      for y in 0..<panel.height {
        let start = (y * width + left) * 4
        strip.bytes.replaceSubrange(start..<start + panel.bytesPerRow, with: panel.row(y))
      }
      left += panel.width + gap
    }
    return strip
  }

  /// The grey of a pixel over white, `(77 R + 150 G + 29 B) / 256` (BT.601 luma), faded to a
  /// quarter of its distance from white.
  private static func fadedGrey(_ pixel: PackedPixel) -> UInt8 {
    let white = 255 - UInt32(pixel.alpha)
    let luma =
      (77 * (UInt32(pixel.red) + white) + 150 * (UInt32(pixel.green) + white) + 29
        * (UInt32(pixel.blue) + white)
        + 128) >> 8
    return UInt8(255 - (255 - luma) / 4)
  }
}
