/// One step of an LZ77 parse, packed in 32 bits: a literal byte, or a copy of `length` (3...258)
/// bytes from `distance` (1...32,768) bytes back, as deflate (RFC 1951) defines them.
///
/// Layout: bit 31 set for a copy, with `length − 3` in bits 16...23 and `distance − 1` in bits
/// 0...14; a literal is its byte value.
struct DeflateToken: Equatable {
  /// The packed bits.
  let packed: UInt32

  /// The shortest copy deflate can express.
  static let minimumLength = 3
  /// The longest copy deflate can express.
  static let maximumLength = 258
  /// The farthest back a copy can reach: deflate's 32 KiB window.
  static let maximumDistance = 32_768

  /// A literal byte.
  @inline(__always)
  static func literal(_ byte: UInt8) -> DeflateToken {
    DeflateToken(packed: UInt32(byte))
  }

  /// A copy of `length` bytes from `distance` bytes back.
  ///
  /// - Precondition: `length` is in 3...258 and `distance` in 1...32,768.
  @inline(__always)
  static func copy(length: Int, distance: Int) -> DeflateToken {
    DeflateToken(packed: 1 << 31 | UInt32(length - minimumLength) << 16 | UInt32(distance - 1))
  }

  /// Whether this is a copy rather than a literal.
  @inline(__always)
  var isCopy: Bool { packed & (1 << 31) != 0 }

  /// The literal byte (only for a literal).
  @inline(__always)
  var byte: Int { Int(packed) }

  /// `length − 3` (only for a copy): 0...255.
  @inline(__always)
  var lengthOffset: Int { Int((packed >> 16) & 0xFF) }

  /// `distance − 1` (only for a copy): 0...32,767.
  @inline(__always)
  var distanceOffset: Int { Int(packed & 0x7FFF) }
}
