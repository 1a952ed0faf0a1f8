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
  /// its opacity as one group, and turned by its transform about its anchor point (see
  /// ``transformed(_:by:)``). A hidden layer, or one with opacity 0, draws nothing.
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
    if let mask = layer.mask {
      commands.append(try maskCommand(mask, origin: frame.origin, name: "\(name).mask", ofView: index))
    }
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
    guard layer.transform != .identity else { return commands }
    let about = Self.transform(layer.transform, about: layer.anchor, of: frame)
    return commands.map { Self.transformed($0, by: about) }
  }

  /// `transform` about the point at `anchor` of `frame`'s unit square (root coordinates): that
  /// point moved to the origin, transformed, moved back.
  static func transform(_ transform: Transform, about anchor: Point, of frame: Rect) -> Transform {
    let pivot = Point(x: frame.minX + anchor.x * frame.width, y: frame.minY + anchor.y * frame.height)
    return Transform(translationX: -pivot.x, y: -pivot.y).concatenating(transform)
      .concatenating(Transform(translationX: pivot.x, y: pivot.y))
  }

  /// The command that opens `mask` of a layer whose top-left corner lies at `origin` (root
  /// coordinates), closed by an `endClip`: a clip to a path mask, or an alpha mask of the mask
  /// layer's drawing, named `name`, in the colours of the view at `index`.
  ///
  /// - Throws: ``SceneBuildError/unreadableText(view:text:font:reason:)`` for a text layer.
  func maskCommand(_ mask: DrawnLayer.Mask, origin: Point, name: String, ofView index: Int)
    throws(SceneBuildError) -> DrawCommand
  {
    switch mask {
    case .path(let path, let rule):
      return .beginClip(.path(path.mapped { Point(x: $0.x + origin.x, y: $0.y + origin.y) }, rule))
    case .alpha(let layer):
      return .beginMask(
        DrawCommand.Mask(try layerCommands(layer, origin: origin, name: name, ofView: index), name: name))
    }
  }

  /// `command` with its shapes moved by `transform`.
  ///
  /// Shapes and clips become paths, moved point by point; a gradient's points move with them
  /// (exact for turns, moves and even scales); a radial gradient's radii and an image's rectangle
  /// follow the transform's scale only, as neither can turn.
  static func transformed(_ command: DrawCommand, by transform: Transform) -> DrawCommand {
    func point(_ point: Point) -> Point {
      let moved = transform.apply(x: point.x, y: point.y)
      return Point(x: moved.x, y: moved.y)
    }
    func shape(_ shape: Shape) -> Shape { .path(shape.path.mapped(point), shape.fillRule) }
    switch command {
    case .fill(var fill):
      fill.shape = shape(fill.shape)
      return .fill(fill)
    case .gradient(var fill):
      fill.shape = shape(fill.shape)
      switch fill.gradient.kind {
      case .axial(let start, let end): fill.gradient.kind = .axial(start: point(start), end: point(end))
      case .radial(let center, let radii):
        let scaleX = (transform.a * transform.a + transform.b * transform.b).squareRoot()
        let scaleY = (transform.c * transform.c + transform.d * transform.d).squareRoot()
        fill.gradient.kind = .radial(
          center: point(center), radii: Size(width: radii.width * scaleX, height: radii.height * scaleY))
      case .conic(let center, let toward):
        fill.gradient.kind = .conic(center: point(center), toward: point(toward))
      }
      return .gradient(fill)
    case .image(var image):
      let (topLeft, bottomRight) = (
        point(Point(x: image.rect.minX, y: image.rect.minY)),
        point(Point(x: image.rect.maxX, y: image.rect.maxY))
      )
      image.rect = Rect(
        x: min(topLeft.x, bottomRight.x), y: min(topLeft.y, bottomRight.y),
        width: abs(bottomRight.x - topLeft.x),
        height: abs(bottomRight.y - topLeft.y))
      return .image(image)
    case .beginClip(let clip):
      return .beginClip(shape(clip))
    case .beginMask(var mask):
      mask.commands = mask.commands.map { transformed($0, by: transform) }
      return .beginMask(mask)
    case .beginGroup, .endGroup, .endClip:
      return command
    }
  }
}
