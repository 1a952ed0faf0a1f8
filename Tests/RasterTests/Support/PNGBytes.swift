/// Reads and builds PNG files byte by byte, independently of libpng, to check what the codec
/// wrote and to make malformed files.
enum PNGBytes {
  /// The 8-byte PNG signature.
  static let signature: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10]

  /// The chunk types in file order, read from the length fields.
  static func chunkTypes(_ file: [UInt8]) -> [String] {
    var types: [String] = []
    var offset = 8
    while offset + 8 <= file.count {
      let length = Int(bigEndian32(file, at: offset))
      types.append(String(decoding: file[offset + 4..<offset + 8], as: UTF8.self))
      offset += 12 + length
    }
    return types
  }

  /// The width and height written in the IHDR chunk (bytes 16...23).
  static func ihdrSize(_ file: [UInt8]) -> (width: Int, height: Int) {
    (Int(bigEndian32(file, at: 16)), Int(bigEndian32(file, at: 20)))
  }

  /// The IHDR colour type byte (offset 25): 2 RGB, 6 RGBA, ...
  static func colorType(_ file: [UInt8]) -> UInt8 { file[25] }

  /// A chunk: length, type, data and CRC-32 of type and data.
  static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
    let typeAndData = Array(type.utf8) + data
    return bigEndian(UInt32(data.count)) + typeAndData + bigEndian(crc32(typeAndData))
  }

  /// An IHDR chunk for an 8-bit image of the given colour type.
  static func ihdr(width: UInt32, height: UInt32, colorType: UInt8) -> [UInt8] {
    chunk("IHDR", bigEndian(width) + bigEndian(height) + [8, colorType, 0, 0, 0])
  }

  /// The CRC-32 of PNG chunks (polynomial 0xEDB88320, bit by bit).
  static func crc32(_ bytes: [UInt8]) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes {
      crc ^= UInt32(byte)
      for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
    }
    return ~crc
  }

  static func bigEndian(_ value: UInt32) -> [UInt8] {
    [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
  }

  private static func bigEndian32(_ bytes: [UInt8], at offset: Int) -> UInt32 {
    bytes[offset..<offset + 4].reduce(0) { $0 << 8 | UInt32($1) }
  }
}

extension PNGBytes {
  /// A whole PNG file with the given header fields and unfiltered rows (each row's bytes
  /// without the filter byte), stored uncompressed in one zlib stored block, plus `extra` chunks
  /// placed before the image data.
  static func file(
    width: UInt32, height: UInt32, bitDepth: UInt8, colorType: UInt8, rows: [[UInt8]], extra: [[UInt8]] = []
  ) -> [UInt8] {
    var raw: [UInt8] = []
    for row in rows { raw += [0] + row }  // filter type 0 (None) on every row
    // zlib header (deflate, 32 KiB window, no dictionary), then one final stored block:
    // BFINAL/BTYPE byte, LEN and its complement NLEN (little-endian), the bytes, Adler-32.
    let length = UInt16(raw.count)
    let blockHeader: [UInt8] = [
      0x01, UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8(~length >> 8),
    ]
    let stored = [0x78, 0x01] + blockHeader + raw + bigEndian(adler32(raw))
    let header = chunk("IHDR", bigEndian(width) + bigEndian(height) + [bitDepth, colorType, 0, 0, 0])
    return signature + header + extra.joined() + chunk("IDAT", stored) + chunk("IEND", [])
  }

  /// zlib's Adler-32 checksum.
  static func adler32(_ bytes: [UInt8]) -> UInt32 {
    var a: UInt32 = 1
    var b: UInt32 = 0
    for byte in bytes {
      a = (a + UInt32(byte)) % 65_521
      b = (b + a) % 65_521
    }
    return b << 16 | a
  }
}
