import CZlib
import Testing

@testable import Raster

@Suite("Adler-32")
struct Adler32Tests {
  @Test func matchesZlibAndTheDefinition() {
    // Lengths around the 8-byte steps, bytes up to 255 (the largest sums), continued checksums.
    var state: UInt32 = 12_345
    let bytes = (0..<70_000).map { index -> UInt8 in
      state = state &* 1_103_515_245 &+ 12_345
      return index % 3 == 0 ? 255 : UInt8(truncatingIfNeeded: state >> 16)
    }
    for count in [0, 1, 7, 8, 9, 15, 16, 17, 5_552, 5_553, 70_000] {
      let prefix = Array(bytes.prefix(count))
      let ours = Adler32.update(Adler32.initial, prefix, count: count)
      #expect(ours == UInt32(adler32(1, prefix, UInt32(count))), "\(count) bytes")
      #expect(ours == PNGBytes.adler32(prefix), "\(count) bytes")
      // Continuing from the first part gives the checksum of the whole.
      let half = count / 2
      let first = Adler32.update(Adler32.initial, prefix, count: half)
      let rest = Array(prefix[half...])
      #expect(Adler32.update(first, rest, count: rest.count) == ours, "\(count) bytes in two parts")
    }
  }

  @Test func theLargestBytesOverManyBlocksMatchZlib() {
    // All 255: every sum at its largest, across several blocks of 65,536 bytes and a tail.
    let bytes = [UInt8](repeating: 255, count: 3 * 65_536 + 37)
    for count in [65_535, 65_536, 65_537, bytes.count] {
      #expect(
        Adler32.update(Adler32.initial, bytes, count: count) == UInt32(adler32(1, bytes, UInt32(count))))
    }
  }
}
