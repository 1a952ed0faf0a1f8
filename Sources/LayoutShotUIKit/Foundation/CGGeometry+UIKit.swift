import LayoutShot

// The parts of Core Graphics' geometry that app code calls and Foundation on Linux lacks:
// `equalTo(_:)` on rectangles, points and sizes, `applying(_:)` a transform, and `CGVector`.
// (Foundation has the rest: `insetBy`, `offsetBy`, `divided(atDistance:from:)`, `union`,
// `intersection`, `intersects`, `contains`, `standardized`, `integral`, `isNull`, `isInfinite`,
// `isEmpty`, `minX`…`maxY`, `.null`, `.infinite`.)

extension CGRect {
  /// Whether the two rectangles have the same origin and size (`CGRectEqualToRect`); two null
  /// rectangles are equal.
  public func equalTo(_ rect2: CGRect) -> Bool {
    (isNull && rect2.isNull) || self == rect2
  }

  /// The smallest rectangle holding the four corners moved by `t` (`CGRectApplyAffineTransform`);
  /// a null rectangle stays null.
  public func applying(_ t: CGAffineTransform) -> CGRect {
    guard !isNull else { return self }
    let corners = [
      CGPoint(x: minX, y: minY), CGPoint(x: maxX, y: minY), CGPoint(x: minX, y: maxY),
      CGPoint(x: maxX, y: maxY),
    ].map { $0.applying(t) }
    let xs = corners.map(\.x), ys = corners.map(\.y)
    let left = xs.min() ?? 0, top = ys.min() ?? 0
    return CGRect(x: left, y: top, width: (xs.max() ?? 0) - left, height: (ys.max() ?? 0) - top)
  }
}

extension CGPoint {
  /// Whether the two points are the same (`CGPointEqualToPoint`).
  public func equalTo(_ point2: CGPoint) -> Bool { self == point2 }

  /// The point moved by `t`: (a·x + c·y + tx, b·x + d·y + ty).
  public func applying(_ t: CGAffineTransform) -> CGPoint {
    CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
  }
}

extension CGSize {
  /// Whether the two sizes are the same (`CGSizeEqualToSize`).
  public func equalTo(_ size2: CGSize) -> Bool { self == size2 }

  /// The size moved by `t` without its translation: (a·w + c·h, b·w + d·h), as Core Graphics
  /// gives it (possibly negative).
  public func applying(_ t: CGAffineTransform) -> CGSize {
    CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
  }
}

/// A two-dimensional vector (`CGVector`).
public struct CGVector: Hashable, Sendable {
  /// The x component.
  public var dx: CGFloat
  /// The y component.
  public var dy: CGFloat

  /// The vector (`dx`, `dy`).
  public init(dx: CGFloat, dy: CGFloat) {
    self.dx = dx
    self.dy = dy
  }

  /// The vector (`dx`, `dy`) from doubles.
  public init(dx: Double, dy: Double) {
    self.init(dx: CGFloat(dx), dy: CGFloat(dy))
  }

  /// The vector (`dx`, `dy`) from integers.
  public init(dx: Int, dy: Int) {
    self.init(dx: CGFloat(dx), dy: CGFloat(dy))
  }

  /// The zero vector.
  public static let zero = CGVector(dx: CGFloat(0), dy: CGFloat(0))
}
