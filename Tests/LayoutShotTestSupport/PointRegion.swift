import Raster

extension Raster.Image {
  /// The stored (premultiplied) RGBA of every pixel whose centre lies in the points `x` by `y` of
  /// a picture drawn at `scale` pixels per point, row by row: what a test reads to check what is
  /// drawn in a region.
  package func pixels(x: Range<Double>, y: Range<Double>, scale: Double) -> [[Int]] {
    let columns = Int((x.lowerBound * scale).rounded(.up))..<Int((x.upperBound * scale).rounded(.down))
    let rows = Int((y.lowerBound * scale).rounded(.up))..<Int((y.upperBound * scale).rounded(.down))
    return rows.flatMap { row in
      columns.map { column in
        bytes[(row * width + column) * 4..<(row * width + column + 1) * 4].map(Int.init)
      }
    }
  }
}

/// San Francisco's line height at `size` points (ascender 1,950 and descender −494 of 2,048
/// units to the em), rounded up to the pixels of `scale`, as a one-line label's height is.
package func sanFranciscoLabelHeight(fontSize size: Double, scale: Double) -> Double {
  (2444 * size / 2048 * scale).rounded(.up) / scale
}
