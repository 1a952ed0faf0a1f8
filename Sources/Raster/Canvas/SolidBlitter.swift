/// Composites one solid colour source-over at the coverage the scan converter reports, with no
/// clip: opaque runs are memory fills, and the blend of the colour at each coverage over the
/// pixel below is remembered per coverage while the pixels below stay the same colour.
///
/// Text and outlines over a flat background blend their edge pixels at a few hundred coverages
/// over one colour: most blends are then a table lookup. A result is reused only for the same
/// coverage and the same pixel below, so every pixel is exactly what blending it gives.
struct SolidBlitter: SpanBlitter {
  private let pixels: PixelWords
  private let source: PackedPixel
  private let isOpaque: Bool
  /// By coverage: the blend over ``below``, valid when its generation is ``generation``.
  private let results: UnsafeMutablePointer<UInt32>
  private let generations: UnsafeMutablePointer<UInt32>
  private var below: UInt32 = 0
  private var generation: UInt32 = 1
  private var cache = BlendCache()

  /// The words a blitter needs for its table (256 results and their 256 generations), to be
  /// given zeroed to ``init(pixels:source:table:)``.
  static let tableWords = 512

  /// A blitter of `source` into `pixels`, remembering blends in `table` (``tableWords`` zeroed
  /// words that outlive it).
  init(pixels: PixelWords, source: PackedPixel, table: UnsafeMutablePointer<UInt32>) {
    self.pixels = pixels
    self.source = source
    isOpaque = source.alpha == 255
    results = table
    generations = table + 256
  }

  mutating func blitSpan(y: Int, x: Int, count: Int, alpha: UInt32) {
    let start = pixels.row(y: y, x: x)
    if alpha == 255 && isOpaque {
      start.update(repeating: source.stored, count: count)
    } else if count < 8 {
      for index in 0..<count { start[index] = blend(alpha: alpha, over: start[index]) }
    } else {
      cache.blendRuns(source.stored, scale: alpha, over: start, count: count)
    }
  }

  @inline(__always)
  mutating func blitPixel(y: Int, x: Int, alpha: UInt32) {
    let pixel = pixels.row(y: y, x: x)
    pixel.pointee = alpha == 255 && isOpaque ? source.stored : blend(alpha: alpha, over: pixel.pointee)
  }

  /// The source at coverage `alpha` (1...255) drawn over the stored word `word`.
  @inline(__always)
  private mutating func blend(alpha: UInt32, over word: UInt32) -> UInt32 {
    let index = Int(alpha)
    if word == below && generations[index] == generation { return results[index] }
    if word != below {
      below = word
      generation &+= 1
      if generation == 0 {
        // After 2³² changes of the pixel below: forget every result.
        generations.update(repeating: 0, count: 256)
        generation = 1
      }
    }
    let scaled = alpha == 255 ? source : source.scaled(by: alpha)
    let result = scaled.over(PackedPixel(stored: word)).stored
    results[index] = result
    generations[index] = generation
    return result
  }
}
