import Geometry
import Testing

@Suite("Paths")
struct PathTests {
  @Test func commandsAreRecordedInOrder() {
    var path = Path()
    path.move(to: Point(x: 1, y: 2))
    path.line(to: Point(x: 3, y: 4))
    path.quad(to: Point(x: 7, y: 8), control: Point(x: 5, y: 6))
    path.cubic(to: Point(x: 13, y: 14), control1: Point(x: 9, y: 10), control2: Point(x: 11, y: 12))
    path.close()
    #expect(
      path.elements == [
        .move(x: 1, y: 2), .line(x: 3, y: 4), .quad(cx: 5, cy: 6, x: 7, y: 8),
        .cubic(c1x: 9, c1y: 10, c2x: 11, c2y: 12, x: 13, y: 14), .close,
      ])
  }

  @Test func drawingWithoutAMoveStartsAtTheOriginOrTheClosedContoursStart() {
    var path = Path()
    path.line(to: Point(x: 3, y: 4))
    path.close()
    path.close()  // nothing open: ignored
    path.line(to: Point(x: 5, y: 6))
    #expect(
      path.elements == [.move(x: 0, y: 0), .line(x: 3, y: 4), .close, .move(x: 0, y: 0), .line(x: 5, y: 6)])

    var second = Path()
    second.move(to: Point(x: 2, y: 2))
    second.line(to: Point(x: 3, y: 2))
    second.close()
    second.line(to: Point(x: 9, y: 9))
    #expect(second.elements.suffix(2) == [.move(x: 2, y: 2), .line(x: 9, y: 9)])
  }

  @Test func appendingKeepsBothPathsContours() {
    var path = Path(rect: Rect(x: 0, y: 0, width: 1, height: 1))
    path.append(Path(rect: Rect(x: 5, y: 5, width: 1, height: 1)))
    #expect(path.elements.count == 10)
    #expect(path.elements[5] == .move(x: 5, y: 5))
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
