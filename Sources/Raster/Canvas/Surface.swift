/// Pixels the canvas draws into: the canvas's image, or a layer covering part of it.
///
/// A layer's pixels are allocated as drawing reaches them: its image covers only the canvas
/// pixels reserved so far (``reserve(_:)``), grown to the smallest rectangle holding every
/// reservation, so a layer around one small view costs that view's pixels, not the canvas's.
struct Surface {
  /// The pixels; pixel (0, 0) lies at canvas position (`originX`, `originY`).
  ///
  /// A layer nothing
  /// has reserved yet holds one unused pixel.
  private(set) var image: Image
  private(set) var originX: Int
  private(set) var originY: Int
  /// The canvas pixels where drawing lands (empty for a layer nothing of which can show).
  let bounds: PixelRegion
  /// The canvas pixels `image` holds (empty until a layer's first reservation).
  private(set) var allocated: PixelRegion
  /// A rectangle holding every pixel drawn since the surface was made (empty until the first
  /// draw); pixels inside it that were never drawn are still transparent.
  var drawn = PixelRegion(x: 0, y: 0, width: 0, height: 0)

  /// A surface holding `image` at the canvas origin.
  init(image: Image) {
    self.image = image
    originX = 0
    originY = 0
    bounds = PixelRegion(x: 0, y: 0, width: image.width, height: image.height)
    allocated = bounds
  }

  /// A transparent surface over `bounds` (which may be empty), with no pixels allocated yet.
  init(transparentOver bounds: PixelRegion) {
    image = Self.transparentImage(width: 1, height: 1)
    originX = bounds.x
    originY = bounds.y
    self.bounds = bounds.isEmpty ? PixelRegion(x: bounds.x, y: bounds.y, width: 0, height: 0) : bounds
    allocated = PixelRegion(x: bounds.x, y: bounds.y, width: 0, height: 0)
  }

  /// Makes sure the pixels of `region` (inside ``bounds``) are allocated, keeping those drawn.
  mutating func reserve(_ region: PixelRegion) {
    let region = region.intersection(bounds)
    guard !region.isEmpty, allocated.intersection(region) != region else { return }
    let grown = allocated.isEmpty ? region : allocated.union(region)
    var pixels = Self.transparentImage(width: grown.width, height: grown.height)
    if !allocated.isEmpty {
      let (oldImage, oldX, oldY, old) = (image, originX, originY, allocated)
      pixels.bytes.withUnsafeMutableBufferPointer { destination in
        oldImage.bytes.withUnsafeBufferPointer { source in
          for y in old.y..<old.maxY {
            let from = ((y - oldY) * oldImage.width + (old.x - oldX)) * 4
            let to = ((y - grown.y) * grown.width + (old.x - grown.x)) * 4
            (destination.baseAddress.unsafelyUnwrapped + to).update(
              from: source.baseAddress.unsafelyUnwrapped + from, count: old.width * 4)
          }
        }
      }
    }
    image = pixels
    originX = grown.x
    originY = grown.y
    allocated = grown
  }

  /// A transparent image of a size inside a valid canvas (so a valid size).
  private static func transparentImage(width: Int, height: Int) -> Image {
    Image(uncheckedWidth: width, height: height, bytes: [UInt8](repeating: 0, count: width * height * 4))
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
