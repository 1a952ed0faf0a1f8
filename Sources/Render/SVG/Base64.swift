/// Base64 with the standard alphabet and `=` padding (RFC 4648, section 4), for `data:` URLs.
enum Base64 {
  private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

  /// `bytes` encoded.
  ///
  /// ```swift
  /// Base64.encode(Array("Man".utf8))  // "TWFu"
  /// Base64.encode([0xFF])             // "/w=="
  /// ```
  static func encode(_ bytes: [UInt8]) -> String {
    var output: [UInt8] = []
    output.reserveCapacity((bytes.count + 2) / 3 * 4)
    var index = 0
    while index < bytes.count {
      let count = min(3, bytes.count - index)
      var group: UInt32 = 0
      for offset in 0..<3 {
        group <<= 8
        if offset < count { group |= UInt32(bytes[index + offset]) }
      }
      for position in 0..<4 {
        let sextet = Int(group >> UInt32(18 - 6 * position) & 0x3F)
        output.append(position <= count ? alphabet[sextet] : UInt8(ascii: "="))
      }
      index += 3
    }
    return String(decoding: output, as: UTF8.self)
  }
}
