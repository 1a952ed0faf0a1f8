import Testing

@testable import Raster

/// Shadows on a canvas, checked against values worked out by hand.
@Suite("Drop shadows")
struct DropShadowTests {
  /// Black at alpha 128: the shadow's colour and opacity.
  private let shade = RGBA8(red: 0, green: 0, blue: 0, alpha: 128)
  private let white = RGBA8(red: 255, green: 255, blue: 255)

  /// A white square (x and y 20..<80) in a layer casting `shadow`, on a transparent canvas.
  private func card(_ shadow: DropShadow, width: Int = 100, height: Int = 200) throws -> Image {
    try render(width: width, height: height) {
      $0.beginLayer(opacity: 1, shadow: shadow)
      $0.fill(.rect(x: 20, y: 20, width: 60, height: 60), color: white)
      $0.endLayer()
    }
  }

  @Test func aSharpShadowIsTheShapeMovedInTheShadowsColour() throws {
    let image = try card(DropShadow(color: shade, offsetX: 5, offsetY: 70, blur: 0))
    // The shadow covers x 25..<85, y 90..<150; the square is drawn over it.
    #expect(image.premultipliedPixel(x: 50, y: 50) == premultiplied(255, 255, 255, 255))
    #expect(image.premultipliedPixel(x: 50, y: 120) == premultiplied(0, 0, 0, 128))
    // Its edges fall on whole pixels: column 84 is in, 85 out; row 149 in, 150 out; 24 out.
    #expect(image.premultipliedPixel(x: 84, y: 120).alpha == 128)
    #expect(image.premultipliedPixel(x: 85, y: 120).alpha == 0)
    #expect(image.premultipliedPixel(x: 24, y: 120).alpha == 0)
    #expect(image.premultipliedPixel(x: 50, y: 149).alpha == 128)
    #expect(image.premultipliedPixel(x: 50, y: 150).alpha == 0)
  }

  @Test func aBlurredShadowIsFullFarFromItsEdgesAndFallsOffSymmetrically() throws {
    // σ = 3: five boxes reaching 10 pixels. The shadow covers y 90..<150 before the blur; at
    // its middle, more than the reach from every edge, it is the colour exactly.
    let image = try card(DropShadow(color: shade, offsetX: 0, offsetY: 70, blur: 3))
    #expect(image.premultipliedPixel(x: 50, y: 120) == premultiplied(0, 0, 0, 128))
    // Left edge at x = 20, right edge at x = 80: mirror images of each other.
    for d in 0..<12 {
      #expect(image.premultipliedPixel(x: 20 - 1 - d, y: 120) == image.premultipliedPixel(x: 80 + d, y: 120))
      #expect(image.premultipliedPixel(x: 20 + d, y: 120) == image.premultipliedPixel(x: 80 - 1 - d, y: 120))
    }
    // At the edge itself the Gaussian is half: the pixels either side of it hold 0.5 ± 0.13 of
    // the shade (Φ(±0.5/3) = 0.566 and 0.434; 128 × those is 72 and 56).
    #expect(abs(Int(image.premultipliedPixel(x: 20, y: 120).alpha) - 72) <= 2)
    #expect(abs(Int(image.premultipliedPixel(x: 19, y: 120).alpha) - 56) <= 2)
    // Nothing beyond the reach.
    #expect(image.premultipliedPixel(x: 20 - 12, y: 120).alpha == 0)
  }

  @Test func theLayersOpacityAppliesToContentAndShadowTogether() throws {
    let image = try render(width: 100, height: 200) {
      $0.beginLayer(opacity: 0.5, shadow: DropShadow(color: .black, offsetX: 0, offsetY: 30, blur: 0))
      $0.fill(.rect(x: 20, y: 20, width: 60, height: 60), color: white)
      $0.endLayer()
    }
    // Where the square covers its shadow, only the square shows, at half: 128 of white.
    #expect(image.premultipliedPixel(x: 50, y: 70) == premultiplied(128, 128, 128, 128))
    // Below the square, the opaque black shadow at half.
    #expect(image.premultipliedPixel(x: 50, y: 100) == premultiplied(0, 0, 0, 128))
  }

  @Test func aPathsShadowDrawsWithoutThePath() throws {
    let image = try render(width: 100, height: 100) {
      $0.fillShadow(
        of: .rect(x: 10, y: 10, width: 20, height: 20),
        shadow: DropShadow(color: shade, offsetX: 40, offsetY: 0, blur: 0))
    }
    #expect(image.premultipliedPixel(x: 20, y: 20).alpha == 0)
    #expect(image.premultipliedPixel(x: 60, y: 20) == premultiplied(0, 0, 0, 128))
  }

  @Test func aShadowIsClippedByTheClipAroundItsLayer() throws {
    let image = try render(width: 100, height: 200) {
      $0.pushClip(.rect(x: 0, y: 0, width: 100, height: 100))
      $0.beginLayer(opacity: 1, shadow: DropShadow(color: shade, offsetX: 0, offsetY: 70, blur: 0))
      $0.fill(.rect(x: 20, y: 20, width: 60, height: 60), color: white)
      $0.endLayer()
      $0.popClip()
    }
    #expect(image.premultipliedPixel(x: 50, y: 95).alpha == 128)
    #expect(image.premultipliedPixel(x: 50, y: 120).alpha == 0)
  }

  @Test func theSameShadowGivesTheSameBytes() throws {
    let shadow = DropShadow(color: shade, offsetX: 3, offsetY: 7, blur: 6.5)
    let small = DropShadow(color: shade, offsetX: -2, offsetY: 1, blur: 1.3)
    #expect(try card(shadow).bytes == card(shadow).bytes)
    #expect(try card(small).bytes == card(small).bytes)
  }

  @Test func nonsenseDrawsNothingAndHugeBlursAreClamped() throws {
    let plain = try card(DropShadow(color: shade, offsetX: 0, offsetY: 0, blur: 0))
    for broken in [
      DropShadow(color: shade, offsetX: .nan, offsetY: 0, blur: 2),
      DropShadow(color: shade, offsetX: 0, offsetY: .infinity, blur: 2),
      DropShadow(color: shade, offsetX: 0, offsetY: 0, blur: .infinity),
      DropShadow(color: shade, offsetX: 1e300, offsetY: -1e300, blur: 2),  // far off the canvas
      DropShadow(color: .clear, offsetX: 0, offsetY: 10, blur: 2),
    ] {
      let image = try card(broken)
      #expect(image.premultipliedPixel(x: 50, y: 10).alpha == 0, "\(broken)")
      #expect(image.premultipliedPixel(x: 50, y: 50) == plain.premultipliedPixel(x: 50, y: 50))
    }
    // A blur of 10⁹ pixels is drawn as 256: a faint, finite shadow, quickly.
    let huge = try card(DropShadow(color: .black, offsetX: 0, offsetY: 0, blur: 1e9))
    let faint = huge.premultipliedPixel(x: 5, y: 150).alpha
    #expect(faint > 0 && faint < 20)
  }
}

/// A premultiplied pixel, as `Image.premultipliedPixel(x:y:)` gives it.
private func premultiplied(_ red: UInt8, _ green: UInt8, _ blue: UInt8, _ alpha: UInt8) -> RGBA8 {
  RGBA8(red: red, green: green, blue: blue, alpha: alpha)
}
