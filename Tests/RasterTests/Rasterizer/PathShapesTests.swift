import Testing

@testable import Raster

@Suite("The rasterizer's shapes")
struct PathShapesTests {
  @Test func rectIsFourLinesClockwiseOnScreen() {
    #expect(
      Path.rect(x: 1, y: 2, width: 3, height: 4).elements == [
        .move(x: 1, y: 2), .line(x: 4, y: 2), .line(x: 4, y: 6), .line(x: 1, y: 6), .close,
      ])
  }

  @Test func roundedCornerIsAQuarterCircleCubic() {
    // Radius 2 on the top-right corner of (0, 0, 10, 10): the arc runs from (8, 0) to (10, 2) with
    // control points 2 × 0.5523 along each tangent.
    let path = Path.roundedRect(
      x: 0, y: 0, width: 10, height: 10,
      radii: CornerRadii(topLeft: 0, topRight: 2, bottomRight: 0, bottomLeft: 0))
    let k = 0.552_284_749_830_793_4
    #expect(path.elements.first == .move(x: 8, y: 0))
    #expect(
      path.elements.dropFirst().first == .cubic(c1x: 8 + 2 * k, c1y: 0, c2x: 10, c2y: 2 - 2 * k, x: 10, y: 2))
  }
}
