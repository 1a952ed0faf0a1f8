import Raster

// Path steps by coordinates, as the rasterizer's tests write them (`Path+Coordinates` builds them).
extension Path.Element {
  static func move(x: Double, y: Double) -> Self { .move(to: Point(x: x, y: y)) }
  static func line(x: Double, y: Double) -> Self { .line(to: Point(x: x, y: y)) }
  static func quad(cx: Double, cy: Double, x: Double, y: Double) -> Self {
    .quad(to: Point(x: x, y: y), control: Point(x: cx, y: cy))
  }
  static func cubic(c1x: Double, c1y: Double, c2x: Double, c2y: Double, x: Double, y: Double) -> Self {
    .cubic(to: Point(x: x, y: y), control1: Point(x: c1x, y: c1y), control2: Point(x: c2x, y: c2y))
  }
}
