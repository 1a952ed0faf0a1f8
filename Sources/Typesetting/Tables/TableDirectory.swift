/// The table directory at the start of a TrueType file: which tables the font has, and where.
///
/// Reads the sfnt header (version, number of tables) and one 16-byte record per table (tag,
/// checksum, offset, length). Each table's range must lie inside the data; checksums are not
/// verified (fonts in the wild often carry wrong ones, and a wrong checksum harms nothing here).
struct TableDirectory: Sendable {
  /// The table records by tag.
  private var records: [String: (offset: Int, length: Int)] = [:]
  private let bytes: [UInt8]

  /// The sfnt versions of TrueType outlines: 1.0 and Apple's `'true'`.
  private static let trueTypeVersions: Set<UInt32> = [0x0001_0000, 0x7472_7565]

  init(bytes: [UInt8]) throws(FontError) {
    self.bytes = bytes
    let header = try FontReader(bytes: bytes, tag: "sfnt header", start: 0, length: bytes.count)
    let version = try header.uint32(at: 0)
    switch version {
    case _ where Self.trueTypeVersions.contains(version):
      break
    case 0x4F54_544F:  // 'OTTO'
      throw .unsupported(
        table: "sfnt header", offset: 0,
        reason: "the font has CFF (PostScript) outlines; only TrueType outlines are read")
    case 0x7474_6366:  // 'ttcf'
      throw .unsupported(
        table: "sfnt header", offset: 0,
        reason: "the file is a font collection; give one font of it as its own file")
    default:
      throw header.invalid(0, "the version 0x\(String(version, radix: 16)) is not that of a TrueType font")
    }
    let count = Int(try header.uint16(at: 4))
    // Each record takes 16 bytes after the 12-byte header; a count the data cannot hold throws.
    try header.require(12, count * 16)
    for index in 0..<count {
      let base = 12 + index * 16
      let tag = try header.tag(at: base)
      let offset = Int(try header.uint32(at: base + 8))
      let length = Int(try header.uint32(at: base + 12))
      guard offset <= bytes.count, length <= bytes.count - offset else {
        throw .truncated(table: tag, offset: offset + length)
      }
      if records[tag] == nil { records[tag] = (offset, length) }
    }
  }

  /// The tags of the font's tables, sorted.
  var tags: [String] { records.keys.sorted() }

  /// A reader of the table `tag`, or `nil` if the font has none.
  func table(_ tag: String) throws(FontError) -> FontReader? {
    guard let record = records[tag] else { return nil }
    return try FontReader(bytes: bytes, tag: tag, start: record.offset, length: record.length)
  }

  /// A reader of the table `tag`, which the font must have.
  func requiredTable(_ tag: String) throws(FontError) -> FontReader {
    guard let table = try table(tag) else { throw .missingTable(tag) }
    return table
  }
}
