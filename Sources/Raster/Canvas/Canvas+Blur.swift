extension Canvas {
  /// Blurs what `layer` holds with a Gaussian of standard deviation `sigma` pixels (capped at
  /// ``DropShadow/maximumBlur``): each premultiplied channel as a shadow's alpha is blurred
  /// (``GaussianBlur``), spreading the drawing past its edges within the layer's bounds, beyond
  /// which all counts as transparent.
  static func blur(_ layer: inout Surface, sigma: Double) {
    guard let blur = GaussianBlur(sigma: min(sigma, DropShadow.maximumBlur)) else { return }
    let content = layer.drawn.intersection(layer.bounds)
    guard !content.isEmpty else { return }
    // The planes reach past the layer's bounds, so that the passes of the blur lose nothing at
    // its edges (each box pass spreads into the margin what the next one brings back); only what
    // lands inside them is kept.
    let planeRegion = blur.spread(content)
    let region = planeRegion.intersection(layer.bounds)
    var red = AlphaPlane(region: planeRegion, levelsOf: layer) { $0.red }
    var green = AlphaPlane(region: planeRegion, levelsOf: layer) { $0.green }
    var blue = AlphaPlane(region: planeRegion, levelsOf: layer) { $0.blue }
    var alpha = AlphaPlane(region: planeRegion, alphaOf: layer)
    blur.apply(to: &red)
    blur.apply(to: &green)
    blur.apply(to: &blue)
    blur.apply(to: &alpha)
    layer.reserve(region)
    layer.drawn = layer.drawn.union(region)
    layer.withPixels { pixels in
      for y in region.y..<region.maxY {
        let row = pixels.row(y: y, x: region.x)
        for column in 0..<region.width {
          let x = region.x + column
          // The channels are blurred alike, so a colour stays within its alpha but for rounding.
          let level = UInt8(alpha.level(x: x, y: y))
          func channel(_ plane: AlphaPlane) -> UInt8 { min(UInt8(plane.level(x: x, y: y)), level) }
          row[column] =
            PackedPixel(red: channel(red), green: channel(green), blue: channel(blue), alpha: level).stored
        }
      }
    }
  }
}
