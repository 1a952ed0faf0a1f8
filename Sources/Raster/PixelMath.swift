#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The integer arithmetic every pixel operation uses, in one place.
///
/// All of it is exact integer arithmetic, so results are the same on every machine. Division by
/// 255 rounds to nearest (`(x + 128 + ((x + 128) >> 8)) >> 8` equals `round(x / 255)` for every
/// `x` in 0...65_535, the products of two 8-bit values).
enum PixelMath {
  /// `x / 255` rounded to nearest, for `x` in 0...65_535.
  @inline(__always)
  static func divideBy255(_ x: UInt32) -> UInt32 {
    let biased = x &+ 128
    return (biased &+ (biased >> 8)) >> 8
  }

  /// ``divideBy255(_:)`` on two 16-bit lanes at once (`0x00hh00ll` layout in and out).
  @inline(__always)
  static func divideLanesBy255(_ lanes: UInt32) -> UInt32 {
    let biased = lanes &+ 0x0080_0080
    return ((biased &+ ((biased >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
  }

  /// `a × b / 255`, rounded to nearest.
  @inline(__always)
  static func multiply(_ a: UInt8, _ b: UInt8) -> UInt8 {
    UInt8(truncatingIfNeeded: divideBy255(UInt32(a) &* UInt32(b)))
  }

  /// A premultiplied channel back to straight: `channel × 255 / alpha`, rounded to nearest,
  /// at most 255.
  ///
  /// - Precondition: `alpha` is not 0.
  @inline(__always)
  static func unpremultiply(_ channel: UInt8, _ alpha: UInt8) -> UInt8 {
    let alpha = UInt32(alpha)
    return UInt8(min((UInt32(channel) * 255 + alpha / 2) / alpha, 255))
  }

  /// Premultiplies straight RGBA bytes in place.
  static func premultiplyInPlace(_ bytes: inout [UInt8]) {
    bytes.withUnsafeMutableBufferPointer { buffer in
      var index = 0
      while index + 3 < buffer.count {
        let alpha = buffer[index + 3]
        if alpha != 255 {
          buffer[index] = multiply(buffer[index], alpha)
          buffer[index + 1] = multiply(buffer[index + 1], alpha)
          buffer[index + 2] = multiply(buffer[index + 2], alpha)
        }
        index += 4
      }
    }
  }

  /// Whether two byte arrays are equal, by `memcmp`.
  static func bytesAreEqual(_ lhs: [UInt8], _ rhs: [UInt8]) -> Bool {
    guard lhs.count == rhs.count else { return false }
    return lhs.withUnsafeBytes { left in
      rhs.withUnsafeBytes { right in
        guard let leftBase = left.baseAddress, let rightBase = right.baseAddress else { return true }
        return memcmp(leftBase, rightBase, left.count) == 0
      }
    }
  }
}
