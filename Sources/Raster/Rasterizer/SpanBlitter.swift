/// Receives the coverage the scan converter computes, one horizontal run of pixels at a time.
protocol SpanBlitter {
  /// `count` pixels of row `y` from column `x` on are covered by `alpha` / 255 (1...255).
  mutating func blitSpan(y: Int, x: Int, count: Int, alpha: UInt32)
  /// The pixel at column `x` of row `y` is covered by `alpha` / 255 (1...255): a span of one,
  /// which an edge's pixels mostly are.
  mutating func blitPixel(y: Int, x: Int, alpha: UInt32)
}

extension SpanBlitter {
  /// A span of one pixel.
  @inline(__always)
  mutating func blitPixel(y: Int, x: Int, alpha: UInt32) {
    blitSpan(y: y, x: x, count: 1, alpha: alpha)
  }
}
