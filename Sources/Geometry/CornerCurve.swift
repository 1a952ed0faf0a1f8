/// The curve that turns a rounded rectangle's corners (`CALayerCornerCurve`).
///
/// ```swift
/// let card = RoundedRect(Rect(x: 16, y: 80, width: 343, height: 120), radius: 16, cornerCurve: .continuous)
/// ```
///
/// A ``circular`` corner is a quarter circle of the radius: its curvature jumps from 0 on the
/// straight edge to 1/r where the arc begins, a radius from the corner. A ``continuous`` corner,
/// the one iOS draws since iOS 7 (`UIBezierPath(roundedRect:cornerRadius:)`, app icons, and
/// `CALayer` with `cornerCurve = .continuous` since iOS 13), starts bending further from the corner
/// and eases into the turn, so no "hump" shows where the edge ends.
///
/// ## The continuous corner
///
/// Measured in radii from the corner, u back along the edge the outline arrives on and v along
/// the edge it leaves on, the corner is three cubic Bézier curves (each written as
/// start, control, control, end):
///
/// - (1.528665, 0), (1.088493, 0), (0.868407, 0), (0.631494, 0.074911): off the edge, easing in;
/// - (0.631494, 0.074911), (0.372824, 0.169060), (0.169060, 0.372824), (0.074911, 0.631494): a
///   50° arc of a circle of radius 0.93125, centred on the diagonal, passing 0.291507 from each
///   edge at 45° (a quarter circle passes 1 − 1/√2 = 0.292893 from them);
/// - (0.074911, 0.631494), (0, 0.868407), (0, 1.088493), (0, 1.528665): easing out onto the
///   other edge.
///
/// So the curve leaves each edge 1.528665 radii from the corner, about half a radius before a
/// circular corner would; it cuts a little more off the rectangle near the edges and a little
/// less at 45°. The first curve ends heading 17.5° off its edge and the middle arc starts at 20°:
/// UIKit's own outline has that slight bend, and it is kept.
///
/// Sources: PaintCode's reverse engineering of iOS 7's rounded rectangles ("Drawing Code for iOS
/// 7 Rounded Rectangles", paintcodeapp.com, 2013: the 1.52866 extent and the three shapes UIKit
/// draws as the radius grows); Manfred Schwind's and Mike Swanson's dumps of `UIBezierPath`'s
/// elements (2013); and the control points above as `UIBezierPath(roundedRect:cornerRadius:)`
/// gives them on iOS 14 to 17 (Honghao Zhang's ChouTi, `NSBezierPath+RoundedRect.swift`, generated
/// from UIKit's output), rounded here to 6 places. Figma's "Desperately seeking squircles" (Daniel
/// Furse, 2018) tells the shape's history.
///
/// ## Large radii
///
/// A corner radius is at most half the shorter side (see ``RoundedRect``), but the continuous
/// curve needs 1.528665 radii of each edge, which two corners of one side have only while the
/// radius is at most half the side ÷ 1.528665. UIKit's path is then a different shape: when both
/// sides are too short it is circular arcs of radius half the shorter side (a capsule or circle,
/// PaintCode's "shape 3"), and when only one is, an odd pill-like corner (PaintCode's "shape 2",
/// which they suspect is a UIKit bug). [dec] LayoutShot blends instead, corner by corner: on a
/// rectangle whose shorter side is 2s, a corner of radius r takes its points from the continuous
/// corner with the weight w = (s/r − 1)/0.528665, clamped to 0...1, and from a quarter circle of
/// radius r (drawn as three cubics split at 20° and 70°, like the continuous one) with the weight
/// 1 − w. Up to r = s/1.528665 the corner is the continuous one; beyond, it leaves each edge
/// exactly s from the corner (r·(1 + 0.528665·w)), and at r = s it is the quarter circle, so a
/// continuous capsule is the circular capsule UIKit draws. Every blend's control points run
/// monotonically from one edge to the other, so the corner never folds over itself and stays in
/// its s × s quarter of the rectangle.
public enum CornerCurve: Hashable, Sendable {
  /// Quarter circles, as `CALayerCornerCurve.circular` (Core Animation's default).
  case circular
  /// Apple's continuous corner curve, as `CALayerCornerCurve.continuous`.
  case continuous
}

/// The points of one continuous corner (see ``CornerCurve``): its start on the arriving edge, then
/// three cubic curves (two controls and an end each), as distances from the corner along the
/// arriving edge (`u`, measured backwards) and the leaving edge (`v`).
struct ContinuousCorner {
  /// How far from the corner, in radii, the unlimited continuous curve leaves each edge.
  static let reach = 1.528_665

  /// The unlimited continuous corner in radii: start, then three (control, control, end).
  static let continuous: [(u: Double, v: Double)] = {
    let (a, b, c, d) = (reach, 1.088_492_957_618_529, 0.868_406_944_063_002, 0.631_493_792_830_993)
    let (e, f, g) = (0.074_911_387_847_016, 0.372_823_826_625_747, 0.169_059_556_044_370)
    return [(a, 0), (b, 0), (c, 0), (d, e), (f, g), (g, f), (e, d), (0, c), (0, b), (0, a)]
  }()

  /// A quarter circle of radius 1 in the same form: three cubics, split at 20° and 70° where the
  /// continuous corner's middle arc begins and ends.
  ///
  /// The centre is (1, 1); the point θ into the
  /// turn is (1 − sin θ, 1 − cos θ), heading (−cos θ, sin θ), and a cubic's control points for an
  /// arc of angle φ lie 4/3·tan(φ/4) along the tangents at its ends.
  static let circular: [(u: Double, v: Double)] = {
    let (sin20, cos20) = (0.342_020_143_325_668_7, 0.939_692_620_785_908_4)
    let short = 0.116_651_551_367_898_7  // 4/3·tan(5°), for the 20° arcs
    let long = 0.295_592_883_523_919_8  // 4/3·tan(12.5°), for the 50° arc
    let at20 = (u: 1 - sin20, v: 1 - cos20)
    let at70 = (u: 1 - cos20, v: 1 - sin20)
    return [
      (1, 0), (1 - short, 0), (at20.u + short * cos20, at20.v - short * sin20), at20,
      (at20.u - long * cos20, at20.v + long * sin20), (at70.u + long * sin20, at70.v - long * cos20), at70,
      (at70.u - short * sin20, at70.v + short * cos20), (0, 1 - short), (0, 1),
    ]
  }()

  /// The corner's ten points, in the units of the radius given.
  let points: [(u: Double, v: Double)]

  /// The corner of `radius` on a rectangle whose shorter side is twice `limit`: the continuous
  /// corner blended towards the quarter circle where it would not fit (see ``CornerCurve``).
  init(radius: Double, limit: Double) {
    let fit = radius > 0 ? (limit / radius - 1) / (Self.reach - 1) : 1
    let blend = min(max(fit, 0), 1)
    points = zip(Self.circular, Self.continuous).map { circle, curve in
      (
        radius * (circle.u + blend * (curve.u - circle.u)),
        radius * (circle.v + blend * (curve.v - circle.v))
      )
    }
  }

  /// How far from the corner the curve leaves each edge.
  var reach: Double { points[0].u }
}
