/// A bounds-checked, big-endian reader of one table of a font.
///
/// Every read goes through here: offsets are relative to the table's start, and a read that would
/// cross the table's end throws ``FontError/truncated(table:offset:)`` with the absolute byte
/// offset, so no parser can read outside the font data whatever its counts and offsets say.
struct FontReader: Sendable {
  /// The whole font file.
  let bytes: [UInt8]
  /// The table's tag, for errors.
  let tag: String
  /// The table's first byte in ``bytes``.
  let start: Int
  /// The number of bytes in the table.
  let length: Int

  /// A reader of the `length` bytes at `start`; the range must lie inside `bytes`.
  init(bytes: [UInt8], tag: String, start: Int, length: Int) throws(FontError) {
    guard start >= 0, length >= 0, start <= bytes.count, length <= bytes.count - start else {
      throw .truncated(table: tag, offset: bytes.count)
    }
    self.bytes = bytes
    self.tag = tag
    self.start = start
    self.length = length
  }

  /// The absolute offset of a table-relative offset, for errors.
  func absolute(_ offset: Int) -> Int {
    start + offset
  }

  /// Throws unless `count` bytes from `offset` lie inside the table.
  func require(_ offset: Int, _ count: Int) throws(FontError) {
    guard offset >= 0, count >= 0, offset <= length, count <= length - offset else {
      throw .truncated(table: tag, offset: start + max(offset, 0) + max(count, 0))
    }
  }

  func uint8(at offset: Int) throws(FontError) -> UInt8 {
    try require(offset, 1)
    return bytes[start + offset]
  }

  func int8(at offset: Int) throws(FontError) -> Int8 {
    Int8(bitPattern: try uint8(at: offset))
  }

  func uint16(at offset: Int) throws(FontError) -> UInt16 {
    try require(offset, 2)
    let index = start + offset
    return UInt16(bytes[index]) << 8 | UInt16(bytes[index + 1])
  }

  func int16(at offset: Int) throws(FontError) -> Int16 {
    Int16(bitPattern: try uint16(at: offset))
  }

  func uint32(at offset: Int) throws(FontError) -> UInt32 {
    try require(offset, 4)
    let index = start + offset
    return UInt32(bytes[index]) << 24 | UInt32(bytes[index + 1]) << 16 | UInt32(bytes[index + 2]) << 8
      | UInt32(bytes[index + 3])
  }

  /// A 2.14 fixed-point number (`F2DOT14`), exactly.
  func f2Dot14(at offset: Int) throws(FontError) -> Double {
    Double(try int16(at: offset)) / 16384
  }

  /// The four bytes at `offset` as a tag.
  func tag(at offset: Int) throws(FontError) -> String {
    try require(offset, 4)
    return Self.tagText(bytes[(start + offset)..<(start + offset + 4)])
  }

  /// `count` bytes from `offset`.
  func bytes(at offset: Int, count: Int) throws(FontError) -> ArraySlice<UInt8> {
    try require(offset, count)
    return bytes[(start + offset)..<(start + offset + count)]
  }

  /// A reader of `count` bytes from `offset` of this table, for a subtable; errors keep this
  /// table's tag.
  func subtable(at offset: Int, length count: Int) throws(FontError) -> FontReader {
    try require(offset, count)
    return try FontReader(bytes: bytes, tag: tag, start: start + offset, length: count)
  }

  /// An error about a malformed value at a table-relative offset.
  func invalid(_ offset: Int, _ reason: String) -> FontError {
    .invalidValue(table: tag, offset: start + offset, reason: reason)
  }

  /// Four bytes as a tag: printable ASCII as is, anything else as `\xNN`.
  static func tagText(_ bytes: some Collection<UInt8>) -> String {
    bytes.map { byte in
      (0x20...0x7E).contains(byte)
        ? String(UnicodeScalar(byte)) : "\\x" + String(byte, radix: 16, uppercase: true)
    }.joined()
  }
}
