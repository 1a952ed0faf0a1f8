/// The coverage of the current clip: one byte per pixel of its bounds, 255 where drawing shows
/// fully, 0 where it does not show; outside ``region`` nothing shows.
struct ClipMask {
  /// The canvas pixels the mask covers; nothing outside it shows.
  let region: PixelRegion
  /// The coverage, `region.width` bytes per row.
  var coverage: [UInt8]

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
