/// The coverage of a run of glyphs, from their masks: a glyph whose mask shares no pixel with
/// another's is drawn from its own mask; glyphs whose masks meet are added up into one mask per
/// group (``CoverageMask/add(_:atX:y:)``), so that where their outlines share a pixel the
/// coverage is that of their union, as filling the run as one path gives.
struct GlyphCoverage {
  /// A glyph's mask and the whole pixel its origin falls in.
  struct PlacedMask {
    let mask: GlyphMask
    let x: Int
    let y: Int

    /// The pixels the mask covers where it is placed.
    var region: PixelRegion { mask.region(atX: x, y: y) }
  }

  /// The glyphs that share no pixel with another.
  private(set) var separate: [PlacedMask] = []
  /// The sums of the glyphs that do, one per group.
  private(set) var groups: [CoverageMask] = []
  /// The pixels the run may cover.
  private(set) var region = PixelRegion(x: 0, y: 0, width: 0, height: 0)

  /// The coverage of `glyphs`, grouped by the pixels they share.
  init(_ glyphs: [PlacedMask]) {
    let regions = glyphs.map(\.region)
    // Groups of glyphs whose regions meet, each by its first glyph (a union-find forest).
    var parent = Array(regions.indices)
    func root(_ index: Int) -> Int {
      var index = index
      while parent[index] != index {
        parent[index] = parent[parent[index]]
        index = parent[index]
      }
      return index
    }
    // Left to right, each region is checked against those it may reach: the ones that start
    // no later and end after its start.
    var open: [Int] = []
    for second in regions.indices.sorted(by: { (regions[$0].x, $0) < (regions[$1].x, $1) }) {
      open.removeAll { regions[$0].maxX <= regions[second].x }
      for first in open where !regions[first].intersection(regions[second]).isEmpty {
        let (a, b) = (root(first), root(second))
        if a != b { parent[max(a, b)] = min(a, b) }
      }
      open.append(second)
    }
    var members: [Int: [Int]] = [:]
    for index in regions.indices { members[root(index), default: []].append(index) }
    for index in regions.indices where root(index) == index {
      let group = members[index] ?? []
      if group.count == 1 {
        separate.append(glyphs[index])
      } else {
        var sum = CoverageMask(region: group.map { regions[$0] }.reduce(regions[index]) { $0.union($1) })
        for member in group { sum.add(glyphs[member].mask, atX: glyphs[member].x, y: glyphs[member].y) }
        groups.append(sum)
      }
    }
    for index in regions.indices { region = region.union(regions[index]) }
  }

  /// Hands every covered run inside `clip` to `blitter`.
  func fill<Blitter: SpanBlitter>(clip: PixelRegion, into blitter: inout Blitter) {
    for glyph in separate { glyph.mask.fill(atX: glyph.x, y: glyph.y, clip: clip, into: &blitter) }
    for group in groups { group.fill(clip: clip, into: &blitter) }
  }
}
