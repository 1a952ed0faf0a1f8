// The parts control looks share: lengths and rectangles placed in the bounds, thumb shadows,
// fading a disabled control, bar glyphs and mirroring right to left.

extension Drawing.Length {
  /// `points` from the bounds' start.
  package static func points(_ points: Double) -> Self { Self(points: points) }
  /// `fraction` of the bounds' size, plus `points`.
  package static func fraction(_ fraction: Double, plus points: Double = 0) -> Self {
    Self(fraction: fraction, points: points)
  }
}

extension Drawing.Placement {
  /// A rectangle `width` by `height` points whose centre is `x` across and `y` down.
  package static func centered(x: Drawing.Length, y: Drawing.Length, width: Double, height: Double) -> Self {
    Self(
      x: .fraction(x.fraction, plus: x.points - width / 2),
      y: .fraction(y.fraction, plus: y.points - height / 2),
      width: .points(width), height: .points(height))
  }

  /// A band `height` points tall across the whole width, centred down the bounds.
  package static func horizontalBand(height: Double) -> Self {
    Self(x: .points(0), y: .fraction(0.5, plus: -height / 2), width: .fraction(1), height: .points(height))
  }
}

extension Drawing.Placement {
  /// The rectangle grown by `amount` points on every side.
  package func inflated(by amount: Double) -> Self {
    Self(
      x: .fraction(x.fraction, plus: x.points - amount), y: .fraction(y.fraction, plus: y.points - amount),
      width: .fraction(width.fraction, plus: width.points + 2 * amount),
      height: .fraction(height.fraction, plus: height.points + 2 * amount))
  }
}

extension Drawing.Element {
  /// The shadow a control's part casts (a thumb, a segment's plate): black at `opacity`, `down`
  /// points lower, blurred as a Flutter `BoxShadow` of blur radius `blurRadius`.
  ///
  /// The Cupertino
  /// widgets, whose figures are taken from Apple's design resources, give their shadows that way,
  /// and `BoxShadow.convertRadiusToSigma` turns a radius r into the Gaussian's standard deviation
  /// 0.57735 r + 0.5 (flutter/flutter `painting/box_shadow.dart`); one rule for every control.
  package static func boxShadow(
    _ place: Drawing.Placement, cornerRadius: Double = .infinity, opacity: Double, down: Double,
    blurRadius: Double
  ) -> Self {
    .shadow(
      place, cornerRadius: cornerRadius, color: Color(white: 0, alpha: opacity),
      offset: Size(width: 0, height: down),
      blur: 0.577_35 * blurRadius + 0.5)
  }

  /// The hairline ring round a thumb: black at 4 % (`0x0A000000`), half a point outside it, as
  /// Flutter's `CupertinoThumbPainter` draws it (flutter/flutter `cupertino/thumb_painter.dart`).
  package static func thumbRing(_ thumb: Drawing.Placement) -> Self {
    .fill(thumb.inflated(by: 0.5), cornerRadius: .infinity, color: Color(white: 0, alpha: 10.0 / 255))
  }
}

extension Drawing {
  /// The drawing as a control shows it: mirrored left for right when `isRightToLeft`, faded to
  /// `disabledOpacity` unless `isEnabled`.
  package func shown(isRightToLeft: Bool, isEnabled: Bool = true, disabledOpacity: Double = 1) -> Drawing {
    let mirrored = isRightToLeft ? mirroredHorizontally() : self
    return isEnabled ? mirrored : mirrored.faded(to: disabledOpacity)
  }

  /// The drawing with every colour's opacity multiplied by `opacity`, in every appearance: a
  /// disabled control as UIKit fades it.
  ///
  /// UIKit fades the control as one layer; fading each shape
  /// instead lets a faded thumb show a little of the track under it.
  package func faded(to opacity: Double) -> Drawing {
    var drawing = self
    drawing.elements = elements.map { $0.faded(to: opacity) }
    return drawing
  }
}

extension Drawing.Element {
  /// The element with its colours' opacity multiplied by `opacity`.
  package func faded(to opacity: Double) -> Self {
    switch self {
    case .fill(let placement, let radius, let color):
      return .fill(placement, cornerRadius: radius, color: color.faded(to: opacity))
    case .stroke(let placement, let radius, let width, let color):
      return .stroke(placement, cornerRadius: radius, width: width, color: color.faded(to: opacity))
    case .gradientStroke(let placement, let radius, let width, var gradient):
      gradient.colors = gradient.colors.map { $0.faded(to: opacity) }
      return .gradientStroke(placement, cornerRadius: radius, width: width, gradient: gradient)
    case .polygon(let corners, let color):
      return .polygon(corners, color: color.faded(to: opacity))
    case .text(var text, let placement):
      text.color = text.color.faded(to: opacity)
      for index in text.runs.indices { text.runs[index].color = text.runs[index].color.faded(to: opacity) }
      return .text(text, placement)
    case .shadow(let placement, let radius, let color, let offset, let blur):
      return .shadow(
        placement, cornerRadius: radius, color: color.faded(to: opacity), offset: offset, blur: blur)
    case .outerShadow(let placement, let radius, let color, let blur):
      return .outerShadow(placement, cornerRadius: radius, color: color.faded(to: opacity), blur: blur)
    case .path(let path, let placement, let color):
      return .path(path, in: placement, color: color.faded(to: opacity))
    case .layer(var layer):
      layer.opacity *= opacity
      return .layer(layer)
    }
  }
}

