/// Coverage worked out ahead of drawing: one byte per pixel of a region, 0 where nothing is
/// covered, 255 where the pixel is covered fully.
///
/// Glyphs that share pixels are drawn as the sum of their masks (``add(_:atX:y:)``), so that
/// their coverage adds up as the union of their outlines would.
struct CoverageMask {
  /// The pixels the mask holds; outside it nothing is covered.
  private(set) var region: PixelRegion
  /// The coverage, `region.width` bytes per row (at least one byte, so the storage has an address).
  private(set) var bytes: [UInt8]

  /// A mask of `region` with nothing covered.
  init(region: PixelRegion) {
    self.region = region.isEmpty ? PixelRegion(x: region.x, y: region.y, width: 0, height: 0) : region
    bytes = [UInt8](repeating: 0, count: max(region.area, 1))
  }

  /// Calls `body` with the address of the first byte, to write the coverage.
  mutating func withBytes(_ body: (UnsafeMutablePointer<UInt8>) -> Void) {
    bytes.withUnsafeMutableBufferPointer { body($0.baseAddress.unsafelyUnwrapped) }
  }

  /// Adds `other`, moved `x` columns right and `y` rows down, to this mask's coverage, capped at
  /// full: the coverage of two shapes filled together with the non-zero rule where they do not
  /// overlap (areas inside one pixel add), and full where both cover a pixel fully. Coverage
  /// falling outside ``region`` is dropped.
  mutating func add(_ other: CoverageMask, atX x: Int, y: Int) {
    let placed = PixelRegion(x: other.region.x + x, y: other.region.y + y, width: other.region.width,
      height: other.region.height)
    let overlap = placed.intersection(region)
    guard !overlap.isEmpty else { return }
    let (width, otherWidth) = (region.width, other.region.width)
    let region = region
    bytes.withUnsafeMutableBufferPointer { target in
      other.bytes.withUnsafeBufferPointer { source in
        let targetBase = target.baseAddress.unsafelyUnwrapped
        let sourceBase = source.baseAddress.unsafelyUnwrapped
        for row in overlap.y..<overlap.maxY {
          let to = targetBase + (row - region.y) * width + (overlap.x - region.x)
          let from = sourceBase + (row - placed.y) * otherWidth + (overlap.x - placed.x)
          for column in 0..<overlap.width {
            let sum = UInt16(to[column]) &+ UInt16(from[column])
            to[column] = UInt8(truncatingIfNeeded: min(sum, 255))
          }
        }
      }
    }
  }

  /// Hands every covered run inside `clip` to `blitter`, row by row: each run of equal coverage
  /// in one call.
  func fill<Blitter: SpanBlitter>(clip: PixelRegion, into blitter: inout Blitter) {
    let area = region.intersection(clip)
    guard !area.isEmpty else { return }
    let width = region.width
    bytes.withUnsafeBufferPointer { buffer in
      let base = buffer.baseAddress.unsafelyUnwrapped
      for row in area.y..<area.maxY {
        // Columns relative to the region, and the end of the clipped row.
        let line = base + (row - region.y) * width
        var column = area.x - region.x
        let end = area.maxX - region.x
        while column < end {
          // Eight uncovered pixels at a time, then one at a time.
          if column + 8 <= end, UnsafeRawPointer(line + column).loadUnaligned(as: UInt64.self) == 0 {
            column += 8
            continue
          }
          let alpha = line[column]
          guard alpha != 0 else {
            column += 1
            continue
          }
          var next = column + 1
          while next < end && line[next] == alpha { next += 1 }
          if next - column == 1 {
            blitter.blitPixel(y: row, x: region.x + column, alpha: UInt32(alpha))
          } else {
            blitter.blitSpan(y: row, x: region.x + column, count: next - column, alpha: UInt32(alpha))
          }
          column = next
        }
      }
    }
  }
}
