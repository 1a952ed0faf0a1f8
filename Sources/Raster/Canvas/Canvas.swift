/// Paints anti-aliased shapes into an ``Image``: fills, clips, opacity layers and images.
///
/// A canvas is the rasterizer's one entry point, as small as tiny-skia's `fill_path`: give it a
/// `Path`, a colour, a `FillRule` and a `Transform` to pixels. Each fill is composited
/// source-over with exact area-coverage anti-aliasing. Clips and layers nest like a display
/// list's groups:
///
/// ```swift
/// var canvas = Canvas(width: 1179, height: 2556, background: .white)!
/// let points = Transform(scale: 3)
/// let card = Path(roundedRect: RoundedRect(Rect(x: 16, y: 120, width: 361, height: 88), radius: 12))
/// canvas.beginLayer(opacity: 0.8)                 // view.alpha = 0.8, applied to the group
/// canvas.pushClip(card, transform: points)        // clipsToBounds
/// canvas.fill(card, color: RGBA8(red: 242, green: 242, blue: 247), transform: points)
/// canvas.fill(Path(rect: Rect(x: 16, y: 180, width: 361, height: 40)), color: .black, transform: points)
/// canvas.popClip()
/// canvas.endLayer()
/// let image = canvas.finish()
/// ```
package struct Canvas: Sendable {
  /// The surface drawing goes to: the canvas's image, or the innermost open layer.
  var target: Surface
  /// The clip in force (all pushed clips intersected), or `nil` for none.
  var clip: ClipMask?
  /// The open clips and layers, innermost last.
  var stack: [StackEntry] = []

  /// Something pushed on the canvas, with what it replaced.
  enum StackEntry {
    /// A clip, and the clip in force before it.
    case clip(previous: ClipMask?)
    /// A layer, the surface drawing went to before it, its opacity (0...255), the clip in
    /// force when it began (which applies once, when the layer is composited), the shadow its
    /// content casts and the standard deviation in pixels it is blurred with (0 for none).
    case layer(parent: Surface, opacity: UInt32, clip: ClipMask?, shadow: DropShadow?, blur: Double)
  }

  /// A canvas that draws over `image`.
  package init(image: Image) {
    target = Surface(image: image)
  }

  /// A canvas of `width` × `height` pixels filled with `background`, or `nil` for a size
  /// ``Image`` refuses.
  package init?(width: Int, height: Int, background: RGBA8 = .clear) {
    guard let image = Image(width: width, height: height, fill: background) else { return nil }
    self.init(image: image)
  }

  /// The canvas's pixels.
  var canvasBounds: PixelRegion {
    for entry in stack {
      if case .layer(let parent, _, _, _, _) = entry { return parent.bounds }
    }
    return target.bounds
  }

  /// The width in pixels.
  package var width: Int { canvasBounds.width }
  /// The height in pixels.
  package var height: Int { canvasBounds.height }

  /// The picture drawn so far, without what is drawn in layers that are still open.
  package var image: Image {
    for entry in stack {
      if case .layer(let parent, _, _, _, _) = entry { return parent.image }
    }
    return target.image
  }

  /// Ends every open layer and clip, innermost first, and returns the picture.
  package consuming func finish() -> Image {
    while !stack.isEmpty {
      if case .clip = stack.last {
        popClip()
      } else {
        endLayer()
      }
    }
    return target.image
  }

  /// Fills `path`, mapped to pixels by `transform`, with a straight colour, source-over.
  ///
  /// Pixels the outline crosses are covered by the exact share of their area inside it
  /// (rounded to 1/255); `rule` decides what is inside where contours overlap. A path with a
  /// non-finite coordinate draws nothing. The clip in force limits the fill.
  package mutating func fill(
    _ path: Path, color: RGBA8, rule: FillRule = .nonZero, transform: Transform = .identity
  ) {
    let source = color.premultiplied
    guard source.alpha != 0 else { return }
    paint(.outline(EdgeList(path, transform: transform), rule), with: SolidShader(solid: source))
  }

  /// Composites `paint` where `coverage` covers into the target, through the clip, except the
  /// pixels `hidden` holds.
  mutating func paint<Paint: Shader>(_ coverage: Coverage, with paint: Paint, hidden: HiddenRegion? = nil) {
    guard let solid = paint.solidColor, clip == nil, !coverage.isAxisAlignedRectangle else {
      return fill(coverage, hidden: hidden) { PaintBlitter(pixels: $0, paint: paint, mask: $1) }
    }
    // An outline of one colour without a clip: blends remembered per coverage.
    withUnsafeTemporaryAllocation(of: UInt32.self, capacity: SolidBlitter.tableWords) { table in
      table.initialize(repeating: 0)
      let words = table.baseAddress.unsafelyUnwrapped
      fill(coverage, hidden: hidden) { pixels, _ in
        SolidBlitter(pixels: pixels, source: solid, table: words)
      }
    }
  }

  /// Fills `coverage` into the target through the blitter `makeBlitter` makes from the target's
  /// pixels and the clip's coverage, except the pixels `hidden` holds.
  mutating func fill<Blitter: SpanBlitter>(
    _ coverage: Coverage, hidden: HiddenRegion?, blitter makeBlitter: (PixelWords, MaskReader?) -> Blitter
  ) {
    var region = target.bounds
    if let clip { region = region.intersection(clip.region) }
    region = region.intersection(coverage.pixelBounds)
    guard !region.isEmpty else { return }
    target.reserve(region)
    // Every pixel the fill may write lies in `region`; a layer composites only what it holds.
    target.drawn = target.drawn.union(region)
    let clip = clip
    target.withPixels { pixels in
      func run(_ mask: MaskReader?) {
        Self.scanConvert(coverage, clip: region, into: makeBlitter(pixels, mask), hidden: hidden)
      }
      guard let clip else { return run(nil) }
      clip.withReader { run($0) }
    }
  }

  /// Fills `coverage` into `blitter`, through a ``HiddenSpanBlitter`` when pixels are hidden.
  static func scanConvert<Blitter: SpanBlitter>(
    _ coverage: Coverage, clip: PixelRegion, into blitter: Blitter, hidden: HiddenRegion?
  ) {
    if let hidden {
      var wrapped = HiddenSpanBlitter(inner: blitter, hidden: hidden)
      coverage.fill(clip: clip, into: &wrapped)
    } else {
      var blitter = blitter
      coverage.fill(clip: clip, into: &blitter)
    }
  }
}
