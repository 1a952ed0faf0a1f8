/// Pair kerning from the glyph positioning table (`GPOS`): the horizontal advance adjustments of
/// the `kern` feature's pair adjustment lookups, which text engines apply by default.
///
/// **Which lookups.** The `kern` features that a script's default language system lists (and its
/// required feature, should that be `kern`) are gathered over every script of the script list, and
/// their lookups are taken in lookup-list order, each once (OpenType, "OpenType Layout Common Table
/// Formats › Script List Table, Language System Table, Feature List Table"). The text measurer
/// knows neither the script nor the language of a run, so it takes what a shaper would apply to
/// any script with no language set: every script's default (`DFLT`, `latn`, `cyrl`, …), not just
/// `DFLT` and `latn`, so Greek or Cyrillic kerning of fonts that split it by script is kept; and
/// no language system's own `kern` feature, which a shaper applies only to text tagged with that
/// language and which would otherwise overrule the default for everyone. A `kern` feature no
/// script lists is not applied, as in a shaper. The feature variations of `GPOS` 1.1 are not read.
///
/// **Which subtables.** Only pair adjustment lookups (type 2, formats 1 and 2) count, also when
/// wrapped in extension subtables (type 9, which may not wrap another extension, so nothing
/// recurses); other lookup types in `kern` (single adjustment, contextual positioning) are
/// skipped. Within a lookup the first subtable that applies to a pair decides it, as in OpenType
/// ("GPOS — Glyph Positioning Table › Lookup Type 2: Pair Adjustment Positioning Subtable"): a
/// format 1 subtable applies when its coverage has the left glyph and the left glyph's pair set
/// lists the right one; a format 2 subtable applies as soon as its coverage has the left glyph,
/// and then the class pair's value decides, even when it is 0 (a glyph its class definitions do
/// not list is of class 0). The lookups of the feature each apply in turn, so their adjustments
/// add up.
///
/// **Which values.** A pair has two value records, one per glyph (OpenType, "GPOS › Value Record");
/// for left-to-right horizontal text only the first one's `XAdvance` (plus its device delta)
/// moves the second glyph, so that is the adjustment. The other fields are read past according to
/// the value format's bits, and the second record is read for its size and ignored: a font that
/// places or widens the second glyph (as right-to-left kerning can) is kerned by its first record
/// only. Likewise a pair whose second record is not empty makes a shaper skip the second glyph
/// before the next pair, which a caller asking pair by pair does not do.
///
/// **Variations.** An `XAdvance` device offset pointing at a VariationIndex table (`deltaFormat`
/// 0x8000) names an item of `GDEF`'s item variation store (OpenType, "OpenType Layout Common Table
/// Formats › Device and VariationIndex Tables"); its delta at the font instance's location is
/// added. Hinting device tables (formats 1 to 3, per pixel size) are ignored. Each value keeps its
/// default and its (outer, inner) index; ``adjustment(_:_:scalars:)`` adds the delta on the fly
/// from the region scalars, and ``resolved(scalars:)`` bakes an instance's deltas in once, for an
/// instance that measures a lot of text.
///
/// **Marks.** Inter's kern lookups, like most, have the `IgnoreMarks` flag: a shaper kerns `A` and
/// `V` across a combining mark between them. ``adjustment(_:_:scalars:)`` does not skip anything; a
/// caller that pairs consecutive glyphs can skip the glyphs ``isMark(_:)`` names (class 3 of
/// `GDEF`'s glyph class definition) to do the same. Other lookup flags are not honoured.
///
/// **Speed.** ``adjustment(_:_:scalars:)`` runs for every pair of consecutive glyphs measured, so
/// the subtables are turned into arrays when the table is read. A lookup's format 1 pairs are
/// merged into one list sorted by left then right glyph, with each left glyph's run found by index
/// (a pair that a subtable earlier in the lookup would decide is left out, so the first subtable
/// still wins), and searched by bisection; each format 2 subtable keeps a dense array of the left
/// glyphs' classes (with a sentinel for glyphs it does not cover), one of the right glyphs'
/// classes, and the matrix of values.
///
/// **Hostile data.** Every read goes through ``FontReader``; counts are checked against the
/// table's length before loops over them, glyphs at or past the glyph count are dropped, and a
/// subtable or lookup listed twice is read once. As offsets can share bytes, the total work
/// (records visited, array entries made) is also capped at ``workLimit``, far above what real fonts
/// need (Inter's kerning takes about 75 thousand), so no table can make reading it slow or large.
struct GposKerning: Sendable {
  /// A pair's adjustment of the left glyph's advance.
  struct Value: Sendable, Hashable {
    /// The adjustment in the default instance, in font units.
    var amount: Double
    /// The item of `GDEF`'s variation store holding the adjustment's deltas: ``noVariation`` for
    /// none.
    var outer: UInt16
    var inner: UInt16

