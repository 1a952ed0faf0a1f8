import Testing

@testable import Raster

/// ``EdgeList/fullyCoveredInterior``: the whole pixels an outline covers at 255 under both rules,
/// which the picture renderer paints first.
@Suite("Fully covered interiors")
struct EdgeListInteriorTests {
  @Test func aRectangleCoversTheWholePixelsBetweenItsSides() {
    // 1.5 … 6.25 across, 2 … 4.75 down: columns 2 … 5, rows 2 … 3.
    let edges = EdgeList(.rect(x: 1.5, y: 2, width: 4.75, height: 2.75), transform: .identity)
    #expect(edges.fullyCoveredInterior == PixelRegion(x: 2, y: 2, width: 4, height: 2))
    // Thinner than a pixel: no whole pixel.
    #expect(
      EdgeList(.rect(x: 1.2, y: 0, width: 0.7, height: 5), transform: .identity).fullyCoveredInterior == nil)
  }

  @Test func aRoundedRectangleCoversItsStraightMiddle() {
    // Corners of radius 2 at 3x: the sides are straight from y = 3 + 6 to 3 + 30 − 6 pixels.
    let edges = EdgeList(
      .roundedRect(x: 1, y: 1, width: 20, height: 10, radii: CornerRadii(2)), transform: Transform(scale: 3))
    #expect(edges.fullyCoveredInterior == PixelRegion(x: 3, y: 9, width: 60, height: 18))
  }

  @Test func ringsDoubledContoursAndCurvesHaveNone() {
    let ring = Path.border(x: 0, y: 0, width: 10, height: 10, radii: CornerRadii(0), lineWidth: 1)
    #expect(EdgeList(ring, transform: .identity).fullyCoveredInterior == nil)
    // The same rectangle twice: winding 2, which the even-odd rule leaves empty.
    var doubled = Path.rect(x: 0, y: 0, width: 8, height: 8)
    doubled.append(.rect(x: 0, y: 0, width: 8, height: 8))
    #expect(EdgeList(doubled, transform: .identity).fullyCoveredInterior == nil)
    #expect(
      EdgeList(.ellipse(x: 0, y: 0, width: 9, height: 9), transform: .identity).fullyCoveredInterior == nil)
    // A second contour crossing the middle rows.
    var pair = Path.rect(x: 0, y: 0, width: 8, height: 8)
    pair.append(.rect(x: 10, y: 2, width: 2, height: 2))
    #expect(EdgeList(pair, transform: .identity).fullyCoveredInterior == nil)
  }

  @Test func theScanConverterCoversEveryInteriorPixelFully() {
    var random = RandomSequence(state: 5)
    let grid = PixelRegion(x: 0, y: 0, width: 40, height: 40)
    var interiors = 0
    for _ in 0..<300 {
      let x = Double(random.next(2_000)) / 100 - 2
      let y = Double(random.next(2_000)) / 100 - 2
      let path = Path.roundedRect(
        x: x, y: y, width: Double(random.next(2_500)) / 100, height: Double(random.next(2_500)) / 100,
        radii: CornerRadii(Double(random.next(600)) / 100))
      let edges = EdgeList(path, transform: Transform(scale: 1.5))
      guard let interior = edges.fullyCoveredInterior?.intersection(grid), !interior.isEmpty else { continue }
      interiors += 1
      for rule in [FillRule.nonZero, .evenOdd] {
        var recorder = CoverageRecorder(region: grid)
        ScanConverter.fill(edges, rule: rule, clip: grid, into: &recorder)
        for row in interior.y..<interior.maxY {
          for column in interior.x..<interior.maxX {
            #expect(recorder.alphas[row * grid.width + column] == 255, "\(path) at \(column), \(row)")
          }
        }
      }
    }
    #expect(interiors > 150)
  }
}
