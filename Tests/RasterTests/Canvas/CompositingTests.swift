import Testing

@testable import Raster

/// Source-over in premultiplied 8-bit: `result = source + destination × (255 − source.alpha) / 255`
/// per channel, each division rounded to nearest.
@Suite("Compositing")
struct CompositingTests {
  private let square = Path.rect(x: 0, y: 0, width: 1, height: 1)

  @Test func halfRedOverWhite() throws {
    // Source 50 % red premultiplied: (128, 0, 0, 128). Over opaque white:
    // red 128 + 255 × 127 / 255 = 255; green and blue 0 + 127 = 127; alpha 128 + 127 = 255.
    let image = try render(width: 1, height: 1, background: .white) {
      $0.fill(square, color: RGBA8(red: 255, green: 0, blue: 0, alpha: 128))
    }
    #expect(image.premultipliedPixel(x: 0, y: 0) == RGBA8(red: 255, green: 127, blue: 127, alpha: 255))
  }

  @Test func halfRedOverTransparentKeepsTheSource() throws {
    let image = try render(width: 1, height: 1) {
      $0.fill(square, color: RGBA8(red: 255, green: 0, blue: 0, alpha: 128))
    }
    #expect(image.premultipliedPixel(x: 0, y: 0) == RGBA8(red: 128, green: 0, blue: 0, alpha: 128))
    #expect(image.pixel(x: 0, y: 0) == RGBA8(red: 255, green: 0, blue: 0, alpha: 128))
  }

  @Test func translucentOverTranslucent() throws {
    // Blue 40 % (alpha 102): premultiplied (0, 0, 102, 102) on transparent.
    // Then red 60 % (alpha 153): premultiplied (153, 0, 0, 153); 255 − 153 = 102 left over:
    // red 153 + 0 = 153; blue 0 + 102 × 102 / 255 = 40.8 → 41; alpha 153 + 40.8 → 194.
    let image = try render(width: 1, height: 1) {
      $0.fill(square, color: RGBA8(red: 0, green: 0, blue: 255, alpha: 102))
      $0.fill(square, color: RGBA8(red: 255, green: 0, blue: 0, alpha: 153))
    }
    #expect(image.premultipliedPixel(x: 0, y: 0) == RGBA8(red: 153, green: 0, blue: 41, alpha: 194))
  }

  @Test func coverageScalesTheSource() throws {
    // Half a pixel of 50 % red: premultiplied (128, 0, 0, 128) × 128 / 255 = 64.25 → 64.
    let image = try render(width: 1, height: 1) {
      $0.fill(.rect(x: 0, y: 0, width: 0.5, height: 1), color: RGBA8(red: 255, green: 0, blue: 0, alpha: 128))
    }
    #expect(image.premultipliedPixel(x: 0, y: 0) == RGBA8(red: 64, green: 0, blue: 0, alpha: 64))
  }

  @Test func opaqueFillReplacesAndClearDrawsNothing() throws {
    // A 9 % white background is stored as (9, 9, 9, 9).
    let image = try render(width: 2, height: 1, background: RGBA8(red: 255, green: 255, blue: 255, alpha: 9))
    {
      $0.fill(square, color: RGBA8(red: 1, green: 2, blue: 3))
      $0.fill(.rect(x: 0, y: 0, width: 2, height: 1), color: RGBA8(red: 200, green: 0, blue: 0, alpha: 0))
    }
    #expect(image.premultipliedPixel(x: 0, y: 0) == RGBA8(red: 1, green: 2, blue: 3, alpha: 255))
    #expect(image.premultipliedPixel(x: 1, y: 0) == RGBA8(red: 9, green: 9, blue: 9, alpha: 9))
  }

  @Test func divisionBy255RoundsToNearestForEveryProduct() {
    for x in UInt32(0)...65_535 {
      let expected = UInt32((Double(x) / 255).rounded())
      if PixelMath.divideBy255(x) != expected {
        Issue.record("divideBy255(\(x)) = \(PixelMath.divideBy255(x)), expected \(expected)")
        return
      }
    }
  }

  @Test func unpremultiplyingThenPremultiplyingGivesTheStoredPixelBack() {
    // For every alpha and every premultiplied channel up to it.
    for alpha in UInt8(1)...255 {
      for channel in UInt8(0)...alpha {
        let straight = PixelMath.unpremultiply(channel, alpha)
        if PixelMath.multiply(straight, alpha) != channel {
          Issue.record(
            "channel \(channel) at alpha \(alpha) came back as \(PixelMath.multiply(straight, alpha))")
          return
        }
      }
    }
  }
}
