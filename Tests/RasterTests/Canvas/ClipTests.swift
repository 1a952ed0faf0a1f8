import Testing

@testable import Raster

@Suite("Clipping")
struct ClipTests {
  private let everything = Path.rect(x: -10, y: -10, width: 100, height: 100)

  @Test func clipLimitsFillsToItsInside() throws {
    let image = try render(width: 4, height: 4) {
      $0.pushClip(.rect(x: 1, y: 1, width: 2, height: 2))
      $0.fill(everything, color: .black)
    }
    #expect(alphaRows(image) == [[0, 0, 0, 0], [0, 255, 255, 0], [0, 255, 255, 0], [0, 0, 0, 0]])
  }

  @Test func clipEdgesAreAntialiased() throws {
    // The clip covers x 0.5...2.5: half of column 0, all of 1, half of 2.
    let image = try render(width: 4, height: 1) {
      $0.pushClip(.rect(x: 0.5, y: 0, width: 2, height: 1))
      $0.fill(everything, color: .black)
    }
    #expect(alphaRows(image) == [[128, 255, 128, 0]])
  }

  @Test func nestedClipsIntersect() throws {
    let image = try render(width: 5, height: 1) {
      $0.pushClip(.rect(x: 0, y: 0, width: 3, height: 1))  // columns 0...2
      $0.pushClip(.rect(x: 2, y: 0, width: 3, height: 1))  // columns 2...4
      $0.fill(everything, color: .black)
    }
    #expect(alphaRows(image) == [[0, 0, 255, 0, 0]])
  }

  @Test func nestedPartialCoveragesMultiply() throws {
    // Both clips cover half of column 0: 128 × 128 / 255 = 64.25 → 64.
    let image = try render(width: 2, height: 1) {
      $0.pushClip(.rect(x: 0.5, y: 0, width: 5, height: 1))
      $0.pushClip(.rect(x: 0.5, y: 0, width: 5, height: 1))
      $0.fill(everything, color: .black)
    }
    #expect(alphaRows(image) == [[64, 255]])
  }

  @Test func poppingRestoresTheEnclosingClip() throws {
    var canvas = try #require(Canvas(width: 4, height: 1))
    canvas.pushClip(.rect(x: 0, y: 0, width: 3, height: 1))
    canvas.pushClip(.rect(x: 0, y: 0, width: 1, height: 1))
    canvas.fill(everything, color: .black)
    let poppedInner = canvas.popClip()
    #expect(poppedInner)
    canvas.fill(everything, color: RGBA8(red: 255, green: 0, blue: 0, alpha: 128))
    let poppedOuter = canvas.popClip()
    #expect(poppedOuter)
    let poppedNothing = canvas.popClip()
    #expect(!poppedNothing)
    let image = canvas.finish()
    // Column 0: black, then 50 % red over it: (128 + 0, 0, 0, 128 + 127) = (128, 0, 0, 255).
    #expect(image.premultipliedPixel(x: 0, y: 0) == RGBA8(red: 128, green: 0, blue: 0, alpha: 255))
    #expect(image.premultipliedPixel(x: 2, y: 0) == RGBA8(red: 128, green: 0, blue: 0, alpha: 128))
    #expect(image.premultipliedPixel(x: 3, y: 0).alpha == 0)
  }

  @Test func evenOddClipLeavesTheHoleUntouched() throws {
    var ring = Path.rect(x: 0, y: 0, width: 4, height: 4)
    ring.append(.rect(x: 1, y: 1, width: 2, height: 2))
    let image = try render(width: 4, height: 4) {
      $0.pushClip(ring, rule: .evenOdd)
      $0.fill(everything, color: .black)
    }
    #expect(
      alphaRows(image) == [
        [255, 255, 255, 255], [255, 0, 0, 255], [255, 0, 0, 255], [255, 255, 255, 255],
      ])
  }

  @Test func emptyClipHidesEverything() throws {
    let blank = try #require(Image(width: 3, height: 3))
    let dot = try #require(Image(width: 1, height: 1, fill: .black))
    let image = try render(width: 3, height: 3) {
      $0.pushClip(Path())
      $0.fill(everything, color: .black)
      $0.draw(dot, x: 0, y: 0, width: 3, height: 3)
    }
    #expect(image == blank)
  }

  @Test func clipFollowsItsTransform() throws {
    // A 1×1 clip at (1, 0) scaled by 2 covers columns 2 and 3, rows 0 and 1.
    let image = try render(width: 5, height: 2) {
      $0.pushClip(.rect(x: 1, y: 0, width: 1, height: 1), transform: Transform(scale: 2))
      $0.fill(everything, color: .black)
    }
    #expect(alphaRows(image) == [[0, 0, 255, 255, 0], [0, 0, 255, 255, 0]])
  }

  /// A 4 × 1 mask whose pixels have the alphas given (black at that alpha).
  private func mask(alphas: [UInt8]) throws -> Image {
    var canvas = try #require(Canvas(width: alphas.count, height: 1))
    for (column, alpha) in alphas.enumerated() {
      canvas.fill(
        .rect(x: Double(column), y: 0, width: 1, height: 1),
        color: RGBA8(red: 0, green: 0, blue: 0, alpha: alpha))
    }
    return canvas.finish()
  }

  @Test func anAlphaMaskShowsEachPixelAsMuchAsItCoversIt() throws {
    let alphas: [UInt8] = [0, 64, 128, 255]
    let mask = try mask(alphas: alphas)
    let image = try render(width: 4, height: 1) {
      $0.pushMask(mask)
      $0.fill(everything, color: .black)
    }
    // Opaque black through alpha a is black at alpha a.
    #expect(alphaRows(image) == [alphas])
  }

  @Test func anAlphaMaskInsideAClipShowsWhereBothDo() throws {
    let mask = try mask(alphas: [255, 128, 128, 255])
    let image = try render(width: 4, height: 1) {
      $0.pushClip(.rect(x: 0.5, y: 0, width: 2, height: 1))  // half of column 0, all of 1, half of 2
      $0.pushMask(mask)
      $0.fill(everything, color: .black)
    }
    // Column 0: 128 × 255 / 255 = 128; column 1: 255 × 128 / 255 = 128; column 2: 128 × 128 / 255
    // = 64.25 → 64; column 3: outside the clip.
    #expect(alphaRows(image) == [[128, 128, 64, 0]])
  }

  @Test func poppingAnAlphaMaskRestoresTheClipBeforeIt() throws {
    let mask = try mask(alphas: [0, 0, 0, 0])
    let image = try render(width: 4, height: 1) {
      $0.pushClip(.rect(x: 0, y: 0, width: 2, height: 1))
      $0.pushMask(mask)
      $0.fill(everything, color: .black)  // hidden by the transparent mask
      $0.popClip()
      $0.fill(everything, color: RGBA8(red: 0, green: 0, blue: 0, alpha: 100))
    }
    #expect(alphaRows(image) == [[100, 100, 0, 0]])
  }
}
