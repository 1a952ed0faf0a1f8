/// The codes deflate gives lengths and distances (RFC 1951 §3.2.5): each is a symbol followed
/// by extra bits that pick the value inside the symbol's range.
enum DeflateAlphabet {
  /// Literal/length symbols: bytes 0...255, end of block 256, length codes 257...285.
  static let literalLengthSymbolCount = 286
  /// Distance symbols 0...29.
  static let distanceSymbolCount = 30
  /// The symbol that ends a block.
  static let endOfBlock = 256
  /// The first length symbol.
  static let firstLengthSymbol = 257

  /// Extra bits of length codes 0...28 (symbols 257...285).
  static let lengthExtraBits: [UInt8] = [
    0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
  ]
  /// Extra bits of distance codes 0...29.
  static let distanceExtraBits: [UInt8] = [
    0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13,
  ]

  /// The smallest `length − 3` of each length code: each code's range follows the previous one,
  /// except code 28, which is 258 alone (code 27 stops at 257).
  static let lengthOffsetBase: [UInt16] = {
    var bases: [UInt16] = [0]
    for code in 0..<27 { bases.append(bases[code] + 1 << UInt16(lengthExtraBits[code])) }
    return bases + [255]
  }()

  /// The smallest `distance − 1` of each distance code, each range following the previous one.
  static let distanceOffsetBase: [UInt16] = {
    var bases: [UInt16] = [0]
    for code in 0..<29 { bases.append(bases[code] + 1 << UInt16(distanceExtraBits[code])) }
    return bases
  }()

  /// The length code (0...28, symbol − 257) of each `length − 3` (0...255).
  static let lengthCode: [UInt8] = {
    var codes = [UInt8](repeating: 28, count: 256)
    for code in 0..<28 {
      let first = Int(lengthOffsetBase[code])
      let last = min(first + (1 << Int(lengthExtraBits[code])), 255)
      for offset in first..<last { codes[offset] = UInt8(code) }
    }
    return codes
  }()

  /// The distance code (0...29) of each `distance − 1` (0...32,767).
  static let distanceCode: [UInt8] = {
    var codes = [UInt8](repeating: 0, count: DeflateToken.maximumDistance)
    for code in 0..<30 {
      let first = Int(distanceOffsetBase[code])
      for offset in first..<first + (1 << Int(distanceExtraBits[code])) { codes[offset] = UInt8(code) }
    }
    return codes
  }()
}
