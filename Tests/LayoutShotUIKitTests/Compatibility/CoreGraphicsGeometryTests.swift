import LayoutShot
import LayoutShotUIKit
import Testing

/// Core Graphics geometry as app code calls it, against results worked out by hand.
@Suite("Core Graphics geometry")
struct CoreGraphicsGeometryTests {
  let rect = CGRect(x: 10, y: 20, width: 30, height: 40)

  @Test func equalToComparesOriginAndSize() {
    #expect(rect.equalTo(CGRect(x: 10, y: 20, width: 30, height: 40)))
    #expect(!rect.equalTo(CGRect(x: 10, y: 20, width: 30, height: 41)))
    #expect(CGRect.null.equalTo(.null))
    #expect(CGPoint(x: 1, y: 2).equalTo(CGPoint(x: 1, y: 2)))
    #expect(!CGSize(width: 1, height: 2).equalTo(CGSize(width: 2, height: 1)))
  }

  @Test func edgesAndCentres() {
    #expect(rect.minX == 10 && rect.midX == 25 && rect.maxX == 40)
    #expect(rect.minY == 20 && rect.midY == 40 && rect.maxY == 60)
  }

  @Test func insettingOffsettingAndDividing() {
    #expect(rect.insetBy(dx: 5, dy: 10) == CGRect(x: 15, y: 30, width: 20, height: 20))
    #expect(rect.offsetBy(dx: -10, dy: 5) == CGRect(x: 0, y: 25, width: 30, height: 40))
    let (slice, remainder) = rect.divided(atDistance: 12, from: .minYEdge)
    #expect(slice == CGRect(x: 10, y: 20, width: 30, height: 12))
    #expect(remainder == CGRect(x: 10, y: 32, width: 30, height: 28))
  }

  @Test func unionIntersectionAndContainment() {
    let other = CGRect(x: 30, y: 50, width: 20, height: 20)
    #expect(rect.union(other) == CGRect(x: 10, y: 20, width: 40, height: 50))
    #expect(rect.intersection(other) == CGRect(x: 30, y: 50, width: 10, height: 10))
    #expect(rect.intersects(other))
    #expect(rect.intersection(CGRect(x: 100, y: 100, width: 1, height: 1)).isNull)
    #expect(rect.contains(CGPoint(x: 10, y: 20)) && !rect.contains(CGPoint(x: 40, y: 60)))
    #expect(rect.contains(CGRect(x: 15, y: 25, width: 5, height: 5)))
  }

  @Test func standardizedIntegralAndSpecialRects() {
    #expect(
      CGRect(x: 10, y: 10, width: -4, height: -6).standardized == CGRect(x: 6, y: 4, width: 4, height: 6))
    #expect(CGRect(x: 0.5, y: 1.2, width: 2, height: 2).integral == CGRect(x: 0, y: 1, width: 3, height: 3))
    #expect(CGRect.infinite.isInfinite && CGRect.zero.isEmpty && !rect.isEmpty)
  }

  @Test func applyingATransform() {
    // A quarter turn maps (x, y) to (−y, x): the corners (10, 20)…(40, 60) go to x −60…−20 and
    // y 10…40.
    let turned = rect.applying(CGAffineTransform(rotationAngle: .pi / 2))
    #expect(abs(turned.minX + 60) < 1e-9 && abs(turned.minY - 10) < 1e-9)
    #expect(abs(turned.width - 40) < 1e-9 && abs(turned.height - 30) < 1e-9)
    let scaled = CGAffineTransform(scaleX: 2, y: 3).translatedBy(x: 1, y: 1)
    #expect(CGPoint(x: 1, y: 1).applying(scaled) == CGPoint(x: 4, y: 6))
    #expect(CGSize(width: 5, height: 5).applying(scaled) == CGSize(width: 10, height: 15))
    #expect(CGRect.null.applying(scaled).isNull)
  }

  @Test func vectors() {
    let vector = CGVector(dx: 3, dy: -4)
    #expect(vector.dx == 3 && vector.dy == -4)
    #expect(CGVector.zero == CGVector(dx: 0, dy: 0))
  }
}
