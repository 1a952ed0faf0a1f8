extension Canvas {
  /// Fills `path`, mapped to pixels by `transform`, with `gradient`, whose shape is given in the
  /// path's coordinates, source-over through the clip, anti-aliased as a colour fill is.
  ///
  /// A transform that cannot be inverted, or a gradient without stops, draws nothing.
  ///
  /// ```swift
  /// canvas.fill(header, gradient: sky, transform: Transform(scale: 3))
  /// ```
  package mutating func fill(
    _ path: Path, gradient: GradientPaint, rule: FillRule = .nonZero, transform: Transform = .identity
  ) {
    fill(
      .outline(EdgeList(path, transform: transform), rule), gradient: gradient, transform: transform,
      hidden: nil)
  }

  /// Fills `coverage` with `gradient` as ``fill(_:gradient:rule:transform:)`` does, leaving the
  /// pixels `hidden` holds as they are.
  mutating func fill(
    _ coverage: Coverage, gradient: GradientPaint, transform: Transform, hidden: HiddenRegion?
  ) {
    guard !gradient.stops.isEmpty, let gradientFromCanvas = transform.inverted() else { return }
    paint(
      coverage, with: GradientShader(paint: gradient, gradientFromCanvas: gradientFromCanvas), hidden: hidden)
  }
}
