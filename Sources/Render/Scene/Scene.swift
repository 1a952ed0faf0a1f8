/// A picture as a flat, ordered list of drawing commands in points: what the SVG writer and the
/// rasterizer both draw, so the two always agree.
///
/// Everything in a scene is resolved: coordinates are absolute, in points from the top-left
/// corner; colours are final sRGB with alpha; borders are already areas to fill; text is already
/// glyph outlines. Commands draw in order, each over the ones before. Groups (a name, an opacity
/// layer and a shadow) and clips nest, and the scene only lets them be added in pairs. The article
/// <doc:SceneFormat> is the full contract.
///
/// ```swift
/// var scene = try Scene(size: Size(width: 200, height: 100), scale: 2)
/// let card = RoundedRect(Rect(x: 10, y: 10, width: 180, height: 80), radius: 12)
/// scene.group(name: "card", opacity: 0.9) { scene in
///   scene.fill(.roundedRect(card), with: .systemBackground, name: "card.background")
///   scene.clip(to: .roundedRect(card)) { scene in
///     scene.fill(.rect(Rect(x: 10, y: 10, width: 180, height: 30)), with: .systemBlue)
///   }
///   scene.fill(.border(card, width: 1), with: .separator, name: "card.border")
/// }
/// let svg = SVGWriter().write(scene)
/// ```
public struct Scene: Hashable, Sendable {
  /// The size of the picture, in points.
  public let size: Size
  /// Pixels per point of the rasterized picture.
  public let scale: Double
  /// The commands, in drawing order; groups and clips are balanced.
  public private(set) var commands: [DrawCommand] = []

  /// An empty scene.
  ///
  /// - Throws: ``SceneError/invalidSize(_:)`` unless both sides are positive and finite;
  ///   ``SceneError/invalidScale(_:)`` unless the scale is.
  public init(size: Size, scale: Double = 1) throws(SceneError) {
    guard size.width > 0, size.height > 0, size.width.isFinite, size.height.isFinite else {
      throw .invalidSize(size)
    }
    guard scale > 0, scale.isFinite else { throw .invalidScale(scale) }
    self.size = size
    self.scale = scale
  }

  /// The width of the rasterized picture: the width in points times the scale, to the nearest
  /// pixel (at least 1).
  public var pixelWidth: Int { Self.pixels(size.width * scale) }

  /// The height of the rasterized picture: the height in points times the scale, to the nearest
  /// pixel (at least 1).
  public var pixelHeight: Int { Self.pixels(size.height * scale) }

  private static func pixels(_ extent: Double) -> Int {
    max(1, Int(min(extent, Double(Int32.max)).rounded()))
  }

  // MARK: Drawing

  /// Fills `shape` with `color`.
  ///
  /// - Parameters:
  ///   - name: What the fill draws, for people reading the output.
  ///   - text: The text the shape spells, for a glyph run.
  public mutating func fill(_ shape: Shape, with color: Color, name: String? = nil, text: String? = nil) {
    commands.append(.fill(DrawCommand.Fill(shape: shape, color: color, name: name, text: text)))
  }

  /// Fills `shape` with `gradient`.
  ///
  /// - Parameter name: What the fill draws, for people reading the output.
  public mutating func fill(_ shape: Shape, with gradient: Gradient, name: String? = nil) {
    commands.append(.gradient(DrawCommand.GradientFill(shape: shape, gradient: gradient, name: name)))
  }

  /// Strokes `path` with `color` as `style` says: fills ``Shape/stroke(_:_:)``, the area the
  /// stroke covers.
  ///
  /// ```swift
  /// scene.stroke(ring, style: StrokeStyle(width: 8, cap: .round, end: 0.7), with: .systemBlue)
  /// ```
  public mutating func stroke(_ path: Path, style: StrokeStyle, with color: Color, name: String? = nil) {
    fill(.stroke(path, style), with: color, name: name)
  }

  /// Draws an image.
  public mutating func draw(_ image: DrawCommand.Image) {
    commands.append(.image(image))
  }

  /// Draws what `body` adds as one group: named `name`, casting `shadow` under it (see
  /// ``DrawCommand/Shadow``), and composited with its shadow as one layer with `opacity`
  /// (clamped to 0...1; NaN counts as 1).
  ///
  /// The group is closed even when `body` throws.
  public mutating func group<Failure: Error>(
    name: String? = nil, opacity: Double = 1, shadow: DrawCommand.Shadow? = nil,
    _ body: (inout Scene) throws(Failure) -> Void
  ) throws(Failure) {
    commands.append(.beginGroup(DrawCommand.Group(name: name, opacity: opacity, shadow: shadow)))
    defer { commands.append(.endGroup) }
    try body(&self)
  }

  /// Draws what `body` adds clipped to the inside of `shape`.
  ///
  /// The clip is closed even when `body` throws.
  public mutating func clip<Failure: Error>(
    to shape: Shape, _ body: (inout Scene) throws(Failure) -> Void
  ) throws(Failure) {
    commands.append(.beginClip(shape))
    defer { commands.append(.endClip) }
    try body(&self)
  }

  /// Draws what `body` adds limited by the alpha of what `mask` draws (see
  /// ``DrawCommand/beginMask(_:)``).
  ///
  /// The mask is closed even when `body` throws.
  public mutating func mask<Failure: Error>(
    by mask: DrawCommand.Mask, _ body: (inout Scene) throws(Failure) -> Void
  ) throws(Failure) {
    commands.append(.beginMask(mask))
    defer { commands.append(.endClip) }
    try body(&self)
  }

  /// Appends a command as it is, for builders in this package that walk deep trees without
  /// recursion; the caller keeps groups and clips balanced.
  public mutating func append(_ command: DrawCommand) {
    commands.append(command)
  }

  /// Replaces every command from index `start` on by `transform` of it, for builders in this
  /// package that move what a view drew after drawing it; none when `start` is past the end.
  package mutating func mapCommands(from start: Int, _ transform: (DrawCommand) -> DrawCommand) {
    for index in min(max(start, 0), commands.count)..<commands.count {
      commands[index] = transform(commands[index])
    }
  }
}
