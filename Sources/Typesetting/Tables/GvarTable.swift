/// The glyph variations table (`gvar`): how each glyph's outline points move across a variable
/// font's design space.
///
/// A glyph's variation data is a list of tuple variations. Each has a peak (and optionally an
/// intermediate start and end) in normalized coordinates, which gives it a scalar at a location as
/// an ``ItemVariationStore`` region does, and x and y deltas for some or all of the glyph's points
/// — its outline points followed by four phantom points (left side bearing, advance, top, bottom).
/// In a simple glyph, points a tuple leaves out move by interpolation between the nearest
/// referenced points of their contour before and after them ("inferred deltas", IUP); in a
/// composite glyph the "points" are the components' offsets and unreferenced ones do not move
/// (OpenType, "gvar — Glyph Variations Table" and "OpenType Font Variations Common Table
/// Formats › Tuple Variation Store").
///
/// Packed point numbers and deltas are decoded with every read bounds-checked, and counts are
/// checked against the glyph's point count, so malformed data throws instead of reading past its
/// glyph's bytes.
struct GvarTable: Sendable {
  let table: FontReader
  let axisCount: Int
  let sharedTuples: [[Double]]
  /// Where each glyph's variation data starts and ends, relative to the table.
  let dataRanges: [Range<Int>]

  init(_ table: FontReader, glyphCount: Int) throws(FontError) {
    axisCount = Int(try table.uint16(at: 4))
    let sharedCount = Int(try table.uint16(at: 6))
    let sharedOffset = Int(try table.uint32(at: 8))
    let count = Int(try table.uint16(at: 12))
    let usesLongOffsets = try table.uint16(at: 14) & 1 != 0
    let arrayOffset = Int(try table.uint32(at: 16))
    guard count == glyphCount else {
      throw table.invalid(12, "'gvar' has data for \(count) glyphs; the font has \(glyphCount)")
    }
    try table.require(sharedOffset, sharedCount * axisCount * 2)
    var tuples: [[Double]] = []
    for tuple in 0..<sharedCount {
      var peak: [Double] = []
      for axis in 0..<axisCount {
        peak.append(try table.f2Dot14(at: sharedOffset + (tuple * axisCount + axis) * 2))
      }
      tuples.append(peak)
    }
    var starts: [Int] = []
    starts.reserveCapacity(count + 1)
    for index in 0...count {
      let offset =
        usesLongOffsets
        ? Int(try table.uint32(at: 20 + index * 4)) : Int(try table.uint16(at: 20 + index * 2)) * 2
      starts.append(arrayOffset + offset)
    }
    var ranges: [Range<Int>] = []
    ranges.reserveCapacity(count)
    for index in 0..<count {
      guard starts[index] <= starts[index + 1] else {
        throw table.invalid(20, "glyph \(index)'s variation data ends before it starts")
      }
      try table.require(starts[index], starts[index + 1] - starts[index])
      ranges.append(starts[index]..<starts[index + 1])
    }
    self.table = table
    sharedTuples = tuples
    dataRanges = ranges
  }

  private enum TupleFlag {
    static let embeddedPeak: UInt16 = 0x8000
    static let intermediateRegion: UInt16 = 0x4000
    static let privatePointNumbers: UInt16 = 0x2000
    static let indexMask: UInt16 = 0x0FFF
  }

  /// A glyph's points as the deltas are interpolated between: the original positions of its
  /// outline points and the last point of each contour.
  ///
  /// `nil` for a composite glyph.
  struct Contours {
    var points: [(x: Double, y: Double)]
    var ends: [Int]
  }

