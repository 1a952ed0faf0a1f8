/// A recorded list of ``Canvas`` operations, drawn in one go by a renderer that plans before it
/// draws, with the same pixels as replaying the operations on a canvas one by one.
///
/// A drawn screen writes most pixels several times — the window, then each view's background
/// over it — and most of those writes are plain opaque rectangles. ``render()`` looks at the
/// whole list first (see ``RenderPlan``): rectangles of solid colour drawn straight onto the
/// canvas are painted once, as they will finally look, before anything else; what later opaque
/// rectangles cover is never drawn; a layer that holds one fill is drawn without its surface.
/// ``replay(on:)`` draws the same operations on a canvas the plain way, which is what `render()`
/// is tested against.
///
/// ```swift
/// var picture = Picture(width: 1179, height: 2556)!
/// picture.fill(Path(rect: Rect(x: 0, y: 0, width: 393, height: 852)), color: .white, transform: Transform(scale: 3))
/// picture.fill(Path(rect: Rect(x: 16, y: 75, width: 361, height: 88)), color: RGBA8(red: 242, green: 242, blue: 247),
///              transform: Transform(scale: 3))
/// let image = picture.render()  // the same bytes as replaying it on Canvas(width: 1179, height: 2556)
/// ```
package struct Picture: Sendable {
  /// One recorded canvas operation.
  package enum Operation: Sendable {
    /// ``Canvas/fill(_:color:rule:transform:)``.
    case fill(Path, color: RGBA8, rule: FillRule, transform: Transform)
    /// ``Canvas/fill(_:gradient:rule:transform:)``.
    case gradient(Path, GradientPaint, rule: FillRule, transform: Transform)
    /// A canvas's fill of a `GlyphRun` whose outlines are the picture's ``glyphOutlines``.
    case glyphs([PlacedGlyph], color: RGBA8, transform: Transform)
    /// ``Canvas/draw(_:x:y:width:height:transform:sampling:)``.
    case image(Image, rectangle: ImageRectangle, transform: Transform, sampling: Sampling)
    /// ``Canvas/beginLayer(opacity:shadow:blur:)``.
    case beginLayer(opacity: Double, shadow: DropShadow?, blur: Double)
    /// ``Canvas/fillShadow(of:rule:transform:shadow:)``.
    case shadow(Path, rule: FillRule, transform: Transform, shadow: DropShadow)
    /// ``Canvas/endLayer()``.
    case endLayer
    /// ``Canvas/pushClip(_:rule:transform:)``.
    case pushClip(Path, rule: FillRule, transform: Transform)
    /// ``Canvas/pushMask(_:)`` with the alpha of a picture the same size, drawn first.
    case pushMask(Picture)
    /// ``Canvas/popClip()``.
    case popClip
  }

  /// Where an image is drawn, before the transform.
  package struct ImageRectangle: Sendable {
    package var x: Double
    package var y: Double
    package var width: Double
    package var height: Double

    package init(x: Double, y: Double, width: Double, height: Double) {
      (self.x, self.y, self.width, self.height) = (x, y, width, height)
    }
  }

  /// The size in pixels.
  package let width: Int
  package let height: Int
  /// The operations, in the order they were recorded.
  package private(set) var operations: [Operation] = []
  /// The outlines the recorded glyphs draw, each once, by number (``addGlyphOutline(_:)``).
  package var glyphOutlines: [Path] { glyphTable.outlines }
  /// The outlines, numbered by name for ``fill(_:color:transform:)``.
  private var glyphTable = GlyphOutlineTable()

  /// An empty, transparent picture of `width` × `height` pixels, or `nil` for a size ``Image``
  /// refuses.
  package init?(width: Int, height: Int) {
    guard Image.isValidSize(width: width, height: height) else { return nil }
    self.width = width
    self.height = height
  }

  /// Records a fill (see ``Canvas/fill(_:color:rule:transform:)``).
  package mutating func fill(
    _ path: Path, color: RGBA8, rule: FillRule = .nonZero, transform: Transform = .identity
  ) {
    operations.append(.fill(path, color: color, rule: rule, transform: transform))
  }

  /// Records a gradient fill (see ``Canvas/fill(_:gradient:rule:transform:)``).
  package mutating func fill(
    _ path: Path, gradient: GradientPaint, rule: FillRule = .nonZero, transform: Transform = .identity
  ) {
    operations.append(.gradient(path, gradient, rule: rule, transform: transform))
  }

  /// Adds an outline for glyphs to draw (origin at (0, 0), see `GlyphRun`) and returns its
  /// number, for ``fill(glyphs:color:transform:)``.
  package mutating func addGlyphOutline(_ outline: Path) -> Int {
    glyphTable.add(outline)
  }

  /// Records a fill of a run of glyphs (see ``Canvas/fill(_:color:transform:)``), adding each
  /// outline the picture has not drawn yet, by name, to ``glyphOutlines``: a recurring letter is
  /// rasterized once per quarter-pixel offset for the whole picture.
  package mutating func fill(_ run: GlyphRun, color: RGBA8, transform: Transform = .identity) {
    fill(glyphs: glyphTable.place(run), color: color, transform: transform)
  }

  /// Records a fill of a run of glyphs drawn from ``glyphOutlines``, as a canvas fills a
  /// `GlyphRun`.
  ///
  /// Rendering makes each outline's mask once per quarter-pixel offset for the
  /// whole picture.
  package mutating func fill(glyphs: [PlacedGlyph], color: RGBA8, transform: Transform = .identity) {
    operations.append(.glyphs(glyphs, color: color, transform: transform))
  }

  /// Records an image drawn over a rectangle (see ``Canvas/draw(_:x:y:width:height:transform:sampling:)``).
  package mutating func draw(
    _ image: Image, x: Double, y: Double, width: Double, height: Double, transform: Transform = .identity,
    sampling: Sampling = .bilinear
  ) {
    operations.append(
      .image(
        image, rectangle: ImageRectangle(x: x, y: y, width: width, height: height), transform: transform,
        sampling: sampling))
  }

  /// Records the start of an opacity layer, whose content casts `shadow` (see
  /// ``Canvas/beginLayer(opacity:shadow:blur:)``), blurred by `blur` pixels when it ends.
  package mutating func beginLayer(opacity: Double, shadow: DropShadow? = nil, blur: Double = 0) {
    operations.append(.beginLayer(opacity: opacity, shadow: shadow, blur: blur))
  }

  /// Records the shadow a path casts (see ``Canvas/fillShadow(of:rule:transform:shadow:)``).
  package mutating func fillShadow(
    of path: Path, rule: FillRule = .nonZero, transform: Transform = .identity, shadow: DropShadow
  ) {
    operations.append(.shadow(path, rule: rule, transform: transform, shadow: shadow))
  }

  /// Records the end of the innermost layer (see ``Canvas/endLayer()``).
  package mutating func endLayer() {
    operations.append(.endLayer)
  }

  /// Records a clip (see ``Canvas/pushClip(_:rule:transform:)``).
  package mutating func pushClip(_ path: Path, rule: FillRule = .nonZero, transform: Transform = .identity) {
    operations.append(.pushClip(path, rule: rule, transform: transform))
  }

  /// Records an alpha mask (see ``Canvas/pushMask(_:)``).
  ///
  /// What `mask`, a picture of this one's size, draws limits what follows; through a mask of
  /// another size nothing shows.
  package mutating func pushMask(_ mask: Picture) {
    operations.append(.pushMask(mask))
  }

  /// Records the removal of the innermost clip or mask (see ``Canvas/popClip()``).
  package mutating func popClip() {
    operations.append(.popClip)
  }

  /// Draws every operation on `canvas`, one by one, with the canvas's own methods.
  package func replay(on canvas: inout Canvas) {
    for operation in operations {
      switch operation {
      case .fill(let path, let color, let rule, let transform):
        canvas.fill(path, color: color, rule: rule, transform: transform)
      case .gradient(let path, let gradient, let rule, let transform):
        canvas.fill(path, gradient: gradient, rule: rule, transform: transform)
      case .glyphs(let glyphs, let color, let transform):
        canvas.fill(glyphs, outlines: glyphOutlines, color: color, transform: transform)
      case .image(let image, let rectangle, let transform, let sampling):
        canvas.draw(
          image, x: rectangle.x, y: rectangle.y, width: rectangle.width, height: rectangle.height,
          transform: transform, sampling: sampling)
      case .beginLayer(let opacity, let shadow, let blur):
        canvas.beginLayer(opacity: opacity, shadow: shadow, blur: blur)
      case .shadow(let path, let rule, let transform, let shadow):
        canvas.fillShadow(of: path, rule: rule, transform: transform, shadow: shadow)
      case .endLayer:
        canvas.endLayer()
      case .pushClip(let path, let rule, let transform):
        canvas.pushClip(path, rule: rule, transform: transform)
      case .pushMask(let mask):
        canvas.pushMask(mask.maskImage(width: width, height: height, planned: false))
      case .popClip:
        canvas.popClip()
      }
    }
  }

  /// The picture's pixels as the alpha mask of a picture of `width` × `height` pixels: drawn by
  /// ``render()`` when `planned`, else replayed on a transparent canvas; transparent (nothing
  /// shows through it) when the sizes differ.
  func maskImage(width: Int, height: Int, planned: Bool) -> Image {
    // The size is a recorded picture's, which an image can have.
    let transparent = Image(width: width, height: height).unsafelyUnwrapped
    guard self.width == width, self.height == height else { return transparent }
    if planned { return render() }
    var canvas = Canvas(image: transparent)
    replay(on: &canvas)
    return canvas.finish()
  }
}

extension Picture.Operation {
  /// The colour of a fill or a glyph run (what a one-fill layer may hold); `nil` for other
  /// operations.
  var solidColor: RGBA8? {
    switch self {
    case .fill(_, let color, _, _), .glyphs(_, let color, _): color
    default: nil
    }
  }
}
