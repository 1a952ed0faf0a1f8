/// The axis variations table (`avar`): per axis, a piecewise-linear map that bends the default
/// normalization, so that a font's weight 500 can sit nearer 400 than 600 in its design space
/// (OpenType, "avar — Axis Variations Table", version 1).
///
/// Each axis's map is a list of (from, to) pairs in normalized coordinates, sorted by `from`; a
/// coordinate between two pairs is interpolated linearly, one outside them keeps its distance
/// from the nearest.
struct AvarTable: Sendable, Hashable {
  /// The (from, to) pairs of each axis.
  struct SegmentMap: Sendable, Hashable {
    var from: [Double]
    var to: [Double]
  }

  let maps: [SegmentMap]

  init(_ table: FontReader) throws(FontError) {
    let major = try table.uint16(at: 0)
    guard major == 1 else {
      throw FontError.unsupported(
        table: table.tag, offset: table.absolute(0), reason: "version \(major) of 'avar'; version 1 is read")
    }
    let axisCount = Int(try table.uint16(at: 6))
    var position = 8
    var maps: [SegmentMap] = []
    for _ in 0..<axisCount {
      let pairCount = Int(try table.uint16(at: position))
      try table.require(position + 2, pairCount * 4)
      var map = SegmentMap(from: [], to: [])
      for pair in 0..<pairCount {
        let from = try table.f2Dot14(at: position + 2 + pair * 4)
        if let previous = map.from.last, from < previous {
          throw table.invalid(position + 2 + pair * 4, "the axis map's pairs are not sorted")
        }
        map.from.append(from)
        map.to.append(try table.f2Dot14(at: position + 4 + pair * 4))
      }
      maps.append(map)
      position += 2 + pairCount * 4
    }
    self.maps = maps
  }

  /// `coordinate` of axis `axis` through its map; unchanged for an axis without one.
  func map(_ coordinate: Double, axis: Int) -> Double {
    guard axis < maps.count, let first = maps[axis].from.first, let last = maps[axis].from.last else {
      return coordinate
    }
    let map = maps[axis]
    if coordinate <= first { return coordinate + map.to[0] - first }
    if coordinate >= last { return coordinate + map.to[map.to.count - 1] - last }
    var upper = 1
    while map.from[upper] < coordinate { upper += 1 }
    let lower = upper - 1
    let span = map.from[upper] - map.from[lower]
    guard span > 0 else { return map.to[lower] }
    return map.to[lower] + (map.to[upper] - map.to[lower]) * (coordinate - map.from[lower]) / span
  }
}
