import Geometry
import Testing

/// `Rect`'s edges and centre, as `CGRect` gives them.
@Suite("Rectangles")
struct RectTests {
  @Test func edgesAndCentre() {
    let frame = Rect(x: 10, y: 20, width: 30, height: 41)
    #expect(frame.minX == 10 && frame.maxX == 40 && frame.midX == 25)
    #expect(frame.minY == 20 && frame.maxY == 61 && frame.midY == 40.5)
    #expect(frame.insetBy(dx: 5, dy: 10) == Rect(x: 15, y: 30, width: 20, height: 21))
  }
}
