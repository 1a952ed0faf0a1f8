import Testing

@testable import Raster

/// Opacity layers composite a group as one picture, as UIKit's `alpha` does for a view and its
/// subviews.
@Suite("Opacity layers")
struct LayerTests {
  private let red = RGBA8(red: 255, green: 0, blue: 0)
  private let blue = RGBA8(red: 0, green: 0, blue: 255)
  /// Red on columns 0 and 1, blue on columns 1 and 2: they overlap on column 1.
  private let redSquare = Path.rect(x: 0, y: 0, width: 2, height: 1)
  private let blueSquare = Path.rect(x: 1, y: 0, width: 2, height: 1)

  @Test func groupOpacityDiffersFromDrawingEachShapeTranslucent() throws {
    let group = try render(width: 3, height: 1, background: .white) {
      $0.beginLayer(opacity: 0.5)
      $0.fill(redSquare, color: red)
      $0.fill(blueSquare, color: blue)
      $0.endLayer()
    }
    // In the layer: red, blue, blue (blue covers red). Opacity 0.5 → 128: red becomes
    // (128, 0, 0, 128), over white (255, 127, 127); blue likewise (127, 127, 255).
    #expect(group.pixel(x: 0, y: 0) == RGBA8(red: 255, green: 127, blue: 127))
    #expect(group.pixel(x: 1, y: 0) == RGBA8(red: 127, green: 127, blue: 255))
    #expect(group.pixel(x: 2, y: 0) == RGBA8(red: 127, green: 127, blue: 255))

    let separate = try render(width: 3, height: 1, background: .white) {
      $0.fill(redSquare, color: red.withAlpha(128))
      $0.fill(blueSquare, color: blue.withAlpha(128))
    }
    // Column 1: 50 % blue over (255, 127, 127): red 0 + 255 × 127 / 255 = 127,
    // green 0 + 127 × 127 / 255 = 63.25 → 63, blue 128 + 63 = 191. The red shows through.
    #expect(separate.pixel(x: 0, y: 0) == group.pixel(x: 0, y: 0))
    #expect(separate.pixel(x: 1, y: 0) == RGBA8(red: 127, green: 63, blue: 191))
    #expect(separate.pixel(x: 2, y: 0) == group.pixel(x: 2, y: 0))
  }

  @Test func fullOpacityLayerIsTheSameAsNoLayer() throws {
    func draw(_ canvas: inout Canvas) {
      canvas.fill(.ellipse(x: 0.3, y: 0.7, width: 9, height: 6), color: red.withAlpha(200))
      canvas.fill(
        .roundedRect(x: 2.5, y: 1, width: 7, height: 8, radii: CornerRadii(2)), color: blue.withAlpha(90))
    }
    let direct = try render(width: 10, height: 10, background: .white, draw)
    let layered = try render(width: 10, height: 10, background: .white) {
      $0.beginLayer(opacity: 1)
      draw(&$0)
      $0.endLayer()
    }
    #expect(direct == layered)
  }

  @Test func aLayerGrowsToHoldEveryDrawingAndKeepsWhatItHeld() throws {
    // The layer's pixels are allocated as drawing reaches them: first around the top-left
    // pixel, then grown to the bottom-right one, then to a nested layer's pixels on the left.
    let image = try render(width: 6, height: 5, background: .white) {
      $0.beginLayer(opacity: 0.5)
      $0.fill(.rect(x: 0, y: 0, width: 1, height: 1), color: red)
      $0.fill(.rect(x: 5, y: 4, width: 1, height: 1), color: blue)
      $0.beginLayer(opacity: 1)
      $0.fill(.rect(x: 0, y: 2, width: 1, height: 1), color: blue)
      $0.endLayer()
      $0.endLayer()
    }
    // Each opaque pixel at 128 / 255 over white, as in the test above; all else stays white.
    let halfRed = RGBA8(red: 255, green: 127, blue: 127)
    let halfBlue = RGBA8(red: 127, green: 127, blue: 255)
    var expected = [[RGBA8]](repeating: [RGBA8](repeating: .white, count: 6), count: 5)
    expected[0][0] = halfRed
    expected[2][0] = halfBlue
    expected[4][5] = halfBlue
    #expect((0..<5).map { y in (0..<6).map { x in image.pixel(x: x, y: y) } } == expected)
  }

