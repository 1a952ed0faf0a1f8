import LayoutShot

/// A layer filled with a gradient (`CAGradientLayer`), drawn in SVG and PNG.
///
/// `startPoint` and `endPoint` are in the unit square of the bounds ((0, 0) top left, (1, 1)
/// bottom right); `colors` blend in order, at `locations` or evenly spaced without them. An axial
/// gradient runs from the start point to the end point; a radial one out from the start point to
/// the ellipse reaching the end point's distances across and down; a conic one round the start
/// point from the direction of the end point (`Documentation/Rendering.md#gradients`). The
/// gradient fills the bounds rounded by `cornerRadius`.
///
/// ```swift
/// let gradient = CAGradientLayer()
/// gradient.colors = [UIColor.systemBlue.cgColor, UIColor.systemPurple.cgColor]
/// gradient.startPoint = CGPoint(x: 0, y: 0.5)
/// gradient.endPoint = CGPoint(x: 1, y: 0.5)
/// header.layer.insertSublayer(gradient, at: 0)
/// // in layoutSubviews():
/// gradient.frame = header.bounds
/// ```
open class CAGradientLayer: CALayer, @unchecked Sendable {
  /// The colours (`CGColor`s); others are left out.
  open var colors: [Any]?
  /// Where each colour is full, 0...1; `nil` for evenly spaced.
  open var locations: [NSNumber]?
  /// Where the gradient starts, in the unit square of the bounds ((0.5, 0) by default).
  open var startPoint = CGPoint(x: 0.5, y: 0)
  /// Where the gradient ends, in the unit square of the bounds ((0.5, 1) by default).
  open var endPoint = CGPoint(x: 0.5, y: 1)
  /// The shape of the gradient (axial by default).
  open var type: CAGradientLayerType = .axial

  /// The gradient over the bounds.
  override var drawnContent: DrawnLayer.Content {
    let colors = (colors ?? []).compactMap { ($0 as? CGColor)?.layoutShotColor }
    guard !colors.isEmpty else { return .none }
    return .gradient(
      DrawnLayer.GradientContent(
        kind: type.kind, colors: colors, locations: locations?.map(\.doubleValue),
        start: Point(x: Double(startPoint.x), y: Double(startPoint.y)),
        end: Point(x: Double(endPoint.x), y: Double(endPoint.y))))
  }
}
