import Foundation
import LayoutShot
import LayoutShotTestSupport
import LayoutShotUIKit
import Raster
import Testing

// `CATransform3D`'s functions checked against matrices worked out by hand (row vectors: a point
// times the matrix, translation in the fourth row), and a layer's `transform` drawn by its plane
// part about its anchor point.

@MainActor
@Suite("CATransform3D and CALayer.transform")
struct LayerTransformTests {
  /// Whether every entry of `a` is within 1e-12 of `b`'s.
  nonisolated static func close(_ a: CATransform3D, _ b: CATransform3D) -> Bool {
    let (x, y) = (entries(a), entries(b))
    return zip(x, y).allSatisfy { abs($0 - $1) < 1e-12 }
  }

  nonisolated static func entries(_ t: CATransform3D) -> [CGFloat] {
    [
      t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24,
      t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44,
    ]
  }

  @Test func theMakersFillTheEntriesCoreAnimationDocuments() {
    #expect(CATransform3DIsIdentity(CATransform3DIdentity))
    #expect(Self.entries(CATransform3D()) == Array(repeating: 0, count: 16))
    let translation = CATransform3DMakeTranslation(3, 4, 5)
    #expect(translation.m41 == 3 && translation.m42 == 4 && translation.m43 == 5 && translation.m44 == 1)
    #expect(translation.m11 == 1 && translation.m22 == 1 && translation.m33 == 1)
    let scale = CATransform3DMakeScale(2, 3, 4)
    #expect(Self.entries(scale) == [2, 0, 0, 0, 0, 3, 0, 0, 0, 0, 4, 0, 0, 0, 0, 1])
    #expect(!CATransform3DIsIdentity(scale))
    #expect(CATransform3DEqualToTransform(scale, CATransform3DMakeScale(2, 3, 4)))
    #expect(!CATransform3DEqualToTransform(scale, translation))
  }

  @Test func aRotationAboutZTurnsAsTheAffineRotationDoes() {
    // A quarter turn about z takes (1, 0) to (0, 1): m11 = cos = 0, m12 = sin = 1, m21 = −1.
    let quarter = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
    let expected = CATransform3D(
      m11: 0, m12: 1, m13: 0, m14: 0, m21: -1, m22: 0, m23: 0, m24: 0,
      m31: 0, m32: 0, m33: 1, m34: 0, m41: 0, m42: 0, m43: 0, m44: 1)
    #expect(Self.close(quarter, expected))
    let affine = CATransform3DGetAffineTransform(quarter)
    let rotation = CGAffineTransform(rotationAngle: .pi / 2)
    #expect(abs(affine.a - rotation.a) < 1e-12 && abs(affine.b - rotation.b) < 1e-12)
    #expect(abs(affine.c - rotation.c) < 1e-12 && abs(affine.d - rotation.d) < 1e-12)
    // The axis's length does not matter.
    #expect(Self.close(CATransform3DMakeRotation(.pi / 2, 0, 0, 7), quarter))
  }

  @Test func aRotationAboutXTurnsYIntoZ() {
    // A quarter turn about x takes the row (0, 1, 0) to (0, 0, 1) and (0, 0, 1) to (0, −1, 0).
    let turn = CATransform3DMakeRotation(.pi / 2, 1, 0, 0)
    let expected = CATransform3D(
      m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 0, m23: 1, m24: 0,
      m31: 0, m32: -1, m33: 0, m34: 0, m41: 0, m42: 0, m43: 0, m44: 1)
    #expect(Self.close(turn, expected))
    #expect(!CATransform3DIsAffine(turn))
  }

  @Test func concatenationAppliesTheFirstThenTheSecond() {
    // Scale by 2, then move by (10, 20): (1, 1) goes to (12, 22), so the translation row is
    // (10, 20) and the scale stays on the diagonal.
    let scaleThenMove = CATransform3DConcat(
      CATransform3DMakeScale(2, 2, 1), CATransform3DMakeTranslation(10, 20, 0))
    #expect(Self.entries(scaleThenMove) == [2, 0, 0, 0, 0, 2, 0, 0, 0, 0, 1, 0, 10, 20, 0, 1])
    // Move, then scale: the move is scaled too.
    let moveThenScale = CATransform3DConcat(
      CATransform3DMakeTranslation(10, 20, 0), CATransform3DMakeScale(2, 2, 1))
    #expect(moveThenScale.m41 == 20 && moveThenScale.m42 == 40)
    // Translate, Scale and Rotate put their new part first.
    let scaled = CATransform3DMakeScale(2, 2, 1)
    #expect(CATransform3DTranslate(scaled, 10, 20, 0) == moveThenScale)
    #expect(CATransform3DScale(CATransform3DMakeTranslation(10, 20, 0), 2, 2, 1) == scaleThenMove)
    let turned = CATransform3DRotate(CATransform3DMakeTranslation(5, 0, 0), .pi / 2, 0, 0, 1)
    #expect(abs(turned.m12 - 1) < 1e-12 && turned.m41 == 5, "turn about the origin, then move")
  }

