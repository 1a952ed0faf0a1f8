import Testing

@testable import Raster

/// ``HiddenRegion`` is the union of its rectangles, and ``HiddenSpanBlitter`` passes on exactly
/// the pixels outside it.
@Suite("Hidden regions")
struct HiddenRegionTests {
  @Test func theRegionHoldsThePixelsOfItsRectanglesAndTheBlitterSkipsThem() {
    var random = RandomSequence(state: 11)
    let grid = PixelRegion(x: 0, y: 0, width: 30, height: 20)
    for trial in 0..<200 {
      let rectangles = (0..<(1 + random.next(5))).map { _ in
        PixelRegion(
          x: random.next(32) - 2, y: random.next(22) - 2, width: random.next(12), height: random.next(9))
      }
      guard var region = HiddenRegion(rectangles) else {
        #expect(rectangles.allSatisfy { $0.isEmpty }, "trial \(trial)")
        continue
      }
      var blitter = HiddenSpanBlitter(inner: CoverageRecorder(region: grid), hidden: region)
      for y in 0..<grid.height {
        // Whole rows, then single pixels: both ways of handing over pixels.
        if y % 2 == 0 {
          blitter.blitSpan(y: y, x: 0, count: grid.width, alpha: 7)
        } else {
          for x in 0..<grid.width { blitter.blitPixel(y: y, x: x, alpha: 7) }
        }
      }
      for y in 0..<grid.height {
        for x in 0..<grid.width {
          let inside = rectangles.contains {
            $0.intersection(PixelRegion(x: x, y: y, width: 1, height: 1))
              == PixelRegion(x: x, y: y, width: 1, height: 1)
          }
          #expect(region.contains(x: x, y: y) == inside, "trial \(trial) at \(x), \(y)")
          #expect(
            blitter.inner.alphas[y * grid.width + x] == (inside ? 0 : 7), "trial \(trial) at \(x), \(y)")
          #expect(blitter.inner.hits[y * grid.width + x] == (inside ? 0 : 1))
        }
      }
    }
  }
}
