/// A glyph's coverage, made once and drawn wherever the glyph recurs: the covered runs of each
/// row as the scan converter found them.
///
/// Its region is relative to the pixel the glyph's origin falls in (see ``GlyphMaskCache``).
struct GlyphMask: Sendable {
  /// How an outline lies on the pixel grid, which is all its mask depends on besides the outline:
  /// the transform's linear part, and how many quarter pixels right of its whole pixel the
  /// glyph's origin falls.
  struct Placement: Hashable, Sendable {
    let quarter: Int
    let a: Double
    let b: Double
    let c: Double
    let d: Double

    /// `transform`'s linear part with the origin `quarter` quarters of a pixel right.
    init(_ transform: Transform, quarter: Int) {
      self.quarter = quarter
      (a, b, c, d) = (transform.a, transform.b, transform.c, transform.d)
    }

    /// The transform that draws an outline (origin at (0, 0)) relative to the glyph's whole pixel.
    var transform: Transform {
      Transform(a: a, b: b, c: c, d: d, tx: Double(quarter) / 4, ty: 0)
    }
  }

  /// A run of equal coverage: `count` pixels from column `x` of the region's row.
  struct Span: Sendable {
    let x: Int32
    let count: Int32
    let alpha: UInt32
  }

  /// The pixels the glyph covers, relative to its origin's pixel.
  let region: PixelRegion
  /// The covered runs, row by row: those of row `i` are `spans[rowStarts[i]..<rowStarts[i + 1]]`.
  let spans: [Span]
  let rowStarts: [Int32]

  /// The number of bytes the mask holds, for a cache's budget.
  var byteCount: Int {
    spans.count * MemoryLayout<Span>.stride + rowStarts.count * MemoryLayout<Int32>.stride
  }

  /// The mask of `edges` filled with the non-zero rule.
  init(_ edges: EdgeList) {
    let region = edges.pixelBounds
    var recorder = SpanRecorder(region: region)
    if !region.isEmpty { ScanConverter.fill(edges, rule: .nonZero, clip: region, into: &recorder) }
    self.region = region.isEmpty ? PixelRegion(x: 0, y: 0, width: 0, height: 0) : region
    (spans, rowStarts) = recorder.finish()
  }

  /// The pixels the mask covers with the glyph's whole pixel at (`x`, `y`).
  func region(atX x: Int, y: Int) -> PixelRegion {
    PixelRegion(x: region.x + x, y: region.y + y, width: region.width, height: region.height)
  }

  /// Calls `body` with each covered run: its row and first column relative to the region, its
  /// length and its coverage.
  @inline(__always)
  func forEachSpan(_ body: (_ row: Int, _ x: Int, _ count: Int, _ alpha: UInt32) -> Void) {
    for row in 0..<region.height {
      for span in spans[Int(rowStarts[row])..<Int(rowStarts[row + 1])] {
        body(row, Int(span.x), Int(span.count), span.alpha)
      }
    }
  }

  /// Hands the covered runs inside `clip` to `blitter`, with the mask placed `x` columns right
  /// and `y` rows down.
  func fill<Blitter: SpanBlitter>(atX x: Int, y: Int, clip: PixelRegion, into blitter: inout Blitter) {
    let placed = region(atX: x, y: y)
    let area = placed.intersection(clip)
    guard !area.isEmpty else { return }
    let whole = area.x == placed.x && area.maxX == placed.maxX
    spans.withUnsafeBufferPointer { spans in
      rowStarts.withUnsafeBufferPointer { starts in
        for row in area.y..<area.maxY {
          let index = row - placed.y
          for span in spans[Int(starts[index])..<Int(starts[index + 1])] {
            var start = placed.x + Int(span.x)
            var end = start + Int(span.count)
            if !whole {
              start = max(start, area.x)
              end = min(end, area.maxX)
              guard start < end else { continue }
            }
            if end - start == 1 {
              blitter.blitPixel(y: row, x: start, alpha: span.alpha)
            } else {
              blitter.blitSpan(y: row, x: start, count: end - start, alpha: span.alpha)
            }
          }
        }
      }
    }
  }
}

/// Keeps the runs the scan converter hands out, row by row, relative to a region, in memory of
/// its own (a glyph hands out thousands of runs; an array would check its storage on each).
///
/// ``finish()`` returns what was kept and releases the memory; it must be called once.
private struct SpanRecorder: SpanBlitter {
  let region: PixelRegion
  private var spans: UnsafeMutablePointer<GlyphMask.Span>
  private var capacity: Int
  private var count = 0
  /// The index of each row's first span: `rowStarts[i]` for row `i`, `height + 1` of them.
  private let rowStarts: UnsafeMutablePointer<Int32>
  private var nextRow = 0

  init(region: PixelRegion) {
    self.region = region
    let height = max(region.height, 0)
    // A glyph's row is mostly a few edge pixels and the runs between them.
    capacity = max(height * 8, 16)
    spans = .allocate(capacity: capacity)
    rowStarts = .allocate(capacity: height + 1)
  }

  mutating func blitSpan(y: Int, x: Int, count: Int, alpha: UInt32) {
    let row = y - region.y
    while nextRow <= row {
      rowStarts[nextRow] = Int32(self.count)
      nextRow += 1
    }
    if self.count == capacity { grow() }
    (spans + self.count).initialize(
      to: GlyphMask.Span(x: Int32(x - region.x), count: Int32(count), alpha: alpha))
    self.count += 1
  }

  /// Doubles the room for runs.
  private mutating func grow() {
    let larger = UnsafeMutablePointer<GlyphMask.Span>.allocate(capacity: 2 * capacity)
    larger.moveInitialize(from: spans, count: count)
    spans.deallocate()
    spans = larger
    capacity *= 2
  }

  /// The runs, and the index of each row's first run followed by the number of runs; the
  /// recorder's memory is released.
  consuming func finish() -> (spans: [GlyphMask.Span], rowStarts: [Int32]) {
    let height = max(region.height, 0)
    while nextRow <= height {
      rowStarts[nextRow] = Int32(count)
      nextRow += 1
    }
    let result = (
      Array(UnsafeBufferPointer(start: spans, count: count)),
      Array(UnsafeBufferPointer(start: rowStarts, count: height + 1))
    )
    spans.deinitialize(count: count)
    spans.deallocate()
    rowStarts.deallocate()
    return result
  }
}
