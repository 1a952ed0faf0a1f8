/// Composites one solid fill as an opacity layer holding only that fill would: each covered
/// pixel becomes the layer's pixel (the colour at that coverage over transparent), which is then
/// drawn over the target scaled by the layer's opacity and the clip in force — without the layer.
///
/// The arithmetic is the layer's, step for step, so the pixels are the same as drawing the fill
/// into a layer and compositing it (see ``Canvas/fillThroughLayer(_:color:rule:opacity:hidden:)``).
struct LayerFillBlitter: SpanBlitter {
  private let pixels: PixelWords
  private let solid: PackedPixel
  private let opacity: UInt32
  private let mask: MaskReader?
  private var cache = BlendCache()

  init(pixels: PixelWords, solid: PackedPixel, opacity: UInt32, mask: MaskReader?) {
    self.pixels = pixels
    self.solid = solid
    self.opacity = opacity
    self.mask = mask
  }

  mutating func blitSpan(y: Int, x: Int, count: Int, alpha: UInt32) {
    // The layer's pixel: the colour drawn at this coverage over a transparent pixel.
    let layerPixel = alpha == 255 ? solid : solid.scaled(by: alpha)
    guard layerPixel.alpha != 0 else { return }
    let start = pixels.row(y: y, x: x)
    guard let mask else {
      cache.blendRuns(layerPixel.stored, scale: opacity, over: start, count: count)
      return
    }
    let coverage = mask.row(y: y, x: x)
    for index in 0..<count {
      let scale = PixelMath.divideBy255(opacity &* UInt32(coverage[index]))
      if scale != 0 { start[index] = cache.blend(layerPixel.stored, scale: scale, over: start[index]) }
    }
  }
}