extension Color {
  /// The colour with its opacity multiplied by `opacity` in every appearance.
  package func faded(to opacity: Double) -> Color {
    withAlphaMultiplied(by: opacity)
  }
}

extension Path {
  /// A glyph of round-ended bars through the centre of a unit square, each running its whole
  /// length and `thickness` (a share of the square's side) thick: one across when `across`, one
  /// down when `down`.
  ///
  /// The bars wind the same way, so where they cross is filled once.
  package static func roundedBars(across: Bool, down: Bool, thickness: Double) -> Path {
    var path = Path()
    let near = 0.5 - thickness / 2, far = 0.5 + thickness / 2
    if across { path.addCapsule(minX: 0, minY: near, maxX: 1, maxY: far) }
    if down { path.addCapsule(minX: near, minY: 0, maxX: far, maxY: 1) }
    return path
  }

  /// Adds a rectangle whose shorter sides are half circles, clockwise on screen from the top
  /// edge.
  private mutating func addCapsule(minX: Double, minY: Double, maxX: Double, maxY: Double) {
    let radius = min(maxX - minX, maxY - minY) / 2
    // A quarter circle's control points lie 4/3 (√2 − 1) of the radius along the tangents.
    let handle = 4.0 / 3 * (2.0.squareRoot() - 1) * radius
    move(to: Point(x: minX + radius, y: minY))
    line(to: Point(x: maxX - radius, y: minY))
    cubic(
      to: Point(x: maxX, y: minY + radius), control1: Point(x: maxX - radius + handle, y: minY),
      control2: Point(x: maxX, y: minY + radius - handle))
    line(to: Point(x: maxX, y: maxY - radius))
    cubic(
      to: Point(x: maxX - radius, y: maxY), control1: Point(x: maxX, y: maxY - radius + handle),
      control2: Point(x: maxX - radius + handle, y: maxY))
    line(to: Point(x: minX + radius, y: maxY))
    cubic(
      to: Point(x: minX, y: maxY - radius), control1: Point(x: minX + radius - handle, y: maxY),
      control2: Point(x: minX, y: maxY - radius + handle))
    line(to: Point(x: minX, y: minY + radius))
    cubic(
      to: Point(x: minX + radius, y: minY), control1: Point(x: minX, y: minY + radius - handle),
      control2: Point(x: minX + radius - handle, y: minY))
    close()
  }
}

extension Drawing {
  /// The drawing mirrored left for right inside the bounds (text placed mirrored, its glyphs
  /// not): a control as UIKit draws it right to left (Documentation/RightToLeft.md#controls).
  package func mirroredHorizontally() -> Drawing {
    Drawing(elements.map { $0.mirroredHorizontally() })
  }

}

extension Drawing.Element {
  /// The element mirrored left for right inside the bounds.
  package func mirroredHorizontally() -> Self {
    switch self {
    case .fill(let placement, let radius, let color):
      return .fill(placement.mirroredHorizontally(), cornerRadius: radius, color: color)
    case .stroke(let placement, let radius, let width, let color):
      return .stroke(placement.mirroredHorizontally(), cornerRadius: radius, width: width, color: color)
    case .gradientStroke(let placement, let radius, let width, let gradient):
      // The light a highlight shows falls from the same side whichever way the text runs.
      return .gradientStroke(
        placement.mirroredHorizontally(), cornerRadius: radius, width: width, gradient: gradient)
    case .polygon(let corners, let color):
      return .polygon(corners.map { Drawing.Point(x: $0.x.mirrored(), y: $0.y) }, color: color)
    case .text(let text, let placement):
      return .text(text, placement.mirroredHorizontally())
    case .shadow(let placement, let radius, let color, let offset, let blur):
      return .shadow(
        placement.mirroredHorizontally(), cornerRadius: radius, color: color,
        offset: Size(width: -offset.width, height: offset.height), blur: blur)
    case .outerShadow(let placement, let radius, let color, let blur):
      return .outerShadow(placement.mirroredHorizontally(), cornerRadius: radius, color: color, blur: blur)
    case .path(let path, let placement, let color):
      // The path's unit square is mirrored with its placement.
      let flipped = path.mapped { Point(x: 1 - $0.x, y: $0.y) }
      return .path(flipped, in: placement.mirroredHorizontally(), color: color)
    case .layer:
      // A sublayer the app added keeps the frame the app gave it; only UIKit's own drawing of the
      // control is mirrored.
      return self
    }
  }
}

extension Drawing.Placement {
  /// The rectangle mirrored left for right inside the bounds: its right edge becomes its left.
  package func mirroredHorizontally() -> Self {
    Drawing.Placement(
      x: Drawing.Length(fraction: 1 - x.fraction - width.fraction, points: -x.points - width.points), y: y,
      width: width, height: height)
  }
}

extension Drawing.Length {
  /// The distance from the far edge instead of the near one: `1 − fraction`, `−points`.
  package func mirrored() -> Self {
    Drawing.Length(fraction: 1 - fraction, points: -points)
  }
}
