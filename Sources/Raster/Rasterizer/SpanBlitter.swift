/// Receives the coverage the scan converter computes, one horizontal run of pixels at a time.
protocol SpanBlitter {
  /// `count` pixels of row `y` from column `x` on are covered by `alpha` / 255 (1...255).
  mutating func blitSpan(y: Int, x: Int, count: Int, alpha: UInt32)
}
