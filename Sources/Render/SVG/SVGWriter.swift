/// Writes a ``Scene`` as an SVG 1.1 document that reads well in a text diff and opens in any
/// browser.
///
/// The text depends on the scene alone (no dates, random ids or host data), so the same scene
/// gives the same bytes on every run and machine:
///
/// - The root `svg` element has `width`, `height` and `viewBox` in points; a viewer that wants
///   pixels scales by ``Scene/scale``.
/// - One element per line, indented two spaces per level; attributes in a fixed order.
/// - Numbers with at most three decimals, no trailing zeros and no `-0` (`SVGNumberFormatting`).
/// - A group is a `<g>` with `id` and `data-name` from its name (ids unique, valid XML names,
///   derived in document order) and `opacity` below 1; a fill's name is its `data-name` and a glyph
///   run's text its `data-text`; a clip is a `<clipPath id="clip-1">` followed by the `<g
///   clip-path="url(#clip-1)">` it applies to.
/// - Rectangles and rounded rectangles with one radius are `<rect>` elements; other shapes are
///   `<path>` elements (`M`, `L`, `Q`, `C`, `Z`, absolute), with `fill-rule="evenodd"` (or
///   `clip-rule` inside a clip path) where the shape needs it. Colours are `#RRGGBB` and
///   `fill-opacity`. Text is only ever glyph paths, never `<text>`, so every renderer shows the
///   same thing.
///
/// ```swift
/// let svg = SVGWriter().write(scene)
/// // <?xml version="1.0" encoding="UTF-8"?>
/// // <svg xmlns="http://www.w3.org/2000/svg" … width="200" height="100" viewBox="0 0 200 100">
/// //   <g id="card" data-name="card" opacity="0.9">
/// //     <rect data-name="card.background" x="10" y="10" width="180" height="80" rx="12" fill="#FFFFFF"/>
/// // …
/// ```
public struct SVGWriter: Sendable {
  /// A writer.
  public init() {}

  /// The SVG text of `scene`, ending with a line feed.
  ///
  /// A scene's groups and clips are balanced; were they not, an unmatched end would be skipped and
  /// what is still open closed at the end, so the output is always well-formed XML.
  public func write(_ scene: Scene) -> String {
    var document = Document()
    let width = SVGNumberFormatting.text(scene.size.width)
    let height = SVGNumberFormatting.text(scene.size.height)
    document.line("<?xml version=\"1.0\" encoding=\"UTF-8\"?>")
    document.open(
      "<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\" "
        + "version=\"1.1\" width=\"\(width)\" height=\"\(height)\" viewBox=\"0 0 \(width) \(height)\">")
    let documentDepth = document.depth
    for command in scene.commands {
      switch command {
      case .fill(let fill):
        document.line(Self.element(for: fill.shape, fill: fill))
      case .image(let image):
        document.line(Self.element(for: image))
      case .beginGroup(let group):
        var attributes = ""
        if let name = group.name {
          attributes += " id=\"\(XMLText.attribute(document.ids.make(from: name)))\""
          attributes += " data-name=\"\(XMLText.attribute(name))\""
        }
        if group.opacity < 1 { attributes += " opacity=\"\(SVGNumberFormatting.opacity(group.opacity))\"" }
        document.open("<g\(attributes)>")
      case .beginClip(let shape):
        let id = document.ids.make(from: "clip-\(document.clipCount + 1)")
        document.clipCount += 1
        document.open("<clipPath id=\"\(id)\">")
        document.line(Self.element(for: shape, fill: nil))
        document.close("</clipPath>")
        document.open("<g clip-path=\"url(#\(id))\">")
      case .endGroup, .endClip:
        if document.depth > documentDepth { document.close("</g>") }
      }
    }
    while document.depth > documentDepth { document.close("</g>") }
    document.close("</svg>")
    return document.text
  }

  /// The text being written, with the nesting depth that sets the indentation.
  private struct Document {
    var text = ""
    var depth = 0
    var ids = SVGIdentifiers()
    var clipCount = 0

    mutating func line(_ element: String) {
      text += String(repeating: "  ", count: depth) + element + "\n"
    }

    mutating func open(_ tag: String) {
      line(tag)
      depth += 1
    }

    mutating func close(_ tag: String) {
      depth -= 1
      line(tag)
    }
  }

  // MARK: Elements

  /// The element that draws `shape`: filled as `fill` says, or, without a fill, as the content of
  /// a clip path.
  private static func element(for shape: Shape, fill: DrawCommand.Fill?) -> String {
    var attributes = ""
    if let name = fill?.name { attributes += " data-name=\"\(XMLText.attribute(name))\"" }
    if let text = fill?.text { attributes += " data-text=\"\(XMLText.attribute(text))\"" }
    let tag: String
    switch shape {
    case .rect(let rect):
      tag = "rect"
      attributes += rectangle(rect)
    case .roundedRect(let roundedRect) where roundedRect.radii.uniformRadius != nil:
      tag = "rect"
      attributes += rectangle(roundedRect.rect)
      let radius = roundedRect.radii.topLeft
      if radius > 0 { attributes += " rx=\"\(SVGNumberFormatting.text(radius))\"" }
    default:
      tag = "path"
      attributes += " d=\"\(pathData(shape.path))\""
    }
    if let fill {
      attributes += paint(fill.color)
      if shape.fillRule == .evenOdd { attributes += " fill-rule=\"evenodd\"" }
    } else if shape.fillRule == .evenOdd {
      attributes += " clip-rule=\"evenodd\""
    }
    return "<\(tag)\(attributes)/>"
  }

  /// The element that draws `image`, embedded as a PNG `data:` URL and stretched to its rectangle.
  private static func element(for image: DrawCommand.Image) -> String {
    var attributes = ""
    if let name = image.name { attributes += " data-name=\"\(XMLText.attribute(name))\"" }
    attributes += rectangle(image.rect)
    attributes += " preserveAspectRatio=\"none\""
    attributes += " xlink:href=\"data:image/png;base64,\(Base64.encode(image.pngData))\""
    return "<image\(attributes)/>"
  }

  /// `x`, `y`, `width` and `height` attributes; a negative size is written as 0, which SVG draws as
  /// nothing.
  private static func rectangle(_ rect: Rect) -> String {
    " x=\"\(SVGNumberFormatting.text(rect.minX))\" y=\"\(SVGNumberFormatting.text(rect.minY))\""
      + " width=\"\(SVGNumberFormatting.text(max(0, rect.width)))\""
      + " height=\"\(SVGNumberFormatting.text(max(0, rect.height)))\""
  }

  /// `fill` as `#RRGGBB`, and `fill-opacity` when the colour is not opaque.
  private static func paint(_ color: Color) -> String {
    let hex = String(color.hexDescription.prefix(7))
    let opacity = SVGNumberFormatting.opacity(color.alpha)
    return opacity == "1" ? " fill=\"\(hex)\"" : " fill=\"\(hex)\" fill-opacity=\"\(opacity)\""
  }

  /// SVG path data for `path`: absolute commands, one space between segments.
  static func pathData(_ path: Path) -> String {
    func point(_ point: Point) -> String {
      SVGNumberFormatting.text(point.x) + " " + SVGNumberFormatting.text(point.y)
    }
    return path.elements.map { element -> String in
      switch element {
      case .move(let to): "M" + point(to)
      case .line(let to): "L" + point(to)
      case .quad(let to, let control): "Q" + point(control) + " " + point(to)
      case .cubic(let to, let control1, let control2):
        "C" + point(control1) + " " + point(control2) + " " + point(to)
      case .close: "Z"
      }
    }.joined(separator: " ")
  }
}
