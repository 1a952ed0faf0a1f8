/// The horizontal metrics variations table (`HVAR`): how each glyph's advance width changes across
/// a variable font's design space.
///
/// The advance deltas sit in an ``ItemVariationStore``; an optional delta-set index map says which
/// item each glyph uses (without one, glyph `g` is item `g` of the first group). Side-bearing
/// mappings are not read: text layout needs only advances, and outlines get their bearings from
/// `gvar` (OpenType, "HVAR — Horizontal Metrics Variations Table").
struct HvarTable: Sendable, Hashable {
  let store: ItemVariationStore
  /// The (group, item) of each glyph, or `nil` for the implicit mapping.
  let advanceMap: [(outer: Int, inner: Int)]?

  static func == (lhs: HvarTable, rhs: HvarTable) -> Bool {
    lhs.store == rhs.store
      && lhs.advanceMap?.elementsEqual(rhs.advanceMap ?? [], by: ==) ?? (rhs.advanceMap == nil)
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(store)
    hasher.combine(advanceMap?.count)
  }

  init(_ table: FontReader) throws(FontError) {
    let storeOffset = Int(try table.uint32(at: 4))
    let mapOffset = Int(try table.uint32(at: 8))
    store = try ItemVariationStore(table, at: storeOffset)
    advanceMap = mapOffset == 0 ? nil : try Self.deltaSetIndexMap(table, at: mapOffset)
  }

  /// Reads a `DeltaSetIndexMap` (formats 0 and 1).
  static func deltaSetIndexMap(_ table: FontReader, at offset: Int) throws(FontError)
    -> [(outer: Int, inner: Int)]
  {
    let format = try table.uint8(at: offset)
    let entryFormat = try table.uint8(at: offset + 1)
    let count: Int
    let first: Int
    switch format {
    case 0:
      count = Int(try table.uint16(at: offset + 2))
      first = offset + 4
    case 1:
      count = Int(try table.uint32(at: offset + 2))
      first = offset + 6
    default:
      throw table.invalid(offset, "the delta-set index map's format is \(format)")
    }
    let entrySize = Int((entryFormat & 0x30) >> 4) + 1
    let innerBits = Int(entryFormat & 0x0F) + 1
    try table.require(first, count * entrySize)
    var entries: [(outer: Int, inner: Int)] = []
    entries.reserveCapacity(count)
    for index in 0..<count {
      var value = 0
      for byte in 0..<entrySize {
        value = value << 8 | Int(try table.uint8(at: first + index * entrySize + byte))
      }
      entries.append((value >> innerBits, value & ((1 << innerBits) - 1)))
    }
    return entries
  }

  /// The advance delta of `glyph`, given the store's region scalars.
  func advanceDelta(of glyph: Int, scalars: [Double]) -> Double {
    guard let advanceMap else { return store.delta(outer: 0, inner: glyph, scalars: scalars) }
    guard let last = advanceMap.last else { return 0 }
    // Glyphs past the map's end use its last entry.
    let entry = glyph < advanceMap.count ? advanceMap[glyph] : last
    return store.delta(outer: entry.outer, inner: entry.inner, scalars: scalars)
  }
}
