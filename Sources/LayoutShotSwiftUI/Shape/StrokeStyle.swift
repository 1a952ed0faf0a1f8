import Foundation
import LayoutShot

/// How a shape's outline is stroked: its width, ends, corners and dashes, as SwiftUI's
/// `StrokeStyle`.
///
/// ```swift
/// Circle().stroke(.blue, style: StrokeStyle(lineWidth: 4, lineCap: .round, dash: [6, 4]))
/// ```
public struct StrokeStyle: Hashable, Sendable {
  /// The width of the stroke, centred on the outline.
  public var lineWidth: CGFloat
  /// The shape of open ends.
  public var lineCap: CGLineCap
  /// The shape of corners.
  public var lineJoin: CGLineJoin
  /// The longest miter, as a multiple of the width, before a corner is bevelled.
  public var miterLimit: CGFloat
  /// The lengths of dashes and gaps, alternately; empty for a solid stroke.
  public var dash: [CGFloat]
  /// How far into the dash pattern the stroke starts.
  public var dashPhase: CGFloat

  /// A stroke style.
  public init(
    lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter,
    miterLimit: CGFloat = 10,
    dash: [CGFloat] = [], dashPhase: CGFloat = 0
  ) {
    self.lineWidth = lineWidth
    self.lineCap = lineCap
    self.lineJoin = lineJoin
    self.miterLimit = miterLimit
    self.dash = dash
    self.dashPhase = dashPhase
  }

  /// The core's stroke, drawing the part `trim` of the path.
  func coreStyle(trim: ClosedRange<Double>) -> Geometry.StrokeStyle {
    let cap: Geometry.StrokeStyle.LineCap =
      switch lineCap {
      case .butt: .butt
      case .round: .round
      case .square: .square
      }
    let join: Geometry.StrokeStyle.LineJoin =
      switch lineJoin {
      case .miter: .miter
      case .round: .round
      case .bevel: .bevel
      }
    return Geometry.StrokeStyle(
      width: Double(lineWidth), cap: cap, join: join, miterLimit: Double(miterLimit),
      dashes: dash.map(Double.init),
      dashPhase: Double(dashPhase), start: trim.lowerBound, end: trim.upperBound)
  }
}