  @Test func zeroOpacityHidesTheGroup() throws {
    let image = try render(width: 3, height: 1) {
      $0.beginLayer(opacity: 0)
      $0.fill(redSquare, color: red)
      $0.endLayer()
    }
    #expect(image == (try #require(Image(width: 3, height: 1))))
  }

  @Test func nestedLayersMultiplyTheirOpacities() throws {
    // Black in a 0.5 layer in a 0.5 layer: alpha 128, then 128 × 128 / 255 = 64.25 → 64.
    let image = try render(width: 1, height: 1) {
      $0.beginLayer(opacity: 0.5)
      $0.beginLayer(opacity: 0.5)
      $0.fill(redSquare, color: .black)
      $0.endLayer()
      $0.endLayer()
    }
    #expect(image.premultipliedPixel(x: 0, y: 0) == RGBA8(red: 0, green: 0, blue: 0, alpha: 64))
  }

  @Test func clipInForceWhenTheLayerBeganClipsItsComposite() throws {
    let image = try render(width: 4, height: 1) {
      $0.pushClip(.rect(x: 0, y: 0, width: 1.5, height: 1))
      $0.beginLayer(opacity: 1)
      $0.fill(.rect(x: 0, y: 0, width: 4, height: 1), color: .black)
      $0.endLayer()
      $0.popClip()
    }
    #expect(alphaRows(image) == [[255, 128, 0, 0]])
  }

  @Test func endingALayerRemovesClipsPushedInsideIt() throws {
    var canvas = try #require(Canvas(width: 3, height: 1))
    canvas.beginLayer(opacity: 1)
    canvas.pushClip(.rect(x: 0, y: 0, width: 1, height: 1))
    canvas.fill(.rect(x: 0, y: 0, width: 3, height: 1), color: .black)
    let endedLayer = canvas.endLayer()
    #expect(endedLayer)
    let endedAgain = canvas.endLayer()
    #expect(!endedAgain)
    let poppedClip = canvas.popClip()
    #expect(!poppedClip)
    // No clip any more: this fill reaches column 2.
    canvas.fill(.rect(x: 2, y: 0, width: 1, height: 1), color: .black)
    #expect(alphaRows(canvas.finish()) == [[255, 0, 255]])
  }

  @Test func aClipOutsideALayerOutlivesIt() throws {
    var canvas = try #require(Canvas(width: 3, height: 1))
    canvas.pushClip(.rect(x: 0, y: 0, width: 1, height: 1))
    canvas.beginLayer(opacity: 1)
    let poppedPastLayer = canvas.popClip()
    #expect(!poppedPastLayer)  // the innermost item is the layer
    canvas.endLayer()
    canvas.fill(.rect(x: 0, y: 0, width: 3, height: 1), color: .black)
    #expect(alphaRows(canvas.finish()) == [[255, 0, 0]])
  }

  @Test func finishEndsOpenLayersAndImageLeavesThemOut() throws {
    var canvas = try #require(Canvas(width: 2, height: 1))
    canvas.fill(.rect(x: 0, y: 0, width: 1, height: 1), color: .black)
    canvas.beginLayer(opacity: 0.5)
    canvas.fill(.rect(x: 1, y: 0, width: 1, height: 1), color: .black)
    #expect(alphaRows(canvas.image) == [[255, 0]])
    #expect(canvas.width == 2 && canvas.height == 1)
    #expect(alphaRows(canvas.finish()) == [[255, 128]])
  }
}

extension RGBA8 {
  /// The colour with another alpha.
  func withAlpha(_ alpha: UInt8) -> RGBA8 {
    RGBA8(red: red, green: green, blue: blue, alpha: alpha)
  }
}
