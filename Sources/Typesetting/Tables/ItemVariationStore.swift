/// An item variation store: the deltas a variable font adds to a value (an advance width in
/// `HVAR`, a kerning value in `GDEF`) at a point of its design space.
///
/// A store lists regions of the design space, each a range per axis (start, peak, end) in
/// normalized coordinates, and groups of delta sets: a row of deltas per item, one per region the
/// group uses. An item's value at a location is its default value plus each delta times its
/// region's scalar there (OpenType, "OpenType Font Variations Common Table Formats › Item
/// Variation Store"). Regions' scalars depend only on the location, so a font instance computes
/// them once (``regionScalars(at:)``) and every delta after that is a few multiplications.
///
/// Every count and offset is checked against the table it lies in when the store is read.
struct ItemVariationStore: Sendable, Hashable {
  /// One region: a (start, peak, end) range per axis.
  struct Region: Sendable, Hashable {
    var axes: [(start: Double, peak: Double, end: Double)]

    static func == (lhs: Region, rhs: Region) -> Bool {
      lhs.axes.elementsEqual(rhs.axes) { $0 == $1 }
    }

    func hash(into hasher: inout Hasher) {
      for axis in axes {
        hasher.combine(axis.start)
        hasher.combine(axis.peak)
        hasher.combine(axis.end)
      }
    }

    /// How much of the region's deltas apply at `coordinates`: 0 outside it, 1 at its peak.
    func scalar(at coordinates: [Double]) -> Double {
      var scalar = 1.0
      for (index, axis) in axes.enumerated() {
        let (start, peak, end) = axis
        // An axis whose range is malformed, straddles zero or peaks at zero does not limit.
        if start > peak || peak > end || (start < 0 && end > 0 && peak != 0) || peak == 0 { continue }
        let coordinate = index < coordinates.count ? coordinates[index] : 0
        if coordinate == peak { continue }
        if coordinate <= start || coordinate >= end { return 0 }
        scalar *=
          coordinate < peak ? (coordinate - start) / (peak - start) : (end - coordinate) / (end - peak)
      }
      return scalar
    }
  }

  /// A group of items sharing a set of regions.
  struct DeltaGroup: Sendable, Hashable {
    /// The regions the group's columns belong to, as indices into ``ItemVariationStore/regions``.
    var regionIndices: [Int]
    /// The deltas, `regionIndices.count` per item, row after row.
    var deltas: [Int32]
  }

  let regions: [Region]
  let groups: [DeltaGroup]

  /// Reads the store that starts `offset` bytes into `table`.
  init(_ table: FontReader, at offset: Int) throws(FontError) {
    let format = try table.uint16(at: offset)
    guard format == 1 else {
      throw table.invalid(offset, "the item variation store's format is \(format), not 1")
    }
    let regionListOffset = offset + Int(try table.uint32(at: offset + 2))
    let groupCount = Int(try table.uint16(at: offset + 6))
    let axisCount = Int(try table.uint16(at: regionListOffset))
    let regionCount = Int(try table.uint16(at: regionListOffset + 2))
    try table.require(regionListOffset + 4, regionCount * axisCount * 6)
    var regions: [Region] = []
    regions.reserveCapacity(regionCount)
    for region in 0..<regionCount {
      var axes: [(start: Double, peak: Double, end: Double)] = []
      for axis in 0..<axisCount {
        let base = regionListOffset + 4 + (region * axisCount + axis) * 6
        axes.append(
          (try table.f2Dot14(at: base), try table.f2Dot14(at: base + 2), try table.f2Dot14(at: base + 4)))
      }
      regions.append(Region(axes: axes))
    }
    var groups: [DeltaGroup] = []
    for group in 0..<groupCount {
      let groupOffset = offset + Int(try table.uint32(at: offset + 8 + group * 4))
      groups.append(try Self.deltaGroup(table, at: groupOffset, regionCount: regionCount))
    }
    self.regions = regions
    self.groups = groups
  }

  /// Reads one `ItemVariationData` subtable.
  private static func deltaGroup(_ table: FontReader, at offset: Int, regionCount: Int) throws(FontError)
    -> DeltaGroup
  {
    let itemCount = Int(try table.uint16(at: offset))
    let wordDeltaCount = try table.uint16(at: offset + 2)
    let columnCount = Int(try table.uint16(at: offset + 4))
    let usesLongWords = wordDeltaCount & 0x8000 != 0
    let wordCount = Int(wordDeltaCount & 0x7FFF)
    guard wordCount <= columnCount else {
      throw table.invalid(offset + 2, "\(wordCount) word deltas are more than the \(columnCount) columns")
    }
    var regionIndices: [Int] = []
    for column in 0..<columnCount {
      let index = Int(try table.uint16(at: offset + 6 + column * 2))
      guard index < regionCount else {
        throw table.invalid(offset + 6 + column * 2, "region \(index) is past the last of \(regionCount)")
      }
      regionIndices.append(index)
    }
    // Word columns take 2 bytes (4 with long words), the others 1 (2 with long words).
    let wideSize = usesLongWords ? 4 : 2
    let narrowSize = usesLongWords ? 2 : 1
    let rowSize = wordCount * wideSize + (columnCount - wordCount) * narrowSize
    var position = offset + 6 + columnCount * 2
    try table.require(position, itemCount * rowSize)
    var deltas: [Int32] = []
    deltas.reserveCapacity(itemCount * columnCount)
    for _ in 0..<itemCount {
      for column in 0..<columnCount {
        let isWide = column < wordCount
        switch (isWide, usesLongWords) {
        case (true, true): deltas.append(Int32(bitPattern: try table.uint32(at: position)))
        case (true, false), (false, true): deltas.append(Int32(try table.int16(at: position)))
        case (false, false): deltas.append(Int32(try table.int8(at: position)))
        }
        position += isWide ? wideSize : narrowSize
      }
    }
    return DeltaGroup(regionIndices: regionIndices, deltas: deltas)
  }

  /// Every region's scalar at `coordinates` (normalized, one per axis).
  func regionScalars(at coordinates: [Double]) -> [Double] {
    regions.map { $0.scalar(at: coordinates) }
  }

  /// The delta of item `inner` of group `outer`, given the regions' scalars (a region without
  /// one counts as 0, as at the default instance); 0 for an item the store does not have (the
  /// `0xFFFF/0xFFFF` "no variation" index among them).
  func delta(outer: Int, inner: Int, scalars: [Double]) -> Double {
    guard outer < groups.count else { return 0 }
    let group = groups[outer]
    let columns = group.regionIndices.count
    guard columns > 0, inner >= 0, (inner + 1) * columns <= group.deltas.count else { return 0 }
    var delta = 0.0
    for column in 0..<columns {
      let region = group.regionIndices[column]
      guard region < scalars.count else { continue }
      let scalar = scalars[region]
      if scalar != 0 { delta += scalar * Double(group.deltas[inner * columns + column]) }
    }
    return delta
  }
}
