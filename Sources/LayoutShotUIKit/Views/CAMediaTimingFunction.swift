import LayoutShot

/// The pace of an animation (`CAMediaTimingFunction`): a named curve or a cubic Bézier, kept.
open class CAMediaTimingFunction: NSObject {
  /// The control points (x1, y1, x2, y2).
  let controlPoints: [Float]

  /// A named curve, with Core Animation's control points.
  public convenience init(name: CAMediaTimingFunctionName) {
    let points: [Float] =
      switch name {
      case .linear: [0, 0, 1, 1]
      case .easeIn: [0.42, 0, 1, 1]
      case .easeOut: [0, 0, 0.58, 1]
      case .easeInEaseOut: [0.42, 0, 0.58, 1]
      default: [0.25, 0.1, 0.25, 1]
      }
    self.init(controlPoints: points[0], points[1], points[2], points[3])
  }

  /// A cubic Bézier from (0, 0) to (1, 1) through the two control points.
  public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
    controlPoints = [c1x, c1y, c2x, c2y]
    super.init()
  }

  /// The control point at `idx` (0...3; 0 is (0, 0), 3 is (1, 1)) written to `ptr`.
  open func getControlPoint(at idx: Int, values ptr: UnsafeMutablePointer<Float>) {
    let all: [Float] = [0, 0] + controlPoints + [1, 1]
    guard (0...3).contains(idx) else { return }
    ptr[0] = all[idx * 2]
    ptr[1] = all[idx * 2 + 1]
  }
}
