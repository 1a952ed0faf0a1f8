/// Paints anti-aliased shapes into an ``Image``: fills, clips, opacity layers and images.
///
/// A canvas is the rasterizer's one entry point, as small as tiny-skia's `fill_path`: give it a
/// ``Path``, a colour, a ``FillRule`` and a ``Transform`` to pixels. Each fill is composited
/// source-over with exact area-coverage anti-aliasing.
///
/// ```swift
/// var canvas = Canvas(width: 1179, height: 2556, background: .white)!
/// let toPixels = Transform(scale: 3)
/// canvas.fill(.rect(x: 0, y: 0, width: 393, height: 852), color: RGBA8(red: 242, green: 242, blue: 247),
///             transform: toPixels)
/// canvas.fill(.roundedRect(x: 16, y: 120, width: 361, height: 88, radii: CornerRadii(12)),
///             color: .white, transform: toPixels)
/// let image = canvas.finish()
/// ```
public struct Canvas: Sendable {
  /// The canvas's own pixels (layers that are still open are not in it yet).
  private var base: Surface
  /// The scratch memory of the scan converter, kept between fills.
  private var scanConverter = ScanConverter()

  /// A canvas that draws over `image`.
  public init(image: Image) {
    base = Surface(image: image, originX: 0, originY: 0)
  }

  /// A canvas of `width` × `height` pixels filled with `background`, or `nil` for a size
  /// ``Image`` refuses.
  public init?(width: Int, height: Int, background: RGBA8 = .clear) {
    guard let image = Image(width: width, height: height, fill: background) else { return nil }
    self.init(image: image)
  }

  /// The width in pixels.
  public var width: Int { base.image.width }
  /// The height in pixels.
  public var height: Int { base.image.height }

  /// The picture drawn so far.
  public var image: Image { base.image }

  /// The finished picture.
  public consuming func finish() -> Image {
    base.image
  }

  /// Fills `path`, mapped to pixels by `transform`, with a straight colour, source-over.
  ///
  /// Pixels the outline crosses are covered by the exact share of their area inside it
  /// (rounded to 1/255); `rule` decides what is inside where contours overlap. A path with a
  /// non-finite coordinate draws nothing.
  public mutating func fill(
    _ path: Path, color: RGBA8, rule: FillRule = .nonZero, transform: Transform = .identity
  ) {
    let source = color.premultiplied
    guard source.alpha != 0 else { return }
    let edges = EdgeList(path, transform: transform)
    guard !edges.isEmpty else { return }
    var converter = takeScanConverter()
    defer { scanConverter = converter }
    let region = base.region
    let drawn = base.drawn
    base.drawn = base.withPixels { pixels in
      var blitter = SolidBlitter(pixels: pixels, region: region, drawn: drawn, color: source, mask: nil)
      converter.fill(edges, rule: rule, clip: region, into: &blitter)
      return blitter.drawn
    }
  }

  /// Moves the scan converter's scratch memory out (so it can be used while the pixels are
  /// pinned) without copying it.
  private mutating func takeScanConverter() -> ScanConverter {
    var converter = ScanConverter()
    swap(&converter, &scanConverter)
    return converter
  }
}
