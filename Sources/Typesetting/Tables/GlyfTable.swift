/// The glyph data (`glyf`): each glyph's outline, read on demand.
///
/// A simple glyph is a list of contours: the end point of each, instructions (skipped), then
/// flags and x and y deltas, each flag saying whether its point is on the curve and how its
/// coordinates are stored (one byte with a sign bit, two bytes, or the same as the point before),
/// possibly repeated. A composite glyph places other glyphs, each with an offset (or by matching a
/// point of the outline so far with one of the component) and an optional scale, x/y scale or 2×2
/// transform.
///
/// Every read stays inside the glyph's own bytes. Composites may nest at most ``maximumDepth``
/// levels and may not include themselves, and a whole outline may have at most ``maximumPoints``
/// points, so hostile data cannot loop or blow up.
struct GlyfTable: Sendable {
  let table: FontReader
  let loca: LocaTable

  /// How deeply composite glyphs may nest; real fonts use 1 or 2 levels.
  static let maximumDepth = 8
  /// The most points one outline may have after composites are resolved.
  static let maximumPoints = 100_000

  /// The outline of `glyph`, composites resolved.
  func outline(of glyph: Int) throws(FontError) -> GlyphOutline {
    var pointBudget = Self.maximumPoints
    return GlyphOutline(contours: try contours(of: glyph, ancestors: [], budget: &pointBudget))
  }

  private func contours(of glyph: Int, ancestors: [Int], budget: inout Int) throws(FontError)
    -> [[GlyphOutline.Point]]
  {
    let range = loca.range(of: glyph)
    guard !range.isEmpty else { return [] }
    let data = try table.subtable(at: range.lowerBound, length: range.count)
    let contourCount = Int(try data.int16(at: 0))
    if contourCount >= 0 {
      return try simpleContours(data, count: contourCount, budget: &budget)
    }
    return try compositeContours(data, glyph: glyph, ancestors: ancestors, budget: &budget)
  }

  // MARK: Simple glyphs

  private enum Flag {
    static let onCurve: UInt8 = 0x01
    static let xShort: UInt8 = 0x02
    static let yShort: UInt8 = 0x04
    static let repeats: UInt8 = 0x08
    /// With a short coordinate, its sign (set: positive); with a long one, "same as before".
    static let xSameOrPositive: UInt8 = 0x10
    static let ySameOrPositive: UInt8 = 0x20
  }

  private func simpleContours(_ data: FontReader, count: Int, budget: inout Int) throws(FontError)
    -> [[GlyphOutline.Point]]
  {
    guard count > 0 else { return [] }
    var ends: [Int] = []
    for index in 0..<count {
      let end = Int(try data.uint16(at: 10 + index * 2))
      if let previous = ends.last, end <= previous {
        throw data.invalid(10 + index * 2, "contour \(index) ends at point \(end), not after \(previous)")
      }
      ends.append(end)
    }
    let pointCount = (ends.last ?? -1) + 1
    guard pointCount <= budget else {
      throw data.invalid(10, "the outline has more than \(Self.maximumPoints) points")
    }
    budget -= pointCount
    let instructionLength = Int(try data.uint16(at: 10 + count * 2))
    var position = 12 + count * 2 + instructionLength
    var flags: [UInt8] = []
    flags.reserveCapacity(pointCount)
    while flags.count < pointCount {
      let flag = try data.uint8(at: position)
      position += 1
      flags.append(flag)
      if flag & Flag.repeats != 0 {
        let repeats = Int(try data.uint8(at: position))
        guard flags.count + repeats <= pointCount else {
          throw data.invalid(position, "a flag repeats past the last of the \(pointCount) points")
        }
        position += 1
        flags += repeatElement(flag, count: repeats)
      }
    }
    var xs: [Int] = []
    xs.reserveCapacity(pointCount)
    var value = 0
    for flag in flags {
      value += try coordinateDelta(
        data, flag: flag, short: Flag.xShort, sameOrPositive: Flag.xSameOrPositive, position: &position)
      xs.append(value)
    }
    var points: [GlyphOutline.Point] = []
    points.reserveCapacity(pointCount)
    value = 0
    for (index, flag) in flags.enumerated() {
      value += try coordinateDelta(
        data, flag: flag, short: Flag.yShort, sameOrPositive: Flag.ySameOrPositive, position: &position)
      points.append(
        GlyphOutline.Point(x: Double(xs[index]), y: Double(value), isOnCurve: flag & Flag.onCurve != 0))
    }
    var contours: [[GlyphOutline.Point]] = []
    var start = 0
    for end in ends {
      contours.append(Array(points[start...end]))
      start = end + 1
    }
    return contours
  }

  /// The next coordinate delta of a point and where the one after it starts.
  private func coordinateDelta(
    _ data: FontReader, flag: UInt8, short: UInt8, sameOrPositive: UInt8, position: inout Int
  ) throws(FontError) -> Int {
    if flag & short != 0 {
      let magnitude = Int(try data.uint8(at: position))
      position += 1
      return flag & sameOrPositive != 0 ? magnitude : -magnitude
    }
    if flag & sameOrPositive != 0 { return 0 }
    let delta = Int(try data.int16(at: position))
    position += 2
    return delta
  }

