import Testing

@testable import Raster

@Suite("Drawing images")
struct ImageDrawingTests {
  /// A 3×2 image: six distinct colours, one translucent.
  private func sample() throws -> Image {
    var image = try #require(Image(width: 3, height: 2))
    let colors = [
      RGBA8(red: 255, green: 0, blue: 0), RGBA8(red: 0, green: 255, blue: 0),
      RGBA8(red: 0, green: 0, blue: 255),
      RGBA8(red: 10, green: 20, blue: 30), RGBA8(red: 200, green: 100, blue: 50),
      RGBA8(red: 255, green: 255, blue: 255, alpha: 51),
    ]
    for (index, color) in colors.enumerated() { image.setPixel(x: index % 3, y: index / 3, to: color) }
    return image
  }

  @Test func unscaledImageOnWholePixelsIsCopiedExactly() throws {
    let source = try sample()
    for sampling in [Sampling.nearest, .bilinear] {
      let image = try render(width: 5, height: 4) {
        $0.draw(source, x: 1, y: 1, width: 3, height: 2, sampling: sampling)
      }
      for y in 0..<4 {
        for x in 0..<5 {
          let inside = (1...3).contains(x) && (1...2).contains(y)
          let expected = inside ? source.premultipliedPixel(x: x - 1, y: y - 1) : .clear
          #expect(image.premultipliedPixel(x: x, y: y) == expected, "\(sampling) (\(x), \(y))")
        }
      }
    }
  }

  @Test func nearestDoublesEachPixelIntoABlock() throws {
    let source = try sample()
    let image = try render(width: 6, height: 4) {
      $0.draw(source, x: 0, y: 0, width: 3, height: 2, transform: Transform(scale: 2), sampling: .nearest)
    }
    for y in 0..<4 {
      for x in 0..<6 {
        #expect(image.premultipliedPixel(x: x, y: y) == source.premultipliedPixel(x: x / 2, y: y / 2))
      }
    }
  }

  @Test func bilinearBlendsBetweenPixelCentres() throws {
    // Black | white stretched to 4 pixels. Destination centres 0.5, 1.5, 2.5, 3.5 sample the
    // source at 0.25, 0.75, 1.25, 1.75, i.e. 0.25 before the first centre (clamped: black),
    // 1/4 and 3/4 of the way from black to white (255 × 64 / 256 = 63.75 → 64,
    // 255 × 192 / 256 = 191.25 → 191), and past the last centre (white).
    let source = try #require(Image(width: 2, height: 1, straightRGBA: [0, 0, 0, 255, 255, 255, 255, 255]))
    let image = try render(width: 4, height: 1) {
      $0.draw(source, x: 0, y: 0, width: 4, height: 1, sampling: .bilinear)
    }
    #expect((0..<4).map { image.pixel(x: $0, y: 0).red } == [0, 64, 191, 255])
  }

  @Test func rectangleEdgesAreAntialiased() throws {
    let source = try #require(Image(width: 1, height: 1, fill: .black))
    let image = try render(width: 3, height: 1) { $0.draw(source, x: 0.5, y: 0, width: 2, height: 1) }
    #expect(alphaRows(image) == [[128, 255, 128]])
  }

  @Test func translucentPixelsCompositeOverTheCanvas() throws {
    // The sample's last pixel is white at alpha 51, stored (51, 51, 51, 51); over black:
    // 51 + 0 = 51 per colour channel, alpha 51 + 204 = 255.
    let source = try sample()
    let image = try render(width: 3, height: 2, background: .black) {
      $0.draw(source, x: 0, y: 0, width: 3, height: 2)
    }
    #expect(image.premultipliedPixel(x: 2, y: 1) == RGBA8(red: 51, green: 51, blue: 51, alpha: 255))
  }

  @Test func degenerateRectanglesAndTransformsDrawNothing() throws {
    let source = try sample()
    let blank = try #require(Image(width: 3, height: 2))
    let image = try render(width: 3, height: 2) {
      $0.draw(source, x: 0, y: 0, width: 0, height: 2)
      $0.draw(source, x: 0, y: 0, width: 3, height: -2)
      $0.draw(source, x: 0, y: 0, width: 3, height: 2, transform: Transform(scaleX: 1, y: 0))
      $0.draw(source, x: 0, y: 0, width: .nan, height: 2)
    }
    #expect(image == blank)
  }
}
