/// The coverage of the current clip: one byte per pixel of its bounds, 255 where drawing shows
/// fully, 0 where it does not show; outside ``region`` nothing shows.
struct ClipMask {
  /// The canvas pixels the mask covers; nothing outside it shows.
  let region: PixelRegion
  /// The coverage, `region.width` bytes per row.
  private(set) var coverage: [UInt8]

  /// The mask of `edges` filled with `rule` inside `region`, intersected with `enclosing` (the
  /// clip already in force, if any): coverages multiply, rounded to nearest.
  init(_ edges: EdgeList, rule: FillRule, region: PixelRegion, within enclosing: ClipMask?) {
    let region = region.intersection(edges.pixelBounds)
    self.region = region
    // At least one byte, so the storage always has an address (an empty region reads none).
    coverage = [UInt8](repeating: 0, count: max(region.area, 1))
    guard !region.isEmpty else { return }
    coverage.withUnsafeMutableBufferPointer { buffer in
      var blitter = MaskBlitter(base: buffer.baseAddress.unsafelyUnwrapped, region: region)
      ScanConverter.fill(edges, rule: rule, clip: region, into: &blitter)
    }
    guard let enclosing else { return }
    enclosing.withReader { outer in
      coverage.withUnsafeMutableBufferPointer { buffer in
        for row in 0..<region.height {
          let outerRow = outer.row(y: region.y + row, x: region.x)
          for column in 0..<region.width where buffer[row * region.width + column] != 0 {
            let inner = UInt32(buffer[row * region.width + column])
            buffer[row * region.width + column] = UInt8(
              PixelMath.divideBy255(inner * UInt32(outerRow[column])))
          }
        }
      }
    }
  }

  /// Calls `body` with a reader of the coverage.
  func withReader<Result>(_ body: (MaskReader) -> Result) -> Result {
    coverage.withUnsafeBufferPointer { buffer in
      body(MaskReader(base: buffer.baseAddress.unsafelyUnwrapped, region: region))
    }
  }
}

/// Reads a ``ClipMask``'s coverage by canvas position while its storage is pinned.
struct MaskReader {
  let base: UnsafePointer<UInt8>
  let region: PixelRegion

  /// The coverage from canvas pixel (`x`, `y`) rightwards.
  @inline(__always)
  func row(y: Int, x: Int) -> UnsafePointer<UInt8> {
    base + (y - region.y) * region.width + (x - region.x)
  }
}
