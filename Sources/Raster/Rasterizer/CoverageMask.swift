/// Coverage worked out ahead of drawing: one byte per pixel of a region, 0 where nothing is
/// covered, 255 where the pixel is covered fully.
///
/// A clip is one (``ClipMask``); glyphs that share pixels are drawn as the sum of their masks
/// (``add(_:atX:y:)``), so that their coverage adds up as the union of their outlines would.
struct CoverageMask {
  /// The pixels the mask holds; outside it nothing is covered.
  private(set) var region: PixelRegion
  /// The coverage, `region.width` bytes per row (at least one byte, so the storage has an address).
  private var bytes: [UInt8]

  /// A mask of `region` with nothing covered.
  init(region: PixelRegion) {
    self.region = region.isEmpty ? PixelRegion(x: region.x, y: region.y, width: 0, height: 0) : region
    bytes = [UInt8](repeating: 0, count: max(region.area, 1))
  }

  /// The coverage of `edges` filled with `rule`, over the pixels of `region` they touch.
  init(_ edges: EdgeList, rule: FillRule, in region: PixelRegion) {
    self.init(region: region.intersection(edges.pixelBounds))
    let region = self.region
    guard !region.isEmpty else { return }
    withBytes { base in
      var blitter = MaskBlitter(base: base, region: region)
      ScanConverter.fill(edges, rule: rule, clip: region, into: &blitter)
    }
  }

  /// The alpha of `image`'s pixels inside `region` as coverage: an alpha mask, which shows each
  /// pixel as much as the image covers it.
  init(alphaOf image: Image, in region: PixelRegion) {
    self.init(region: region.intersection(PixelRegion(x: 0, y: 0, width: image.width, height: image.height)))
    let region = self.region
    guard !region.isEmpty else { return }
    image.bytes.withUnsafeBufferPointer { pixels in
      withBytes { base in
        for row in 0..<region.height {
          let source = ((region.y + row) * image.width + region.x) * 4 + 3
          let target = base + row * region.width
          for column in 0..<region.width { target[column] = pixels[source + 4 * column] }
        }
      }
    }
  }

  /// Calls `body` with the address of the first byte, to change the coverage.
  mutating func withBytes<Result>(_ body: (UnsafeMutablePointer<UInt8>) -> Result) -> Result {
    bytes.withUnsafeMutableBufferPointer { body($0.baseAddress.unsafelyUnwrapped) }
  }

  /// Calls `body` with a reader of the coverage by canvas position.
  func withReader<Result>(_ body: (MaskReader) -> Result) -> Result {
    bytes.withUnsafeBufferPointer { body(MaskReader(base: $0.baseAddress.unsafelyUnwrapped, region: region)) }
  }

  /// Adds `glyph`'s coverage, placed `x` columns right and `y` rows down, to this mask's,
  /// capped at full: the coverage of two shapes filled together with the non-zero rule where
  /// they do not overlap (areas inside one pixel add), and full where both cover a pixel fully.
  ///
  /// Coverage falling outside ``region`` is dropped.
  mutating func add(_ glyph: GlyphMask, atX x: Int, y: Int) {
    let (left, top) = (glyph.region.x + x - region.x, glyph.region.y + y - region.y)
    let (width, height) = (region.width, region.height)
    withBytes { base in
      glyph.forEachSpan { row, column, count, alpha in
        let targetRow = top + row
        let start = max(left + column, 0)
        let end = min(left + column + count, width)
        guard targetRow >= 0, targetRow < height, start < end else { return }
        let line = base + targetRow * width
        for index in start..<end {
          line[index] = UInt8(truncatingIfNeeded: min(UInt32(line[index]) + alpha, 255))
        }
      }
    }
  }

  /// Hands every covered run inside `clip` to `blitter`, row by row: each run of equal coverage
  /// in one call.
  func fill<Blitter: SpanBlitter>(clip: PixelRegion, into blitter: inout Blitter) {
    let area = region.intersection(clip)
    guard !area.isEmpty else { return }
    withReader { reader in
      for row in area.y..<area.maxY {
        // Columns relative to the region, and the end of the clipped row.
        let line = reader.row(y: row, x: region.x)
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

/// Reads a ``CoverageMask`` by canvas position while its storage is pinned.
struct MaskReader {
  let base: UnsafePointer<UInt8>
  let region: PixelRegion

  /// The coverage from canvas pixel (`x`, `y`) rightwards.
  @inline(__always)
  func row(y: Int, x: Int) -> UnsafePointer<UInt8> {
    base + (y - region.y) * region.width + (x - region.x)
  }
}
