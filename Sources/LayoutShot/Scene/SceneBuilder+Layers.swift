// The sublayers a view's drawing holds (`CAShapeLayer`, `CAGradientLayer`, `CATextLayer`, plain
// layers), drawn as Core Animation composites a layer.

extension SceneBuilder {
  /// The commands that draw `layer`, whose parent layer's top-left corner lies at `origin` (root
  /// coordinates), named `name`, in the colours of the view at `index` that holds it.
  ///
  /// In `CALayer`'s order: the background rounded by the corner radius, the content (a shape's
  /// fill, then its stroke; a gradient over the rounded bounds; text from the top; an image
  /// stretched over the bounds), the sublayers (clipped to the rounded bounds when the layer
  /// masks to them), the border on top; all of it inside the layer's mask and composited with
  /// its opacity as one group. A hidden layer, or one with opacity 0, draws nothing.
  ///
  /// - Throws: ``SceneBuildError/unreadableText(view:text:font:reason:)`` for a text layer.
  func layerCommands(_ layer: DrawnLayer, origin: Point, name: String, ofView index: Int)
    throws(SceneBuildError) -> [DrawCommand]
  {
    let opacity = layer.opacity.isNaN ? 1 : min(max(layer.opacity, 0), 1)
    guard !layer.isHidden, opacity > 0 else { return [] }
    let frame = Rect(
      x: origin.x + layer.frame.minX, y: origin.y + layer.frame.minY, width: layer.frame.width,
      height: layer.frame.height)
    func placed(_ path: Path) -> Path {
      path.mapped { Point(x: $0.x + frame.minX, y: $0.y + frame.minY) }
    }
    let rounded = RoundedRect(frame, radius: layer.cornerRadius)
    let boundsShape: Shape = rounded.isRectangle ? .rect(frame) : .roundedRect(rounded)
    var commands: [DrawCommand] = []
    if let mask = layer.mask { commands.append(.beginClip(.path(placed(mask.path), mask.rule))) }
    commands.append(.beginGroup(DrawCommand.Group(name: name, opacity: opacity)))
    if let background = layer.backgroundColor, !frame.isEmpty {
      commands.append(
        .fill(
          DrawCommand.Fill(
            shape: boundsShape, color: color(background, ofView: index), name: "\(name).background")))
    }
    switch layer.content {
    case .none:
      break
    case .shape(let shape):
      if let fill = shape.fillColor, !shape.path.isEmpty {
        commands.append(
          .fill(
            DrawCommand.Fill(
              shape: .path(placed(shape.path), shape.fillRule), color: color(fill, ofView: index),
              name: "\(name).fill")))
      }
      if let stroke = shape.strokeColor, shape.stroke.width > 0, !shape.path.isEmpty {
        commands.append(
          .fill(
            DrawCommand.Fill(
              shape: .stroke(placed(shape.path), shape.stroke), color: color(stroke, ofView: index),
              name: "\(name).stroke")))
      }
    case .gradient(let content):
      if !frame.isEmpty, let gradient = content.gradient(in: frame) {
        commands.append(
          .gradient(
            DrawCommand.GradientFill(
              shape: boundsShape, gradient: gradient.mappingColors { color($0, ofView: index) },
              name: "\(name).gradient")))
      }
    case .text(let text):
      if !frame.isEmpty {
        let lines = try glyphLines(of: text.layout(in: frame), view: solved.layout.views[index].name)
        commands += Self.fills(
          of: lines, colorOfRun: { color(text.color(ofRun: $0), ofView: index) }, name: "\(name).text",
          clippedTo: frame)
      }
    case .image(let pngData):
      if !frame.isEmpty {
        commands.append(.image(DrawCommand.Image(rect: frame, pngData: pngData, name: "\(name).contents")))
      }
    }
    let clipsSublayers = layer.masksToBounds && !layer.sublayers.isEmpty
    if clipsSublayers { commands.append(.beginClip(boundsShape)) }
    for (number, sublayer) in layer.sublayers.enumerated() {
      commands += try layerCommands(
        sublayer, origin: frame.origin, name: sublayer.name ?? "\(name).\(number + 1)", ofView: index)
    }
    if clipsSublayers { commands.append(.endClip) }
    if layer.borderWidth > 0, !frame.isEmpty {
      commands.append(
        .fill(
          DrawCommand.Fill(
            shape: .border(rounded, width: layer.borderWidth),
            color: color(layer.borderColor ?? .black, ofView: index), name: "\(name).border")))
    }
    commands.append(.endGroup)
    if layer.mask != nil { commands.append(.endClip) }
    return commands
  }
}
