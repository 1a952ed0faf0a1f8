/// Lays out text in a font, or in runs of fonts: measures it, breaks it into lines, truncates
/// what does not fit, and places every glyph.
///
/// The rules are `UILabel`'s (see ``LineBreakMode`` for wrapping and truncation):
///
/// - Widths are the sum of the glyphs' advance widths (`hmtx`, with `HVAR` in a variable font), the
///   kerning of each pair (`GPOS` or `kern`) and each character's tracking, in font units, then
///   scaled: `points = units × pointSize / unitsPerEm`. Each run's glyphs are measured in the
///   run's font (or its fallback); runs in different fonts or sizes do not kern together.
/// - Lines are ``SizedFont/lineHeight`` apart, plus the style's ``ParagraphStyle/lineSpacing``;
///   the first baseline is one ascender below the top, so the text is
///   `lines × lineHeight + (lines − 1) × lineSpacing` tall. In a text of several fonts each line is as tall as
///   the largest line height among the fonts of its characters, and its baseline lies the largest
///   ascender among them below its top, as TextKit sets a line: a big run pushes its line down.
///   A run with a ``TextRun/baselineOffset`` is drawn that far above the baseline (below when
///   negative) and its line is that much taller, its top raised or its bottom lowered.
/// - A run that stands for a box (``InlineBox``, an attachment) is one character as wide as the
///   box; a box taller than the line's fonts raises the line's top or lowers its bottom.
/// - A line wider than the width it is laid out in happens only for a single character wider than
///   the width, or in ``LineBreakMode/byClipping``; it is left-aligned.
///
/// ```swift
/// let font = try FontRegistry.shared.font().sized(17)
/// let layout = Typesetter.layout(
///   "The quick brown fox jumps over the lazy dog", font: font, width: 120,
///   style: ParagraphStyle(lineBreakMode: .byWordWrapping, numberOfLines: 0))
/// layout.lines.map(\.text)  // ["The quick", "brown fox", "jumps over the", "lazy dog"]
/// ```
package enum Typesetter {
  /// Lays out `text` in `font`, in a box `width` points wide (`nil`: as wide as the longest
  /// paragraph, no wrapping).
  package static func layout(
    _ text: String, font: SizedFont, width: Double? = nil, style: ParagraphStyle = ParagraphStyle()
  ) -> TextLayout {
    layout(StyledText(text, font: font), width: width, style: style)
  }

  /// Lays out the runs of `text`, each in its font, in a box `width` points wide (`nil`: as wide
  /// as the longest paragraph, no wrapping).
  ///
  /// ```swift
  /// let line = Typesetter.layout(
  ///   StyledText([TextRun("Total ", font: bold.sized(24)), TextRun("$12.00", font: body)], font: body))
  /// line.lines[0].segments.map(\.text)  // ["Total ", "$12.00"]
  /// ```
  package static func layout(
    _ text: StyledText, width: Double? = nil, style: ParagraphStyle = ParagraphStyle()
  ) -> TextLayout {
    let measurer = TextMeasurer(text, direction: style.direction)
    let breaker = LineBreaker(clusters: measurer.clusters)
    let scale = text.font.scale
    // A hair of slack, so that a width computed from this text's own width (which went through
    // a division and a constraint solver) still fits it.
    let widthInUnits = width.map { max($0, 0) / scale + 1e-6 }
    let limit = style.numberOfLines > 0 ? style.numberOfLines : nil
    let wrapping: LineBreaker.Wrapping
    switch style.lineBreakMode {
    case .byCharWrapping: wrapping = .characters
    case .byWordWrapping: wrapping = .words
    case .byClipping, .byTruncatingHead, .byTruncatingTail, .byTruncatingMiddle:
      wrapping = limit == 1 ? .none : .words
    }
    // One line more than shown tells whether text is hidden.
    var lines = breaker.lines(width: widthInUnits, wrapping: wrapping, limit: limit.map { $0 + 1 })
    var contents = lines.map { line in Array(measurer.clusters[line.range]) }
    var isTruncated = false
    if let limit, lines.count > limit {
      isTruncated = true
      lines.removeLast(lines.count - limit)
      contents.removeLast(contents.count - limit)
    }
    if let last = lines.last, style.lineBreakMode.keepsParagraphOnLastLine {
      // The last line shown holds the rest of its paragraph, truncated or clipped.
      let paragraphEnd =
        breaker.paragraphs().first { $0.contains(last.range.lowerBound) || $0 == last.range }?
        .upperBound ?? last.range.upperBound
      let rest = Array(measurer.clusters[last.range.lowerBound..<paragraphEnd])
      let restWidth = breaker.width(last.range.lowerBound..<paragraphEnd)
      let overflows = widthInUnits.map { restWidth > $0 } ?? false
      if isTruncated || overflows {
        contents[contents.count - 1] =
          style.lineBreakMode == .byClipping
          ? rest
          : Truncation(measurer: measurer, line: rest, run: measurer.run(at: last.range.lowerBound))
            .truncated(
              mode: style.lineBreakMode, width: widthInUnits, hiddenTextFollows: isTruncated)
        lines[lines.count - 1].endsParagraph = true
        isTruncated = true
      }
    }
    return place(
      contents, of: lines, measurer: measurer, width: width, style: style, isTruncated: isTruncated)
  }

  /// Positions the glyphs of the lines' clusters: line heights, alignment, justification,
  /// baselines.
  private static func place(
    _ contents: [[TextMeasurer.Cluster]], of breaks: [LineBreaker.Line], measurer: TextMeasurer,
    width: Double?, style: ParagraphStyle, isTruncated: Bool
  ) -> TextLayout {
    let text = measurer.text
    let font = text.font
    let scale = font.scale
    let lineWidths = contents.map { LineBreaker(clusters: $0).width(0..<$0.count) * scale }
    let usedWidth = lineWidths.max() ?? 0
    let boxWidth = width ?? usedWidth
    // Each line's top is that many of the text font's line heights down, plus how much taller
    // than one the lines above are: exactly `index × lineHeight` in a text of one font.
    let lineHeight = font.lineHeight
    var extraHeight = 0.0
    var lines: [TextLine] = []
    for (index, clusters) in contents.enumerated() {
      // An empty line takes the font of the line break that ends it.
      let metrics = lineMetrics(
        clusters, startRun: measurer.run(at: breaks[index].range.lowerBound), text: text)
      let lineWidth = lineWidths[index]
      let free = max(boxWidth - lineWidth, 0)
      let baseline = metrics.ascender + (Double(index) * (lineHeight + style.lineSpacing) + extraHeight)
      extraHeight += metrics.height - lineHeight
      // Justification widens the spaces inside a wrapped line (not its trailing ones).
      var inner = clusters.count
      while inner > 0 && clusters[inner - 1].kind == .space { inner -= 1 }
      let innerSpaces = clusters[0..<inner].filter { $0.kind == .space }.count
      let justifies = style.alignment == .justified && !breaks[index].endsParagraph && innerSpaces > 0
      let extraPerSpace = justifies ? free / Double(innerSpaces) : 0
      let x: Double
      switch style.alignment.resolved(for: style.direction) {
      case .right: x = free
      case .center: x = free / 2
      default: x = 0
      }
      // Where each cluster starts, placed in the order it is shown.
      var starts = Array(repeating: x, count: clusters.count)
      var pen = 0.0
      var spacesPassed = 0
      var previous: Int?
      func place(_ position: Int) {
        let cluster = clusters[position]
        // Kerning was measured with the character before in the text; it applies only where that
        // one is also shown just before.
        if let previous, previous == position - 1 { pen += cluster.kerningBefore }
        starts[position] = x + pen * scale + Double(spacesPassed) * extraPerSpace
        pen += cluster.advance
        if cluster.kind == .space && position < inner { spacesPassed += 1 }
        previous = position
      }
      if let order = visualOrder(of: clusters, inner: inner) {
        order.forEach(place)
      } else {
        clusters.indices.forEach(place)
      }
      var glyphs: [PositionedGlyph] = []
      // Where each segment after the first starts: its first cluster and first glyph.
      var segmentStarts: [(cluster: Int, glyph: Int)] = []
      for position in clusters.indices {
        let cluster = clusters[position]
        if position > 0 && cluster.run != clusters[position - 1].run {
          segmentStarts.append((position, glyphs.count))
        }
        let start = starts[position]
        let raise = text.runs[cluster.run].baselineOffset
        for (glyph, offset) in zip(cluster.glyphs, cluster.offsets) {
          glyphs.append(
            PositionedGlyph(
              glyph: glyph, position: Point(x: start + offset * scale, y: baseline - raise), run: cluster.run,
              usesFallback: cluster.usesFallback))
        }
      }
      var boxes: [TextLine.Box] = []
      for position in clusters.indices {
        guard let box = text.runs[clusters[position].run].box?.bounds else { continue }
        boxes.append(
          TextLine.Box(
            run: clusters[position].run,
            rect: Rect(
              x: starts[position] + box.minX, y: baseline - box.minY - box.height, width: box.width,
              height: box.height)))
      }
      var segments: [TextLine.Segment] = []
      for segment in 0...segmentStarts.count where !clusters.isEmpty {
        let start = segment > 0 ? segmentStarts[segment - 1] : (cluster: 0, glyph: 0)
        let end =
          segment < segmentStarts.count
          ? segmentStarts[segment] : (cluster: clusters.count, glyph: glyphs.count)
        let shown = start.cluster..<max(start.cluster, min(end.cluster, inner))
        segments.append(
          TextLine.Segment(
            run: clusters[start.cluster].run, text: String(clusters[shown].map(\.character)),
            glyphs: start.glyph..<end.glyph))
      }
      lines.append(
        TextLine(
          text: segments.count == 1 ? segments[0].text : segments.map(\.text).joined(), glyphs: glyphs, x: x,
          baseline: baseline, width: justifies ? boxWidth : lineWidth, height: metrics.height,
          segments: segments, boxes: boxes))
    }
    return TextLayout(
      text: text, lines: lines, usedWidth: lines.map(\.width).max() ?? 0,
      height: Double(lines.count) * lineHeight + Double(max(lines.count - 1, 0)) * style.lineSpacing
        + extraHeight,
      firstBaseline: lines.first?.baseline ?? font.ascender,
      lastBaseline: lines.last?.baseline ?? font.ascender, missingCharacters: measurer.missing,
      isTruncated: isTruncated)
  }

  /// The order a line's clusters are shown in, left to right: reordered by their bidirectional
  /// levels (``BidiParagraph/visualOrder(of:)``), the trailing spaces (from `inner` on) hanging
  /// at the right end; `nil` for the text's own order, when every level is 0.
  private static func visualOrder(of clusters: [TextMeasurer.Cluster], inner: Int) -> [Int]? {
    guard clusters[..<inner].contains(where: { $0.level != 0 }) else { return nil }
    return BidiParagraph.visualOrder(of: clusters[..<inner].map(\.level)) + Array(inner..<clusters.count)
  }

  /// A line's ascender and height: the largest among the fonts of its clusters, or of the run
  /// `startRun` for a line without any; grown by the runs raised or lowered on it; raised by the
  /// boxes on it (``InlineBox``) that reach above that ascender, and deepened by those that reach below the fonts' depth under the
  /// baseline (height less ascender), as TextKit sets a line around an attachment
  /// (`Documentation/TextAttachments.md#placement`).
  private static func lineMetrics(_ clusters: [TextMeasurer.Cluster], startRun: Int, text: StyledText)
    -> (ascender: Double, height: Double)
  {
    var ascender = -Double.infinity
    var height = -Double.infinity
    var boxAscent = -Double.infinity
    var boxDescent = -Double.infinity
    var run: Int?
    var isShifted = false
    var shiftedTop = -Double.infinity
    var shiftedBottom = -Double.infinity
    for index in clusters.indices where clusters[index].run != run {
      run = clusters[index].run
      let textRun = text.runs[clusters[index].run]
      ascender = max(ascender, textRun.font.ascender)
      height = max(height, textRun.font.lineHeight)
      // A raised run reaches its offset higher, a lowered one lower.
      let offset = textRun.baselineOffset
      if offset != 0 { isShifted = true }
      shiftedTop = max(shiftedTop, textRun.font.ascender + max(offset, 0))
      shiftedBottom = max(shiftedBottom, textRun.font.lineHeight - textRun.font.ascender + max(-offset, 0))
      if let box = textRun.box, box.bounds.height.isFinite, box.bounds.minY.isFinite {
        boxAscent = max(boxAscent, box.ascent)
        boxDescent = max(boxDescent, box.descent)
      }
    }
    guard run != nil else {
      let font = text.runs[startRun].font
      return (font.ascender, font.lineHeight)
    }
    if isShifted {
      // The line grows to hold the shifted runs: its top raised, its bottom lowered.
      ascender = max(ascender, shiftedTop)
      height = max(height, ascender + shiftedBottom)
    }
    guard boxAscent > ascender || boxDescent > height - ascender else { return (ascender, height) }
    let raised = max(ascender, boxAscent)
    return (raised, raised + max(height - ascender, boxDescent))
  }
}

extension LineBreakMode {
  /// Whether the last line shown holds the rest of its paragraph (truncated or clipped) rather
  /// than just what wrapped onto it.
  fileprivate var keepsParagraphOnLastLine: Bool {
    switch self {
    case .byWordWrapping, .byCharWrapping: false
    case .byClipping, .byTruncatingHead, .byTruncatingTail, .byTruncatingMiddle: true
    }
  }
}

extension TextAlignment {
  /// Natural alignment made left or right by the writing direction.
  fileprivate func resolved(for direction: WritingDirection) -> TextAlignment {
    switch self {
    case .natural, .justified: direction == .leftToRight ? .left : .right
    default: self
    }
  }
}
