/// Turns edges into exact area coverage, row by row, with integer accumulation.
///
/// This is the signed-area accumulation of font-rs and FreeType's "gray" rasterizer. Each edge
/// is cut at every pixel row and column it crosses; each piece adds to its pixel's cell
///
/// - `cover`: the height it spans, signed by direction (in 1/256 px), and
/// - `area`: that height times the sum of its two x offsets inside the pixel, so that the part of
///   the pixel to the piece's right is `256 · 2 · cover − area` (in 1/131072 px²).
///
/// Sweeping a row from the left, the running sum of `cover` says how much winding lies left of
/// each pixel; a pixel's coverage is `2 · 256 · running − area`, and pixels between touched
/// cells share one coverage, so whole runs are handed to the blitter at once. The fill rule maps
/// the signed value to 0...1: non-zero takes its magnitude, capped at 1; even-odd folds it into a
/// triangle wave of period 2, as FreeType does. Coverage is then rounded to the nearest of 255
/// levels (a half-covered pixel gives 128).
///
/// The result is the exact area of the pixel inside the outline wherever one edge crosses a
/// pixel, and the usual approximation where several do (their contributions add). All arithmetic
/// is on `Int`s, so it is the same on every machine; the sums do not depend on the order in
/// which pieces are added.
///
/// - Complexity: O(edge pieces + touched cells) per row, plus one 64-bit word per 64 pixels of
///   the clip's width to find the touched cells in order; pixels between edges cost nothing
///   here, only in the blitter. The cells of one row (a bit and two `Int`s per pixel of the
///   clip's width) and the edge lists are scratch memory of the call.
struct ScanConverter {
  /// Cell accumulators for one row; index 0 collects what lies left of the clip, index `i + 1`
  /// is the clip's column `i`.
  private let cover: UnsafeMutablePointer<Int>
  private let area: UnsafeMutablePointer<Int>
  /// One bit per cell, set when the cell was touched in the current row.
  private let touched: UnsafeMutablePointer<UInt64>
  /// The number of words of `touched`.
  private let wordCount: Int

  /// A full pixel's coverage value: 2 · 256 · 256.
  static let fullCoverage = 1 << 17

  /// Fills the edges with `rule` inside `clip` (whole pixels), handing every covered run to
  /// `blitter`.
  ///
  /// An axis-aligned rectangle, most of a drawn screen, takes a shortcut that gives the same
  /// coverage without accumulating cells (see ``fillRectangle(_:clip:into:)``).
  static func fill<Blitter: SpanBlitter>(
    _ edgeList: EdgeList, rule: FillRule, clip: PixelRegion, into blitter: inout Blitter
  ) {
    if let rectangle = edgeList.axisAlignedRectangle {
      fillRectangle(rectangle, clip: clip, into: &blitter)
    } else {
      fillOutline(edgeList, rule: rule, clip: clip, into: &blitter)
    }
  }

  /// Fills an axis-aligned rectangle (24.8 coordinates, `left < right`, `top < bottom`) inside
  /// `clip`, with the coverage the accumulation gives it.
  ///
  /// Every pixel of a rectangle is crossed by at most its two vertical sides, so the
  /// accumulation is exact there: the covered area is the row's overlap `dy` times the column's
  /// overlap `dx` (both in 1/256 px), that is a coverage value of `2 · dx · dy`, rounded to 255
  /// levels as ``alpha(_:rule:)`` rounds it (either rule: the winding is 0 or 1). Each row is one
  /// left pixel, a run between and one right pixel.
  static func fillRectangle<Blitter: SpanBlitter>(
    _ rectangle: (left: Int, top: Int, right: Int, bottom: Int), clip: PixelRegion,
    into blitter: inout Blitter
  ) {
    let one = FDot8.one
    let firstRow = max(FDot8.pixel(rectangle.top), clip.y)
    let endRow = min(FDot8.pixel(rectangle.bottom + one - 1), clip.maxY)
    let leftPixel = FDot8.pixel(rectangle.left)
    let rightPixel = FDot8.pixel(rectangle.right - 1)
    // The columns' overlaps with the rectangle: the left pixel, those between, the right pixel.
    let leftOverlap =
      leftPixel == rightPixel ? rectangle.right - rectangle.left : (leftPixel + 1) * one - rectangle.left
    let rightOverlap = rectangle.right - rightPixel * one
    func span(_ row: Int, from first: Int, to end: Int, coverage: Int) {
      let start = max(first, clip.x)
      let stop = min(end, clip.maxX)
      let alpha = Self.alpha(coverage, rule: .nonZero)
      if start < stop && alpha != 0 { blitter.blitSpan(y: row, x: start, count: stop - start, alpha: alpha) }
    }
    guard firstRow < endRow else { return }
    for row in firstRow..<endRow {
      let rowOverlap = min(rectangle.bottom, (row + 1) * one) - max(rectangle.top, row * one)
      span(row, from: leftPixel, to: leftPixel + 1, coverage: 2 * leftOverlap * rowOverlap)
      guard rightPixel > leftPixel else { continue }
      span(row, from: leftPixel + 1, to: rightPixel, coverage: 2 * one * rowOverlap)
      span(row, from: rightPixel, to: rightPixel + 1, coverage: 2 * rightOverlap * rowOverlap)
    }
  }

