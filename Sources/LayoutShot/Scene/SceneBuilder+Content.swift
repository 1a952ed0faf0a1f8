import Typesetting

// What a view draws between its background and its subviews, where `CALayer` draws a layer's
// contents: a label's text, a button's title, an image view's image or its placeholder. Also the
// glyph runs that the name tags share.

extension SceneBuilder {
  /// A line of text as the scene draws it: its stretches in one run of the text each, with their
  /// glyphs and the characters they show.
  struct GlyphLine {
    /// A stretch of a line in one run (``Typesetting/TextLine/Segment``), its glyphs placed.
    struct Segment {
      var run: Int
      var glyphs: [GlyphRun.Glyph]
      var text: String
    }

    var segments: [Segment]
  }

  /// The commands that draw the content of the view at `index`, in its root coordinates.
  ///
  /// Text is drawn as one glyph run per line and colour (see ``glyphLines(of:view:)`` and
  /// ``fills(of:colorOfRun:name:clippedTo:)``) and is cut at the view's bounds: `UILabel` cuts
  /// glyphs that reach past its edges (italic overhangs, a line taller than the label) even with
  /// `clipsToBounds` off, as its text is drawn into the layer's contents, which are the size of
  /// its bounds. A clip is only added when some glyph reaches outside.
  /// A label's attachments are drawn after its text, each image stretched into its box.
  /// An image or its placeholder (an image view's, or a button's before its title) is drawn as
  /// ``imageCommands(_:in:name:)`` says, not clipped.
  ///
  /// - Parameter isClipped: Whether the view clips to its bounds, so a clip to them is in force.
  /// - Throws: ``SceneBuildError/unreadableText(view:text:font:reason:)``.
  func contentCommands(of index: Int, isClipped: Bool) throws(SceneBuildError) -> [DrawCommand] {
    let view = solved.layout.views[index]
    switch view.content {
    case .text(let text):
      return try textCommands(of: index, text: text, isClipped: isClipped)
    case .button(let button):
      let title = try textCommands(of: index, text: button.title, isClipped: isClipped)
      guard let image = button.image, let frame = button.imageFrame(in: solved.frames[index]) else {
        return title
      }
      return Self.imageCommands(
        ImageContent(image: image, contentMode: .scaleToFill), in: frame, name: view.name)
        + title
    case .image(let image):
      return Self.imageCommands(image, in: solved.frames[index], name: view.name)
    case nil:
      return []
    }
  }

  private func textCommands(of index: Int, text: TextContent, isClipped: Bool) throws(SceneBuildError)
    -> [DrawCommand]
  {
    let frame = solved.frames[index]
    guard !frame.isEmpty, let layout = solved.textLayout(ofView: index) else { return [] }
    let name = solved.layout.views[index].name
    let lines = try glyphLines(of: layout, view: name)
    return Self.fills(
      of: lines, colorOfRun: { color(text.color(ofRun: $0), ofView: index) }, name: "\(name).text",
      clippedTo: isClipped ? nil : frame) + Self.attachmentCommands(of: layout, text: text, name: name)
  }

  /// The images of the attachments laid out in `layout`, each stretched into its box, or
  /// LayoutShot's placeholder where it has no pixels (see ``imageCommands(_:in:name:)``).
  private static func attachmentCommands(of layout: TextLayout, text: TextContent, name: String)
    -> [DrawCommand]
  {
    layout.lines.flatMap { line in
      line.boxes.flatMap { box in
        imageCommands(
          ImageContent(image: text.runs[box.run].attachment?.image, contentMode: .scaleToFill), in: box.rect,
          name: "\(name).attachment")
      }
    }
  }

