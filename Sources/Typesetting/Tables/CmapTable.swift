/// The character to glyph map (`cmap`), read from its best Unicode subtable.
///
/// A font usually carries several subtables for different platforms. The one chosen is, in order:
/// a full-repertoire subtable of format 12 (Windows Unicode full, platform 3 encoding 10, or a
/// Unicode-platform one, platform 0 encoding 4 or 6), then a BMP subtable of format 4 (Windows
/// Unicode BMP, 3/1, then Unicode-platform 0/0…0/3). Other formats (such as the Macintosh
/// format 6) are skipped.
///
/// Both formats become one sorted list of ranges, each mapping consecutive characters to
/// consecutive glyphs, searched by bisection. Format 4 segments must come in increasing order, as
/// the specification requires, which also bounds the work to 65,536 characters.
struct CmapTable: Sendable, Hashable {
  /// Characters `first...last` map to glyphs `firstGlyph...`.
  struct Range: Sendable, Hashable {
    var first: UInt32
    var last: UInt32
    var firstGlyph: UInt32
  }

  /// Sorted by `first`, not overlapping.
  let ranges: [Range]
  /// The platform and encoding of the subtable read, such as (3, 10).
  let platform: (id: UInt16, encoding: UInt16)

  static func == (lhs: CmapTable, rhs: CmapTable) -> Bool {
    lhs.ranges == rhs.ranges && lhs.platform == rhs.platform
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(ranges)
  }

  /// The preference of a platform and encoding with a subtable format: lower is better, `nil` is
  /// unusable.
  private static func rank(platform: UInt16, encoding: UInt16, format: UInt16) -> Int? {
    switch (platform, encoding, format) {
    case (3, 10, 12): 0
    case (0, 6, 12), (0, 4, 12): 1
    case (3, 1, 4): 2
    case (0, 3, 4): 3
    case (0, 0...2, 4): 4
    default: nil
    }
  }

  init(_ table: FontReader) throws(FontError) {
    let count = Int(try table.uint16(at: 2))
    try table.require(4, count * 8)
    var best: (rank: Int, offset: Int, platform: UInt16, encoding: UInt16)?
    for index in 0..<count {
      let record = 4 + index * 8
      let platform = try table.uint16(at: record)
      let encoding = try table.uint16(at: record + 2)
      let offset = Int(try table.uint32(at: record + 4))
      let format = try table.uint16(at: offset)
      guard let rank = Self.rank(platform: platform, encoding: encoding, format: format) else { continue }
      if best == nil || rank < best?.rank ?? .max { best = (rank, offset, platform, encoding) }
    }
    guard let best else {
      throw .unsupported(
        table: "cmap", offset: table.start,
        reason: "no Unicode subtable of format 4 or 12 (the ones LayoutShot reads)")
    }
    platform = (best.platform, best.encoding)
    let format = try table.uint16(at: best.offset)
    ranges =
      format == 12 ? try Self.format12(table, at: best.offset) : try Self.format4(table, at: best.offset)
  }

  /// The glyph of a character, or `nil` when the font has none.
  func glyph(for codePoint: UInt32) -> Int? {
    var low = 0
    var high = ranges.count
    while low < high {
      let middle = (low + high) / 2
      if ranges[middle].last < codePoint { low = middle + 1 } else { high = middle }
    }
    guard low < ranges.count, ranges[low].first <= codePoint else { return nil }
    // 64-bit, so that a hostile first glyph near 2^32 cannot overflow.
    let glyph = Int(ranges[low].firstGlyph) + Int(codePoint - ranges[low].first)
    return glyph == 0 ? nil : glyph
  }

  // MARK: Format 4: segment mapping to delta values (the Basic Multilingual Plane)