  /// Fills any outline by accumulating its cells, row by row.
  static func fillOutline<Blitter: SpanBlitter>(
    _ edgeList: EdgeList, rule: FillRule, clip: PixelRegion, into blitter: inout Blitter
  ) {
    let bounds = edgeList.pixelBounds.intersection(clip)
    guard !bounds.isEmpty, !clip.isEmpty else { return }
    let cellCount = clip.width + 1
    let wordCount = (cellCount + 63) >> 6
    edgeList.edges.withUnsafeBufferPointer { edges in
      withUnsafeTemporaryAllocation(of: Int.self, capacity: 2 * cellCount) { integers in
        withUnsafeTemporaryAllocation(of: UInt64.self, capacity: wordCount) { words in
          integers.initialize(repeating: 0)
          words.initialize(repeating: 0)
          let base = integers.baseAddress.unsafelyUnwrapped
          let converter = ScanConverter(
            cover: base, area: base + cellCount, touched: words.baseAddress.unsafelyUnwrapped,
            wordCount: wordCount)
          converter.sweep(edges, rule: rule, clip: clip, bounds: bounds, into: &blitter)
        }
      }
    }
  }

  private init(
    cover: UnsafeMutablePointer<Int>, area: UnsafeMutablePointer<Int>, touched: UnsafeMutablePointer<UInt64>,
    wordCount: Int
  ) {
    self.cover = cover
    self.area = area
    self.touched = touched
    self.wordCount = wordCount
  }

  /// An edge crossing the current row: where it enters the row, and where it crosses the row
  /// boundaries below, stepped exactly as ``Edge/x(atY:)`` divides.
  ///
  /// The crossing with boundary `y` is `x0 + ⌊(2·dx·(y − y0) + dy) / (2·dy)⌋` (the rounding of
  /// ``FDot8/roundedDivision(_:_:)``); from one boundary to the next the numerator grows by
  /// `512·dx`, so the crossings are a ``Crossings`` sequence: an edge costs at most two divisions
  /// however many rows it crosses.
  private struct ActiveEdge {
    /// Where the edge enters the current row: x, and y relative to the row's top (0 after the
    /// edge's first row).
    var xAtTop: Int
    var yAtTop: Int
    /// The crossing with the current row's bottom boundary is `x0 + crossings.quotient`.
    var crossings: Crossings
    let x0: Int
    let x1: Int
    let y1: Int
    let winding: Int

    /// `edge` entering the row from `rowTop` to `rowBottom`.
    @inline(__always)
    init(_ edge: Edge, rowTop: Int, rowBottom: Int) {
      (x0, x1, y1, winding) = (edge.x0, edge.x1, edge.y1, edge.winding)
      xAtTop = edge.y0 >= rowTop ? edge.x0 : edge.x(atY: rowTop)
      yAtTop = max(edge.y0, rowTop) &- rowTop
      let (dx, dy) = (edge.x1 &- edge.x0, edge.y1 &- edge.y0)
      // A vertical edge, or one ending in this row, has no crossing to step to; one ending in
      // the next row has no step to take (and so no division for it).
      crossings =
        dx == 0 || edge.y1 <= rowBottom
        ? Crossings(constant: 0)
        : Crossings(
          numerator: 2 &* dx &* (rowBottom &- edge.y0) &+ dy, divisor: 2 &* dy,
          step: edge.y1 > rowBottom &+ FDot8.one ? 512 &* dx : 0)
    }

