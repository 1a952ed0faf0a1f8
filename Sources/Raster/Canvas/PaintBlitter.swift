/// Composites a shader's colours source-over into a surface at the coverage the scan converter
/// reports, scaled by the clip mask when there is one.
struct PaintBlitter<Paint: Shader>: SpanBlitter {
  private let pixels: PixelWords
  private let paint: Paint
  private let mask: MaskReader?
  /// The pixels written so far.
  private(set) var drawn: PixelRegion

  init(pixels: PixelWords, paint: Paint, mask: MaskReader?, drawn: PixelRegion) {
    self.pixels = pixels
    self.paint = paint
    self.mask = mask
    self.drawn = drawn
  }

  mutating func blitSpan(y: Int, x: Int, count: Int, alpha: UInt32) {
    drawn = drawn.union(PixelRegion(x: x, y: y, width: count, height: 1))
    let start = pixels.row(y: y, x: x)
    if let mask {
      let coverage = mask.row(y: y, x: x)
      for index in 0..<count {
        let scale = PixelMath.divideBy255(alpha &* UInt32(coverage[index]))
        if scale != 0 { blend(paint.color(x: x + index, y: y), scale: scale, into: start + index) }
      }
    } else if let solid = paint.solidColor {
      if alpha == 255 && solid.alpha == 255 {
        start.update(repeating: solid.stored, count: count)
      } else {
        let source = alpha == 255 ? solid : solid.scaled(by: alpha)
        for index in 0..<count { start[index] = source.over(PackedPixel(stored: start[index])).stored }
      }
    } else {
      for index in 0..<count { blend(paint.color(x: x + index, y: y), scale: alpha, into: start + index) }
    }
  }

  /// Draws `source` × `scale` / 255 over the pixel.
  @inline(__always)
  private func blend(_ source: PackedPixel, scale: UInt32, into pixel: UnsafeMutablePointer<UInt32>) {
    let scaled = scale == 255 ? source : source.scaled(by: scale)
    pixel.pointee = scaled.over(PackedPixel(stored: pixel.pointee)).stored
  }
}

/// Writes coverage into a clip mask under construction.
struct MaskBlitter: SpanBlitter {
  private let base: UnsafeMutablePointer<UInt8>
  private let region: PixelRegion

  init(base: UnsafeMutablePointer<UInt8>, region: PixelRegion) {
    self.base = base
    self.region = region
  }

  mutating func blitSpan(y: Int, x: Int, count: Int, alpha: UInt32) {
    (base + (y - region.y) * region.width + (x - region.x)).update(repeating: UInt8(alpha), count: count)
  }
}
