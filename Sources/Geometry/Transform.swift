/// An affine transform of the plane, as `CGAffineTransform` defines it.
///
/// A point (x, y) maps to (a·x + c·y + tx, b·x + d·y + ty). Scene coordinates in points become
/// pixel coordinates with the screen's scale:
///
/// ```swift
/// let toPixels = Transform(scale: 3)                        // an @3x screen
/// let inView = toPixels.translatedBy(x: 16, y: 100)        // a view's origin, in points
/// inView.apply(x: 1, y: 2)                                 // (x: 51, y: 306)
/// ```
package struct Transform: Hashable, Sendable {
  /// The x scale (and rotation) part.
  package var a: Double
  /// The y shear (and rotation) part.
  package var b: Double
  /// The x shear (and rotation) part.
  package var c: Double
  /// The y scale (and rotation) part.
  package var d: Double
  /// The x translation.
  package var tx: Double
  /// The y translation.
  package var ty: Double

  /// A transform from its six coefficients.
  package init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
    self.a = a
    self.b = b
    self.c = c
    self.d = d
    self.tx = tx
    self.ty = ty
  }

  /// The transform that leaves every point where it is.
  package static let identity = Transform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

  /// Scales both axes by `scale` about the origin.
  package init(scale: Double) {
    self.init(a: scale, b: 0, c: 0, d: scale, tx: 0, ty: 0)
  }

  /// Scales x by `x` and y by `y` about the origin.
  package init(scaleX x: Double, y: Double) {
    self.init(a: x, b: 0, c: 0, d: y, tx: 0, ty: 0)
  }

  /// Moves every point by (`x`, `y`).
  package init(translationX x: Double, y: Double) {
    self.init(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y)
  }

  /// Where the point (`x`, `y`) lands.
  package func apply(x: Double, y: Double) -> (x: Double, y: Double) {
    (a * x + c * y + tx, b * x + d * y + ty)
  }

  /// The transform that applies `self` first and then `other`.
  package func concatenating(_ other: Transform) -> Transform {
    Transform(
      a: a * other.a + b * other.c, b: a * other.b + b * other.d,
      c: c * other.a + d * other.c, d: c * other.b + d * other.d,
      tx: tx * other.a + ty * other.c + other.tx, ty: tx * other.b + ty * other.d + other.ty)
  }

  /// This transform preceded by a translation by (`x`, `y`), as `CGAffineTransform.translatedBy`:
  /// points move first, then `self` applies.
  package func translatedBy(x: Double, y: Double) -> Transform {
    Transform(translationX: x, y: y).concatenating(self)
  }

  /// This transform preceded by a scale, as `CGAffineTransform.scaledBy`.
  package func scaledBy(x: Double, y: Double) -> Transform {
    Transform(scaleX: x, y: y).concatenating(self)
  }

  /// The transform that undoes this one, or `nil` when it squashes the plane onto a line or a
  /// point (determinant 0) or has a non-finite coefficient.
  package func inverted() -> Transform? {
    let determinant = a * d - b * c
    guard determinant != 0, determinant.isFinite else { return nil }
    let inverse = Transform(
      a: d / determinant, b: -b / determinant, c: -c / determinant, d: a / determinant,
      tx: (c * ty - d * tx) / determinant, ty: (b * tx - a * ty) / determinant)
    guard [inverse.a, inverse.b, inverse.c, inverse.d, inverse.tx, inverse.ty].allSatisfy(\.isFinite) else {
      return nil
    }
    return inverse
  }

  /// Whether the transform only scales and translates (no rotation or shear).
  package var isScaleTranslate: Bool { b == 0 && c == 0 }
}