    /// The crossing with the current row's bottom boundary; moves on to the next row's.
    @inline(__always)
    mutating func advance() -> Int {
      let x = x0 &+ crossings.quotient
      crossings.advance()
      return x
    }
  }

  /// Runs the rows of `bounds` (inside `clip`) from the top.
  ///
  /// The arithmetic on coordinates wraps (`&+`, `&*`) only to skip overflow checks: 24.8
  /// coordinates stay within ±2²⁸ (see ``FDot8/limit``), so no product of two differences comes
  /// near 2⁶³.
  private func sweep<Blitter: SpanBlitter>(
    _ edges: UnsafeBufferPointer<Edge>, rule: FillRule, clip: PixelRegion, bounds: PixelRegion,
    into blitter: inout Blitter
  ) {
    let rowCount = bounds.height
    // Edges grouped by the row where they start (a stable counting sort): they join the active
    // list when the sweep reaches that row. Edges starting above the first row start on it;
    // edges wholly above or below the rows are left out.
    let top = bounds.y << FDot8.shift
    let bottom = bounds.maxY << FDot8.shift
    withUnsafeTemporaryAllocation(of: Int32.self, capacity: rowCount + 1) { starts in
      starts.initialize(repeating: 0)
      var kept = 0
      for edge in edges where edge.y1 > top && edge.y0 < bottom {
        starts[max(FDot8.pixel(edge.y0) &- bounds.y, 0)] &+= 1
        kept &+= 1
      }
      guard kept > 0 else { return }
      // Each row's first slot.
      var sum: Int32 = 0
      for row in 0...rowCount {
        let count = starts[row]
        starts[row] = sum
        sum &+= count
      }
      withUnsafeTemporaryAllocation(of: Edge.self, capacity: kept) { sortedBuffer in
        withUnsafeTemporaryAllocation(of: ActiveEdge.self, capacity: kept) { activeBuffer in
          let sorted = sortedBuffer.baseAddress.unsafelyUnwrapped
          let active = activeBuffer.baseAddress.unsafelyUnwrapped
          for edge in edges where edge.y1 > top && edge.y0 < bottom {
            let row = max(FDot8.pixel(edge.y0) &- bounds.y, 0)
            (sorted + Int(starts[row])).initialize(to: edge)
            starts[row] &+= 1
          }
          var activeCount = 0
          var next = 0
          let originX = clip.x << FDot8.shift
          let rightLimit = clip.width << FDot8.shift
          for row in bounds.y..<bounds.maxY {
            let rowTop = row << FDot8.shift
            let rowBottom = rowTop &+ FDot8.one
            while next < kept && sorted[next].y0 < rowBottom {
              (active + activeCount).initialize(
                to: ActiveEdge(sorted[next], rowTop: rowTop, rowBottom: rowBottom))
              activeCount &+= 1
              next &+= 1
            }
            var index = 0
            while index < activeCount {
              let edge = active + index
              let (xa, ya) = (edge.pointee.xAtTop &- originX, edge.pointee.yAtTop)
              if edge.pointee.y1 <= rowBottom {
                // The edge ends in this row; the last active edge takes its place.
                addPiece(
                  fromX: xa, y: ya, toX: edge.pointee.x1 &- originX, y: edge.pointee.y1 &- rowTop,
                  winding: edge.pointee.winding, rightLimit: rightLimit)
                activeCount &-= 1
                edge.pointee = active[activeCount]
              } else {
                let xAtBottom = edge.pointee.advance()
                addPiece(
                  fromX: xa, y: ya, toX: xAtBottom &- originX, y: FDot8.one, winding: edge.pointee.winding,
                  rightLimit: rightLimit)
                edge.pointee.xAtTop = xAtBottom
                edge.pointee.yAtTop = 0
                index &+= 1
              }
            }
            integrate(row: row, clipX: clip.x, width: clip.width, rule: rule, into: &blitter)
          }
        }
      }
    }
  }