  /// The lines of `layout` that have ink (a line of spaces has none), segment by segment, each
  /// glyph's outline from its own font.
  ///
  /// Characters a font lacks are the `.notdef` glyphs the typesetter put in their place. Each
  /// glyph's origin is snapped to the screen's pixels as Core Graphics and Skia place glyphs
  /// from their glyph caches: across to the nearest quarter pixel, the baseline to the nearest
  /// whole pixel. SVG and PNG then draw the same positions, and the rasterizer draws each
  /// outline once per quarter-pixel offset (``Render/GlyphRun``).
  ///
  /// - Parameter view: The view the text belongs to, for the error.
  /// - Throws: ``SceneBuildError/unreadableText(view:text:font:reason:)``.
  func glyphLines(of layout: TextLayout, view: String) throws(SceneBuildError) -> [GlyphLine] {
    var lines: [GlyphLine] = []
    let scale = solved.screen.scale
    for line in layout.lines {
      var segments: [GlyphLine.Segment] = []
      for segment in line.segments {
        var glyphs: [GlyphRun.Glyph] = []
        for glyph in line.glyphs[segment.glyphs] {
          let font = layout.font(of: glyph)
          let outline: GlyphRun.Outline
          do {
            outline = try glyphOutlines.outline(of: glyph.glyph, in: font)
          } catch {
            throw .unreadableText(
              view: view, text: line.text, font: font.description, reason: error.description)
          }
          guard !outline.path.isEmpty else { continue }
          let origin = Point(
            x: (glyph.position.x * scale * 4).rounded() / (scale * 4),
            y: (glyph.position.y * scale).rounded() / scale)
          glyphs.append(GlyphRun.Glyph(outline: outline, origin: origin))
        }
        segments.append(GlyphLine.Segment(run: segment.run, glyphs: glyphs, text: segment.text))
      }
      guard segments.contains(where: { !$0.glyphs.isEmpty }) else { continue }
      lines.append(GlyphLine(segments: segments))
    }
    return lines
  }

  /// A fill per line in `color`, named `name`; inside a clip to `bounds` when some ink lies
  /// outside them.
  static func fills(of lines: [GlyphLine], color: Color, name: String, clippedTo bounds: Rect?)
    -> [DrawCommand]
  {
    fills(of: lines, colorOfRun: { _ in color }, name: name, clippedTo: bounds)
  }

  /// A fill per line and colour, named `name`: the glyphs of consecutive segments of one colour
  /// (`colorOfRun` of their runs) together, their characters as the fill's `text`; inside a clip
  /// to `bounds` when some ink lies outside them.
  static func fills(
    of lines: [GlyphLine], colorOfRun: (Int) -> Color, name: String, clippedTo bounds: Rect?
  ) -> [DrawCommand] {
    var fills: [DrawCommand] = []
    for line in lines {
      var pieces: [(color: Color, glyphs: [GlyphRun.Glyph], text: String)] = []
      for segment in line.segments {
        let color = colorOfRun(segment.run)
        if let last = pieces.indices.last, pieces[last].color == color {
          pieces[last].glyphs += segment.glyphs
          pieces[last].text += segment.text
        } else {
          pieces.append((color, segment.glyphs, segment.text))
        }
      }
      for piece in pieces where !piece.glyphs.isEmpty {
        fills.append(
          .fill(
            DrawCommand.Fill(
              shape: .glyphs(GlyphRun(glyphs: piece.glyphs)), color: piece.color, name: name,
              text: piece.text)))
      }
    }
    guard let bounds,
      !lines.allSatisfy({ line in
        line.segments.allSatisfy { segment in
          segment.glyphs.allSatisfy { glyph in
            glyph.outline.path.controlBounds.map { bounds.holds($0.moved(by: glyph.origin)) } ?? true
          }
        }
      })
    else { return fills }
    return [.beginClip(.rect(bounds))] + fills + [.endClip]
  }
}

extension Rect {
  /// The rectangle moved by `offset`.
  func moved(by offset: Point) -> Rect {
    Rect(x: minX + offset.x, y: minY + offset.y, width: width, height: height)
  }

  /// Whether `other` lies inside this rectangle (edges may touch).
  func holds(_ other: Rect) -> Bool {
    other.minX >= minX && other.maxX <= maxX && other.minY >= minY && other.maxY <= maxY
  }
}