    /// The outer index of a value without deltas (the spec's `0xFFFF/0xFFFF` "no variation").
    static let noVariation: UInt16 = 0xFFFF
    /// No adjustment.
    static let zero = Value(amount: 0, outer: noVariation, inner: noVariation)
  }

  /// A format 2 (class pair) subtable.
  struct ClassPairs: Sendable {
    /// The glyph whose class is `firstClasses[0]`.
    var firstStart: Int
    /// The class of each covered left glyph, ``uncovered`` for the others (and for a class past
    /// `class1Count`, which the subtable then does not apply to).
    var firstClasses: [UInt16]
    /// The glyph whose class is `secondClasses[0]`; glyphs outside the array are of class 0.
    var secondStart: Int
    /// The class of each right glyph; a class past `class2Count` is `class2Count`, a column of
    /// zeros.
    var secondClasses: [UInt16]
    /// The width of a row of ``values``.
    var columns: Int
    /// The values by `firstClass * columns + secondClass`.
    var values: [Value]

    static let uncovered = UInt16.max

    /// The pair's value if the subtable applies to it.
    @inline(__always)
    func value(_ left: Int, _ right: Int) -> Value? {
      let first = left &- firstStart
      guard first >= 0, first < firstClasses.count else { return nil }
      let firstClass = firstClasses[first]
      guard firstClass != Self.uncovered else { return nil }
      let second = right &- secondStart
      let secondClass = second >= 0 && second < secondClasses.count ? Int(secondClasses[second]) : 0
      return values[Int(firstClass) * columns + secondClass]
    }
  }

  /// One lookup of the `kern` feature.
  struct Lookup: Sendable {
    /// The left glyph whose run of format 1 pairs ``pairStarts`` gives first.
    var pairFirst: Int
    /// Where each left glyph's run of format 1 pairs starts in ``pairRights``.
    ///
    /// Glyph `pairFirst + i`'s run is `pairStarts[i]..<pairStarts[i + 1]`. Empty when the lookup
    /// has no format 1 pairs.
    var pairStarts: [UInt32]
    /// The right glyphs of the format 1 pairs, sorted within each left glyph's run.
    var pairRights: [UInt16]
    /// The values of the format 1 pairs, parallel to ``pairRights``.
    var pairValues: [Value]
    /// The format 2 subtables, in order.
    var classPairs: [ClassPairs]

    /// The pair's value if a subtable of the lookup applies to it.
    @inline(__always)
    func value(_ left: Int, _ right: Int) -> Value? {
      let run = left &- pairFirst
      if run >= 0, run + 1 < pairStarts.count {
        var low = Int(pairStarts[run])
        let end = Int(pairStarts[run + 1])
        var high = end
        let target = UInt16(truncatingIfNeeded: right)
        while low < high {
          let middle = (low + high) >> 1
          if pairRights[middle] < target { low = middle + 1 } else { high = middle }
        }
        if low < end, pairRights[low] == target { return pairValues[low] }
      }
      for subtable in classPairs {
        if let value = subtable.value(left, right) { return value }
      }
      return nil
    }
  }

  /// The most work reading a table may take: records visited plus array entries made.
  static let workLimit = 1 << 24

  /// The `kern` feature's pair adjustment lookups, in lookup-list order.
  private(set) var lookups: [Lookup]
  /// The number of glyphs in the font; pairs with other glyphs have no kerning.
  let glyphCount: Int
  /// `GDEF`'s item variation store, whose region scalars at an instance's coordinates
  /// (``ItemVariationStore/regionScalars(at:)``) ``adjustment(_:_:scalars:)`` takes; `nil` when
  /// `GDEF` has none, and the kerning does not vary.
  let variationStore: ItemVariationStore?
  /// `GDEF`'s glyph classes, for ``isMark(_:)``.
  private let glyphClasses: ClassDefinition

