// A view's drawing: the shapes placed relative to its bounds that it shows over its background
// (a control's track, thumb, segments and titles).

extension SceneBuilder {
  /// The commands that draw the drawing of the view at `index` in its solved frame, back to
  /// front; none for a view without a drawing or with an empty frame.
  ///
  /// Only the layers drawn over
  /// `subviewsBelow` of its subviews (``DrawnLayer/subviewsBelow``, at most their count) come
  /// out, and the other shapes only for 0.
  ///
  /// Shapes that come out empty
  /// are left out; text is drawn as a label's, cut at its rectangle when some ink reaches outside.
  /// Text colours are resolved for the view's appearance here, so that runs of one drawn colour
  /// join; the scene builder resolves the others as it adds the commands.
  ///
  /// - Throws: ``SceneBuildError/unreadableText(view:text:font:reason:)``.
  func drawingCommands(of index: Int, subviewsBelow: Int = 0) throws(SceneBuildError) -> [DrawCommand] {
    let view = solved.layout.views[index]
    let frame = solved.frames[index]
    guard let drawing = view.style.drawing, !frame.isEmpty else { return [] }
    var commands: [DrawCommand] = []
    let name = "\(view.name).drawing"
    var layerCount = 0
    for element in drawing.elements {
      if case .layer(let layer) = element {
        layerCount += 1
        if min(layer.subviewsBelow, subviews[index].count) == subviewsBelow {
          commands += try layerCommands(
            layer, origin: frame.origin, name: layer.name ?? "\(view.name).layer-\(layerCount)", ofView: index
          )
        }
        continue
      }
      guard subviewsBelow == 0 else { continue }
      switch element {
      case .fill(let placement, let radius, let color):
        let rect = placement.resolved(in: frame)
        guard !rect.isEmpty else { continue }
        commands.append(
          .fill(DrawCommand.Fill(shape: Self.shape(rect, radius: radius), color: color, name: name)))
      case .stroke(let placement, let radius, let width, let color):
        let rect = placement.resolved(in: frame)
        guard !rect.isEmpty, width > 0 else { continue }
        let rounded = Self.rounded(rect, radius: radius)
        commands.append(
          .fill(DrawCommand.Fill(shape: .border(rounded, width: width), color: color, name: name)))
      case .gradientStroke(let placement, let radius, let width, let content):
        let rect = placement.resolved(in: frame)
        guard !rect.isEmpty, width > 0, let gradient = content.gradient(in: rect) else { continue }
        commands.append(
          .gradient(
            DrawCommand.GradientFill(
              shape: .border(Self.rounded(rect, radius: radius), width: width),
              gradient: gradient.mappingColors { color($0, ofView: index) }, name: name)))
      case .polygon(let corners, let color):
        guard corners.count >= 3 else { continue }
        var path = Path()
        for (offset, corner) in corners.enumerated() {
          let point = corner.resolved(in: frame)
          if offset == 0 { path.move(to: point) } else { path.line(to: point) }
        }
        path.close()
        commands.append(.fill(DrawCommand.Fill(shape: .path(path, .nonZero), color: color, name: name)))
      case .shadow(let placement, let radius, let shadowColor, let offset, let blur):
        let rect = placement.resolved(in: frame)
        guard !rect.isEmpty else { continue }
        let shadow = DrawCommand.Shadow(
          color: color(shadowColor, ofView: index), offset: offset, blur: blur,
          shape: Self.shape(rect, radius: radius))
        guard shadow.isVisible else { continue }
        commands += [.beginGroup(DrawCommand.Group(name: "\(name).shadow", shadow: shadow)), .endGroup]
      case .outerShadow(let placement, let radius, let shadowColor, let blur):
        let rect = placement.resolved(in: frame)
        guard !rect.isEmpty else { continue }
        let shape = Self.shape(rect, radius: radius)
        let shadow = DrawCommand.Shadow(
          color: color(shadowColor, ofView: index), offset: Size(width: 0, height: 0), blur: blur,
          shape: shape)
        guard shadow.isVisible else { continue }
        // Everything a Gaussian can reach (four deviations out, past which it rounds to nothing)
        // but the shape itself, by the even-odd rule.
        let reach = 4 * blur + 1
        var outside = Path(
          rect: Rect(
            x: rect.minX - reach, y: rect.minY - reach, width: rect.width + 2 * reach,
            height: rect.height + 2 * reach))
        outside.append(shape.path)
        commands += [
          .beginClip(.path(outside, .evenOdd)),
          .beginGroup(DrawCommand.Group(name: "\(name).shadow", shadow: shadow)), .endGroup, .endClip,
        ]
      case .path(let path, let placement, let color):
        let rect = placement.resolved(in: frame)
        guard !rect.isEmpty, !path.isEmpty else { continue }
        let placed = path.mapped {
          Render.Point(x: rect.minX + $0.x * rect.width, y: rect.minY + $0.y * rect.height)
        }
        commands.append(.fill(DrawCommand.Fill(shape: .path(placed, .nonZero), color: color, name: name)))
      case .layer:
        continue
      case .text(let text, let placement):
        let rect = placement.resolved(in: frame)
        guard !rect.isEmpty else { continue }
        let lines = try glyphLines(of: text.layout(in: rect), view: view.name)
        commands += Self.fills(
          of: lines, colorOfRun: { color(text.color(ofRun: $0), ofView: index) }, name: "\(name).text",
          clippedTo: rect)
      }
    }
    return commands
  }

  /// `rect` rounded by `radius` as a layer rounds it: ``RoundedRect`` takes a negative or NaN
  /// radius as 0 and one above half the shorter side as that half; an infinite one (a drawing's
  /// way to ask for a capsule) is taken as the largest.
  private static func rounded(_ rect: Rect, radius: Double) -> RoundedRect {
    RoundedRect(rect, radius: min(radius, .greatestFiniteMagnitude))
  }

  /// A rectangle, or a rounded one when `radius` rounds it.
  private static func shape(_ rect: Rect, radius: Double) -> Shape {
    let rounded = rounded(rect, radius: radius)
    return rounded.isRectangle ? .rect(rect) : .roundedRect(rounded)
  }
}
