import Render
import Testing

@Suite struct ShapeTests {
  @Test func radiiFitHalfTheShorterSide() {
    let wide = RoundedRect(Rect(x: 0, y: 0, width: 40, height: 20), radius: 50)
    #expect(wide.radii == CornerRadii(all: 10))
    let mixed = RoundedRect(
      Rect(x: 0, y: 0, width: 40, height: 20),
      radii: CornerRadii(topLeft: -3, topRight: .nan, bottomRight: 4, bottomLeft: 12))
    #expect(mixed.radii == CornerRadii(topLeft: 0, topRight: 0, bottomRight: 4, bottomLeft: 10))
    #expect(RoundedRect(Rect(x: 0, y: 0, width: -5, height: 20), radius: 4).radii == .zero)
  }

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

  @Test func quarterCircleCornerControlPoints() {
    // The top-right corner of radius 10 at (100, 0): from (90, 0) to (100, 10), controls pulled
    // 10 × 0.5523 from each end towards the corner.
    let path = Path(roundedRect: RoundedRect(Rect(x: 0, y: 0, width: 100, height: 50), radius: 10))
    guard case .cubic(let to, let control1, let control2) = path.elements[2] else {
      Issue.record("expected the top-right corner curve, got \(path.elements[2])")
      return
    }
    #expect(to == Point(x: 100, y: 10))
    #expect(abs(control1.x - 95.522_847_5) < 1e-6 && control1.y == 0)
    #expect(control2.x == 100 && abs(control2.y - 4.477_152_5) < 1e-6)
  }

  @Test func aSegmentOnAnEmptyPathStartsAtTheOrigin() {
    var path = Path()
    path.close()
    #expect(path.isEmpty)
    path.line(to: Point(x: 3, y: 4))
    #expect(path.elements == [.move(to: .zero), .line(to: Point(x: 3, y: 4))])
  }

  @Test func mappedMovesEveryPoint() {
    var path = Path()
    path.move(to: Point(x: 1, y: 2))
    path.quad(to: Point(x: 5, y: 6), control: Point(x: 3, y: 4))
    path.cubic(to: Point(x: 11, y: 12), control1: Point(x: 7, y: 8), control2: Point(x: 9, y: 10))
    path.close()
    // A quarter turn that takes the top edge of a 100-wide area to its left edge.
    let turned = path.mapped { Point(x: $0.y, y: 100 - $0.x) }
    #expect(
      turned.elements == [
        .move(to: Point(x: 2, y: 99)), .quad(to: Point(x: 6, y: 95), control: Point(x: 4, y: 97)),
        .cubic(to: Point(x: 12, y: 89), control1: Point(x: 8, y: 93), control2: Point(x: 10, y: 91)), .close,
      ])
  }

  @Test func turnCornerEndsRadiusAfterTheCorner() {
    var path = Path()
    path.move(to: Point(x: 0, y: 0))
    path.line(to: Point(x: 90, y: 0))
    path.turnCorner(at: Point(x: 100, y: 0), radius: 10, arriving: .right, leaving: .down)
    path.turnCorner(at: Point(x: 100, y: 20), radius: 0, arriving: .down, leaving: .left)
    #expect(path.elements.count == 3)
    guard case .cubic(let to, _, _) = path.elements[2] else {
      Issue.record("expected a curve, got \(path.elements[2])")
      return
    }
    #expect(to == Point(x: 100, y: 10))
  }
}