  /// The movement of each of a glyph's `pointCount` points (phantom points included) at
  /// `coordinates`, or `nil` when nothing moves.
  func deltas(of glyph: Int, pointCount: Int, coordinates: [Double], contours: Contours?) throws(FontError)
    -> [(x: Double, y: Double)]?
  {
    guard glyph < dataRanges.count, !dataRanges[glyph].isEmpty,
      coordinates.contains(where: { $0 != 0 })
    else { return nil }
    let data = try table.subtable(at: dataRanges[glyph].lowerBound, length: dataRanges[glyph].count)
    let countField = try data.uint16(at: 0)
    let tupleCount = Int(countField & TupleFlag.indexMask)
    var serialized = Int(try data.uint16(at: 2))
    var sharedPoints: [Int]?
    if countField & 0x8000 != 0 {
      sharedPoints = try Self.pointNumbers(data, at: &serialized, pointCount: pointCount)
    }
    var header = 4
    var result = [(x: Double, y: Double)](repeating: (0, 0), count: pointCount)
    var moved = false
    for _ in 0..<tupleCount {
      let size = Int(try data.uint16(at: header))
      let index = try data.uint16(at: header + 2)
      header += 4
      let peak: [Double]
      if index & TupleFlag.embeddedPeak != 0 {
        peak = try tuple(data, at: &header)
      } else {
        let shared = Int(index & TupleFlag.indexMask)
        guard shared < sharedTuples.count else {
          throw data.invalid(header - 2, "shared tuple \(shared) is past the last of \(sharedTuples.count)")
        }
        peak = sharedTuples[shared]
      }
      var region: (start: [Double], end: [Double])?
      if index & TupleFlag.intermediateRegion != 0 {
        region = (try tuple(data, at: &header), try tuple(data, at: &header))
      }
      let dataStart = serialized
      serialized += size
      let scalar = Self.scalar(peak: peak, region: region, at: coordinates)
      guard scalar != 0 else { continue }
      var position = dataStart
      let points: [Int]?
      if index & TupleFlag.privatePointNumbers != 0 {
        points = try Self.pointNumbers(data, at: &position, pointCount: pointCount)
      } else {
        points = sharedPoints
      }
      let count = points?.count ?? pointCount
      let xs = try Self.packedDeltas(data, at: &position, count: count)
      let ys = try Self.packedDeltas(data, at: &position, count: count)
      guard position <= dataStart + size else {
        throw data.invalid(dataStart, "a tuple's deltas run past its \(size) bytes")
      }
      var tupleDeltas: [(x: Double, y: Double)]
      if let points {
        tupleDeltas = [(x: Double, y: Double)](repeating: (0, 0), count: pointCount)
        var touched = [Bool](repeating: false, count: pointCount)
        for (number, point) in points.enumerated() {
          tupleDeltas[point].x += Double(xs[number])
          tupleDeltas[point].y += Double(ys[number])
          touched[point] = true
        }
        if let contours { Self.inferUntouched(&tupleDeltas, touched: touched, contours: contours) }
      } else {
        tupleDeltas = (0..<pointCount).map { (Double(xs[$0]), Double(ys[$0])) }
      }
      for point in 0..<pointCount {
        result[point].x += scalar * tupleDeltas[point].x
        result[point].y += scalar * tupleDeltas[point].y
      }
      moved = true
    }
    return moved ? result : nil
  }

  /// A tuple of `axisCount` 2.14 coordinates at `offset`, moving past it.
  private func tuple(_ data: FontReader, at offset: inout Int) throws(FontError) -> [Double] {
    var values: [Double] = []
    for _ in 0..<axisCount {
      values.append(try data.f2Dot14(at: offset))
      offset += 2
    }
    return values
  }

  /// How much of a tuple's deltas apply at `coordinates`.
  static func scalar(peak: [Double], region: (start: [Double], end: [Double])?, at coordinates: [Double])
    -> Double
  {
    var scalar = 1.0
    for (axis, peakValue) in peak.enumerated() where peakValue != 0 {
      let coordinate = axis < coordinates.count ? coordinates[axis] : 0
      if coordinate == peakValue { continue }
      if let region {
        let (start, end) = (region.start[axis], region.end[axis])
        if coordinate <= start || coordinate >= end { return 0 }
        scalar *=
          coordinate < peakValue
          ? (coordinate - start) / (peakValue - start) : (end - coordinate) / (end - peakValue)
      } else {
        if coordinate == 0 || coordinate < min(0, peakValue) || coordinate > max(0, peakValue) { return 0 }
        scalar *= coordinate / peakValue
      }
    }
    return scalar
  }

