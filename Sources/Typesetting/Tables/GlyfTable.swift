/// The glyph data (`glyf`): each glyph's outline, read on demand.
///
/// A simple glyph is a list of contours: the end point of each, instructions (skipped), then
/// flags and x and y deltas, each flag saying whether its point is on the curve and how its
/// coordinates are stored (one byte with a sign bit, two bytes, or the same as the point before),
/// possibly repeated. A composite glyph places other glyphs, each with an offset (or by matching a
/// point of the outline so far with one of the component) and an optional scale, x/y scale or 2×2
/// transform.
///
/// In a variable font the points move by the glyph's `gvar` deltas at the instance's location
/// (``Variation``): a simple glyph's outline points, a composite's component offsets, and the
/// four phantom points whose first, the glyph's origin, the outline is placed relative to.
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

  /// A location in a variable font's design space, and the deltas that move points there.
  struct Variation: Sendable {
    var gvar: GvarTable
    /// Normalized coordinates, one per axis.
    var coordinates: [Double]
  }

  /// The outline of `glyph`, composites resolved, at `variation`'s location (the default one
  /// when `nil`).
  func outline(of glyph: Int, variation: Variation? = nil) throws(FontError) -> GlyphOutline {
    var pointBudget = Self.maximumPoints
    return GlyphOutline(
      contours: try contours(of: glyph, variation: variation, ancestors: [], budget: &pointBudget).contours)
  }

  /// How far `variation` moves the glyph's advance: its second phantom point's movement less its
  /// first's.
  ///
  /// For fonts without `HVAR`.
  func advanceDelta(of glyph: Int, variation: Variation) throws(FontError) -> Double {
    var pointBudget = Self.maximumPoints
    let phantoms = try contours(of: glyph, variation: variation, ancestors: [], budget: &pointBudget).phantoms
    return phantoms.count == 4 ? phantoms[1].x - phantoms[0].x : 0
  }

  /// A glyph's contours, moved to the variation's location and placed relative to its moved
  /// origin, and the movement of its four phantom points (none without a variation).
  private func contours(of glyph: Int, variation: Variation?, ancestors: [Int], budget: inout Int)
    throws(FontError) -> (contours: [[GlyphOutline.Point]], phantoms: [(x: Double, y: Double)])
  {
    let range = loca.range(of: glyph)
    let data = range.isEmpty ? nil : try table.subtable(at: range.lowerBound, length: range.count)
    let contourCount = try data.map { data throws(FontError) in Int(try data.int16(at: 0)) } ?? 0
    guard let data, contourCount < 0 else {
      var contours =
        try data.map { data throws(FontError) in
          try simpleContours(data, count: contourCount, budget: &budget)
        }
        ?? []
      guard let variation else { return (contours, []) }
      let points = contours.joined().map { (x: $0.x, y: $0.y) }
      var ends: [Int] = []
      for contour in contours { ends.append((ends.last ?? -1) + contour.count) }
      guard
        let deltas = try variation.gvar.deltas(
          of: glyph, pointCount: points.count + 4, coordinates: variation.coordinates,
          contours: GvarTable.Contours(points: points, ends: ends))
      else { return (contours, []) }
      let origin = deltas[points.count]
      var index = 0
      for contour in contours.indices {
        for point in contours[contour].indices {
          contours[contour][point].x += deltas[index].x - origin.x
          contours[contour][point].y += deltas[index].y
          index += 1
        }
      }
      return (contours, Array(deltas[points.count...]))
    }
    return try compositeContours(
      data, glyph: glyph, variation: variation, ancestors: ancestors, budget: &budget)
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

  /// One component of a composite glyph, as stored.
  private struct Component {
    var flags: UInt16
    var glyph: Int
    var first: Int
    var second: Int
    /// The transform [a c; b d]: x' = a·x + c·y, y' = b·x + d·y.
    var a = 1.0, b = 0.0, c = 0.0, d = 1.0
    /// Where the component's record starts, for errors.
    var start: Int

    var isXY: Bool { flags & ComponentFlag.argumentsAreXYValues != 0 }

    // Coordinates are whole font units and the factors multiples of 1/16384, so every product
    // and sum here is exact for a font's own points: no rounding, the same result on every
    // machine.
    func transformed(_ x: Double, _ y: Double) -> (x: Double, y: Double) {
      let newX: Double = a * x + c * y
      let newY: Double = b * x + d * y
      return (newX, newY)
    }
  }

  private func compositeContours(
    _ data: FontReader, glyph: Int, variation: Variation?, ancestors: [Int], budget: inout Int
  ) throws(FontError) -> (contours: [[GlyphOutline.Point]], phantoms: [(x: Double, y: Double)]) {
    guard ancestors.count < Self.maximumDepth else {
      throw data.invalid(0, "composite glyphs nest more than \(Self.maximumDepth) levels deep")
    }
    let lineage = ancestors + [glyph]
    let components = try readComponents(data, glyph: glyph, lineage: lineage, budget: &budget)
    // The component offsets are the "points" a composite's variation moves, then the phantoms.
    let deltas = try variation.flatMap { variation throws(FontError) in
      try variation.gvar.deltas(
        of: glyph, pointCount: components.count + 4, coordinates: variation.coordinates, contours: nil)
    }
    let origin = deltas.map { $0[components.count] } ?? (x: 0, y: 0)
    var assembled: [[GlyphOutline.Point]] = []
    for (index, component) in components.enumerated() {
      let componentContours = try contours(
        of: component.glyph, variation: variation, ancestors: lineage, budget: &budget
      ).contours
      var placed: [[GlyphOutline.Point]] = componentContours.map { contour in
        contour.map { point in
          let moved = component.transformed(point.x, point.y)
          return GlyphOutline.Point(x: moved.x, y: moved.y, isOnCurve: point.isOnCurve)
        }
      }
      var (dx, dy): (Double, Double)
      if component.isXY {
        (dx, dy) = (Double(component.first), Double(component.second))
        if let deltas {
          dx += deltas[index].x
          dy += deltas[index].y
        }
        if component.flags & ComponentFlag.scaledComponentOffset != 0 {
          (dx, dy) = component.transformed(dx, dy)
        }
      } else {
        // Point matching: move the component so that its point `second` lies on point `first`
        // of the outline so far.
        let outlineSoFar = assembled.joined()
        let componentPoints = placed.joined()
        guard component.first < outlineSoFar.count, component.second < componentPoints.count else {
          throw data.invalid(
            component.start + 4,
            "a component matches points \(component.first) and \(component.second), which do not exist")
        }
        let anchor = outlineSoFar[outlineSoFar.index(outlineSoFar.startIndex, offsetBy: component.first)]
        let moving = componentPoints[
          componentPoints.index(componentPoints.startIndex, offsetBy: component.second)]
        (dx, dy) = (anchor.x - moving.x, anchor.y - moving.y)
      }
      dx -= origin.x
      if dx != 0 || dy != 0 {
        placed = placed.map { contour in
          contour.map { GlyphOutline.Point(x: $0.x + dx, y: $0.y + dy, isOnCurve: $0.isOnCurve) }
        }
      }
      assembled += placed
    }
    return (assembled, deltas.map { Array($0[components.count...]) } ?? [])
  }

  /// The component records of a composite glyph.
  private func readComponents(_ data: FontReader, glyph: Int, lineage: [Int], budget: inout Int)
    throws(FontError) -> [Component]
  {
    var components: [Component] = []
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
      let componentGlyph = Int(try data.uint16(at: position + 2))
      position += 4
      guard componentGlyph < loca.offsets.count - 1 else {
        throw data.invalid(start + 2, "a component is glyph \(componentGlyph), past the last glyph")
      }
      guard !lineage.contains(componentGlyph) else {
        throw data.invalid(start + 2, "glyph \(glyph) includes glyph \(componentGlyph), which includes it")
      }
      let isXY = flags & ComponentFlag.argumentsAreXYValues != 0
      var component = Component(flags: flags, glyph: componentGlyph, first: 0, second: 0, start: start)
      if flags & ComponentFlag.argumentsAreWords != 0 {
        component.first = isXY ? Int(try data.int16(at: position)) : Int(try data.uint16(at: position))
        component.second =
          isXY ? Int(try data.int16(at: position + 2)) : Int(try data.uint16(at: position + 2))
        position += 4
      } else {
        component.first = isXY ? Int(try data.int8(at: position)) : Int(try data.uint8(at: position))
        component.second = isXY ? Int(try data.int8(at: position + 1)) : Int(try data.uint8(at: position + 1))
        position += 2
      }
      if flags & ComponentFlag.hasScale != 0 {
        component.a = try data.f2Dot14(at: position)
        component.d = component.a
        position += 2
      } else if flags & ComponentFlag.hasXYScale != 0 {
        component.a = try data.f2Dot14(at: position)
        component.d = try data.f2Dot14(at: position + 2)
        position += 4
      } else if flags & ComponentFlag.hasTwoByTwo != 0 {
        component.a = try data.f2Dot14(at: position)
        component.b = try data.f2Dot14(at: position + 2)
        component.c = try data.f2Dot14(at: position + 4)
        component.d = try data.f2Dot14(at: position + 6)
        position += 8
      }
      components.append(component)
    } while flags & ComponentFlag.moreComponents != 0
    return components
  }
}