  // MARK: Accumulating

  /// Adds the piece of an edge inside one row, from (`xa`, `ya`) to (`xb`, `yb`): x relative to
  /// the clip's left side, y relative to the row's top (`0 <= ya < yb <= 256`).
  ///
  /// What lies left of the clip only adds its cover (to cell 0); what lies right of it is
  /// dropped, since it changes no pixel of the clip.
  @inline(__always)
  private func addPiece(
    fromX xa: Int, y ya: Int, toX xb: Int, y yb: Int, winding: Int, rightLimit: Int
  ) {
    var (xa, ya, xb, yb) = (xa, ya, xb, yb)
    let (low, high) = (min(xa, xb), max(xa, xb))
    if low >= 0 && high <= rightLimit && high > 0 && low < rightLimit {
      // Inside the clip (and not along one of its sides): the common case.
      walkCells(fromX: xa, y: ya, toX: xb, y: yb, winding: winding)
      return
    }
    if high <= 0 {
      accumulate(cell: -1, cover: (yb - ya) * winding, area: 0)
      return
    }
    if low >= rightLimit { return }
    // Cut at the clip's left side: the part to the left only adds cover.
    if low < 0 {
      let yCross = ya + FDot8.roundedDivision((0 - xa) * (yb - ya), xb - xa)
      if xa < 0 {
        accumulate(cell: -1, cover: (yCross - ya) * winding, area: 0)
        (xa, ya) = (0, yCross)
      } else {
        accumulate(cell: -1, cover: (yb - yCross) * winding, area: 0)
        (xb, yb) = (0, yCross)
      }
    }
    // Cut at the clip's right side: the part to the right is dropped.
    if max(xa, xb) > rightLimit {
      let yCross = ya + FDot8.roundedDivision((rightLimit - xa) * (yb - ya), xb - xa)
      if xa > rightLimit { (xa, ya) = (rightLimit, yCross) } else { (xb, yb) = (rightLimit, yCross) }
    }
    if ya == yb { return }
    walkCells(fromX: xa, y: ya, toX: xb, y: yb, winding: winding)
  }

  /// Adds a piece that lies inside the clip to every cell it passes through.
  ///
  /// Where the piece leaves a cell, its height is `ya + dy · (boundary − xa) / dx`, rounded as
  /// ``FDot8/roundedDivision(_:_:)`` rounds (the floor of `(2 · dy · (boundary − xa) + |dx|) /
  /// (2 · |dx|)`). Each boundary is one pixel past the last, so after the first the numerator
  /// grows by `512 · dy` a cell; the quotient steps by the same amount every time, kept exact
  /// with its remainder, so a piece costs two divisions however many cells it crosses.
  @inline(__always)
  private func walkCells(fromX xa: Int, y ya: Int, toX xb: Int, y yb: Int, winding: Int) {
    let one = FDot8.one
    let dy = yb &- ya
    if xa == xb {
      // Vertical: one cell (a piece on a pixel's left side belongs to that pixel).
      let cell = FDot8.pixel(xa)
      let height = dy &* winding
      accumulate(cell: cell, cover: height, area: 2 &* (xa &- cell &* one) &* height)
      return
    }
    if xb > xa {
      // Left to right: cells from the one containing xa to the one containing xb − 1/256.
      let first = FDot8.pixel(xa)
      let last = FDot8.pixel(xb &- 1)
      let enterX = xa &- first &* one
      if first == last {
        addCell(first, fromOffset: enterX, toOffset: xb &- first &* one, height: dy &* winding)
        return
      }
      var stepper = Crossings(
        numerator: 2 &* ((first &+ 1) &* one &- xa) &* dy &+ (xb &- xa), divisor: 2 &* (xb &- xa),
        step: 512 &* dy)
      var y = ya &+ stepper.quotient
      addCell(first, fromOffset: enterX, toOffset: one, height: stepper.quotient &* winding)
      var cell = first &+ 1
      while cell < last {
        stepper.advance()
        let yCross = ya &+ stepper.quotient
        addCell(cell, fromOffset: 0, toOffset: one, height: (yCross &- y) &* winding)
        y = yCross
        cell &+= 1
      }
      addCell(last, fromOffset: 0, toOffset: xb &- last &* one, height: (yb &- y) &* winding)
    } else {
      // Right to left: cells from the one containing xa − 1/256 down to the one containing xb.
      let first = FDot8.pixel(xa &- 1)
      let last = FDot8.pixel(xb)
      let enterX = xa &- first &* one
      if first == last {
        addCell(first, fromOffset: enterX, toOffset: xb &- first &* one, height: dy &* winding)
        return
      }
      var stepper = Crossings(
        numerator: 2 &* (xa &- first &* one) &* dy &+ (xa &- xb), divisor: 2 &* (xa &- xb), step: 512 &* dy)
      var y = ya &+ stepper.quotient
      addCell(first, fromOffset: enterX, toOffset: 0, height: stepper.quotient &* winding)
      var cell = first &- 1
      while cell > last {
        stepper.advance()
        let yCross = ya &+ stepper.quotient
        addCell(cell, fromOffset: one, toOffset: 0, height: (yCross &- y) &* winding)
        y = yCross
        cell &-= 1
      }
      addCell(last, fromOffset: one, toOffset: xb &- last &* one, height: (yb &- y) &* winding)
    }
  }

