@testable import Raster

/// A blitter that records the alpha each pixel of a region received from the scan converter, and
/// how many times it was handed over (a pixel must be handed over at most once).
struct CoverageRecorder: SpanBlitter {
  let region: PixelRegion
  private(set) var alphas: [UInt32]
  private(set) var hits: [Int]

  init(region: PixelRegion) {
    self.region = region
    alphas = Array(repeating: 0, count: region.width * region.height)
    hits = Array(repeating: 0, count: region.width * region.height)
  }

  init(width: Int, height: Int) {
    self.init(region: PixelRegion(x: 0, y: 0, width: width, height: height))
  }

  mutating func blitSpan(y: Int, x: Int, count: Int, alpha: UInt32) {
    let start = (y - region.y) * region.width + x - region.x
    for index in start..<start + count {
      alphas[index] = alpha
      hits[index] += 1
    }
  }
}
