extension Canvas {
  /// Starts an opacity layer: what is drawn until the matching ``endLayer()`` is composited as
  /// one picture with `opacity` (0...1, rounded to 1/255), as a UIKit view's `alpha` applies to
  /// the view and its subviews together.
  ///
  /// Two overlapping opaque squares in a layer of opacity 0.5 show the top square at 50 % where
  /// they overlap; drawn each at 50 % without a layer, the lower one would show through it.
  public mutating func beginLayer(opacity: Double) {
    let level = UInt32(RGBA8.level(opacity))
    var bounds = target.bounds
    if let clip { bounds = bounds.intersection(clip.region) }
    if level == 0 { bounds.width = 0 }
    let layer = Surface(transparentOver: bounds)
    // The clip in force applies when the layer is composited, not to each drawing inside it
    // (twice would square its edge coverage); the layer's bounds already stop at the clip's.
    stack.append(.layer(parent: target, opacity: level, clip: clip))
    target = layer
    clip = nil
  }

  /// Ends the innermost layer, first removing any clip pushed inside it, and composites it onto
  /// what lies below with its opacity, through the clip that was in force when it began.
  ///
  /// Returns `false`, and does nothing, when no layer is open.
  @discardableResult
  public mutating func endLayer() -> Bool {
    guard stack.contains(where: { if case .layer = $0 { true } else { false } }) else { return false }
    while popClip() {}
    guard case .layer(var layer, let opacity, let enclosingClip) = stack.removeLast() else { return false }
    clip = enclosingClip
    // Swapped, not assigned, so the parent's pixels have one owner again and drawing into them
    // does not copy them.
    swap(&layer, &target)
    composite(layer, opacity: opacity)
    return true
  }

  /// Draws the drawn part of `layer` over the target, scaled by `opacity` and the clip.
  private mutating func composite(_ layer: Surface, opacity: UInt32) {
    var region = layer.drawn.intersection(layer.bounds)
    if let clip { region = region.intersection(clip.region) }
    guard !region.isEmpty else { return }
    let clip = clip
    target.reserve(region)
    target.drawn = target.drawn.union(region)
    target.withPixels { destination in
      layer.withReadablePixels { source in
        func run(_ mask: MaskReader?) {
          var cache = BlendCache()
          for y in region.y..<region.maxY {
            let from = source.row(y: y, x: region.x)
            let to = destination.row(y: y, x: region.x)
            guard let coverage = mask?.row(y: y, x: region.x) else {
              // No clip: runs of one layer pixel (a filled view) over runs of one pixel below.
              var index = 0
              while index < region.width {
                let pixel = from[index]
                let end = BlendCache.endOfRun(of: pixel, in: from, from: index + 1, count: region.width)
                if PackedPixel(stored: pixel).alpha != 0 {
                  cache.blendRuns(pixel, scale: opacity, over: to + index, count: end - index)
                }
                index = end
              }
              continue
            }
            for index in 0..<region.width {
              let pixel = from[index]
              let scale = PixelMath.divideBy255(opacity &* UInt32(coverage[index]))
              guard PackedPixel(stored: pixel).alpha != 0, scale != 0 else { continue }
              to[index] = cache.blend(pixel, scale: scale, over: to[index])
            }
          }
        }
        guard let clip else { return run(nil) }
        clip.withReader { run($0) }
      }
    }
  }
}
