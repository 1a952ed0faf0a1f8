import CZlib

/// Builds a PNG file: the signature, then chunks of length, type, data and the CRC-32 of type
/// and data (PNG specification §5.3).
struct PNGChunkWriter {
  /// The file so far.
  private(set) var bytes: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10]

  /// The most data one chunk may hold (2³¹ − 1 bytes); longer image data is split.
  static let maximumChunkLength = Int(Int32.max)

  /// Appends a chunk of type `type` (four ASCII letters) holding `data`.
  mutating func append(_ type: StaticString, _ data: ArraySlice<UInt8>) {
    let typeBytes = UnsafeBufferPointer(start: type.utf8Start, count: type.utf8CodeUnitCount)
    bytes += Self.bigEndian(UInt32(data.count))
    bytes.append(contentsOf: typeBytes)
    bytes.append(contentsOf: data)
    var checksum = crc32(0, typeBytes.baseAddress, UInt32(typeBytes.count))
    checksum = data.withUnsafeBufferPointer { crc32(checksum, $0.baseAddress, UInt32($0.count)) }
    bytes += Self.bigEndian(UInt32(truncatingIfNeeded: checksum))
  }

  /// `value` in network byte order, as PNG writes every integer.
  static func bigEndian(_ value: UInt32) -> [UInt8] {
    [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> UInt32($0)) }
  }
}
