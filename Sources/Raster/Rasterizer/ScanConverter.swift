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
/// is on `Int`s, so it is the same on every machine.
///
/// - Complexity: O(edge pieces + touched cells) per row, plus sorting a row's touched cells when
///   they are few or sparse; pixels between edges cost nothing here, only in the blitter. The
///   cells of one row (17 bytes per pixel of the clip's width) are scratch memory of the call.
struct ScanConverter {
  /// Cell accumulators for one row; index 0 collects what lies left of the clip, index `i + 1`
  /// is the clip's column `i`.
  private let cover: UnsafeMutablePointer<Int>
  private let area: UnsafeMutablePointer<Int>
  private let isTouched: UnsafeMutablePointer<Bool>
  /// The cells touched in the current row, in no particular order, and the lowest and highest.
  private let touched: UnsafeMutablePointer<Int>
  private var touchedCount = 0
  private var lowestTouched = Int.max
  private var highestTouched = Int.min

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
    withUnsafeTemporaryAllocation(of: Int.self, capacity: 3 * cellCount) { integers in
      withUnsafeTemporaryAllocation(of: Bool.self, capacity: cellCount) { flags in
        integers.initialize(repeating: 0)
        flags.initialize(repeating: false)
        let base = integers.baseAddress.unsafelyUnwrapped
        var converter = ScanConverter(
          cover: base, area: base + cellCount, isTouched: flags.baseAddress.unsafelyUnwrapped,
          touched: base + 2 * cellCount)
        converter.sweep(edgeList, rule: rule, clip: clip, bounds: bounds, into: &blitter)
      }
    }
  }

  private init(
    cover: UnsafeMutablePointer<Int>, area: UnsafeMutablePointer<Int>, isTouched: UnsafeMutablePointer<Bool>,
    touched: UnsafeMutablePointer<Int>
  ) {
    self.cover = cover
    self.area = area
    self.isTouched = isTouched
    self.touched = touched
  }

  /// Runs the rows of `bounds` (inside `clip`) from the top.
  private mutating func sweep<Blitter: SpanBlitter>(
    _ edgeList: EdgeList, rule: FillRule, clip: PixelRegion, bounds: PixelRegion, into blitter: inout Blitter
  ) {
    // Edges grouped by the row where they start (a counting sort): they join the active list
    // when the sweep reaches that row. Edges starting above the first row start on it.
    let edges = Self.edgesByStartRow(edgeList.edges, firstRow: bounds.y, rowCount: bounds.height)
    var nextEdge = 0
    // The edges crossing the current row, each with its x where the row (or the edge) begins:
    // where it left the row above, so each row boundary costs one division, not two.
    var active: [(edge: Edge, xAtTop: Int)] = []
    let originX = clip.x << FDot8.shift
    let rightLimit = clip.width << FDot8.shift
    for row in bounds.y..<bounds.maxY {
      let rowTop = row << FDot8.shift
      let rowBottom = rowTop + FDot8.one
      while nextEdge < edges.count, edges[nextEdge].y0 < rowBottom {
        let edge = edges[nextEdge]
        if edge.y1 > rowTop { active.append((edge, edge.x(atY: max(edge.y0, rowTop)))) }
        nextEdge += 1
      }
      var index = 0
      while index < active.count {
        let (edge, xAtTop) = active[index]
        if edge.y1 <= rowTop {
          active.swapAt(index, active.count - 1)
          active.removeLast()
          continue
        }
        let top = max(edge.y0, rowTop)
        let bottom = min(edge.y1, rowBottom)
        let xAtBottom = edge.x(atY: bottom)
        if top < bottom {
          addPiece(
            fromX: xAtTop - originX, y: top - rowTop, toX: xAtBottom - originX, y: bottom - rowTop,
            winding: edge.winding, rightLimit: rightLimit)
        }
        active[index].xAtTop = xAtBottom
        index += 1
      }
      integrate(row: row, clipX: clip.x, width: clip.width, rule: rule, into: &blitter)
    }
  }

  /// The edges that reach rows `firstRow ..< firstRow + rowCount`, ordered by the row they start
  /// on (edges starting above `firstRow` count as starting on it); a stable counting sort.
  private static func edgesByStartRow(_ edges: [Edge], firstRow: Int, rowCount: Int) -> [Edge] {
    let top = firstRow << FDot8.shift
    let bottom = (firstRow + rowCount) << FDot8.shift
    func bucket(_ edge: Edge) -> Int? {
      guard edge.y1 > top, edge.y0 < bottom else { return nil }
      return max(FDot8.pixel(edge.y0) - firstRow, 0)
    }
    var starts = [Int](repeating: 0, count: rowCount + 1)
    for edge in edges {
      if let row = bucket(edge) { starts[row + 1] += 1 }
    }
    for row in 0..<rowCount { starts[row + 1] += starts[row] }
    guard let placeholder = edges.first, starts[rowCount] > 0 else { return [] }
    var sorted = [Edge](repeating: placeholder, count: starts[rowCount])
    for edge in edges {
      guard let row = bucket(edge) else { continue }
      sorted[starts[row]] = edge
      starts[row] += 1
    }
    return sorted
  }

  // MARK: Accumulating

  /// Adds the piece of an edge inside one row, from (`xa`, `ya`) to (`xb`, `yb`): x relative to
  /// the clip's left side, y relative to the row's top (`0 <= ya < yb <= 256`).
  ///
  /// What lies left of the clip only adds its cover (to cell 0); what lies right of it is
  /// dropped, since it changes no pixel of the clip.
  private mutating func addPiece(
    fromX xa: Int, y ya: Int, toX xb: Int, y yb: Int, winding: Int, rightLimit: Int
  ) {
    var (xa, ya, xb, yb) = (xa, ya, xb, yb)
    if max(xa, xb) <= 0 {
      accumulate(cell: -1, cover: (yb - ya) * winding, area: 0)
      return
    }
    if min(xa, xb) >= rightLimit { return }
    // Cut at the clip's left side: the part to the left only adds cover.
    if min(xa, xb) < 0 {
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
  private mutating func walkCells(fromX xa: Int, y ya: Int, toX xb: Int, y yb: Int, winding: Int) {
    let one = FDot8.one
    if xa == xb {
      // Vertical: one cell (a piece on a pixel's left side belongs to that pixel).
      let cell = FDot8.pixel(xa)
      let offset = xa - cell * one
      accumulate(cell: cell, cover: (yb - ya) * winding, area: 2 * offset * (yb - ya) * winding)
      return
    }
    let dx = xb - xa
    let dy = yb - ya
    var y = ya
    if dx > 0 {
      // Left to right: cells from the one containing xa to the one containing xb − 1/256.
      var cell = FDot8.pixel(xa)
      var enterX = xa - cell * one
      while true {
        let cellRight = (cell + 1) * one
        if xb <= cellRight {
          addCell(cell, fromOffset: enterX, toOffset: xb - cell * one, fromY: y, toY: yb, winding: winding)
          return
        }
        let yCross = ya + FDot8.roundedDivision((cellRight - xa) * dy, dx)
        addCell(cell, fromOffset: enterX, toOffset: one, fromY: y, toY: yCross, winding: winding)
        cell += 1
        enterX = 0
        y = yCross
      }
    } else {
      // Right to left: cells from the one containing xa − 1/256 down to the one containing xb.
      var cell = FDot8.pixel(xa - 1)
      var enterX = xa - cell * one
      while true {
        let cellLeft = cell * one
        if xb >= cellLeft {
          addCell(cell, fromOffset: enterX, toOffset: xb - cellLeft, fromY: y, toY: yb, winding: winding)
          return
        }
        let yCross = ya + FDot8.roundedDivision((cellLeft - xa) * dy, dx)
        addCell(cell, fromOffset: enterX, toOffset: 0, fromY: y, toY: yCross, winding: winding)
        cell -= 1
        enterX = one
        y = yCross
      }
    }
  }

  @inline(__always)
  private mutating func addCell(
    _ cell: Int, fromOffset: Int, toOffset: Int, fromY: Int, toY: Int, winding: Int
  ) {
    let height = (toY - fromY) * winding
    accumulate(cell: cell, cover: height, area: (fromOffset + toOffset) * height)
  }

  /// Adds to the cell of clip column `cell` (−1: left of the clip).
  @inline(__always)
  private mutating func accumulate(cell: Int, cover: Int, area: Int) {
    let index = cell + 1
    if !isTouched[index] {
      isTouched[index] = true
      touched[touchedCount] = index
      touchedCount += 1
      lowestTouched = min(lowestTouched, index)
      highestTouched = max(highestTouched, index)
    }
    self.cover[index] += cover
    self.area[index] += area
  }

  // MARK: Integrating

  /// Integrates one row's cells from the left, hands each covered run to the blitter and clears
  /// the cells for the next row.
  private mutating func integrate<Blitter: SpanBlitter>(
    row: Int, clipX: Int, width: Int, rule: FillRule, into blitter: inout Blitter
  ) {
    guard touchedCount > 0 else { return }
    orderTouchedCells()
    var winding = 0
    var column = 0
    for position in 0..<touchedCount {
      let index = touched[position]
      isTouched[index] = false
      let cellCover = cover[index]
      let cellArea = area[index]
      cover[index] = 0
      area[index] = 0
      if index == 0 {
        winding += cellCover
        continue
      }
      let pixel = index - 1
      if pixel > column, winding != 0 {
        let alpha = Self.alpha(winding * 2 * FDot8.one, rule: rule)
        if alpha != 0 { blitter.blitSpan(y: row, x: clipX + column, count: pixel - column, alpha: alpha) }
      }
      winding += cellCover
      let alpha = Self.alpha(winding * 2 * FDot8.one - cellArea, rule: rule)
      if alpha != 0 { blitter.blitSpan(y: row, x: clipX + pixel, count: 1, alpha: alpha) }
      column = pixel + 1
    }
    touchedCount = 0
    if column < width, winding != 0 {
      let alpha = Self.alpha(winding * 2 * FDot8.one, rule: rule)
      if alpha != 0 { blitter.blitSpan(y: row, x: clipX + column, count: width - column, alpha: alpha) }
    }
  }

  /// Puts the touched cells in ascending order: by insertion for the few cells a row usually
  /// touches, by reading the touched flags in order when the cells are dense in their range (a
  /// row of text), by the standard library's sort otherwise.
  private mutating func orderTouchedCells() {
    let count = touchedCount
    if count > 24 && (highestTouched - lowestTouched) < 64 * count {
      var position = 0
      for index in lowestTouched...highestTouched where isTouched[index] {
        touched[position] = index
        position += 1
      }
    } else if count > 24 {
      var cells = UnsafeMutableBufferPointer(start: touched, count: count)
      cells.sort()
    } else {
      for index in 1..<max(count, 1) {
        let value = touched[index]
        var position = index
        while position > 0 && touched[position - 1] > value {
          touched[position] = touched[position - 1]
          position -= 1
        }
        touched[position] = value
      }
    }
    lowestTouched = Int.max
    highestTouched = Int.min
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
