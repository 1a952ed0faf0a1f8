import Foundation
import LayoutShot
import LayoutShotUIKit
import Testing

/// `UIBezierPath` and `CGPath` built as app code builds them: where their points land, which way
/// arcs run, what they contain, and what a shape layer draws from them.
@Suite("Bezier paths and Core Graphics paths")
struct BezierPathTests {
  /// Whether two points agree to within 1e-9.
  static func near(_ a: CGPoint, _ b: CGPoint) -> Bool {
    abs(a.x - b.x) < 1e-9 && abs(a.y - b.y) < 1e-9
  }

  @Test func linesAndCurvesMoveTheCurrentPointAndGrowTheBounds() {
    let path = UIBezierPath()
    #expect(path.isEmpty)
    path.move(to: CGPoint(x: 10, y: 10))
    path.addLine(to: CGPoint(x: 50, y: 10))
    path.addQuadCurve(to: CGPoint(x: 50, y: 50), controlPoint: CGPoint(x: 70, y: 30))
    path.addCurve(
      to: CGPoint(x: 10, y: 50), controlPoint1: CGPoint(x: 40, y: 60), controlPoint2: CGPoint(x: 20, y: 60))
    #expect(path.currentPoint == CGPoint(x: 10, y: 50))
    // Control points count, as UIKit's bounds says: x from 10 to 70, y from 10 to 60.
    #expect(path.bounds == CGRect(x: 10, y: 10, width: 60, height: 50))
    path.close()
    #expect(path.currentPoint == CGPoint(x: 10, y: 10), "back at the subpath's start")
    #expect(!path.isEmpty)
  }

  @Test func aClockwiseArcRunsClockwiseOnTheScreen() {
    // From the top (−π/2) a quarter clockwise: to the right of the centre (100, 100).
    let arc = UIBezierPath(
      arcCenter: CGPoint(x: 100, y: 100), radius: 50, startAngle: -.pi / 2, endAngle: 0, clockwise: true)
    #expect(Self.near(arc.currentPoint, CGPoint(x: 150, y: 100)))
    #expect(abs(arc.bounds.minY - 50) < 1e-9 && abs(arc.bounds.maxX - 150) < 1e-9)
    // The same angles counter-clockwise go the long way, through the left and the bottom.
    let long = UIBezierPath(
      arcCenter: CGPoint(x: 100, y: 100), radius: 50, startAngle: -.pi / 2, endAngle: 0, clockwise: false)
    #expect(abs(long.bounds.minX - 50) < 1e-6 && abs(long.bounds.maxY - 150) < 1e-6)
    // Core Graphics' clockwise is for y upward: on the screen it is UIKit's counter-clockwise.
    let cg = CGMutablePath()
    cg.addArc(center: CGPoint(x: 100, y: 100), radius: 50, startAngle: -.pi / 2, endAngle: 0, clockwise: true)
    #expect(cg.boundingBox == long.bounds)
  }

  @Test func aFullCircleArcIsTheWholeCircle() {
    let circle = UIBezierPath(
      arcCenter: CGPoint(x: 40, y: 40), radius: 30, startAngle: -.pi / 2, endAngle: 3 * .pi / 2,
      clockwise: true)
    #expect(Self.near(circle.currentPoint, CGPoint(x: 40, y: 10)), "back at the top")
    #expect(circle.contains(CGPoint(x: 40, y: 40)) && circle.contains(CGPoint(x: 15, y: 40)))
    #expect(!circle.contains(CGPoint(x: 12, y: 12)), "outside, in the corner of the square around it")
  }

  @Test func anEvenOddPathHasAHoleAndReversingCutsOneByTheNonZeroRule() {
    let outer = CGRect(x: 0, y: 0, width: 100, height: 100)
    let hole = CGRect(x: 25, y: 25, width: 50, height: 50)
    let frame = UIBezierPath(rect: outer)
    frame.append(UIBezierPath(ovalIn: hole))
    #expect(frame.contains(CGPoint(x: 50, y: 50)), "non-zero: both contours run the same way")
    frame.usesEvenOddFillRule = true
    #expect(!frame.contains(CGPoint(x: 50, y: 50)))
    #expect(frame.contains(CGPoint(x: 5, y: 5)))
    let cutOut = UIBezierPath(rect: outer)
    cutOut.append(UIBezierPath(ovalIn: hole).reversing())
    #expect(!cutOut.contains(CGPoint(x: 50, y: 50)), "non-zero with the inner contour reversed")
    #expect(cutOut.contains(CGPoint(x: 5, y: 5)))
  }

