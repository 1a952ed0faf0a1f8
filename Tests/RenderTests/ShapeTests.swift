import Render
import Testing

@Suite struct ShapeTests {
  @Test func squareBorderIsTwoClockwiseRectanglesFilledEvenOdd() {
    // A 4-point border inside (10, 20, 100, 50): outer edge x 10...110, y 20...70; inner edge
    // 4 points in: x 14...106, y 24...66.
    let border = Shape.border(RoundedRect(Rect(x: 10, y: 20, width: 100, height: 50), radius: 0), width: 4)
    #expect(border.fillRule == .evenOdd)
    #expect(
      border.path.elements == [
        .move(to: Point(x: 10, y: 20)), .line(to: Point(x: 110, y: 20)), .line(to: Point(x: 110, y: 70)),
        .line(to: Point(x: 10, y: 70)), .close,
        .move(to: Point(x: 14, y: 24)), .line(to: Point(x: 106, y: 24)), .line(to: Point(x: 106, y: 66)),
        .line(to: Point(x: 14, y: 66)), .close,
      ])
  }

  @Test func roundedBorderInnerRadiiShrinkByTheWidth() {
    let border = Shape.border(RoundedRect(Rect(x: 0, y: 0, width: 100, height: 60), radius: 10), width: 4)
    let moves = border.path.elements.compactMap { element -> Point? in
      if case .move(let point) = element { return point }
      return nil
    }
    // Outer contour starts after the top-left corner of radius 10; the inner one is inset by 4 with
    // radius 6, so it starts at (4 + 6, 4).
    #expect(moves == [Point(x: 10, y: 0), Point(x: 10, y: 4)])
    // A border of 2 on a radius of 1 leaves square inner corners.
    let thin = RoundedRect(Rect(x: 0, y: 0, width: 10, height: 10), radius: 1).inset(by: 2)
    #expect(thin == RoundedRect(Rect(x: 2, y: 2, width: 6, height: 6), radius: 0))
  }

  @Test func borderWiderThanHalfCoversTheWholeShape() {
    let card = RoundedRect(Rect(x: 0, y: 0, width: 10, height: 8), radius: 0)
    #expect(Shape.border(card, width: 4).path == Path(rect: card.rect))
    #expect(Shape.border(card, width: 0).path.isEmpty)
  }
}