  /// Reads the `kern` feature's pair kerning of `gpos`, with the variation store and glyph classes
  /// of `gdef` if the font has one.
  ///
  /// - Throws: ``FontError`` naming `GPOS` or `GDEF` and the byte offset, for data past a table's
  ///   end, an index past its list, an unknown coverage, class definition, pair adjustment or
  ///   extension format, or work beyond ``workLimit``.
  init(gpos: FontReader, gdef: FontReader?, glyphCount: Int) throws(FontError) {
    let definitions = try gdef.map { table throws(FontError) in try GdefTable(table, glyphCount: glyphCount) }
    variationStore = definitions?.variationStore
    glyphClasses = definitions?.glyphClasses ?? ClassDefinition()
    self.glyphCount = glyphCount
    var reader = Reader(table: gpos, glyphCount: glyphCount)
    var lookups: [Lookup] = []
    for offset in try reader.kernLookupOffsets() {
      if let lookup = try reader.lookup(at: offset) { lookups.append(lookup) }
    }
    self.lookups = lookups
  }

  /// The adjustment of `left`'s advance when `right` follows it, in font units (negative: closer).
  ///
  /// `scalars` are `GDEF`'s region scalars at the instance
  /// (``ItemVariationStore/regionScalars(at:)`` of ``variationStore``); an empty array is the
  /// default instance. 0 for a pair without kerning or a glyph the font does not have.
  func adjustment(_ left: GlyphID, _ right: GlyphID, scalars: [Double]) -> Double {
    let left = Int(left)
    let right = Int(right)
    guard left < glyphCount, right < glyphCount else { return 0 }
    var total = 0.0
    for lookup in lookups {
      guard let value = lookup.value(left, right) else { continue }
      total += value.amount
      if value.outer != Value.noVariation, !scalars.isEmpty {
        total += delta(of: value, scalars: scalars)
      }
    }
    return total
  }

  /// This kerning with the deltas at the instance whose `GDEF` region scalars are `scalars` added
  /// to every value once, and no deltas left: its ``adjustment(_:_:scalars:)`` gives that
  /// instance's kerning whatever the scalars passed, a little faster.
  func resolved(scalars: [Double]) -> GposKerning {
    var copy = self
    let resolve = { (value: Value) -> Value in
      Value(
        amount: value.amount + (scalars.isEmpty ? 0 : delta(of: value, scalars: scalars)),
        outer: Value.noVariation, inner: Value.noVariation)
    }
    for index in copy.lookups.indices {
      copy.lookups[index].pairValues = copy.lookups[index].pairValues.map(resolve)
      for subtable in copy.lookups[index].classPairs.indices {
        copy.lookups[index].classPairs[subtable].values =
          copy.lookups[index].classPairs[subtable].values.map(resolve)
      }
    }
    return copy
  }

  /// The delta of a value with a variation index; 0 if the store or the scalars do not fit it.
  private func delta(of value: Value, scalars: [Double]) -> Double {
    guard value.outer != Value.noVariation, let store = variationStore, scalars.count >= store.regions.count
    else { return 0 }
    return store.delta(outer: Int(value.outer), inner: Int(value.inner), scalars: scalars)
  }

  /// Whether `GDEF` classes `glyph` as a mark, which the `kern` lookups' `IgnoreMarks` flag skips.
  func isMark(_ glyph: GlyphID) -> Bool {
    glyphClasses[Int(glyph)] == GdefTable.markClass
  }

  /// Whether the font's `GPOS` has no pair kerning in its `kern` feature (a caller may then use
  /// the `kern` table, as shapers do).
  var isEmpty: Bool { lookups.isEmpty }

  /// The number of format 1 (glyph pair) entries over all lookups, for diagnostics.
  var glyphPairCount: Int { lookups.reduce(0) { $0 + $1.pairRights.count } }
}

// MARK: Reading

