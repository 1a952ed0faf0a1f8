extension Canvas {
  /// Starts an opacity layer: what is drawn until the matching ``endLayer()`` is composited as
  /// one picture with `opacity` (0...1, rounded to 1/255), as a UIKit view's `alpha` applies to
  /// the view and its subviews together.
  ///
  /// Two overlapping opaque squares in a layer of opacity 0.5 show the top square at 50 % where
  /// they overlap; drawn each at 50 % without a layer, the lower one would show through it.
  ///
  /// With a `shadow`, the layer's content casts it, as a `CALayer` does: when the layer ends, the
  /// alpha of everything drawn in it is blurred, moved and coloured as the shadow says and drawn
  /// under the content, and the two are composited together with `opacity`. The clip in force
  /// when the layer began clips the shadow too.
  ///
  /// With a `blur` (a Gaussian's standard deviation in pixels), what the layer holds is blurred
  /// when it ends, before it casts its shadow (``blur(_:sigma:)``), as SwiftUI's `blur(radius:)`
  /// blurs a view.
  package mutating func beginLayer(opacity: Double, shadow: DropShadow? = nil, blur: Double = 0) {
    let level = UInt32(RGBA8.level(opacity))
    var bounds = target.bounds
    if let clip { bounds = bounds.intersection(clip.region) }
    if level == 0 { bounds.width = 0 }
    let layer = Surface(transparentOver: bounds)
    // The clip in force applies when the layer is composited, not to each drawing inside it
    // (twice would square its edge coverage); the layer's bounds already stop at the clip's.
    stack.append(.layer(parent: target, opacity: level, clip: clip, shadow: shadow, blur: blur))
    target = layer
    clip = nil
  }

  /// Ends the innermost layer, first removing any clip pushed inside it, and composites it onto
  /// what lies below with its opacity, through the clip that was in force when it began.
  ///
  /// Returns `false`, and does nothing, when no layer is open.
  @discardableResult
  package mutating func endLayer() -> Bool {
    endLayer(hidden: nil)
  }

  /// Ends the innermost layer as ``endLayer()`` does, leaving the pixels `hidden` holds as they
  /// are.
  @discardableResult
  mutating func endLayer(hidden: HiddenRegion?) -> Bool {
    guard stack.contains(where: { if case .layer = $0 { true } else { false } }) else { return false }
    while popClip() {}
    guard case .layer(var layer, let opacity, let enclosingClip, let shadow, let blur) = stack.removeLast()
    else {
      return false
    }
    clip = enclosingClip
    // Swapped, not assigned, so the parent's pixels have one owner again and drawing into them
    // does not copy them.
    swap(&layer, &target)
    if blur > 0 { Self.blur(&layer, sigma: blur) }
    if let shadow { Self.castShadow(shadow, under: &layer) }
    composite(layer, opacity: opacity, hidden: hidden)
    return true
  }

  /// Draws the drawn part of `layer` over the target, scaled by `opacity` and the clip, except
  /// the pixels `hidden` holds.
  mutating func composite(_ layer: Surface, opacity: UInt32, hidden: HiddenRegion?) {
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
          var hidden = hidden
          for y in region.y..<region.maxY {
            let from = source.row(y: y, x: region.x)
            let to = destination.row(y: y, x: region.x)
            let coverage = mask?.row(y: y, x: region.x)
            // The row's visible columns, relative to the region: between the hidden intervals.
            var start = 0
            for index in hidden?.intervalIndices(ofRow: y) ?? 0..<0 {
              guard let interval = hidden?.interval(index), interval.end - region.x > start else { continue }
              let end = interval.start - region.x
              if end >= region.width { break }
              if end > start {
                Self.compositeRun(
                  from: from, to: to, columns: start..<end, opacity: opacity, coverage: coverage,
                  cache: &cache)
              }
              start = interval.end - region.x
            }
            if start < region.width {
              Self.compositeRun(
                from: from, to: to, columns: start..<region.width, opacity: opacity, coverage: coverage,
                cache: &cache)
            }
          }
        }
        guard let clip else { return run(nil) }
        clip.withReader { run($0) }
      }
    }
  }

  /// Draws layer pixels `from[columns]` over `to[columns]`.
  ///
  /// Runs of one layer pixel go over runs of one pixel below when there is no clip (`coverage`
  /// nil), else pixel by pixel at the clip's coverage. Transparent layer pixels, and pixels the
  /// clip hides, leave the target as it is.
  @inline(__always)
  private static func compositeRun(
    from: UnsafeMutablePointer<UInt32>, to: UnsafeMutablePointer<UInt32>, columns: Range<Int>,
    opacity: UInt32,
    coverage: UnsafePointer<UInt8>?, cache: inout BlendCache
  ) {
    guard let coverage else {
      var index = columns.lowerBound
      while index < columns.upperBound {
        let pixel = from[index]
        let end = BlendCache.endOfRun(of: pixel, in: from, from: index + 1, count: columns.upperBound)
        if PackedPixel(stored: pixel).alpha != 0 {
          cache.blendRuns(pixel, scale: opacity, over: to + index, count: end - index)
        }
        index = end
      }
      return
    }
    for index in columns {
      let pixel = from[index]
      let scale = PixelMath.divideBy255(opacity &* UInt32(coverage[index]))
      guard PackedPixel(stored: pixel).alpha != 0, scale != 0 else { continue }
      to[index] = cache.blend(pixel, scale: scale, over: to[index])
    }
  }

  /// Fills `coverage` with a solid colour as if inside an opacity layer of its own
  /// (``beginLayer(opacity:)``, the fill, ``endLayer()``), with the same pixels, but without the
  /// layer's surface; the pixels `hidden` holds are left as they are.
  mutating func fillThroughLayer(_ coverage: Coverage, color: RGBA8, opacity: Double, hidden: HiddenRegion?) {
    let level = UInt32(RGBA8.level(opacity))
    let source = color.premultiplied
    guard level != 0, source.alpha != 0 else { return }
    // The layer's bounds, as beginLayer makes them, are the target's within the clip; the fill
    // draws its part of them into the layer, and that part is what the layer composites.
    fill(coverage, hidden: hidden) {
      LayerFillBlitter(pixels: $0, solid: source, opacity: level, mask: $1)
    }
  }
}
