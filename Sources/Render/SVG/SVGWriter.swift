#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

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
///   clip-path="url(#clip-1)">` it applies to, and a mask an alpha `<mask id="mask-1"
///   mask-type="alpha">` holding its drawing followed by the `<g mask="url(#mask-1)">`.
/// - Rectangles and rounded rectangles with one radius and circular corners are `<rect>`
///   elements (`rx` draws quarter circles, not continuous corners); other shapes are `<path>`
///   elements (`M`, `L`, `Q`, `C`, `Z`, absolute), with `fill-rule="evenodd"` (or `clip-rule`
///   inside a clip path) where the shape needs it. Colours are `#RRGGBB` and `fill-opacity`.
///   Text is only ever glyph paths, never `<text>`, so every renderer shows the same thing.
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
    document.raw("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n")
    document.raw(
      "<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\" version=\"1.1\""
    )
    document.number("width", scene.size.width)
    document.number("height", scene.size.height)
    document.raw(" viewBox=\"0 0 ")
    SVGNumberFormatting.append(scene.size.width, to: &document.bytes)
    document.raw(" ")
    SVGNumberFormatting.append(scene.size.height, to: &document.bytes)
    document.raw("\">\n")
    document.depth = 1
    document.write(scene.commands, of: scene)
    while document.depth > 1 { document.closeGroup() }
    document.raw("</svg>\n")
    return String(decoding: document.bytes, as: UTF8.self)
  }
}

extension SVGWriter {
  /// The UTF-8 text being written, the nesting depth that sets the indentation, and the ids used.
  struct Document {
    var bytes: [UInt8] = []
    var depth = 0
    var ids = SVGIdentifiers()
    var clipCount = 0
    var maskCount = 0
    var shadowCount = 0
    var blurCount = 0
    var gradientCount = 0

    private static let hexDigits = Array("0123456789ABCDEF".utf8)

    /// Writes `commands`, drawn in `scene`, at the current depth; an unmatched end is skipped
    /// rather than closing what was opened before them.
    mutating func write(_ commands: [DrawCommand], of scene: Scene) {
      let floor = depth
      for (index, command) in commands.enumerated() {
        switch command {
        case .fill(let fill):
          element(for: fill.shape, fill: fill)
        case .gradient(let fill):
          element(for: fill)
        case .image(let image):
          element(for: image)
        case .beginGroup(let group):
          let shadow = group.shadow.flatMap { $0.isVisible ? $0 : nil }
          // The region a shadow's filter works in: what casts it and where it falls, spread by
          // the blur, within the canvas (nothing outside it shows, and the rasterizer blurs only
          // what lies on the canvas too).
          let region = shadow.flatMap { shadow in
            let caster =
              shadow.shape.map { SVGShadowRegion.bounds(of: $0.path) }
              ?? SVGShadowRegion.contentBounds(commands, groupAt: index, scale: scene.scale)
            return caster.flatMap {
              SVGShadowRegion.region(of: shadow, castFrom: $0, scale: scene.scale, canvas: scene.size)
            }
          }
          var filterID: String?
          if let shadow, let region, shadow.shape == nil || shadow.blur > 0 {
            shadowCount += 1
            let id = ids.make(from: "shadow-\(shadowCount)")
            filter(id: id, for: shadow, in: region)
            filterID = id
          }
          // A blurred group's filter: its content, blurred, in the region the blur spreads it
          // to (one filter a group, so a group that also casts a shadow from its content keeps
          // only that one in SVG).
          var blurID: String?
          if group.blur > 0, filterID == nil || shadow?.shape != nil,
            let content = SVGShadowRegion.contentBounds(commands, groupAt: index, scale: scene.scale),
            let region = SVGShadowRegion.region(
              of: DrawCommand.Shadow(color: .black, offset: Size(width: 0, height: 0), blur: group.blur),
              castFrom: content, scale: scene.scale, canvas: scene.size)
          {
            blurCount += 1
            let id = ids.make(from: "blur-\(blurCount)")
            blurFilter(id: id, deviation: group.blur, in: region)
            blurID = id
          }
          indent()
          raw("<g")
          if let name = group.name {
            escaped("id", ids.make(from: name))
            escaped("data-name", name)
          }
          let opacity = SVGNumberFormatting.clampedOpacity(group.opacity)
          if !SVGNumberFormatting.printsAsOne(opacity) { number("opacity", opacity) }
          if let filterID, shadow?.shape == nil {
            escaped("filter", "url(#\(filterID))")
          } else if let blurID {
            escaped("filter", "url(#\(blurID))")
          }
          raw(">\n")
          depth += 1
          if let shadow, let shape = shadow.shape, region != nil {
            shadowElement(for: shape, shadow: shadow, name: group.name, filter: filterID)
          }
        case .beginClip(let shape):
          openClip(to: shape, name: nil)
        case .beginMask(let mask):
          maskCount += 1
          let id = ids.make(from: "mask-\(maskCount)")
          indent()
          raw("<mask")
          escaped("id", id)
          if let name = mask.name { escaped("data-name", name) }
          raw(" mask-type=\"alpha\" maskUnits=\"userSpaceOnUse\"")
          rectangle(Rect(origin: .zero, size: scene.size))
          raw(">\n")
          depth += 1
          let inside = depth
          write(mask.commands, of: scene)
          while depth > inside { closeGroup() }
          depth -= 1
          indent()
          raw("</mask>\n")
          openGroup(name: nil, "mask", referencing: id)
        case .endGroup, .endClip:
          if depth > floor { closeGroup() }
        }
      }
    }