extension GposKerning {
  /// Where a value record's fields are, from its value format.
  private struct ValueLayout {
    /// The record's size in bytes.
    var size = 0
    /// The byte offsets of `XAdvance` and of its device offset in the record, if present.
    var xAdvance: Int?
    var xAdvanceDevice: Int?

    /// The layout of records of value format `format`.
    ///
    /// Bits 0…7 each add a 16-bit field, in bit order: XPlacement, YPlacement, XAdvance, YAdvance,
    /// then the device offsets of the same four. Bits 8…15 are reserved and, as fontTools does,
    /// ignored.
    init(_ format: UInt16) {
      for bit in 0..<8 where format & (1 << bit) != 0 {
        if bit == 2 { xAdvance = size }
        if bit == 6 { xAdvanceDevice = size }
        size += 2
      }
    }

    /// Whether the record can move the next glyph horizontally.
    var hasXAdvance: Bool { xAdvance != nil || xAdvanceDevice != nil }

    /// The adjustment of the record at `record`, whose device offsets count from `base` (the pair
    /// set in format 1, the subtable in format 2).
    func value(_ table: FontReader, at record: Int, base: Int) throws(FontError) -> Value {
      var value = Value.zero
      if let xAdvance { value.amount = Double(try table.int16(at: record + xAdvance)) }
      if let xAdvanceDevice {
        let offset = Int(try table.uint16(at: record + xAdvanceDevice))
        // A VariationIndex table: deltaSetOuterIndex, deltaSetInnerIndex, deltaFormat 0x8000.
        if offset != 0, try table.uint16(at: base + offset + 4) == 0x8000 {
          value.outer = try table.uint16(at: base + offset)
          value.inner = try table.uint16(at: base + offset + 2)
        }
      }
      return value
    }
  }

  /// A pair adjustment subtable as read, before it joins a lookup.
  private enum Subtable {
    /// Format 1: every listed pair, in the subtable's order.
    case pairs([(left: UInt16, right: UInt16, value: Value)])
    /// Format 2.
    case classes(ClassPairs)
  }

  /// The state of reading one `GPOS` table.
  private struct Reader {
    let table: FontReader
    let glyphCount: Int
    /// Work left before ``GposKerning/workLimit`` is reached.
    var budget = GposKerning.workLimit
    /// Subtables read so far, by offset, for lookups that share them.
    var subtables: [Int: Subtable] = [:]

    init(table: FontReader, glyphCount: Int) {
      self.table = table
      self.glyphCount = glyphCount
    }

    /// Counts `work` against the budget; throws when it runs out.
    mutating func spend(_ work: Int, at offset: Int) throws(FontError) {
      budget -= work
      guard budget >= 0 else {
        throw .unsupported(
          table: table.tag, offset: table.absolute(offset),
          reason: "reading the kerning takes more than \(GposKerning.workLimit) steps")
      }
    }

