import Raster
import Testing

/// Draws on a new transparent canvas of the given size and returns the image.
func render(
  width: Int, height: Int, background: RGBA8 = .clear, _ draw: (inout Canvas) -> Void
) throws -> Image {
  var canvas = try #require(Canvas(width: width, height: height, background: background))
  draw(&canvas)
  return canvas.finish()
}

/// The stored alpha of every pixel, row by row.
func alphaRows(_ image: Image) -> [[UInt8]] {
  (0..<image.height).map { y in (0..<image.width).map { x in image.premultipliedPixel(x: x, y: y).alpha } }
}

/// The sum of every pixel's alpha as a fraction of 255: the covered area in square pixels.
func coveredArea(_ image: Image) -> Double {
  alphaRows(image).joined().reduce(0) { $0 + Double($1) } / 255
}

/// A contour through the given points, closed.
func polygon(_ points: [(Double, Double)]) -> Path {
  var path = Path()
  for (index, point) in points.enumerated() {
    if index == 0 { path.move(toX: point.0, y: point.1) } else { path.line(toX: point.0, y: point.1) }
  }
  path.close()
  return path
}
