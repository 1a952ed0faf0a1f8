/// A gradient a canvas fills with (see ``Canvas/fill(_:gradient:rule:transform:)``): its shape in
/// the coordinates of the path it fills, and its colour stops.
///
/// Between stops the straight 8-bit components blend linearly, as SVG blends `<stop>`s; the end
/// colours go on before the first stop and after the last.
///
/// ```swift
/// let sky = GradientPaint(
///   .axial(start: Point(x: 0, y: 0), end: Point(x: 0, y: 100)),
///   stops: [.init(location: 0, color: .white), .init(location: 1, color: RGBA8(red: 0, green: 122, blue: 255))])
/// canvas.fill(Path(rect: Rect(x: 0, y: 0, width: 100, height: 100)), gradient: sky, transform: Transform(scale: 3))
/// ```
package struct GradientPaint: Hashable, Sendable {
  /// Where t is 0 and where it is 1.
  package typealias Kind = GradientKind

  /// A colour at a value of t.
  package struct Stop: Hashable, Sendable {
    package var location: Double
    package var color: RGBA8

    package init(location: Double, color: RGBA8) {
      self.location = location
      self.color = color
    }
  }

  package var kind: Kind
  /// The stops, in order of location.
  package var stops: [Stop]

  package init(_ kind: Kind, stops: [Stop]) {
    self.kind = kind
    self.stops = stops
  }

  /// The number of colours the ramp holds: t is rounded to the nearest of this many evenly
  /// spaced values, finer than 8-bit colour can show.
  static let rampSize = 1024

  /// The premultiplied colour at each of ``rampSize`` evenly spaced values of t from 0 to 1.
  func ramp() -> [PackedPixel] {
    (0..<Self.rampSize).map { index in
      color(at: Double(index) / Double(Self.rampSize - 1)).premultiplied
    }
  }

  /// The straight colour at `t`: the stops' 8-bit components blended linearly between the two
  /// around it, the end colours before the first and after the last.
  package func color(at t: Double) -> RGBA8 {
    guard let first = stops.first, let last = stops.last else { return .clear }
    guard t > first.location else { return first.color }
    guard t < last.location else { return last.color }
    var index = 1
    while index < stops.count - 1 && stops[index].location <= t { index += 1 }
    let (from, to) = (stops[index - 1], stops[index])
    let span = to.location - from.location
    let share = span > 0 ? (t - from.location) / span : 1
    func blend(_ a: UInt8, _ b: UInt8) -> UInt8 {
      UInt8((Double(a) + (Double(b) - Double(a)) * share).rounded())
    }
    return RGBA8(
      red: blend(from.color.red, to.color.red), green: blend(from.color.green, to.color.green),
      blue: blend(from.color.blue, to.color.blue), alpha: blend(from.color.alpha, to.color.alpha))
  }
}

/// Paints a gradient: each canvas pixel's centre is mapped back to the gradient's coordinates
/// and coloured from a ramp of premultiplied colours.
struct GradientShader: Shader {
  let paint: GradientPaint
  let ramp: [PackedPixel]
  /// Canvas pixel space → the gradient's coordinates.
  let gradientFromCanvas: Transform

  init(paint: GradientPaint, gradientFromCanvas: Transform) {
    self.paint = paint
    self.ramp = paint.ramp()
    self.gradientFromCanvas = gradientFromCanvas
  }

  var solidColor: PackedPixel? { nil }

  func color(x: Int, y: Int) -> PackedPixel {
    let mapped = gradientFromCanvas.apply(x: Double(x) + 0.5, y: Double(y) + 0.5)
    let t = paint.kind.parameter(at: Point(x: mapped.x, y: mapped.y))
    let clamped = t.isNaN ? 0 : min(max(t, 0), 1)
    return ramp[Int((clamped * Double(GradientPaint.rampSize - 1)).rounded())]
  }
}
