import Testing

@testable import Raster

/// ``SolidBlitter`` remembers blends per coverage; it must draw exactly what the general
/// ``PaintBlitter`` draws, over flat and over changing backgrounds.
@Suite("Solid blitter")
struct SolidBlitterTests {
  /// Fills `edges` with `color` over `background`, through `blitter(pixels)`.
  private func drawn<Blitter: SpanBlitter>(
    _ edges: EdgeList, rule: FillRule, over background: Image, _ blitter: (PixelWords) -> Blitter
  ) -> Image {
    var surface = Surface(image: background)
    let region = PixelRegion(x: 0, y: 0, width: background.width, height: background.height)
    surface.withPixels { pixels in
      var blitter = blitter(pixels)
      ScanConverter.fill(edges, rule: rule, clip: region, into: &blitter)
    }
    return surface.image
  }

  @Test func outlinesOfOneColourBlendAsThePaintBlitterBlends() throws {
    var random = RandomSequence(state: 31)
    let (width, height) = (40, 30)
    // Flat on the left half, a different pixel every few pixels on the right half.
    var bytes: [UInt8] = []
    for y in 0..<height {
      for x in 0..<width {
        let value = x < width / 2 ? 200 : UInt8((x * 37 + y * 11) % 3 == 0 ? random.next(256) : 90)
        bytes += [value, 255 - value, 128, 255]
      }
    }
    let background = try #require(Image(width: width, height: height, premultipliedRGBA: bytes))
    var blended = 0
    for trial in 0..<150 {
      var path = Path()
      for _ in 0..<(1 + random.next(3)) {
        path.append(
          .ellipse(
            x: Double(random.next(4_000)) / 100 - 4, y: Double(random.next(3_000)) / 100 - 4,
            width: Double(random.next(3_000)) / 100 + 0.3, height: Double(random.next(2_500)) / 100 + 0.3))
      }
      let edges = EdgeList(path, transform: .identity)
      let alpha = [255, 200, 128, 9][random.next(4)]
      let color = RGBA8(
        red: UInt8(random.next(256)), green: UInt8(random.next(256)), blue: UInt8(random.next(256)),
        alpha: UInt8(alpha))
      let source = color.premultiplied
      for rule in [FillRule.nonZero, .evenOdd] {
        let general = drawn(edges, rule: rule, over: background) {
          PaintBlitter(pixels: $0, paint: SolidShader(solid: source), mask: nil)
        }
        let table = UnsafeMutablePointer<UInt32>.allocate(capacity: SolidBlitter.tableWords)
        defer { table.deallocate() }
        table.initialize(repeating: 0, count: SolidBlitter.tableWords)
        let remembered = drawn(edges, rule: rule, over: background) {
          SolidBlitter(pixels: $0, source: source, table: table)
        }
        #expect(remembered == general, "trial \(trial), \(rule), \(color)")
        if general != background { blended += 1 }
      }
    }
    #expect(blended > 250)
  }

  @Test func opaqueRunsThroughAClipAreTheBlendsAtTheClipsCoverage() throws {
    var random = RandomSequence(state: 77)
    let width = 64
    for trial in 0..<200 {
      // A clip row of runs: fully shown, hidden, and partly shown pixels.
      var coverage: [UInt8] = []
      while coverage.count < width {
        let value: UInt8 = [255, 255, 0, UInt8(random.next(256))][random.next(4)]
        coverage += [UInt8](repeating: value, count: min(1 + random.next(9), width - coverage.count))
      }
      let below = (0..<width).map { _ in
        PackedPixel(
          red: UInt8(random.next(128)), green: UInt8(random.next(128)), blue: UInt8(random.next(128)),
          alpha: 128)
      }
      let solid = RGBA8(red: UInt8(random.next(256)), green: UInt8(random.next(256)), blue: 7).premultiplied
      var words = below.map(\.stored)
      let region = PixelRegion(x: 0, y: 0, width: width, height: 1)
      words.withUnsafeMutableBufferPointer { pixels in
        coverage.withUnsafeBufferPointer { mask in
          var blitter = PaintBlitter(
            pixels: PixelWords(
              base: pixels.baseAddress.unsafelyUnwrapped, originX: 0, originY: 0, stride: width),
            paint: SolidShader(solid: solid),
            mask: MaskReader(base: mask.baseAddress.unsafelyUnwrapped, region: region))
          blitter.blitSpan(y: 0, x: 0, count: width, alpha: 255)
        }
      }
      // Each pixel: the colour scaled by the clip's coverage, over what was below.
      let expected = zip(below, coverage).map { pixel, shown in
        shown == 0 ? pixel.stored : solid.scaled(by: UInt32(shown)).over(pixel).stored
      }
      #expect(words == expected, "trial \(trial)")
    }
  }
}