  // MARK: Composite glyphs

  private enum ComponentFlag {
    static let argumentsAreWords: UInt16 = 0x0001
    static let argumentsAreXYValues: UInt16 = 0x0002
    static let hasScale: UInt16 = 0x0008
    static let moreComponents: UInt16 = 0x0020
    static let hasXYScale: UInt16 = 0x0040
    static let hasTwoByTwo: UInt16 = 0x0080
    static let scaledComponentOffset: UInt16 = 0x0800
  }

  private func compositeContours(
    _ data: FontReader, glyph: Int, ancestors: [Int], budget: inout Int
  ) throws(FontError) -> [[GlyphOutline.Point]] {
    guard ancestors.count < Self.maximumDepth else {
      throw data.invalid(0, "composite glyphs nest more than \(Self.maximumDepth) levels deep")
    }
    let lineage = ancestors + [glyph]
    var assembled: [[GlyphOutline.Point]] = []
    var position = 10
    var flags: UInt16
    repeat {
      let start = position
      // Each component costs a point of the budget too, so that components of empty glyphs
      // nested deep cannot multiply without bound.
      guard budget > 0 else {
        throw data.invalid(start, "the outline has more than \(Self.maximumPoints) points and components")
      }
      budget -= 1
      flags = try data.uint16(at: position)
      let component = Int(try data.uint16(at: position + 2))
      position += 4
      guard component < loca.offsets.count - 1 else {
        throw data.invalid(start + 2, "a component is glyph \(component), past the last glyph")
      }
      guard !lineage.contains(component) else {
        throw data.invalid(start + 2, "glyph \(glyph) includes glyph \(component), which includes it")
      }
      let isXY = flags & ComponentFlag.argumentsAreXYValues != 0
      let first: Int
      let second: Int
      if flags & ComponentFlag.argumentsAreWords != 0 {
        first = isXY ? Int(try data.int16(at: position)) : Int(try data.uint16(at: position))
        second = isXY ? Int(try data.int16(at: position + 2)) : Int(try data.uint16(at: position + 2))
        position += 4
      } else {
        first = isXY ? Int(try data.int8(at: position)) : Int(try data.uint8(at: position))
        second = isXY ? Int(try data.int8(at: position + 1)) : Int(try data.uint8(at: position + 1))
        position += 2
      }
      // The transform [a c; b d]: x' = a·x + c·y, y' = b·x + d·y.
      var (a, b, c, d) = (1.0, 0.0, 0.0, 1.0)
      if flags & ComponentFlag.hasScale != 0 {
        a = try data.f2Dot14(at: position)
        d = a
        position += 2
      } else if flags & ComponentFlag.hasXYScale != 0 {
        a = try data.f2Dot14(at: position)
        d = try data.f2Dot14(at: position + 2)
        position += 4
      } else if flags & ComponentFlag.hasTwoByTwo != 0 {
        a = try data.f2Dot14(at: position)
        b = try data.f2Dot14(at: position + 2)
        c = try data.f2Dot14(at: position + 4)
        d = try data.f2Dot14(at: position + 6)
        position += 8
      }
      // Coordinates are whole font units and the factors multiples of 1/16384, so every product
      // and sum here is exact: no rounding, the same result on every machine.
      func transformed(_ x: Double, _ y: Double) -> (x: Double, y: Double) {
        let newX: Double = a * x + c * y
        let newY: Double = b * x + d * y
        return (newX, newY)
      }
      let componentContours = try contours(of: component, ancestors: lineage, budget: &budget)
      var placed: [[GlyphOutline.Point]] = componentContours.map { contour in
        contour.map { point in
          let moved = transformed(point.x, point.y)
          return GlyphOutline.Point(x: moved.x, y: moved.y, isOnCurve: point.isOnCurve)
        }
      }
      var (dx, dy): (Double, Double)
      if isXY {
        (dx, dy) = (Double(first), Double(second))
        if flags & ComponentFlag.scaledComponentOffset != 0 {
          (dx, dy) = transformed(dx, dy)
        }
      } else {
        // Point matching: move the component so that its point `second` lies on point `first`
        // of the outline so far.
        let outlineSoFar = assembled.joined()
        let componentPoints = placed.joined()
        guard first < outlineSoFar.count, second < componentPoints.count else {
          throw data.invalid(
            start + 4, "a component matches points \(first) and \(second), which do not exist")
        }
        let anchor = outlineSoFar[outlineSoFar.index(outlineSoFar.startIndex, offsetBy: first)]
        let moving = componentPoints[componentPoints.index(componentPoints.startIndex, offsetBy: second)]
        (dx, dy) = (anchor.x - moving.x, anchor.y - moving.y)
      }
      if dx != 0 || dy != 0 {
        placed = placed.map { contour in
          contour.map { GlyphOutline.Point(x: $0.x + dx, y: $0.y + dy, isOnCurve: $0.isOnCurve) }
        }
      }
      assembled += placed
    } while flags & ComponentFlag.moreComponents != 0
    return assembled
  }
}
