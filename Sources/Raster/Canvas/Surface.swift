/// Pixels the canvas draws into: the canvas's image, or a layer covering part of it.
struct Surface {
  /// The pixels; pixel (0, 0) lies at canvas position (`originX`, `originY`).
  var image: Image
  let originX: Int
  let originY: Int
  /// The canvas pixels where drawing lands (empty for a layer nothing of which can show; the
  /// image then has one unused pixel).
  let bounds: PixelRegion
  /// The pixels drawn since the surface was made (empty until the first draw).
  var drawn = PixelRegion(x: 0, y: 0, width: 0, height: 0)

  /// A surface holding `image` at the canvas origin.
  init(image: Image) {
    self.image = image
    originX = 0
    originY = 0
    bounds = PixelRegion(x: 0, y: 0, width: image.width, height: image.height)
  }

  /// A transparent surface over `bounds` (which may be empty).
  init(transparentOver bounds: PixelRegion) {
    let width = max(bounds.width, 1)
    let height = max(bounds.height, 1)
    // The bounds lie inside a valid canvas, so the size is valid too.
    image = Image(
      uncheckedWidth: width, height: height, bytes: [UInt8](repeating: 0, count: width * height * 4))
    originX = bounds.x
    originY = bounds.y
    self.bounds = bounds.isEmpty ? PixelRegion(x: bounds.x, y: bounds.y, width: 0, height: 0) : bounds
  }

  /// Calls `body` with the pixels as 32-bit words (see ``PackedPixel``), row by row.
  mutating func withPixels<Result>(_ body: (PixelWords) -> Result) -> Result {
    let (originX, originY, stride) = (originX, originY, image.width)
    return image.bytes.withUnsafeMutableBufferPointer { bytes in
      bytes.withMemoryRebound(to: UInt32.self) { words in
        // An image always has at least one pixel, so the base address exists.
        body(
          PixelWords(
            base: words.baseAddress.unsafelyUnwrapped, originX: originX, originY: originY, stride: stride))
      }
    }
  }
}

extension Surface {
  /// Calls `body` with the pixels for reading only (`body` must not write through them).
  func withReadablePixels<Result>(_ body: (PixelWords) -> Result) -> Result {
    let (originX, originY, stride) = (originX, originY, image.width)
    return image.bytes.withUnsafeBufferPointer { bytes in
      bytes.withMemoryRebound(to: UInt32.self) { words in
        let base = UnsafeMutablePointer(mutating: words.baseAddress.unsafelyUnwrapped)
        return body(PixelWords(base: base, originX: originX, originY: originY, stride: stride))
      }
    }
  }
}

/// A surface's pixels addressed by canvas position, while their storage is pinned.
struct PixelWords {
  let base: UnsafeMutablePointer<UInt32>
  let originX: Int
  let originY: Int
  let stride: Int

  /// The word of canvas pixel (`x`, `y`) and those to its right.
  @inline(__always)
  func row(y: Int, x: Int) -> UnsafeMutablePointer<UInt32> {
    base + (y - originY) * stride + (x - originX)
  }
}
