/// The naming table (`name`): the family, subfamily (style) and full names of the font.
///
/// Of the records for a name, the first found in this order is used: Windows (platform 3,
/// UTF-16BE) in US English, Windows in any language, Unicode (platform 0, UTF-16BE), Macintosh
/// (platform 1, Mac Roman). Malformed UTF-16 is repaired (U+FFFD), never refused.
struct NameTable: Sendable, Hashable {
  /// Mac Roman's characters for the bytes 0x80 to 0xFF (the same as Python's `mac_roman` codec).
  ///
  /// Below 0x80 it is ASCII. Decoded here rather than by Foundation, whose Linux build maps some
  /// of these bytes differently.
  private static let macRomanHighHalf = Array(
    "ÄÅÇÉÑÖÜáàâäãåçéèêëíìîïñóòôöõúùûü†°¢£§•¶ß®©™´¨≠ÆØ∞±≤≥¥µ∂∑∏π∫ªºΩæø¿¡¬√ƒ≈∆«»…\u{A0}ÀÃÕŒœ–—“”‘’÷◊ÿŸ⁄€‹›ﬁﬂ‡·‚„‰ÂÊÁËÈÍÎÏÌÓÔ\u{F8FF}ÒÚÛÙıˆ˜¯˘˙˚¸˝˛ˇ"
      .unicodeScalars)

  /// Mac Roman bytes as a string.
  private static func macRoman(_ bytes: some Collection<UInt8>) -> String {
    var text = String.UnicodeScalarView()
    for byte in bytes {
      if byte < 0x80 {
        text.append(Unicode.Scalar(byte))
      } else {
        text.append(macRomanHighHalf[Int(byte - 0x80)])
      }
    }
    return String(text)
  }

  /// The names by name ID: 1 family, 2 subfamily, 4 full name, 16 and 17 typographic family and
  /// subfamily.
  private(set) var names: [Int: String] = [:]

  /// The name IDs read.
  enum ID {
    static let family = 1
    static let subfamily = 2
    static let fullName = 4
    static let typographicFamily = 16
    static let typographicSubfamily = 17
  }

  init(_ table: FontReader) throws(FontError) {
    let count = Int(try table.uint16(at: 2))
    let storage = Int(try table.uint16(at: 4))
    try table.require(6, count * 12)
    var ranks: [Int: Int] = [:]
    for index in 0..<count {
      let record = 6 + index * 12
      let platform = try table.uint16(at: record)
      let encoding = try table.uint16(at: record + 2)
      let language = try table.uint16(at: record + 4)
      let nameID = Int(try table.uint16(at: record + 6))
      let length = Int(try table.uint16(at: record + 8))
      let offset = Int(try table.uint16(at: record + 10))
      let wanted = [ID.family, ID.subfamily, ID.fullName, ID.typographicFamily, ID.typographicSubfamily]
      guard wanted.contains(nameID) else { continue }
      let rank: Int
      switch (platform, encoding, language) {
      case (3, 1, 0x0409), (3, 10, 0x0409): rank = 0
      case (3, 1, _), (3, 10, _): rank = 1
      case (0, _, _): rank = 2
      case (1, 0, 0): rank = 3
      default: continue
      }
      guard rank < ranks[nameID] ?? .max else { continue }
      let bytes = try table.bytes(at: storage + offset, count: length)
      let text: String
      if platform == 1 {
        text = Self.macRoman(bytes)
      } else {
        var units: [UInt16] = []
        var index = bytes.startIndex
        while index + 1 < bytes.endIndex {
          units.append(UInt16(bytes[index]) << 8 | UInt16(bytes[index + 1]))
          index += 2
        }
        text = String(decoding: units, as: UTF16.self)
      }
      names[nameID] = text
      ranks[nameID] = rank
    }
  }
}