  /// Packed point numbers at `offset`, moving past them; `nil` means every point.
  static func pointNumbers(_ data: FontReader, at offset: inout Int, pointCount: Int) throws(FontError)
    -> [Int]?
  {
    let start = offset
    var count = Int(try data.uint8(at: offset))
    offset += 1
    if count == 0 { return nil }
    if count & 0x80 != 0 {
      count = (count & 0x7F) << 8 | Int(try data.uint8(at: offset))
      offset += 1
    }
    guard count <= pointCount else {
      throw data.invalid(start, "\(count) point numbers for a glyph of \(pointCount) points")
    }
    var numbers: [Int] = []
    numbers.reserveCapacity(count)
    var point = 0
    while numbers.count < count {
      let control = try data.uint8(at: offset)
      offset += 1
      let runLength = Int(control & 0x7F) + 1
      let areWords = control & 0x80 != 0
      for _ in 0..<min(runLength, count - numbers.count) {
        point += areWords ? Int(try data.uint16(at: offset)) : Int(try data.uint8(at: offset))
        offset += areWords ? 2 : 1
        guard point < pointCount else {
          throw data.invalid(offset, "point \(point) is past the glyph's \(pointCount) points")
        }
        numbers.append(point)
      }
    }
    return numbers
  }

  /// `count` packed deltas at `offset`, moving past them.
  static func packedDeltas(_ data: FontReader, at offset: inout Int, count: Int) throws(FontError) -> [Int32]
  {
    var deltas: [Int32] = []
    deltas.reserveCapacity(count)
    while deltas.count < count {
      let control = try data.uint8(at: offset)
      offset += 1
      let runLength = min(Int(control & 0x3F) + 1, count - deltas.count)
      switch control & 0xC0 {
      case 0x80:
        deltas += repeatElement(0, count: runLength)
      case 0x40:
        for _ in 0..<runLength {
          deltas.append(Int32(try data.int16(at: offset)))
          offset += 2
        }
      case 0xC0:
        for _ in 0..<runLength {
          deltas.append(Int32(bitPattern: try data.uint32(at: offset)))
          offset += 4
        }
      default:
        for _ in 0..<runLength {
          deltas.append(Int32(try data.int8(at: offset)))
          offset += 1
        }
      }
    }
    return deltas
  }

  /// Fills in the deltas of the outline points a tuple left out, contour by contour: a point
  /// between two referenced points (in contour order) takes, per coordinate, the delta of the one
  /// it lies beyond, or a linear blend when it lies between them; a contour with one referenced
  /// point moves with it; one with none stays.
  static func inferUntouched(_ deltas: inout [(x: Double, y: Double)], touched: [Bool], contours: Contours) {
    var start = 0
    for end in contours.ends {
      defer { start = end + 1 }
      guard end < contours.points.count else { return }
      let referenced = (start...end).filter { touched[$0] }
      guard let first = referenced.first else { continue }
      if referenced.count == 1 {
        for point in start...end where point != first { deltas[point] = deltas[first] }
        continue
      }
      for (position, reference) in referenced.enumerated() {
        let next = referenced[(position + 1) % referenced.count]
        // The points after `reference` up to `next`, wrapping past the contour's end.
        var point = reference == end ? start : reference + 1
        while point != next {
          deltas[point].x = interpolate(
            contours.points[point].x, contours.points[reference].x, contours.points[next].x,
            deltas[reference].x, deltas[next].x)
          deltas[point].y = interpolate(
            contours.points[point].y, contours.points[reference].y, contours.points[next].y,
            deltas[reference].y, deltas[next].y)
          point = point == end ? start : point + 1
        }
      }
    }
  }

  /// The delta of a coordinate `value` between reference coordinates `a` and `b` whose deltas are
  /// `deltaA` and `deltaB`.
  private static func interpolate(
    _ value: Double, _ a: Double, _ b: Double, _ deltaA: Double, _ deltaB: Double
  ) -> Double {
    let (low, high, deltaLow, deltaHigh) = a <= b ? (a, b, deltaA, deltaB) : (b, a, deltaB, deltaA)
    if value <= low { return deltaLow }
    if value >= high { return deltaHigh }
    return deltaLow + (deltaHigh - deltaLow) * (value - low) / (high - low)
  }
}