    /// The offsets of the lookups of the `kern` features that the scripts' default language
    /// systems list, in lookup-list order, each once.
    mutating func kernLookupOffsets() throws(FontError) -> [Int] {
      let major = try table.uint16(at: 0)
      let minor = try table.uint16(at: 2)
      guard major == 1 else {
        throw .unsupported(
          table: table.tag, offset: table.absolute(0), reason: "the version is \(major).\(minor)")
      }
      let scriptList = Int(try table.uint16(at: 4))
      let featureList = Int(try table.uint16(at: 6))
      let lookupList = Int(try table.uint16(at: 8))
      guard scriptList != 0, featureList != 0, lookupList != 0 else { return [] }

      let featureCount = Int(try table.uint16(at: featureList))
      try table.require(featureList + 2, featureCount * 6)
      let scriptCount = Int(try table.uint16(at: scriptList))
      try table.require(scriptList + 2, scriptCount * 6)
      var features = Set<Int>()
      var languageSystems = Set<Int>()
      for script in 0..<scriptCount {
        let scriptOffset = scriptList + Int(try table.uint16(at: scriptList + 2 + script * 6 + 4))
        let defaultOffset = Int(try table.uint16(at: scriptOffset))
        guard defaultOffset != 0, languageSystems.insert(scriptOffset + defaultOffset).inserted else {
          continue
        }
        // LangSys: lookupOrderOffset (reserved), requiredFeatureIndex, featureIndexCount, indices.
        let languageSystem = scriptOffset + defaultOffset
        let count = Int(try table.uint16(at: languageSystem + 4))
        try table.require(languageSystem + 6, count * 2)
        try spend(count + 1, at: languageSystem)
        for position in [languageSystem + 2] + (0..<count).map({ languageSystem + 6 + $0 * 2 }) {
          let index = Int(try table.uint16(at: position))
          if position == languageSystem + 2 && index == 0xFFFF { continue }
          guard index < featureCount else {
            throw table.invalid(position, "feature \(index) is past the last of \(featureCount)")
          }
          if try table.tag(at: featureList + 2 + index * 6) == "kern" { features.insert(index) }
        }
      }

      let lookupCount = Int(try table.uint16(at: lookupList))
      try table.require(lookupList + 2, lookupCount * 2)
      var lookups = Set<Int>()
      for feature in features {
        let featureOffset = featureList + Int(try table.uint16(at: featureList + 2 + feature * 6 + 4))
        // Feature: featureParamsOffset, lookupIndexCount, lookupListIndices.
        let count = Int(try table.uint16(at: featureOffset + 2))
        try table.require(featureOffset + 4, count * 2)
        try spend(count, at: featureOffset)
        for position in (0..<count).map({ featureOffset + 4 + $0 * 2 }) {
          let index = Int(try table.uint16(at: position))
          guard index < lookupCount else {
            throw table.invalid(position, "lookup \(index) is past the last of \(lookupCount)")
          }
          lookups.insert(index)
        }
      }
      var offsets: [Int] = []
      for index in lookups.sorted() {
        offsets.append(lookupList + Int(try table.uint16(at: lookupList + 2 + index * 2)))
      }
      return offsets
    }

    /// The lookup at `offset` if it is a pair adjustment lookup, directly or through extensions.
    mutating func lookup(at offset: Int) throws(FontError) -> Lookup? {
      // Lookup: lookupType, lookupFlag, subTableCount, subtableOffsets (markFilteringSet follows).
      let type = try table.uint16(at: offset)
      let count = Int(try table.uint16(at: offset + 4))
      try table.require(offset + 6, count * 2)
      guard type == 2 || type == 9 else { return nil }
      try spend(count, at: offset)
      var seen = Set<Int>()
      var parts: [Subtable] = []
      for index in 0..<count {
        var subtable = offset + Int(try table.uint16(at: offset + 6 + index * 2))
        if type == 9 {
          // ExtensionPosFormat1: format, extensionLookupType, extensionOffset (Offset32).
          let format = try table.uint16(at: subtable)
          guard format == 1 else {
            throw table.invalid(subtable, "the extension's format is \(format), not 1")
          }
          guard try table.uint16(at: subtable + 2) == 2 else { continue }
          subtable += Int(try table.uint32(at: subtable + 4))
        }
        // A subtable listed again cannot decide a pair that its first listing did not.
        guard seen.insert(subtable).inserted else { continue }
        if let known = subtables[subtable] {
          parts.append(known)
        } else {
          let part = try pairAdjustment(at: subtable)
          subtables[subtable] = part
          parts.append(part)
        }
      }
      guard !parts.isEmpty else { return nil }
      return try merge(parts, at: offset)
    }

