/// The Adler-32 checksum that ends a zlib stream (RFC 1950 §8.2), sixteen bytes at a time.
///
/// For bytes `x₀ … xₙ₋₁`, `a = 1 + Σ xᵢ` and `b = Σ (a after each byte)`, both modulo 65,521.
/// Eight bytes add `Σ xᵢ` to `a` and `8·a + Σ (8 − i)·xᵢ` to `b`; both sums come from one 64-bit
/// load split into four 16-bit lanes of even and of odd bytes, each dot product a single
/// multiplication whose top lane collects it (no lane carries: every partial sum stays below
/// 2¹⁶). Sums run in 64 bits and are reduced once per mebibyte, so the result is zlib's exactly.
enum Adler32 {
  /// The checksum of no bytes.
  static let initial: UInt32 = 1
  private static let modulus: UInt64 = 65_521
  /// Bytes summed before reducing: `b` stays below 2⁶⁴ (about 2⁴⁸ here).
  private static let blockLength = 1 << 20

  /// `checksum` (of the bytes before) continued over `count` bytes from `bytes`.
  static func update(_ checksum: UInt32, _ bytes: UnsafePointer<UInt8>, count: Int) -> UInt32 {
    var a = UInt64(checksum & 0xFFFF)
    var b = UInt64(checksum >> 16)
    let lanes: UInt64 = 0x00FF_00FF_00FF_00FF
    let sumAll: UInt64 = 0x0001_0001_0001_0001
    // Weights 8, 6, 4, 2 for bytes 0, 2, 4, 6 and 7, 5, 3, 1 for bytes 1, 3, 5, 7, reversed
    // into the lanes so that the top lane of the product is the dot product.
    let evenWeights: UInt64 = 2 | 4 << 16 | 6 << 32 | 8 << 48
    let oddWeights: UInt64 = 1 | 3 << 16 | 5 << 32 | 7 << 48
    var index = 0
    while index < count {
      let end = min(index + blockLength, count)
      // Sixteen bytes per step: after words w₀ and w₁ (sums s, weighted sums t),
      // `b += 16·a + 8·s₀ + t₀ + t₁` and `a += s₀ + s₁`.
      @inline(__always) func sums(_ offset: Int) -> (sum: UInt64, weighted: UInt64) {
        let word = UInt64(littleEndian: UnsafeRawPointer(bytes + offset).loadUnaligned(as: UInt64.self))
        let even = word & lanes
        let odd = (word >> 8) & lanes
        return (((even &+ odd) &* sumAll) >> 48, ((even &* evenWeights) >> 48) &+ ((odd &* oddWeights) >> 48))
      }
      while index + 16 <= end {
        let first = sums(index)
        let second = sums(index + 8)
        b &+= 16 &* a &+ 8 &* first.sum &+ first.weighted &+ second.weighted
        a &+= first.sum &+ second.sum
        index += 16
      }
      while index < end {
        a &+= UInt64(bytes[index])
        b &+= a
        index += 1
      }
      a %= modulus
      b %= modulus
    }
    return UInt32(b << 16 | a)
  }
}
