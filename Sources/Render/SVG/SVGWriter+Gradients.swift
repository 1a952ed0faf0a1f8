#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension SVGWriter.Document {
  /// The number of wedges a conic gradient is drawn with in SVG, which has no conic gradient:
  /// 2° each, so that neighbouring wedges differ by less than two 8-bit levels for a gradient
  /// across the whole colour range.
  static let conicWedges = 180

  /// How many wedges an opaque conic gradient's wedge reaches into the ones drawn after it: 30°.
  static let conicOverlap = 15

  /// Writes what draws a gradient fill: a `<linearGradient>` or `<radialGradient>` in user
  /// space, then the shape filled with it; a conic gradient, which SVG lacks, as wedges of one
  /// colour each clipped to the shape (see `Documentation/Rendering.md#gradients`).
  mutating func element(for fill: DrawCommand.GradientFill) {
    if case .conic(let center, let toward) = fill.gradient.kind {
      return conicWedges(fill, center: center, toward: toward)
    }
    gradientCount += 1
    let id = ids.make(from: "gradient-\(gradientCount)")
    indent()
    let closing: StaticString
    switch fill.gradient.kind {
    case .axial(let start, let end):
      raw("<linearGradient")
      escaped("id", id)
      raw(" gradientUnits=\"userSpaceOnUse\"")
      number("x1", start.x)
      number("y1", start.y)
      number("x2", end.x)
      number("y2", end.y)
      closing = "</linearGradient>\n"
    case .radial(let center, let radii):
      raw("<radialGradient")
      escaped("id", id)
      raw(" gradientUnits=\"userSpaceOnUse\"")
      if radii.width > 0 && radii.height > 0 {
        // The unit circle at the origin, stretched onto the ellipse.
        raw(" cx=\"0\" cy=\"0\" r=\"1\" gradientTransform=\"matrix(")
        for (index, value) in [radii.width, 0, 0, radii.height, center.x, center.y].enumerated() {
          if index > 0 { raw(" ") }
          SVGNumberFormatting.append(value, to: &bytes)
        }
        raw(")\"")
      } else {
        // No extent: SVG paints the last stop's colour, as the rasterizer does.
        number("cx", center.x)
        number("cy", center.y)
        raw(" r=\"0\"")
      }
      closing = "</radialGradient>\n"
    case .conic:
      return
    }
    raw(">\n")
    depth += 1
    for stop in fill.gradient.stops {
      indent()
      raw("<stop")
      number("offset", stop.location)
      color(stop.color, attribute: "stop-color", opacityAttribute: "stop-opacity")
      raw("/>\n")
    }
    depth -= 1
    indent()
    raw(closing)
    element(for: fill.shape, name: fill.name, text: nil) { document in
      document.escaped("fill", "url(#\(id))")
      return true
    }
  }

  /// Writes a conic gradient as ``conicWedges`` wedges round `center`.
  ///
  /// Each is filled with the colour at its middle, clipped to the shape. When every stop is
  /// opaque, the wedges lie over the shape filled with the colour at the start and each reaches
  /// ``conicOverlap`` wedges into the ones after it (not past the end), so that each pixel is
  /// covered whole by the wedges around it and the one on top is the wedge of its own angle, even
  /// near the centre where the wedges are thinner than a pixel. Translucent wedges would show
  /// through each other there, so they only meet, and a renderer's anti-aliasing may show faint
  /// seams between them.
  private mutating func conicWedges(_ fill: DrawCommand.GradientFill, center: Point, toward: Point) {
    guard !fill.gradient.stops.isEmpty, let bounds = fill.shape.path.controlBounds else { return }
    openClip(to: fill.shape, name: fill.name)
    // The colours the rasterizer blends, in 8 bits, so that both draw the same wedge colours.
    let paint = SceneRasterizer.paint(fill.gradient)
    func color(at t: Double) -> Color {
      let level = paint.color(at: t)
      return Color(
        red: Double(level.red) / 255, green: Double(level.green) / 255, blue: Double(level.blue) / 255,
        alpha: Double(level.alpha) / 255)
    }
    // Opaque wedges may overlap, over the start colour, so that no seam shows; translucent ones
    // would show each other where they overlap, so they only meet.
    let isOpaque = paint.stops.allSatisfy { $0.color.alpha == 255 }
    if isOpaque {
      element(for: .rect(bounds), name: nil, text: nil) { document in
        document.paint(color(at: 0))
        return true
      }
    }
    // Far enough out that every wedge's far side lies beyond the shape.
    let corners = [
      Point(x: bounds.minX, y: bounds.minY), Point(x: bounds.maxX, y: bounds.minY),
      Point(x: bounds.minX, y: bounds.maxY), Point(x: bounds.maxX, y: bounds.maxY),
    ]
    let reach = 2 * corners.map { hypot($0.x - center.x, $0.y - center.y) }.reduce(0, max) + 1
    let (dx, dy) = (toward.x - center.x, toward.y - center.y)
    let startAngle = dx == 0 && dy == 0 ? 0 : atan2(dy, dx)
    func edge(_ step: Double) -> Point {
      let angle = startAngle + 2 * Double.pi * step / Double(Self.conicWedges)
      return Point(x: center.x + reach * cos(angle), y: center.y + reach * sin(angle))
    }
    for wedge in 0..<Self.conicWedges {
      let end =
        isOpaque ? min(Double(wedge + 1 + Self.conicOverlap), Double(Self.conicWedges)) : Double(wedge + 1)
      var path = Path()
      path.move(to: center)
      path.line(to: edge(Double(wedge)))
      path.line(to: edge((Double(wedge) + end) / 2))
      path.line(to: edge(end))
      path.close()
      let wedgeColor = color(at: (Double(wedge) + 0.5) / Double(Self.conicWedges))
      element(for: .path(path, .nonZero), name: nil, text: nil) { document in
        document.paint(wedgeColor)
        return true
      }
    }
    depth -= 1
    indent()
    raw("</g>\n")
  }
}
