import Typesetting

// What a view draws between its background and its subviews, where `CALayer` draws a layer's
// contents: a label's text, a button's title, an image view's image or its placeholder. Also the
// glyph runs that the name tags share.

extension SceneBuilder {
  /// A line of text as the scene draws it: its glyphs and the characters they show.
  struct GlyphLine {
    var run: GlyphRun
    var text: String
  }

  /// The commands that draw the content of the view at `index`, in its root coordinates.
  ///
  /// Text is drawn as one glyph run per line (see ``glyphLines(of:view:)``; the text colour, the
  /// line's characters as the fill's `text`) and is cut at the view's bounds: `UILabel` cuts
  /// glyphs that reach past its edges (italic overhangs, a line taller than the label) even with
  /// `clipsToBounds` off, as its text is drawn into the layer's contents, which are the size of
  /// its bounds. A clip is only added when some glyph reaches outside.
  /// An image or its placeholder (an image view's, or a button's before its title) is drawn as
  /// ``imageCommands(_:in:name:)`` says, not clipped.
  ///
  /// - Parameter isClipped: Whether the view clips to its bounds, so a clip to them is in force.
  /// - Throws: ``SceneBuildError/unreadableText(view:text:font:reason:)``.
  func contentCommands(of index: Int, isClipped: Bool) throws(SceneBuildError) -> [DrawCommand] {
    let view = solved.layout.views[index]
    switch view.content {
    case .text(let text):
      return try textCommands(of: index, color: text.color, isClipped: isClipped)
    case .button(let button):
      let title = try textCommands(of: index, color: button.title.color, isClipped: isClipped)
      guard let image = button.image, let frame = button.imageFrame(in: solved.frames[index]) else { return title }
      return Self.imageCommands(ImageContent(image: image, contentMode: .scaleToFill), in: frame, name: view.name)
        + title
    case .image(let image):
      return Self.imageCommands(image, in: solved.frames[index], name: view.name)
    case nil:
      return []
    }
  }

  private func textCommands(of index: Int, color: Color, isClipped: Bool) throws(SceneBuildError)
    -> [DrawCommand]
  {
    let frame = solved.frames[index]
    guard !frame.isEmpty, let layout = solved.textLayout(ofView: index) else { return [] }
    let name = solved.layout.views[index].name
    let lines = try glyphLines(of: layout, view: name)
    return Self.fills(of: lines, color: color, name: "\(name).text", clippedTo: isClipped ? nil : frame)
  }

  /// The glyph runs of `layout`, one per line that has ink (a line of spaces has none).
  ///
  /// Characters the font lacks are the `.notdef` glyphs the typesetter put in their place. Each
  /// glyph's origin is snapped to the screen's pixels as Core Graphics and Skia place glyphs
  /// from their glyph caches: across to the nearest quarter pixel, the baseline to the nearest
  /// whole pixel. SVG and PNG then draw the same positions, and the rasterizer draws each
  /// outline once per quarter-pixel offset (``Render/GlyphRun``).
  ///
  /// - Parameter view: The view the text belongs to, for the error.
  /// - Throws: ``SceneBuildError/unreadableText(view:text:font:reason:)``.
  func glyphLines(of layout: TextLayout, view: String) throws(SceneBuildError) -> [GlyphLine] {
    var lines: [GlyphLine] = []
    let font = layout.font
    let scale = solved.screen.scale
    for line in layout.lines {
      var glyphs: [GlyphRun.Glyph] = []
      do {
        for glyph in line.glyphs {
          let outline = try glyphOutlines.outline(of: glyph.glyph, in: font)
          guard !outline.path.isEmpty else { continue }
          let origin = Point(
            x: (glyph.position.x * scale * 4).rounded() / (scale * 4),
            y: (glyph.position.y * scale).rounded() / scale)
          glyphs.append(GlyphRun.Glyph(outline: outline, origin: origin))
        }
      } catch {
        throw .unreadableText(view: view, text: line.text, font: font.description, reason: error.description)
      }
      guard !glyphs.isEmpty else { continue }
      lines.append(GlyphLine(run: GlyphRun(glyphs: glyphs), text: line.text))
    }
    return lines
  }

  /// A fill per line in `color`, named `name`; inside a clip to `bounds` when some ink lies
  /// outside them.
  static func fills(of lines: [GlyphLine], color: Color, name: String, clippedTo bounds: Rect?) -> [DrawCommand]
  {
    let fills = lines.map { line in
      DrawCommand.fill(DrawCommand.Fill(shape: .glyphs(line.run), color: color, name: name, text: line.text))
    }
    guard let bounds,
      !lines.allSatisfy({ line in
        line.run.glyphs.allSatisfy { glyph in
          glyph.outline.path.controlBounds.map { bounds.holds($0.moved(by: glyph.origin)) } ?? true
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
