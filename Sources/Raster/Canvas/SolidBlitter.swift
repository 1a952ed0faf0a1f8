/// Composites one premultiplied colour, source-over, into a surface's pixels at the coverage
/// the scan converter reports, optionally scaled by a clip mask.
struct SolidBlitter: SpanBlitter {
  /// The surface's pixels and geometry.
  private let pixels: UnsafeMutablePointer<UInt32>
  private let stride: Int
  private let originX: Int
  private let originY: Int
  /// The colour, premultiplied.
  private let color: PackedPixel
  /// The clip mask's coverage, if any (see ``ClipMask``).
  private let mask: MaskReader?
  /// The pixels written so far.
  private(set) var drawn: PixelRegion

  /// A blitter into `pixels`, the words of a surface covering `region` of the canvas, that has
  /// already drawn `drawn`.
  init(
    pixels: UnsafeMutablePointer<UInt32>, region: PixelRegion, drawn: PixelRegion, color: PackedPixel,
    mask: MaskReader?
  ) {
    self.pixels = pixels
    stride = region.width
    originX = region.x
    originY = region.y
    self.color = color
    self.mask = mask
    self.drawn = drawn
  }

  mutating func blitSpan(y: Int, x: Int, count: Int, alpha: UInt32) {
    drawn = drawn.union(PixelRegion(x: x, y: y, width: count, height: 1))
    let start = pixels + (y - originY) * stride + (x - originX)
    if let mask {
      let coverage = mask.row(y: y, x: x)
      for index in 0..<count {
        let scale = PixelMath.divideBy255(alpha &* UInt32(coverage[index]))
        if scale != 0 { blend(color.scaled(by: scale), into: start + index) }
      }
    } else if alpha == 255 && color.alpha == 255 {
      start.update(repeating: color.stored, count: count)
    } else {
      let source = alpha == 255 ? color : color.scaled(by: alpha)
      for index in 0..<count { blend(source, into: start + index) }
    }
  }

  @inline(__always)
  private func blend(_ source: PackedPixel, into pixel: UnsafeMutablePointer<UInt32>) {
    pixel.pointee = source.over(PackedPixel(stored: pixel.pointee)).stored
  }
}
