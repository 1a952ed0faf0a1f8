/// A glyph's coverage, made once and drawn wherever the glyph recurs: the covered runs of each
/// row as the scan converter found them.
///
/// Its region is relative to the pixel the glyph's origin falls in (see ``GlyphMaskCache``).
struct GlyphMask: Sendable {
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
  var byteCount: Int { spans.count * MemoryLayout<Span>.stride + rowStarts.count * MemoryLayout<Int32>.stride }

  /// The mask of `edges` filled with the non-zero rule.
  init(_ edges: EdgeList) {
    let region = edges.pixelBounds
    var recorder = SpanRecorder(region: region)
    if !region.isEmpty { ScanConverter.fill(edges, rule: .nonZero, clip: region, into: &recorder) }
    self.region = region.isEmpty ? PixelRegion(x: 0, y: 0, width: 0, height: 0) : region
    spans = recorder.spans
    rowStarts = recorder.finishedRowStarts()
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
    let placed = PixelRegion(x: region.x + x, y: region.y + y, width: region.width, height: region.height)
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

/// Keeps the runs the scan converter hands out, row by row, relative to a region.
private struct SpanRecorder: SpanBlitter {
  let region: PixelRegion
  private(set) var spans: [GlyphMask.Span] = []
  /// The index of each row's first span, for the rows reached so far.
  private var rowStarts: [Int32]
  private var nextRow = 0

  init(region: PixelRegion) {
    self.region = region
    rowStarts = []
    rowStarts.reserveCapacity(max(region.height, 0) + 1)
    // A glyph's row is mostly a few edge pixels and the runs between them.
    spans.reserveCapacity(max(region.height, 0) * 8)
  }

  mutating func blitSpan(y: Int, x: Int, count: Int, alpha: UInt32) {
    let row = y - region.y
    while nextRow <= row {
      rowStarts.append(Int32(spans.count))
      nextRow += 1
    }
    spans.append(GlyphMask.Span(x: Int32(x - region.x), count: Int32(count), alpha: alpha))
  }

  /// The index of each row's first span and, last, the number of spans.
  func finishedRowStarts() -> [Int32] {
    var starts = rowStarts
    while starts.count <= max(region.height, 0) { starts.append(Int32(spans.count)) }
    return starts
  }
}