    /// Writes a `<clipPath>` of `shape` and opens the group it clips, named `name`.
    mutating func openClip(to shape: Shape, name: String?) {
      clipCount += 1
      let id = ids.make(from: "clip-\(clipCount)")
      indent()
      raw("<clipPath")
      escaped("id", id)
      raw(">\n")
      depth += 1
      element(for: shape, fill: nil)
      depth -= 1
      indent()
      raw("</clipPath>\n")
      openGroup(name: name, "clip-path", referencing: id)
    }

    /// Opens a `<g>` named `name` whose `attribute` (`clip-path`, `mask`) refers to the element
    /// `id`.
    mutating func openGroup(name: String?, _ attribute: String, referencing id: String) {
      indent()
      raw("<g")
      if let name { escaped("data-name", name) }
      escaped(attribute, "url(#\(id))")
      raw(">\n")
      depth += 1
    }

    mutating func raw(_ text: StaticString) {
      text.withUTF8Buffer { bytes += $0 }
    }

    mutating func indent() {
      bytes += repeatElement(UInt8(ascii: " "), count: 2 * depth)
    }

    mutating func closeGroup() {
      depth -= 1
      indent()
      raw("</g>\n")
    }

    /// Writes ` name="value"` with `value` escaped; `name` is ours and written as it is.
    mutating func escaped(_ name: String, _ value: String) {
      bytes.append(UInt8(ascii: " "))
      bytes += name.utf8
      raw("=\"")
      XMLText.appendAttribute(value, to: &bytes)
      bytes.append(UInt8(ascii: "\""))
    }

    /// Writes ` name="number"`.
    mutating func number(_ name: StaticString, _ value: Double) {
      raw(" ")
      raw(name)
      raw("=\"")
      SVGNumberFormatting.append(value, to: &bytes)
      bytes.append(UInt8(ascii: "\""))
    }

    /// Writes `x`, `y`, `width` and `height` attributes; a negative size is written as 0, which SVG
    /// draws as nothing.
    mutating func rectangle(_ rect: Rect) {
      number("x", rect.minX)
      number("y", rect.minY)
      number("width", max(0, rect.width))
      number("height", max(0, rect.height))
    }

    /// Writes the element that draws `shape`: filled as `fill` says, or, without a fill, as the
    /// content of a clip path.
    mutating func element(for shape: Shape, fill: DrawCommand.Fill?) {
      element(for: shape, name: fill?.name, text: fill?.text) { document in
        guard let fill else { return false }
        document.paint(fill.color)
        return true
      }
    }

    /// Writes the element that draws `shape`, named `name` and spelling `text`; `paint` writes
    /// its fill and says whether it did (none inside a clip path).
    mutating func element(
      for shape: Shape, name: String?, text: String?, paint: (inout Document) -> Bool
    ) {
      indent()
      let isRect: Bool
      switch shape {
      case .rect: isRect = true
      case .roundedRect(let roundedRect):
        isRect = roundedRect.cornerCurve == .circular && roundedRect.radii.uniformRadius != nil
      default: isRect = false
      }
      raw(isRect ? "<rect" : "<path")
      if let name { escaped("data-name", name) }
      if let text { escaped("data-text", text) }
      switch shape {
      case .rect(let rect):
        rectangle(rect)
      case .roundedRect(let roundedRect) where isRect:
        rectangle(roundedRect.rect)
        if roundedRect.radii.topLeft > 0 { number("rx", roundedRect.radii.topLeft) }
      default:
        raw(" d=\"")
        pathData(shape.path)
        raw("\"")
      }
      if paint(&self) {
        if shape.fillRule == .evenOdd { raw(" fill-rule=\"evenodd\"") }
      } else if shape.fillRule == .evenOdd {
        raw(" clip-rule=\"evenodd\"")
      }
      raw("/>\n")
    }

    /// Opens a `<filter>` named `id` working in `region`, in user space and in sRGB.
    mutating func openFilter(id: String, in region: Rect) {
      indent()
      raw("<filter")
      escaped("id", id)
      raw(" filterUnits=\"userSpaceOnUse\"")
      rectangle(region)
      raw(" color-interpolation-filters=\"sRGB\">\n")
    }

    /// Writes a `<filter>` that blurs what it is applied to with a Gaussian of standard
    /// deviation `deviation` points, within `region`.
    mutating func blurFilter(id: String, deviation: Double, in region: Rect) {
      openFilter(id: id, in: region)
      indent()
      raw("  <feGaussianBlur")
      number("stdDeviation", deviation)
      raw("/>\n")
      indent()
      raw("</filter>\n")
    }

