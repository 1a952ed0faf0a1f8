/// Pixels the canvas draws into: the canvas's image, or a layer covering part of it.
struct Surface {
  /// The pixels; `image.width` × `image.height` from ``origin``.
  var image: Image
  /// Where the image's top-left pixel lies on the canvas.
  let originX: Int
  let originY: Int
  /// The pixels drawn since the surface was made (empty until the first draw).
  var drawn = PixelRegion(x: 0, y: 0, width: 0, height: 0)

  /// The canvas pixels the surface covers.
  var region: PixelRegion {
    PixelRegion(x: originX, y: originY, width: image.width, height: image.height)
  }

  /// Calls `body` with the pixels as 32-bit words (see ``PackedPixel``), row by row.
  mutating func withPixels<Result>(_ body: (UnsafeMutablePointer<UInt32>) -> Result) -> Result {
    image.bytes.withUnsafeMutableBufferPointer { bytes in
      bytes.withMemoryRebound(to: UInt32.self) { words in
        // An image always has at least one pixel, so the base address exists.
        body(words.baseAddress.unsafelyUnwrapped)
      }
    }
  }
}