  private static func format4(_ table: FontReader, at offset: Int) throws(FontError) -> [Range] {
    let length = Int(try table.uint16(at: offset + 2))
    // Some fonts give a short length for a long subtable; read up to the table's end, bounded by
    // the reader, rather than trust the field.
    let subtable = try table.subtable(at: offset, length: max(length, min(table.length - offset, 0x2_0000)))
    let segCountX2 = Int(try subtable.uint16(at: 6))
    guard segCountX2 % 2 == 0, segCountX2 > 0 else {
      throw subtable.invalid(6, "segCountX2 is \(segCountX2), not a positive even number")
    }
    let segmentCount = segCountX2 / 2
    let endCodes = 14
    let startCodes = endCodes + segCountX2 + 2
    let deltas = startCodes + segCountX2
    let rangeOffsets = deltas + segCountX2
    try subtable.require(endCodes, segCountX2 * 4 + 2)
    var ranges: [Range] = []
    var previousEnd = -1
    for segment in 0..<segmentCount {
      let end = Int(try subtable.uint16(at: endCodes + segment * 2))
      let start = Int(try subtable.uint16(at: startCodes + segment * 2))
      let delta = Int(try subtable.uint16(at: deltas + segment * 2))
      let rangeOffsetPosition = rangeOffsets + segment * 2
      let rangeOffset = Int(try subtable.uint16(at: rangeOffsetPosition))
      guard start <= end, start > previousEnd else {
        throw subtable.invalid(
          endCodes + segment * 2,
          "segment \(segment) (\(start)...\(end)) is empty or not after the one before")
      }
      previousEnd = end
      if rangeOffset == 0 {
        // glyph = (c + delta) mod 65536: linear, except where it wraps past 65535.
        let wrap = 0x1_0000 - delta
        if start < wrap && end >= wrap {
          append(&ranges, start, wrap - 1, (start + delta) & 0xFFFF)
          append(&ranges, wrap, end, 0)
        } else {
          append(&ranges, start, end, (start + delta) & 0xFFFF)
        }
      } else {
        // glyph = glyphIdArray entry at the offset from the idRangeOffset field itself.
        for code in start...end {
          let position = rangeOffsetPosition + rangeOffset + 2 * (code - start)
          let raw = Int(try subtable.uint16(at: position))
          append(&ranges, code, code, raw == 0 ? 0 : (raw + delta) & 0xFFFF)
        }
      }
    }
    return ranges.filter { $0.firstGlyph != 0 || $0.first != $0.last }
  }

  /// Appends a range, merging it into the last one when it continues it.
  private static func append(_ ranges: inout [Range], _ first: Int, _ last: Int, _ glyph: Int) {
    if let previous = ranges.last, previous.last + 1 == UInt32(first),
      previous.firstGlyph != 0, glyph != 0,
      previous.firstGlyph + (previous.last - previous.first) + 1 == UInt32(glyph)
    {
      ranges[ranges.count - 1].last = UInt32(last)
      return
    }
    ranges.append(Range(first: UInt32(first), last: UInt32(last), firstGlyph: UInt32(glyph)))
  }

  // MARK: Format 12: segmented coverage (all of Unicode)

  private static func format12(_ table: FontReader, at offset: Int) throws(FontError) -> [Range] {
    let groupCount = Int(try table.uint32(at: offset + 12))
    try table.require(offset + 16, groupCount * 12)
    var ranges: [Range] = []
    ranges.reserveCapacity(groupCount)
    for group in 0..<groupCount {
      let position = offset + 16 + group * 12
      let first = try table.uint32(at: position)
      let last = try table.uint32(at: position + 4)
      let glyph = try table.uint32(at: position + 8)
      guard first <= last, last <= 0x10_FFFF else {
        throw table.invalid(
          position, "group \(group) (\(first)...\(last)) is not a range of Unicode characters")
      }
      if let previous = ranges.last, first <= previous.last {
        throw table.invalid(position, "group \(group) starts at \(first), inside or before the group before")
      }
      ranges.append(Range(first: first, last: last, firstGlyph: glyph))
    }
    return ranges
  }
}