    /// Writes the `<filter>` that draws `shadow` over `region`: cast by a group's content, or
    /// only a blur for a shape's shadow (see ``SVGWriter``).
    mutating func filter(id: String, for shadow: DrawCommand.Shadow, in region: Rect) {
      openFilter(id: id, in: region)
      depth += 1
      if shadow.blur > 0 {
        indent()
        raw(shadow.shape == nil ? "<feGaussianBlur in=\"SourceAlpha\"" : "<feGaussianBlur")
        number("stdDeviation", shadow.blur)
        raw("/>\n")
      }
      if shadow.shape == nil {
        indent()
        raw(shadow.blur > 0 ? "<feOffset" : "<feOffset in=\"SourceAlpha\"")
        number("dx", shadow.offset.width)
        number("dy", shadow.offset.height)
        raw(" result=\"shadow\"/>\n")
        indent()
        raw("<feFlood")
        color(shadow.color, attribute: "flood-color", opacityAttribute: "flood-opacity")
        raw("/>\n")
        indent()
        raw("<feComposite in2=\"shadow\" operator=\"in\"/>\n")
        indent()
        raw("<feMerge>\n")
        indent()
        raw("  <feMergeNode/>\n")
        indent()
        raw("  <feMergeNode in=\"SourceGraphic\"/>\n")
        indent()
        raw("</feMerge>\n")
      }
      depth -= 1
      indent()
      raw("</filter>\n")
    }

    /// Writes the shadow `shape` casts: the shape moved by the shadow's offset, filled with its
    /// colour, blurred by the filter `filter` when there is one.
    mutating func shadowElement(for shape: Shape, shadow: DrawCommand.Shadow, name: String?, filter: String?)
    {
      indent()
      raw("<path")
      if let name { escaped("data-name", "\(name).shadow") }
      raw(" d=\"")
      let (dx, dy) = (shadow.offset.width, shadow.offset.height)
      pathData(shape.path.mapped { Point(x: $0.x + dx, y: $0.y + dy) })
      raw("\"")
      paint(shadow.color)
      if shape.fillRule == .evenOdd { raw(" fill-rule=\"evenodd\"") }
      if let filter { escaped("filter", "url(#\(filter))") }
      raw("/>\n")
    }

    /// Writes the element that draws `image`, embedded as a PNG `data:` URL and stretched to its
    /// rectangle; a mirrored or upside-down image gets a `transform` that reflects it about the
    /// rectangle's centre lines.
    mutating func element(for image: DrawCommand.Image) {
      indent()
      raw("<image")
      if let name = image.name { escaped("data-name", name) }
      rectangle(image.rect)
      if image.flipsHorizontally || image.flipsVertically {
        // The image reflected within its own rectangle (x ↦ 2·midX − x, y ↦ 2·midY − y).
        let reflection = image.reflection
        raw(" transform=\"matrix(")
        for (index, value) in [reflection.a, 0, 0, reflection.d, reflection.tx, reflection.ty].enumerated() {
          if index > 0 { raw(" ") }
          SVGNumberFormatting.append(value, to: &bytes)
        }
        raw(")\"")
      }
      raw(" preserveAspectRatio=\"none\" xlink:href=\"data:image/png;base64,")
      bytes += Data(image.pngData).base64EncodedString().utf8
      raw("\"/>\n")
    }

    /// Writes `fill` as `#RRGGBB`, and `fill-opacity` when the colour is not opaque.
    mutating func paint(_ color: Color) {
      self.color(color, attribute: "fill", opacityAttribute: "fill-opacity")
    }

    /// Writes `color` as ` attribute="#RRGGBB"`, and its alpha as `opacityAttribute` when it is
    /// not opaque.
    mutating func color(_ color: Color, attribute: StaticString, opacityAttribute: StaticString) {
      raw(" ")
      raw(attribute)
      raw("=\"#")
      for component in [color.red, color.green, color.blue] {
        let level = Color.level(component)
        bytes.append(Self.hexDigits[level >> 4])
        bytes.append(Self.hexDigits[level & 0xF])
      }
      raw("\"")
      let opacity = SVGNumberFormatting.clampedOpacity(color.alpha)
      if !SVGNumberFormatting.printsAsOne(opacity) { number(opacityAttribute, opacity) }
    }

    /// Writes SVG path data for `path`: absolute commands, one space between segments.
    mutating func pathData(_ path: Path) {
      for (index, element) in path.elements.enumerated() {
        if index > 0 { raw(" ") }
        switch element {
        case .move(let to):
          raw("M")
          point(to)
        case .line(let to):
          raw("L")
          point(to)
        case .quad(let to, let control):
          raw("Q")
          point(control)
          raw(" ")
          point(to)
        case .cubic(let to, let control1, let control2):
          raw("C")
          point(control1)
          raw(" ")
          point(control2)
          raw(" ")
          point(to)
        case .close:
          raw("Z")
        }
      }
    }

    mutating func point(_ point: Point) {
      SVGNumberFormatting.append(point.x, to: &bytes)
      bytes.append(UInt8(ascii: " "))
      SVGNumberFormatting.append(point.y, to: &bytes)
    }
  }
}
