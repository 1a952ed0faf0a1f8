/// One premultiplied RGBA8 pixel packed in a `UInt32` as it lies in memory: red in the lowest
/// byte, alpha in the highest (little-endian byte order, whatever the host's).
struct PackedPixel: Equatable {
  /// The four bytes, red lowest.
  var packed: UInt32

  /// A pixel from its stored (little-endian) word.
  init(stored word: UInt32) {
    packed = UInt32(littleEndian: word)
  }

  /// A pixel from premultiplied channels.
  init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
    packed = UInt32(red) | UInt32(green) << 8 | UInt32(blue) << 16 | UInt32(alpha) << 24
  }

  /// A pixel from its red-blue lanes (`0x00BB00RR`) and alpha-green lanes (`0x00AA00GG`).
  init(redBlue: UInt32, alphaGreen: UInt32) {
    packed = redBlue | alphaGreen << 8
  }

  /// The word to store in memory (little-endian).
  var stored: UInt32 { packed.littleEndian }

  var red: UInt8 { UInt8(truncatingIfNeeded: packed) }
  var green: UInt8 { UInt8(truncatingIfNeeded: packed >> 8) }
  var blue: UInt8 { UInt8(truncatingIfNeeded: packed >> 16) }
  var alpha: UInt8 { UInt8(truncatingIfNeeded: packed >> 24) }

  /// Red and blue as two 16-bit lanes: `0x00BB00RR`.
  var redBlue: UInt32 { packed & 0x00FF_00FF }
  /// Green and alpha as two 16-bit lanes: `0x00AA00GG`.
  var alphaGreen: UInt32 { (packed >> 8) & 0x00FF_00FF }

  /// Every channel multiplied by `scale` / 255, rounded to nearest (exact for every input).
  func scaled(by scale: UInt32) -> PackedPixel {
    PackedPixel(
      redBlue: PixelMath.divideLanesBy255(redBlue &* scale),
      alphaGreen: PixelMath.divideLanesBy255(alphaGreen &* scale))
  }

  /// This (premultiplied) pixel drawn over `destination` with the source-over operator:
  /// `self + destination × (255 − self.alpha) / 255`, per channel, rounded to nearest.
  ///
  /// The sum never exceeds 255 because every channel of a premultiplied pixel is at most its
  /// alpha, and `divideBy255(255 × k) = k` exactly.
  func over(_ destination: PackedPixel) -> PackedPixel {
    let remaining = 255 - UInt32(alpha)
    return PackedPixel(
      redBlue: redBlue &+ PixelMath.divideLanesBy255(destination.redBlue &* remaining),
      alphaGreen: alphaGreen &+ PixelMath.divideLanesBy255(destination.alphaGreen &* remaining))
  }

  /// The straight (unpremultiplied) colour: each channel × 255 / alpha, rounded to nearest;
  /// transparent black when alpha is 0.
  var straight: RGBA8 {
    let alpha = self.alpha
    guard alpha != 0 else { return .clear }
    guard alpha != 255 else { return RGBA8(red: red, green: green, blue: blue, alpha: 255) }
    return RGBA8(
      red: PixelMath.unpremultiply(red, alpha), green: PixelMath.unpremultiply(green, alpha),
      blue: PixelMath.unpremultiply(blue, alpha), alpha: alpha)
  }
}
