/// Reads a font file's table directory in the test, independently of the module, to find where
/// to cut or corrupt it.
enum FontBytes {
  static func uint16(_ bytes: [UInt8], _ offset: Int) -> Int {
    Int(bytes[offset]) << 8 | Int(bytes[offset + 1])
  }

  static func uint32(_ bytes: [UInt8], _ offset: Int) -> Int {
    uint16(bytes, offset) << 16 | uint16(bytes, offset + 2)
  }

  /// The offset and length of each table, by tag.
  static func tables(_ bytes: [UInt8]) -> [String: (offset: Int, length: Int)] {
    var tables: [String: (offset: Int, length: Int)] = [:]
    for index in 0..<uint16(bytes, 4) {
      let record = 12 + index * 16
      let tag = String(decoding: bytes[record..<(record + 4)], as: UTF8.self)
      tables[tag] = (uint32(bytes, record + 8), uint32(bytes, record + 12))
    }
    return tables
  }

  /// Where a glyph's data starts in the file (DejaVu's `loca` is the long format).
  static func glyphOffset(_ bytes: [UInt8], glyph: Int) -> Int {
    let tables = tables(bytes)
    let loca = tables["loca"]?.offset ?? 0
    return (tables["glyf"]?.offset ?? 0) + uint32(bytes, loca + glyph * 4)
  }

  static func setUInt16(_ bytes: inout [UInt8], _ offset: Int, _ value: Int) {
    bytes[offset] = UInt8(value >> 8 & 0xFF)
    bytes[offset + 1] = UInt8(value & 0xFF)
  }
}
