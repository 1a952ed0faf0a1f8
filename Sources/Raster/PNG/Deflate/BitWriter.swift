/// Appends bit fields to a growing byte buffer, least significant bit first, as deflate packs
/// them; whole 32-bit words go out at once.
///
/// The buffer is the writer's own memory until ``finish()`` hands the bytes over and frees it.
struct BitWriter {
  private var buffer: UnsafeMutableRawPointer
  private var capacity: Int
  private var count: Int
  /// Bits not yet written out, lowest first.
  private var pending: UInt64 = 0
  private var pendingCount = 0

  /// A writer whose output starts with `bytes`.
  init(startingWith bytes: [UInt8]) {
    let capacity = max(1 << 16, 2 * bytes.count)
    let buffer = UnsafeMutableRawPointer.allocate(byteCount: capacity, alignment: 8)
    bytes.withUnsafeBytes {
      if let base = $0.baseAddress { buffer.copyMemory(from: base, byteCount: $0.count) }
    }
    self.buffer = buffer
    self.capacity = capacity
    count = bytes.count
  }

  /// Appends the low `count` bits of `bits` (0...32 bits; the rest of `bits` must be zero).
  @inline(__always)
  mutating func write(_ bits: UInt32, count bitCount: Int) {
    pending |= UInt64(bits) << UInt64(pendingCount)
    pendingCount += bitCount
    if pendingCount >= 32 {
      if count + 4 > capacity { grow() }
      buffer.storeBytes(
        of: UInt32(truncatingIfNeeded: pending).littleEndian, toByteOffset: count, as: UInt32.self)
      count += 4
      pending >>= 32
      pendingCount -= 32
    }
  }

  /// Doubles the buffer, keeping what it holds.
  private mutating func grow() {
    let larger = UnsafeMutableRawPointer.allocate(byteCount: 2 * capacity, alignment: 8)
    larger.copyMemory(from: buffer, byteCount: count)
    buffer.deallocate()
    buffer = larger
    capacity *= 2
  }

  /// Pads the last byte with zero bits, returns every byte written and frees the buffer.
  consuming func finish() -> [UInt8] {
    var bytes = Array(UnsafeRawBufferPointer(start: buffer, count: count))
    buffer.deallocate()
    while pendingCount > 0 {
      bytes.append(UInt8(truncatingIfNeeded: pending))
      pending >>= 8
      pendingCount -= 8
    }
    return bytes
  }
}
