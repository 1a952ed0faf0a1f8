/// A rectangle of whole pixels: columns `x..<x + width`, rows `y..<y + height`.
///
/// It marks where something happened in an image, such as the bounding box of a change that
/// ``PixelDiff`` reports.
package struct PixelRegion: Hashable, Sendable, CustomStringConvertible {
  /// The first column.
  package var x: Int
  /// The first row.
  package var y: Int
  /// The number of columns, at least 0.
  package var width: Int
  /// The number of rows, at least 0.
  package var height: Int

  /// A region from its first column and row and its size.
  package init(x: Int, y: Int, width: Int, height: Int) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  /// The column after the last one.
  package var maxX: Int { x + width }
  /// The row after the last one.
  package var maxY: Int { y + height }
  /// Whether the region holds no pixel.
  package var isEmpty: Bool { width <= 0 || height <= 0 }
  /// The number of pixels in the region.
  package var area: Int { isEmpty ? 0 : width * height }

  /// The pixels in both regions (empty when they do not meet).
  package func intersection(_ other: PixelRegion) -> PixelRegion {
    let left = max(x, other.x)
    let top = max(y, other.y)
    return PixelRegion(
      x: left, y: top, width: max(min(maxX, other.maxX) - left, 0),
      height: max(min(maxY, other.maxY) - top, 0))
  }

  /// The smallest region holding both (an empty region adds nothing).
  package func union(_ other: PixelRegion) -> PixelRegion {
    if isEmpty { return other }
    if other.isEmpty { return self }
    let left = min(x, other.x)
    let top = min(y, other.y)
    return PixelRegion(
      x: left, y: top, width: max(maxX, other.maxX) - left, height: max(maxY, other.maxY) - top)
  }

  /// `x,y widthxheight`, for example `500,900 120x40`.
  package var description: String { "\(x),\(y) \(width)x\(height)" }
}
