/// Remembers the last source-over blend, so that a run of equal pixels under equal paint — most
/// of a drawn screen — costs one blend, not one per pixel.
///
/// The result is exactly that of blending every pixel: a cached result is reused only for the
/// same source word, scale and destination word.
struct BlendCache {
  private var source: UInt32 = 0
  /// 0 until the first blend; callers never blend at scale 0, so the first call computes.
  private var scale: UInt32 = 0
  private var below: UInt32 = 0
  private var result: UInt32 = 0

  /// The stored word of the premultiplied `source` (a stored word) times `scale` / 255 (1...255),
  /// drawn over the stored word `below`.
  @inline(__always)
  mutating func blend(_ source: UInt32, scale: UInt32, over below: UInt32) -> UInt32 {
    if source != self.source || scale != self.scale || below != self.below {
      self.source = source
      self.scale = scale
      self.below = below
      let pixel = PackedPixel(stored: source)
      let scaled = scale == 255 ? pixel : pixel.scaled(by: scale)
      result = scaled.over(PackedPixel(stored: below)).stored
    }
    return result
  }

  /// Blends `source` at `scale` over the `count` words from `pixels`, once per run of equal
  /// words, each run then written as a fill.
  @inline(__always)
  mutating func blendRuns(
    _ source: UInt32, scale: UInt32, over pixels: UnsafeMutablePointer<UInt32>, count: Int
  ) {
    var start = 0
    while start < count {
      let below = pixels[start]
      let end = Self.endOfRun(of: below, in: pixels, from: start + 1, count: count)
      (pixels + start).update(repeating: blend(source, scale: scale, over: below), count: end - start)
      start = end
    }
  }

  /// The index of the first word from `index` on that differs from `word` (`count` if none):
  /// four words at a time, then one by one.
  @inline(__always)
  static func endOfRun(of word: UInt32, in pixels: UnsafeMutablePointer<UInt32>, from index: Int, count: Int)
    -> Int
  {
    var end = index
    // Two copies of the word: the same bytes in either byte order.
    let pair = UInt64(word) | UInt64(word) << 32
    while end + 4 <= count {
      let words = UnsafeRawPointer(pixels + end)
      guard
        (words.loadUnaligned(as: UInt64.self) ^ pair)
          | (words.loadUnaligned(fromByteOffset: 8, as: UInt64.self) ^ pair) == 0
      else { break }
      end += 4
    }
    while end < count && pixels[end] == word { end += 1 }
    return end
  }
}