    /// One lookup's arrays from its subtables, in order.
    mutating func merge(_ parts: [Subtable], at offset: Int) throws(FontError) -> Lookup {
      // Left glyphs that an earlier format 2 subtable covers, which it decides every pair of;
      // made only when a format 1 subtable follows a format 2 one.
      var decided: [Bool] = []
      // Each format 1 pair as left << 48 | right << 32 | its index in `values`, so that sorting
      // keeps a pair's first listing first.
      var keys: [UInt64] = []
      var values: [Value] = []
      var classPairs: [ClassPairs] = []
      func markDecided(by subtable: ClassPairs) {
        for (index, firstClass) in subtable.firstClasses.enumerated() where firstClass != ClassPairs.uncovered
        {
          decided[subtable.firstStart + index] = true
        }
      }
      for part in parts {
        switch part {
        case .pairs(let pairs):
          if decided.isEmpty, !classPairs.isEmpty {
            try spend(glyphCount + classPairs.reduce(0) { $0 + $1.firstClasses.count }, at: offset)
            decided = Array(repeating: false, count: glyphCount)
            classPairs.forEach(markDecided)
          }
          try spend(pairs.count, at: offset)
          for pair in pairs where decided.isEmpty || !decided[Int(pair.left)] {
            keys.append(UInt64(pair.left) << 48 | UInt64(pair.right) << 32 | UInt64(values.count))
            values.append(pair.value)
          }
        case .classes(let subtable):
          classPairs.append(subtable)
          if !decided.isEmpty {
            try spend(subtable.firstClasses.count, at: offset)
            markDecided(by: subtable)
          }
        }
      }
      var lookup = Lookup(
        pairFirst: 0, pairStarts: [], pairRights: [], pairValues: [], classPairs: classPairs)
      guard !keys.isEmpty else { return lookup }
      keys.sort()
      let first = Int(keys[0] >> 48)
      let last = Int(keys[keys.count - 1] >> 48)
      try spend(last - first + 2 + keys.count, at: offset)
      var starts = [UInt32](repeating: 0, count: last - first + 2)
      var previous: UInt64?
      for key in keys where key >> 32 != previous {
        previous = key >> 32
        starts[Int(key >> 48) - first + 1] += 1
        lookup.pairRights.append(UInt16(truncatingIfNeeded: key >> 32))
        lookup.pairValues.append(values[Int(key & 0xFFFF_FFFF)])
      }
      for index in 1..<starts.count { starts[index] += starts[index - 1] }
      lookup.pairFirst = first
      lookup.pairStarts = starts
      return lookup
    }

    /// Reads the pair adjustment subtable at `offset`.
    mutating func pairAdjustment(at offset: Int) throws(FontError) -> Subtable {
      let format = try table.uint16(at: offset)
      guard format == 1 || format == 2 else {
        throw table.invalid(offset, "the pair adjustment subtable's format is \(format), not 1 or 2")
      }
      let coverageOffset = Int(try table.uint16(at: offset + 2))
      let first = ValueLayout(try table.uint16(at: offset + 4))
      let second = ValueLayout(try table.uint16(at: offset + 6))
      // A null coverage covers nothing (the subtable never applies).
      let covered = coverageOffset == 0 ? [] : try coverage(at: offset + coverageOffset)
      if format == 1 {
        // PairPosFormat1: …, pairSetCount, pairSetOffsets; a PairSet is pairValueCount and
        // records of secondGlyph, valueRecord1, valueRecord2.
        let pairSetCount = Int(try table.uint16(at: offset + 8))
        try table.require(offset + 10, pairSetCount * 2)
        let recordSize = 2 + first.size + second.size
        var pairs: [(left: UInt16, right: UInt16, value: Value)] = []
        for (glyph, index) in covered where index < pairSetCount {
          let pairSet = offset + Int(try table.uint16(at: offset + 10 + index * 2))
          let count = Int(try table.uint16(at: pairSet))
          try table.require(pairSet + 2, count * recordSize)
          try spend(count, at: pairSet)
          for record in 0..<count {
            let position = pairSet + 2 + record * recordSize
            let right = try table.uint16(at: position)
            guard Int(right) < glyphCount else { continue }
            pairs.append((UInt16(glyph), right, try first.value(table, at: position + 2, base: pairSet)))
          }
        }
        return .pairs(pairs)
      } else {
        // PairPosFormat2: …, classDef1Offset, classDef2Offset, class1Count, class2Count, then
        // class1Count rows of class2Count (valueRecord1, valueRecord2).
        let firstDefinition = try classDefinition(at: offset, Int(try table.uint16(at: offset + 8)))
        let class1Count = Int(try table.uint16(at: offset + 12))
        let class2Count = Int(try table.uint16(at: offset + 14))
        var firstStart = 0
        var firstClasses: [UInt16] = []
        if let low = covered.first?.glyph, let high = covered.last?.glyph {
          firstStart = low
          firstClasses = Array(repeating: ClassPairs.uncovered, count: high - low + 1)
          for (glyph, _) in covered {
            let firstClass = firstDefinition[glyph]
            if Int(firstClass) < class1Count { firstClasses[glyph - low] = firstClass }
          }
        }
        try spend(firstClasses.count, at: offset)
        guard first.hasXAdvance else {
          // The pairs apply but do not move anything: one column of zeros.
          try spend(class1Count, at: offset)
          return .classes(
            ClassPairs(
              firstStart: firstStart, firstClasses: firstClasses, secondStart: 0, secondClasses: [],
              columns: 1, values: Array(repeating: .zero, count: class1Count)))
        }
        let secondDefinition = try classDefinition(at: offset, Int(try table.uint16(at: offset + 10)))
        let secondClasses = secondDefinition.classes.map { min($0, UInt16(class2Count)) }
        let recordSize = first.size + second.size
        try table.require(offset + 16, class1Count * class2Count * recordSize)
        try spend(class1Count * (class2Count + 1) + secondClasses.count, at: offset)
        var values: [Value] = []
        values.reserveCapacity(class1Count * (class2Count + 1))
        for row in 0..<class1Count {
          for column in 0..<class2Count {
            let record = offset + 16 + (row * class2Count + column) * recordSize
            values.append(try first.value(table, at: record, base: offset))
          }
          values.append(.zero)
        }
        return .classes(
          ClassPairs(
            firstStart: firstStart, firstClasses: firstClasses, secondStart: secondDefinition.first,
            secondClasses: secondClasses, columns: class2Count + 1, values: values))
      }
    }

