import Raster

/// Draws a ``Scene`` into pixels with the `Raster` module: the PNG back end, beside ``SVGWriter``.
///
/// The scene's points become pixels at its scale; every shape is filled as its path and fill rule
/// (so a border's even-odd ring and any outline are drawn alike), except glyph runs, whose
/// recurring outlines are rasterized once for the whole scene (see `GlyphRun`); groups below
/// full opacity, or casting a shadow from their content, become layers (the shadow blurred from
/// the layer's alpha, see ``Raster/DropShadow``); a shadow cast by a shape is drawn first in its
/// group; clips become anti-aliased masks, and masks the alpha of their drawing; images are decoded and drawn stretched into
/// their rectangle.
///
/// ```swift
/// let scene = try solved.scene(options: .plain)
/// let image = try SceneRasterizer().image(of: scene)        // 1179 × 2556 RGBA on an @3x phone
/// let png = try SceneRasterizer().pngData(of: scene)        // the snapshot's bytes
/// ```
///
/// The rasterizer is deterministic: the same scene gives the same pixels, and the same PNG bytes,
/// on every run and machine (see the `Raster` module on how).
package struct SceneRasterizer: Sendable {
  /// How images are sampled when stretched.
  package var sampling: Sampling
  /// The decoder of the scene's PNG images, with its size limits.
  package var decoder: PNGDecoder

  /// A rasterizer that samples images with `sampling` and decodes them with `decoder`.
  package init(sampling: Sampling = .bilinear, decoder: PNGDecoder = PNGDecoder()) {
    self.sampling = sampling
    self.decoder = decoder
  }

  /// The scene's pixels, `scene.pixelWidth` × `scene.pixelHeight`, transparent where nothing
  /// draws.
  ///
  /// - Throws: ``SceneRenderError/invalidSize(width:height:)`` for a pixel size an image cannot
  ///   have, and ``SceneRenderError/unreadableImage(name:reason:)`` for an image command whose PNG
  ///   does not decode.
  package func image(of scene: Scene) throws(SceneRenderError) -> Raster.Image {
    try picture(of: scene).render()
  }

  /// The scene as a recorded ``Raster/Picture``.
  ///
  /// Every command becomes the canvas operation that draws it, in pixels.
  /// ``Raster/Picture/render()`` draws it with the same pixels as replaying it on a canvas,
  /// writing most pixels once.
  ///
  /// - Throws: As ``image(of:)``.
  func picture(of scene: Scene) throws(SceneRenderError) -> Picture {
    guard var picture = Picture(width: scene.pixelWidth, height: scene.pixelHeight) else {
      throw .invalidSize(width: scene.pixelWidth, height: scene.pixelHeight)
    }
    try record(scene.commands, into: &picture, scale: scene.scale)
    return picture
  }

  /// Records `commands`, in points at `scale` pixels per point, into `picture`; a mask's
  /// commands into a picture of their own, whose alpha limits what follows.
  private func record(_ commands: [DrawCommand], into picture: inout Picture, scale: Double)
    throws(SceneRenderError)
  {
    let toPixels = Transform(scale: scale)
    // Whether each open group made a layer (groups at full opacity only name their content).
    var openGroups: [Bool] = []
    for command in commands {
      switch command {
      case .fill(let fill):
        guard case .glyphs(let run) = fill.shape else {
          picture.fill(
            fill.shape.path, color: Self.color(fill.color), rule: fill.shape.fillRule, transform: toPixels)
          continue
        }
        picture.fill(run, color: Self.color(fill.color), transform: toPixels)
      case .gradient(let fill):
        picture.fill(
          fill.shape.path, gradient: Self.paint(fill.gradient), rule: fill.shape.fillRule, transform: toPixels
        )
      case .image(let image):
        let pixels: Raster.Image
        do {
          pixels = try decoder.decode(image.pngData)
        } catch {
          throw .unreadableImage(name: image.name, reason: error.description)
        }
        // A mirrored or upside-down image is reflected about its rectangle's centre lines.
        let transform = image.reflection.concatenating(toPixels)
        picture.draw(
          pixels, x: image.rect.minX, y: image.rect.minY, width: image.rect.width, height: image.rect.height,
          transform: transform, sampling: sampling)
      case .beginGroup(let group):
        let shadow = group.shadow.flatMap { $0.isVisible ? $0 : nil }
        // A shadow cast by the content needs the content as a layer; one cast by a shape is
        // drawn first, into the group's layer if it has one.
        let castByContent = shadow != nil && shadow?.shape == nil
        let isLayer = group.opacity < 1 || castByContent || group.blur > 0
        if isLayer {
          picture.beginLayer(
            opacity: group.opacity,
            shadow: castByContent ? shadow.map { Self.dropShadow($0, scale: scale) } : nil,
            blur: group.blur * scale)
        }
        if let shadow, let shape = shadow.shape {
          picture.fillShadow(
            of: shape.path, rule: shape.fillRule, transform: toPixels,
            shadow: Self.dropShadow(shadow, scale: scale))
        }
        openGroups.append(isLayer)
      case .endGroup:
        if openGroups.popLast() == true { picture.endLayer() }
      case .beginClip(let shape):
        picture.pushClip(shape.path, rule: shape.fillRule, transform: toPixels)
      case .beginMask(let mask):
        // The picture's size is valid: it is the one being recorded into.
        var drawn = Picture(width: picture.width, height: picture.height).unsafelyUnwrapped
        try record(mask.commands, into: &drawn, scale: scale)
        picture.pushMask(drawn)
      case .endClip:
        picture.popClip()
      }
    }
  }

  /// The scene as PNG bytes: rasterized, then encoded as snapshots are (see ``PNGEncoder``).
  ///
  /// - Throws: ``SceneRenderError`` as ``image(of:)`` does, and ``SceneRenderError/encodingFailed(reason:)``.
  package func pngData(of scene: Scene, encoder: PNGEncoder = .snapshot) throws(SceneRenderError) -> [UInt8] {
    let pixels = try image(of: scene)
    do {
      return try encoder.encode(pixels)
    } catch {
      throw .encodingFailed(reason: error.description)
    }
  }

  /// A scene's shadow in pixels at `scale`.
  static func dropShadow(_ shadow: DrawCommand.Shadow, scale: Double) -> DropShadow {
    DropShadow(
      color: color(shadow.color), offsetX: shadow.offset.width * scale, offsetY: shadow.offset.height * scale,
      blur: shadow.blur * scale)
  }

  /// A scene's gradient as the canvas paints it: the same shape, the stops' colours in 8 bits.
  static func paint(_ gradient: Gradient) -> GradientPaint {
    GradientPaint(
      gradient.kind, stops: gradient.stops.map { .init(location: $0.location, color: color($0.color)) })
  }

  /// An sRGB colour as 8-bit straight RGBA, each component rounded to the nearest of 256 levels.
  static func color(_ color: Color) -> RGBA8 {
    func level(_ component: Double) -> UInt8 {
      guard component.isFinite else { return 0 }
      return UInt8((min(max(component, 0), 1) * 255).rounded())
    }
    return RGBA8(
      red: level(color.red), green: level(color.green), blue: level(color.blue), alpha: level(color.alpha))
  }
}

/// Why a scene could not be drawn into pixels.
package enum SceneRenderError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The scene's size at its scale is not a size an image can have.
  case invalidSize(width: Int, height: Int)
  /// An image command's PNG data does not decode; the image's name when it has one.
  case unreadableImage(name: String?, reason: String)
  /// The pixels could not be encoded as PNG.
  case encodingFailed(reason: String)

  package var description: String {
    switch self {
    case .invalidSize(let width, let height):
      "A scene of \(width) × \(height) pixels cannot be drawn: an image must be 1 to 32,768 pixels on each side."
    case .unreadableImage(let name, let reason):
      "The image\(name.map { " '\($0)'" } ?? "") in the scene cannot be decoded: \(reason)"
    case .encodingFailed(let reason):
      "The scene's pixels could not be encoded as PNG: \(reason)"
    }
  }
}
