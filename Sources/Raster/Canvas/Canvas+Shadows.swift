extension Canvas {
  /// Draws the shadow that the inside of `path` (mapped to pixels by `transform`, filled by
  /// `rule`) casts, without drawing the path: a `CALayer`'s shadow when its `shadowPath` is set.
  ///
  /// The path's coverage is blurred, moved and coloured as `shadow` says and composited
  /// source-over, through the clip in force.
  ///
  /// ```swift
  /// let card = Path(roundedRect: RoundedRect(Rect(x: 16, y: 120, width: 361, height: 88), radius: 12))
  /// let shadow = DropShadow(color: RGBA8(red: 0, green: 0, blue: 0, alpha: 51), offsetX: 0, offsetY: 6, blur: 12)
  /// canvas.fillShadow(of: card, transform: Transform(scale: 3), shadow: shadow)
  /// canvas.fill(card, color: .white, transform: Transform(scale: 3))
  /// ```
  package mutating func fillShadow(
    of path: Path, rule: FillRule = .nonZero, transform: Transform = .identity, shadow: DropShadow
  ) {
    fillShadow(of: EdgeList(path, transform: transform), rule: rule, shadow: shadow, hidden: nil)
  }

  /// ``fillShadow(of:rule:transform:shadow:)`` of an outline already in pixels, leaving the
  /// pixels `hidden` holds as they are.
  mutating func fillShadow(of edges: EdgeList, rule: FillRule, shadow: DropShadow, hidden: HiddenRegion?) {
    var visible = target.bounds
    if let clip { visible = visible.intersection(clip.region) }
    guard let cast = ShadowCast(shadow, from: edges.pixelBounds, within: visible) else { return }
    var plane = AlphaPlane(region: cast.planeRegion, coverageOf: edges, rule: rule)
    cast.blur?.apply(to: &plane)
    var surface = Surface(transparentOver: visible)
    surface.reserve(cast.region)
    surface.drawn = cast.region
    Self.paint(plane, cast: cast, color: shadow.color, into: &surface, underContent: false)
    composite(surface, opacity: 255, hidden: hidden)
  }

  /// Draws the shadow that what `layer` holds casts under it: the layer's alpha blurred, moved
  /// and coloured as `shadow` says, within the layer's bounds.
  static func castShadow(_ shadow: DropShadow, under layer: inout Surface) {
    let content = layer.drawn.intersection(layer.bounds)
    guard let cast = ShadowCast(shadow, from: content, within: layer.bounds) else { return }
    var plane = AlphaPlane(region: cast.planeRegion, alphaOf: layer)
    cast.blur?.apply(to: &plane)
    layer.reserve(cast.region)
    layer.drawn = layer.drawn.union(cast.region)
    paint(plane, cast: cast, color: shadow.color, into: &layer, underContent: true)
  }

  /// Fills `cast.region` of `surface` with `color` at the blurred alpha `plane` holds for each
  /// pixel (the plane lies at the source, before the offset): over what is there, or, when
  /// `underContent`, under it (destination-over).
  private static func paint(
    _ plane: AlphaPlane, cast: ShadowCast, color: RGBA8, into surface: inout Surface, underContent: Bool
  ) {
    let source = color.premultiplied
    let region = cast.region
    surface.withPixels { pixels in
      for y in region.y..<region.maxY {
        let row = pixels.row(y: y, x: region.x)
        for column in 0..<region.width {
          let level = plane.level(x: region.x + column - cast.offsetX, y: y - cast.offsetY)
          guard level != 0 else { continue }
          let shadow = source.scaled(by: level)
          let below = PackedPixel(stored: row[column])
          row[column] = (underContent ? below.over(shadow) : shadow.over(below)).stored
        }
      }
    }
  }
}

/// Where a shadow lands and what it needs: the blur, the whole-pixel offset, the canvas pixels
/// it may colour, and the region of source alpha that decides them.
private struct ShadowCast {
  let blur: GaussianBlur?
  let offsetX: Int
  let offsetY: Int
  /// The pixels the shadow may colour: the source's, spread by the blur and moved, within the
  /// visible region.
  let region: PixelRegion
  /// The source pixels that decide ``region``: it moved back and spread by the blur, and no
  /// further than the blur spreads the source (beyond that all is transparent anyway).
  ///
  /// Beyond it
  /// the source cannot reach the region, so the blur may take it as transparent.
  let planeRegion: PixelRegion

  /// The cast of `shadow` from the source pixels in `source` onto `visible`; `nil` when it draws
  /// nothing there.
  init?(_ shadow: DropShadow, from source: PixelRegion, within visible: PixelRegion) {
    region = shadow.bounds(of: source).intersection(visible)
    guard !region.isEmpty else { return nil }
    blur = shadow.gaussianBlur
    (offsetX, offsetY) = shadow.pixelOffset
    let reach = blur?.reach ?? 0
    let deciding = PixelRegion(
      x: region.x - reach - offsetX, y: region.y - reach - offsetY, width: region.width + 2 * reach,
      height: region.height + 2 * reach)
    planeRegion = deciding.intersection(blur?.spread(source) ?? source)
  }
}
