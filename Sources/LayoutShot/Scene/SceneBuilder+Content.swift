import Typesetting

// What a view draws between its background and its subviews, where `CALayer` draws a layer's
// contents: a label's text, a button's title, an image view's image or its placeholder. Also the
// glyph runs that the name tags share.

extension SceneBuilder {
  /// A run of glyphs: the outlines of one line of text and the characters they show.
  struct GlyphRun {
    var path: Path
    var text: String
  }

  /// The commands that draw the content of the view at `index`, in its root coordinates.
  ///
  /// Text is drawn as one filled path of glyph outlines per line (non-zero rule, the text colour,
  /// the line's characters as the fill's `text`) and is cut at the view's bounds: `UILabel` cuts
  /// glyphs that reach past its edges (italic overhangs, a line taller than the label) even with
  /// `clipsToBounds` off, as its text is drawn into the layer's contents, which are the size of
  /// its bounds. A clip is only added when some glyph reaches outside.
  /// An image or its placeholder is drawn as ``imageCommands(_:in:name:)`` says, not clipped.
  ///
  /// - Parameter isClipped: Whether the view clips to its bounds, so a clip to them is in force.
  /// - Throws: ``SceneBuildError/unreadableText(view:text:font:reason:)``.
  func contentCommands(of index: Int, isClipped: Bool) throws(SceneBuildError) -> [DrawCommand] {
    let view = solved.layout.views[index]
    switch view.content {
    case .text(let text):
      return try textCommands(of: index, color: text.color, isClipped: isClipped)
    case .button(let button):
      return try textCommands(of: index, color: button.title.color, isClipped: isClipped)
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
    let runs = try glyphRuns(of: layout, view: name)
    return Self.fills(of: runs, color: color, name: "\(name).text", clippedTo: isClipped ? nil : frame)
  }

  /// The glyph runs of `layout`, one per line that has ink (a line of spaces has none).
  ///
  /// Characters the font lacks are the `.notdef` glyphs the typesetter put in their place.
  ///
  /// - Parameter view: The view the text belongs to, for the error.
  /// - Throws: ``SceneBuildError/unreadableText(view:text:font:reason:)``.
  func glyphRuns(of layout: TextLayout, view: String) throws(SceneBuildError) -> [GlyphRun] {
    var runs: [GlyphRun] = []
    let font = layout.font
    for line in layout.lines {
      var outline = QuadraticPath()
      do {
        for glyph in line.glyphs {
          outline.append(
            try glyphOutlines.outline(of: glyph.glyph, in: font.font).path(
              scale: font.scale, origin: glyph.position))
        }
      } catch {
        throw .unreadableText(view: view, text: line.text, font: font.description, reason: error.description)
      }
      guard !outline.isEmpty else { continue }
      runs.append(GlyphRun(path: Path(outline), text: line.text))
    }
    return runs
  }

  /// A fill per run in `color`, named `name`; inside a clip to `bounds` when some ink lies
  /// outside them.
  static func fills(of runs: [GlyphRun], color: Color, name: String, clippedTo bounds: Rect?) -> [DrawCommand]
  {
    let fills = runs.map { run in
      DrawCommand.fill(
        DrawCommand.Fill(shape: .path(run.path, .nonZero), color: color, name: name, text: run.text))
    }
    guard let bounds, !runs.allSatisfy({ run in run.path.controlBounds.map { bounds.holds($0) } ?? true })
    else { return fills }
    return [.beginClip(.rect(bounds))] + fills + [.endClip]
  }
}

extension Rect {
  /// Whether `other` lies inside this rectangle (edges may touch).
  func holds(_ other: Rect) -> Bool {
    other.minX >= minX && other.maxX <= maxX && other.minY >= minY && other.maxY <= maxY
  }
}
