extension Image {
  /// The straight (unpremultiplied) colour of the pixel at column `x`, row `y`.
  ///
  /// Each colour channel is `stored × 255 / alpha`, rounded to nearest; a transparent pixel reads
  /// as ``RGBA8/clear``. Premultiplying the result again gives back the stored pixel exactly.
  ///
  /// - Precondition: `x` is in `0..<width` and `y` in `0..<height`.
  public func pixel(x: Int, y: Int) -> RGBA8 {
    packedPixel(x: x, y: y).straight
  }

  /// The stored, premultiplied channels of the pixel at column `x`, row `y`.
  ///
  /// - Precondition: `x` is in `0..<width` and `y` in `0..<height`.
  public func premultipliedPixel(x: Int, y: Int) -> RGBA8 {
    let pixel = packedPixel(x: x, y: y)
    return RGBA8(red: pixel.red, green: pixel.green, blue: pixel.blue, alpha: pixel.alpha)
  }

  /// Replaces the pixel at column `x`, row `y` with a straight colour (no blending).
  ///
  /// - Precondition: `x` is in `0..<width` and `y` in `0..<height`.
  public mutating func setPixel(x: Int, y: Int, to color: RGBA8) {
    let offset = byteOffset(x: x, y: y)
    let pixel = color.premultiplied
    bytes[offset] = pixel.red
    bytes[offset + 1] = pixel.green
    bytes[offset + 2] = pixel.blue
    bytes[offset + 3] = pixel.alpha
  }

  /// The pixel at `x`, `y` as stored.
  func packedPixel(x: Int, y: Int) -> PackedPixel {
    let offset = byteOffset(x: x, y: y)
    return PackedPixel(
      red: bytes[offset], green: bytes[offset + 1], blue: bytes[offset + 2], alpha: bytes[offset + 3])
  }

  /// The index of the first byte of pixel `x`, `y`.
  private func byteOffset(x: Int, y: Int) -> Int {
    precondition(
      (0..<width).contains(x) && (0..<height).contains(y),
      "pixel (\(x), \(y)) is outside the \(width)×\(height) image")
    return (y * width + x) * 4
  }
}