  @Test func theInverseUndoesTheTransform() {
    let t = CATransform3DRotate(CATransform3DMakeTranslation(3, -7, 2), 0.7, 1, 2, 3)
    let inverse = CATransform3DInvert(t)
    #expect(Self.close(CATransform3DConcat(t, inverse), CATransform3DIdentity))
    // Scale by (2, 4, 1) and move by (10, 20): the inverse moves back then halves and quarters.
    let simple = CATransform3DConcat(CATransform3DMakeScale(2, 4, 1), CATransform3DMakeTranslation(10, 20, 0))
    #expect(
      Self.entries(CATransform3DInvert(simple)) == [0.5, 0, 0, 0, 0, 0.25, 0, 0, 0, 0, 1, 0, -5, -5, 0, 1])
    // A flattening scale has no inverse: the argument comes back.
    let flat = CATransform3DMakeScale(1, 0, 1)
    #expect(CATransform3DInvert(flat) == flat)
  }

  @Test func anAffineTransformGoesThereAndBack() {
    let m = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
    let t = CATransform3DMakeAffineTransform(m)
    #expect(Self.entries(t) == [1, 2, 0, 0, 3, 4, 0, 0, 0, 0, 1, 0, 5, 6, 0, 1])
    #expect(CATransform3DIsAffine(t))
    #expect(CATransform3DGetAffineTransform(t) == m)
    var perspective = CATransform3DIdentity
    perspective.m34 = -1 / 500
    #expect(!CATransform3DIsAffine(perspective))
    #expect(CATransform3DGetAffineTransform(perspective) == .identity)
  }

  @Test func aLayersTransformAndAffineTransformAreOne() {
    let layer = CALayer()
    #expect(CATransform3DIsIdentity(layer.transform) && CATransform3DIsIdentity(layer.sublayerTransform))
    layer.transform = CATransform3DMakeScale(2, 3, 1)
    #expect(layer.affineTransform() == CGAffineTransform(scaleX: 2, y: 3))
    layer.setAffineTransform(CGAffineTransform(translationX: 4, y: 5))
    #expect(layer.transform == CATransform3DMakeTranslation(4, 5, 0))
    let view = UIView()
    view.transform3D = CATransform3DMakeScale(2, 2, 1)
    #expect(view.transform3D.m11 == 2)
  }

  /// A 60 × 60 white view with a 20 × 20 orange square layer at (20, 20), scaled by `transform`.
  static func program(_ transform: CATransform3D) -> UIKitLayout {
    UIKitLayout.view("Transformed") { () -> UIView in
      let root = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
      root.backgroundColor = .white
      let square = CALayer()
      square.frame = CGRect(x: 20, y: 20, width: 20, height: 20)
      square.backgroundColor = UIColor.systemOrange.cgColor
      square.transform = transform
      root.layer.addSublayer(square)
      return root
    }
  }

  /// The straight colour at the point (x, y) of `program` drawn at 2x, as [r, g, b, a].
  static func colors(of program: UIKitLayout) throws -> (Double, Double) -> [Int] {
    let solved = try LayoutEngine().solve(program, on: phone)
    let image = try Raster.Image(pngData: try solved.pngData())
    return { x, y in
      let pixel = image.pixel(x: Int(x * 2), y: Int(y * 2))
      return [Int(pixel.red), Int(pixel.green), Int(pixel.blue), Int(pixel.alpha)]
    }
  }

  static let orange = [255, 149, 0, 255]  // systemOrange
  static let white = [255, 255, 255, 255]

  @Test func aScaledLayerGrowsAboutItsCentre() throws {
    // Scaled ×2 about its centre (30, 30): it covers 10…50 both ways.
    let color = try Self.colors(of: Self.program(CATransform3DMakeScale(2, 2, 1)))
    #expect(color(10.25, 10.25) == Self.orange && color(49.75, 49.75) == Self.orange)
    #expect(color(10.25, 49.75) == Self.orange && color(30, 30) == Self.orange)
    #expect(color(9.75, 30) == Self.white && color(50.25, 30) == Self.white)
    #expect(color(30, 9.75) == Self.white && color(30, 50.25) == Self.white)
  }

  @Test func perspectiveIsIgnoredAndTheMoveIsDrawn() throws {
    // Moved by (10, −5) with a perspective term: the square covers 30…50 across and 15…35 down.
    var transform = CATransform3DMakeTranslation(10, -5, 0)
    transform.m34 = -1 / 500
    let color = try Self.colors(of: Self.program(transform))
    #expect(color(30.25, 15.25) == Self.orange && color(49.75, 34.75) == Self.orange)
    #expect(color(29.75, 20) == Self.white && color(40, 35.25) == Self.white)
    #expect(color(40, 14.75) == Self.white)
  }
}
