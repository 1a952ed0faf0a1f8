/// The Adler-32 checksum that ends a zlib stream (RFC 1950 §8.2), sixteen bytes per vector step.
///
/// For bytes `x₀ … xₙ₋₁`, `a = 1 + Σ xᵢ` and `b = Σ (a after each byte)`, both modulo 65,521.
/// Sixteen bytes starting with `a` add `Σ xᵢ` to `a` and `16·a + Σ (16 − i)·xᵢ` to `b`. A block
/// of chunks keeps two vectors of sixteen 32-bit lanes: the bytes summed by position (`sums`),
/// and those sums added up before each chunk (`prefixSums`, so that `Σ` of the `a` each chunk
/// starts with is `a` times the chunks plus the lanes of `prefixSums`). At the end of a block
/// `a` gains the lanes of `sums`, and `b` gains `16·chunks·a + 16·Σ prefixSums + Σ (16 − i)·sumsᵢ`.
/// No lane overflows within a block of ``blockChunks`` chunks, and the result is zlib's exactly.
///
/// Kept instead of zlib's `adler32` (scalar in zlib 1.2.13, the system's) because it is faster:
/// `layoutshot-bench raster --reps 21`, the builds run in turn four times on one machine, gave a
/// `png_encode_us` of 6,933–7,237 with this type, 8,079–8,450 with zlib's `adler32` on a sparse
/// row's changed pixels and `adler32_combine` over its zeros, and 8,231–12,798 with zlib's
/// `adler32` over every row. Over the 9 MB of rows of that 1179×2556 RGB screen alone: 0.50 ms
/// here, 2.13 ms in zlib.
enum Adler32 {
  /// The checksum of no bytes.
  static let initial: UInt32 = 1
  private static let modulus: UInt64 = 65_521
  /// Chunks of sixteen bytes per block: `prefixSums` stays below 255 · 4096² / 2 < 2³².
  private static let blockChunks = 4_096

  /// `checksum` (of the bytes before) continued over `count` bytes from `bytes`.
  static func update(_ checksum: UInt32, _ bytes: UnsafePointer<UInt8>, count: Int) -> UInt32 {
    var a = UInt64(checksum & 0xFFFF)
    var b = UInt64(checksum >> 16)
    let weights = SIMD16<UInt32>(16, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1)
    var index = 0
    while index + 16 <= count {
      let chunks = min((count - index) / 16, blockChunks)
      var sums = SIMD16<UInt32>()
      var prefixSums = SIMD16<UInt32>()
      for chunk in 0..<chunks {
        let bytes = UnsafeRawPointer(bytes + index + 16 * chunk).loadUnaligned(as: SIMD16<UInt8>.self)
        prefixSums &+= sums
        sums &+= SIMD16<UInt32>(truncatingIfNeeded: bytes)
      }
      // Lanes of `prefixSums` add up past 2³²: summed in 64 bits.
      let prefixTotal = SIMD16<UInt64>(truncatingIfNeeded: prefixSums).wrappedSum()
      b += 16 * UInt64(chunks) * a + 16 * prefixTotal + UInt64((sums &* weights).wrappedSum())
      a += UInt64(sums.wrappedSum())
      a %= modulus
      b %= modulus
      index += 16 * chunks
    }
    while index < count {
      a += UInt64(bytes[index])
      b += a
      index += 1
    }
    return UInt32((b % modulus) << 16 | a % modulus)
  }

  /// `checksum` continued over `count` zero bytes: they leave `a` as it is and add `count · a`
  /// to `b`.
  static func updateZeros(_ checksum: UInt32, count: Int) -> UInt32 {
    let a = UInt64(checksum & 0xFFFF)
    let b = (UInt64(checksum >> 16) + UInt64(count) % modulus * a) % modulus
    return UInt32(b << 16 | a)
  }

  /// `checksum` continued over a row of `length` bytes that is zero but for its first byte and
  /// the `bytesPerPixel` bytes of each pixel in `changed` (ascending columns; byte `1 + bytesPerPixel · column`
  /// on): the zeros between them are added in one step each.
  static func update(
    _ checksum: UInt32, sparseRow row: UnsafePointer<UInt8>, length: Int, changed: UnsafeBufferPointer<Int>,
    bytesPerPixel: Int
  ) -> UInt32 {
    var checksum = update(checksum, row, count: 1)
    var offset = 1
    for column in changed {
      let start = 1 + bytesPerPixel * column
      checksum = update(updateZeros(checksum, count: start - offset), row + start, count: bytesPerPixel)
      offset = start + bytesPerPixel
    }
    return updateZeros(checksum, count: length - offset)
  }
}
