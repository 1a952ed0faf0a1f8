import Geometry
import Testing

@Suite("Transforms")
struct TransformTests {
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