  @inline(__always)
  private func addCell(_ cell: Int, fromOffset: Int, toOffset: Int, height: Int) {
    accumulate(cell: cell, cover: height, area: (fromOffset &+ toOffset) &* height)
  }

  /// Adds to the cell of clip column `cell` (−1: left of the clip).
  @inline(__always)
  private func accumulate(cell: Int, cover: Int, area: Int) {
    let index = cell &+ 1
    touched[index >> 6] |= 1 &<< UInt64(truncatingIfNeeded: index)
    self.cover[index] &+= cover
    self.area[index] &+= area
  }

  // MARK: Integrating

  /// Integrates one row's cells from the left, hands each covered run to the blitter and clears
  /// the cells for the next row.
  @inline(__always)
  private func integrate<Blitter: SpanBlitter>(
    row: Int, clipX: Int, width: Int, rule: FillRule, into blitter: inout Blitter
  ) {
    var winding = 0
    var column = 0
    for word in 0..<wordCount {
      var bits = touched[word]
      guard bits != 0 else { continue }
      touched[word] = 0
      repeat {
        let index = word &<< 6 | bits.trailingZeroBitCount
        bits &= bits &- 1
        let cellCover = cover[index]
        let cellArea = area[index]
        cover[index] = 0
        area[index] = 0
        if index == 0 {
          winding &+= cellCover
          continue
        }
        let pixel = index &- 1
        if pixel > column, winding != 0 {
          let alpha = Self.alpha(winding * 2 * FDot8.one, rule: rule)
          if alpha != 0 { blitter.blitSpan(y: row, x: clipX + column, count: pixel - column, alpha: alpha) }
        }
        winding &+= cellCover
        let alpha = Self.alpha(winding &* 2 &* FDot8.one &- cellArea, rule: rule)
        if alpha != 0 { blitter.blitPixel(y: row, x: clipX &+ pixel, alpha: alpha) }
        column = pixel + 1
      } while bits != 0
    }
    if column < width, winding != 0 {
      let alpha = Self.alpha(winding * 2 * FDot8.one, rule: rule)
      if alpha != 0 { blitter.blitSpan(y: row, x: clipX + column, count: width - column, alpha: alpha) }
    }
  }

  /// The 0...255 coverage of a signed accumulated value under `rule`, rounded to nearest
  /// (halves up: half a pixel gives 128).
  @inline(__always)
  static func alpha(_ value: Int, rule: FillRule) -> UInt32 {
    var magnitude = abs(value)
    switch rule {
    case .nonZero:
      magnitude = min(magnitude, fullCoverage)
    case .evenOdd:
      magnitude &= 2 * fullCoverage - 1
      if magnitude > fullCoverage { magnitude = 2 * fullCoverage - magnitude }
    }
    return UInt32((magnitude * 255 + fullCoverage / 2) >> 17)
  }
}
