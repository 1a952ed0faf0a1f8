import LayoutShot

/// A layer that draws a path (`CAShapeLayer`): filled, then stroked, in the layer's coordinates.
///
/// Every property of a shape layer's look is drawn, in SVG and PNG: the path, its fill colour
/// (opaque black by default, `nil` for none) and fill rule, its stroke colour (none by default),
/// line width, caps, joins, miter limit, dash pattern and phase, and the part of the path drawn
/// (`strokeStart`, `strokeEnd`). The stroke is outlined as Core Graphics strokes a path
/// (`Documentation/Rendering.md#strokes`).
///
/// ```swift
/// let ring = CAShapeLayer()
/// ring.path = UIBezierPath(arcCenter: CGPoint(x: 40, y: 40), radius: 36, startAngle: -.pi / 2,
///                          endAngle: 1.5 * .pi, clockwise: true).cgPath
/// ring.fillColor = nil
/// ring.strokeColor = UIColor.systemBlue.cgColor
/// ring.lineWidth = 8
/// ring.lineCap = .round
/// ring.strokeEnd = 0.7
/// view.layer.addSublayer(ring)
/// ```
open class CAShapeLayer: CALayer, @unchecked Sendable {
  /// The path drawn, in the layer's coordinates.
  open var path: CGPath?
  /// The fill colour; opaque black by default, `nil` for no fill.
  open var fillColor: CGColor? = CGColor(Color.black)
  /// How the path's inside is found where its contours overlap.
  open var fillRule: CAShapeLayerFillRule = .nonZero
  /// The stroke colour; `nil` (the default) for no stroke.
  open var strokeColor: CGColor?
  /// The stroke's width, in points (1 by default).
  open var lineWidth: CGFloat = 1
  /// The shape of the stroke's ends.
  open var lineCap: CAShapeLayerLineCap = .butt
  /// The shape of the stroke's corners.
  open var lineJoin: CAShapeLayerLineJoin = .miter
  /// The longest miter, as a multiple of the line width (10 by default).
  open var miterLimit: CGFloat = 10
  /// The lengths of the dashes and gaps, alternately; `nil` for a solid stroke.
  open var lineDashPattern: [NSNumber]?
  /// How far into the dash pattern the stroke starts.
  open var lineDashPhase: CGFloat = 0
  /// Where the stroke begins, as a fraction of the path's length (0 by default).
  open var strokeStart: CGFloat = 0
  /// Where the stroke ends, as a fraction of the path's length (1 by default).
  open var strokeEnd: CGFloat = 1

  /// The path, filled and stroked as set.
  override var drawnContent: DrawnLayer.Content {
    guard let path else { return .none }
    let stroke = StrokeStyle(
      width: Double(lineWidth), cap: lineCap.lineCap, join: lineJoin.lineJoin, miterLimit: Double(miterLimit),
      dashes: (lineDashPattern ?? []).map(\.doubleValue), dashPhase: Double(lineDashPhase),
      start: Double(strokeStart), end: Double(strokeEnd))
    return .shape(
      DrawnLayer.ShapeContent(
        path: path.path, fillColor: fillColor?.layoutShotColor, fillRule: fillRule.fillRule,
        strokeColor: strokeColor?.layoutShotColor, stroke: stroke))
  }

  /// As a mask, when it only fills its path in an opaque colour: the path's inside (nothing
  /// without a path or a fill).
  override var opaqueMaskShape: (path: Path, rule: FillRule)? {
    guard drawsNothingButItsBackground, backgroundColor == nil else { return nil }
    let strokes = strokeColor.map { $0.layoutShotColor.alpha > 0 && lineWidth > 0 } ?? false
    guard !strokes, let path else { return path == nil ? (Path(), .nonZero) : nil }
    guard let fill = fillColor?.layoutShotColor, fill.alpha > 0 else { return (Path(), .nonZero) }
    return fill.alpha >= 1 ? (path.path, fillRule.fillRule) : nil
  }
}
