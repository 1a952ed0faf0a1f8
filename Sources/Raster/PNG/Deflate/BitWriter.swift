/// Appends bit fields to a byte array, least significant bit first, as deflate packs them.
struct BitWriter {
  /// The whole bytes written so far.
  private(set) var bytes: [UInt8]
  /// Bits not yet written out, lowest first.
  private var pending: UInt64 = 0
  private var pendingCount = 0

  /// A writer that appends to `bytes`.
  init(appendingTo bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// Appends the low `count` bits of `bits` (0...32 bits; the rest of `bits` must be zero).
  @inline(__always)
  mutating func write(_ bits: UInt32, count: Int) {
    pending |= UInt64(bits) << UInt64(pendingCount)
    pendingCount += count
    if pendingCount >= 32 {
      let word = UInt32(truncatingIfNeeded: pending)
      bytes.append(UInt8(truncatingIfNeeded: word))
      bytes.append(UInt8(truncatingIfNeeded: word >> 8))
      bytes.append(UInt8(truncatingIfNeeded: word >> 16))
      bytes.append(UInt8(truncatingIfNeeded: word >> 24))
      pending >>= 32
      pendingCount -= 32
    }
  }

  /// Pads the last byte with zero bits and returns every byte written.
  consuming func finish() -> [UInt8] {
    while pendingCount > 0 {
      bytes.append(UInt8(truncatingIfNeeded: pending))
      pending >>= 8
      pendingCount -= 8
    }
    return bytes
  }
}