    /// The class definition at `offset` from the subtable at `subtable`; a null offset puts every
    /// glyph in class 0.
    mutating func classDefinition(at subtable: Int, _ offset: Int) throws(FontError) -> ClassDefinition {
      guard offset != 0 else { return ClassDefinition() }
      let definition = try ClassDefinition(table, at: subtable + offset, glyphCount: glyphCount)
      try spend(definition.classes.count, at: subtable + offset)
      return definition
    }

    /// The glyphs of the coverage table at `offset` with their coverage indices, sorted by glyph,
    /// each once (OpenType, "OpenType Layout Common Table Formats › Coverage Table").
    ///
    /// Glyphs at or past the glyph count are dropped. A glyph listed twice, or in overlapping
    /// ranges, keeps its first (lowest) index, and the ranges of format 2 are visited by start
    /// glyph without going back over glyphs already seen, so the work is bounded by the glyph
    /// count plus the number of records.
    mutating func coverage(at offset: Int) throws(FontError) -> [(glyph: Int, index: Int)] {
      let format = try table.uint16(at: offset)
      let count = Int(try table.uint16(at: offset + 2))
      try spend(count, at: offset)
      var covered: [(glyph: Int, index: Int)] = []
      switch format {
      case 1:
        try table.require(offset + 4, count * 2)
        for index in 0..<count {
          let glyph = Int(try table.uint16(at: offset + 4 + index * 2))
          if glyph < glyphCount { covered.append((glyph, index)) }
        }
        // Sorted in valid tables; a stable sort keeps the first listing of a glyph first.
        if !covered.indices.dropFirst().allSatisfy({ covered[$0 - 1].glyph < covered[$0].glyph }) {
          covered.sort { ($0.glyph, $0.index) < ($1.glyph, $1.index) }
          var unique: [(glyph: Int, index: Int)] = []
          for entry in covered where unique.last?.glyph != entry.glyph { unique.append(entry) }
          covered = unique
        }
      case 2:
        // RangeRecord: startGlyphID, endGlyphID, startCoverageIndex.
        try table.require(offset + 4, count * 6)
        var ranges: [(start: Int, end: Int, index: Int)] = []
        for record in 0..<count {
          let position = offset + 4 + record * 6
          let start = Int(try table.uint16(at: position))
          let end = min(Int(try table.uint16(at: position + 2)), glyphCount - 1)
          if start <= end { ranges.append((start, end, Int(try table.uint16(at: position + 4)))) }
        }
        ranges.sort { ($0.start, $0.index) < ($1.start, $1.index) }
        var next = 0
        for range in ranges where range.end >= next {
          for glyph in max(range.start, next)...range.end {
            covered.append((glyph, range.index + glyph - range.start))
          }
          next = range.end + 1
        }
        try spend(covered.count, at: offset)
      default:
        throw table.invalid(offset, "the coverage table's format is \(format), not 1 or 2")
      }
      return covered
    }
  }
}
