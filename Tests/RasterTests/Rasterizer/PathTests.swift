import Testing

@testable import Raster

@Suite("Path and Transform")
struct PathTests {
  @Test func commandsAreRecordedInOrder() {
    var path = Path()
    path.move(toX: 1, y: 2)
    path.line(toX: 3, y: 4)
    path.quad(controlX: 5, controlY: 6, toX: 7, y: 8)
    path.cubic(control1X: 9, control1Y: 10, control2X: 11, control2Y: 12, toX: 13, y: 14)
    path.close()
    #expect(
      path.elements == [
        .move(x: 1, y: 2), .line(x: 3, y: 4), .quad(cx: 5, cy: 6, x: 7, y: 8),
        .cubic(c1x: 9, c1y: 10, c2x: 11, c2y: 12, x: 13, y: 14), .close,
      ])
  }

  @Test func drawingWithoutAMoveStartsAtTheOriginOrTheClosedContoursStart() {
    var path = Path()
    path.line(toX: 3, y: 4)
    path.close()
    path.close()  // nothing open: ignored
    path.line(toX: 5, y: 6)
    #expect(
      path.elements == [.move(x: 0, y: 0), .line(x: 3, y: 4), .close, .move(x: 0, y: 0), .line(x: 5, y: 6)])

    var second = Path()
    second.move(toX: 2, y: 2)
    second.line(toX: 3, y: 2)
    second.close()
    second.line(toX: 9, y: 9)
    #expect(second.elements.suffix(2) == [.move(x: 2, y: 2), .line(x: 9, y: 9)])
  }

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

  @Test func radiiAreClampedToHalfTheShorterSide() {
    let radii = CornerRadii(topLeft: 30, topRight: -4, bottomRight: .nan, bottomLeft: 3)
    #expect(
      radii.clamped(width: 20, height: 50)
        == CornerRadii(topLeft: 10, topRight: 0, bottomRight: 0, bottomLeft: 3))
  }

  @Test func appendingKeepsBothPathsContours() {
    var path = Path.rect(x: 0, y: 0, width: 1, height: 1)
    path.append(.rect(x: 5, y: 5, width: 1, height: 1))
    #expect(path.elements.count == 10)
    #expect(path.elements[5] == .move(x: 5, y: 5))
  }

  @Test func transformAppliesAsCoreGraphicsDoes() {
    let t = Transform(a: 2, b: 1, c: -1, d: 3, tx: 5, ty: 7)
    // (2·1 − 1·2 + 5, 1·1 + 3·2 + 7) = (5, 14).
    #expect(t.apply(x: 1, y: 2) == (5, 14))
  }

  @Test func concatenatingAppliesTheReceiverFirst() {
    let scale = Transform(scale: 3)
    let move = Transform(translationX: 10, y: 20)
    // Scale first: (1, 1) → (3, 3) → (13, 23). Move first: (11, 21) → (33, 63).
    #expect(scale.concatenating(move).apply(x: 1, y: 1) == (13, 23))
    #expect(move.concatenating(scale).apply(x: 1, y: 1) == (33, 63))
    // translatedBy moves in the receiver's own (unscaled) units, as CGAffineTransform does.
    #expect(scale.translatedBy(x: 10, y: 20).apply(x: 1, y: 1) == (33, 63))
    #expect(move.scaledBy(x: 2, y: 4).apply(x: 1, y: 1) == (12, 24))
  }

  @Test func inverseUndoesTheTransform() throws {
    let t = Transform(a: 2, b: 0.5, c: -1, d: 3, tx: 5, ty: 7)
    let inverse = try #require(t.inverted())
    let (x, y) = t.apply(x: 4, y: -2)
    let back = inverse.apply(x: x, y: y)
    #expect(abs(back.x - 4) < 1e-12 && abs(back.y + 2) < 1e-12)
    #expect(Transform(a: 1, b: 2, c: 2, d: 4, tx: 0, ty: 0).inverted() == nil)
    #expect(Transform(scale: .infinity).inverted() == nil)
  }
}
