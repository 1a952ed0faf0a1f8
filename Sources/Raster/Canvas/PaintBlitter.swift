/// Composites a shader's colours source-over into a surface at the coverage the scan converter
/// reports, scaled by the clip mask when there is one.
struct PaintBlitter<Paint: Shader>: SpanBlitter {
  private let pixels: PixelWords
  private let paint: Paint
  private let mask: MaskReader?
  private var cache = BlendCache()

  init(pixels: PixelWords, paint: Paint, mask: MaskReader?) {
    self.pixels = pixels
    self.paint = paint
    self.mask = mask
  }

  mutating func blitSpan(y: Int, x: Int, count: Int, alpha: UInt32) {
    let start = pixels.row(y: y, x: x)
    if let mask {
      let coverage = mask.row(y: y, x: x)
      if alpha == 255, let solid = paint.solidColor, solid.alpha == 255 {
        return blitOpaque(solid.stored, through: coverage, into: start, count: count)
      }
      for index in 0..<count {
        let scale = PixelMath.divideBy255(alpha &* UInt32(coverage[index]))
        if scale != 0 {
          start[index] = cache.blend(paint.color(x: x + index, y: y).stored, scale: scale, over: start[index])
        }
      }
    } else if let solid = paint.solidColor {
      if alpha == 255 && solid.alpha == 255 {
        start.update(repeating: solid.stored, count: count)
      } else {
        if count < 8 {
          for index in 0..<count {
            start[index] = cache.blend(solid.stored, scale: alpha, over: start[index])
          }
        } else {
          cache.blendRuns(solid.stored, scale: alpha, over: start, count: count)
        }
      }
    } else {
      for index in 0..<count {
        start[index] = cache.blend(paint.color(x: x + index, y: y).stored, scale: alpha, over: start[index])
      }
    }
  }

  /// Draws an opaque colour at full coverage through a clip's `coverage`: runs the clip shows
  /// fully are memory fills, other pixels blend at the clip's coverage (which is the scale:
  /// `255 · c / 255 = c` exactly).
  private mutating func blitOpaque(
    _ word: UInt32, through coverage: UnsafePointer<UInt8>, into start: UnsafeMutablePointer<UInt32>,
    count: Int
  ) {
    var index = 0
    while index < count {
      let scale = UInt32(coverage[index])
      guard scale == 255 else {
        if scale != 0 { start[index] = cache.blend(word, scale: scale, over: start[index]) }
        index += 1
        continue
      }
      var end = index + 1
      while end < count && coverage[end] == 255 { end += 1 }
      (start + index).update(repeating: word, count: end - index)
      index = end
    }
  }

  @inline(__always)
  mutating func blitPixel(y: Int, x: Int, alpha: UInt32) {
    let pixel = pixels.row(y: y, x: x)
    if let mask {
      let scale = PixelMath.divideBy255(alpha &* UInt32(mask.row(y: y, x: x).pointee))
      if scale != 0 {
        pixel.pointee = cache.blend(paint.color(x: x, y: y).stored, scale: scale, over: pixel.pointee)
      }
    } else if let solid = paint.solidColor {
      pixel.pointee =
        alpha == 255 && solid.alpha == 255
        ? solid.stored : cache.blend(solid.stored, scale: alpha, over: pixel.pointee)
    } else {
      pixel.pointee = cache.blend(paint.color(x: x, y: y).stored, scale: alpha, over: pixel.pointee)
    }
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