  @Test func applyingATransformMovesEveryPoint() {
    let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 20))
    path.apply(CGAffineTransform(translationX: 5, y: 7))
    #expect(path.bounds == CGRect(x: 5, y: 7, width: 10, height: 20))
    path.apply(CGAffineTransform(scaleX: 2, y: 2))
    #expect(path.bounds == CGRect(x: 10, y: 14, width: 20, height: 40))
  }

  @Test func coreGraphicsShapesAndTangentArcs() {
    #expect(
      CGPath(rect: CGRect(x: 1, y: 2, width: 3, height: 4), transform: nil).boundingBox
        == CGRect(x: 1, y: 2, width: 3, height: 4))
    let ellipse = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 40, height: 20), transform: nil)
    #expect(ellipse.boundingBox == CGRect(x: 0, y: 0, width: 40, height: 20))
    #expect(ellipse.contains(CGPoint(x: 20, y: 10)) && !ellipse.contains(CGPoint(x: 2, y: 2)))
    let rounded = CGPath(
      roundedRect: CGRect(x: 0, y: 0, width: 40, height: 40), cornerWidth: 10, cornerHeight: 10,
      transform: nil)
    #expect(!rounded.contains(CGPoint(x: 1, y: 1)) && rounded.contains(CGPoint(x: 5, y: 20)))
    // A corner rounded with radius 10 between the lines y = 0 and x = 50: the arc touches them 10
    // before and after the corner, at (40, 0) and (50, 10).
    let corner = CGMutablePath()
    corner.move(to: CGPoint(x: 0, y: 0))
    corner.addArc(tangent1End: CGPoint(x: 50, y: 0), tangent2End: CGPoint(x: 50, y: 50), radius: 10)
    #expect(Self.near(corner.currentPoint, CGPoint(x: 50, y: 10)))
    #expect(abs(corner.boundingBoxOfPath.maxX - 50) < 1e-6 && abs(corner.boundingBoxOfPath.minY) < 1e-6)
    // A stroked copy covers the band around the path.
    let line = CGMutablePath()
    line.addLines(between: [CGPoint(x: 0, y: 10), CGPoint(x: 100, y: 10)])
    let band = line.copy(strokingWithWidth: 4, lineCap: .butt, lineJoin: .miter, miterLimit: 10)
    #expect(band.boundingBox == CGRect(x: 0, y: 8, width: 100, height: 4))
    #expect(band.contains(CGPoint(x: 50, y: 11)) && !band.contains(CGPoint(x: 50, y: 13)))
  }

  @Test func layersKeepTheirSuperlayerAndOrder() {
    let root = CALayer()
    let (a, b, c) = (CALayer(), CALayer(), CALayer())
    root.addSublayer(a)
    root.addSublayer(b)
    root.insertSublayer(c, below: b)
    #expect(root.sublayers.map { $0.map(ObjectIdentifier.init) } == [a, c, b].map(ObjectIdentifier.init))
    #expect(c.superlayer === root)
    root.insertSublayer(b, at: 0)
    #expect(root.sublayers?.first === b && root.sublayers?.count == 3)
    c.removeFromSuperlayer()
    #expect(c.superlayer == nil && root.sublayers?.count == 2)
    // A frame is the bounds placed with the anchor point (the centre) at the position.
    a.frame = CGRect(x: 10, y: 20, width: 100, height: 40)
    #expect(a.position == CGPoint(x: 60, y: 40) && a.bounds.size == CGSize(width: 100, height: 40))
    a.bounds = CGRect(x: 0, y: 0, width: 50, height: 40)
    #expect(a.frame == CGRect(x: 35, y: 20, width: 50, height: 40), "resized about its position")
  }
}
