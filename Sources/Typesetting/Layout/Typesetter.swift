/// Lays out text in a font: measures it, breaks it into lines, truncates what does not fit, and
/// places every glyph.
///
/// The rules are `UILabel`'s (see ``LineBreakMode`` for wrapping and truncation):
///
/// - Widths are the sum of the glyphs' advance widths (`hmtx`) and the kerning of each pair
///   (`kern`), in font units, then scaled: `points = units × pointSize / unitsPerEm`.
/// - Lines are ``SizedFont/lineHeight`` apart; the first baseline is one ascender below the top,
///   so the text is `lines × lineHeight` tall.
/// - A line wider than the width it is laid out in happens only for a single character wider than
///   the width, or in ``LineBreakMode/byClipping``; it is left-aligned.
///
/// ```swift
/// let font = try FontRegistry.shared.font().sized(17)
/// let layout = Typesetter.layout(
///   "The quick brown fox jumps over the lazy dog", font: font, width: 120,
///   style: ParagraphStyle(lineBreakMode: .byWordWrapping, numberOfLines: 0))
/// layout.lines.map(\.text)  // ["The quick", "brown fox", "jumps over", "the lazy dog"]
/// ```
public enum Typesetter {
  /// Lays out `text` in `font`, in a box `width` points wide (`nil`: as wide as the longest
  /// paragraph, no wrapping).
  public static func layout(
    _ text: String, font: SizedFont, width: Double? = nil, style: ParagraphStyle = ParagraphStyle()
  ) -> TextLayout {
    let measurer = TextMeasurer(text, font: font.font)
    let breaker = LineBreaker(clusters: measurer.clusters)
    let scale = font.scale
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
      let overflows = widthInUnits.map { Double(restWidth) > $0 } ?? false
      if isTruncated || overflows {
        contents[contents.count - 1] =
          style.lineBreakMode == .byClipping
          ? rest
          : Truncation(measurer: measurer).truncate(
            rest, mode: style.lineBreakMode, width: widthInUnits, hiddenTextFollows: isTruncated)
        lines[lines.count - 1].endsParagraph = true
        isTruncated = true
      }
    }
    return place(
      contents, endsParagraph: lines.map(\.endsParagraph), font: font, width: width, style: style,
      missing: measurer.missing, isTruncated: isTruncated)
  }

  /// Positions the glyphs of the lines' clusters: alignment, justification, baselines.
  private static func place(
    _ contents: [[TextMeasurer.Cluster]], endsParagraph: [Bool], font: SizedFont, width: Double?,
    style: ParagraphStyle, missing: [Unicode.Scalar], isTruncated: Bool
  ) -> TextLayout {
    let scale = font.scale
    let lineWidths = contents.map { Double(LineBreaker(clusters: $0).width(0..<$0.count)) * scale }
    let usedWidth = lineWidths.max() ?? 0
    let boxWidth = width ?? usedWidth
    let lineHeight = font.lineHeight
    var lines: [TextLine] = []
    for (index, clusters) in contents.enumerated() {
      let lineWidth = lineWidths[index]
      let free = max(boxWidth - lineWidth, 0)
      let baseline = font.ascender + Double(index) * lineHeight
      // Justification widens the spaces inside a wrapped line (not its trailing ones).
      var inner = clusters.count
      while inner > 0 && clusters[inner - 1].kind == .space { inner -= 1 }
      let innerSpaces = clusters[0..<inner].filter { $0.kind == .space }.count
      let justifies = style.alignment == .justified && !endsParagraph[index] && innerSpaces > 0
      let extraPerSpace = justifies ? free / Double(innerSpaces) : 0
      let x: Double
      switch style.alignment.resolved(for: style.direction) {
      case .right: x = free
      case .center: x = free / 2
      default: x = 0
      }
      var glyphs: [PositionedGlyph] = []
      var pen = 0
      var spacesPassed = 0
      for (position, cluster) in clusters.enumerated() {
        if position > 0 { pen += cluster.kerningBefore }
        let start = x + Double(pen) * scale + Double(spacesPassed) * extraPerSpace
        for (glyph, offset) in zip(cluster.glyphs, cluster.offsets) {
          glyphs.append(
            PositionedGlyph(glyph: glyph, position: PathPoint(x: start + Double(offset) * scale, y: baseline))
          )
        }
        pen += cluster.advance
        if cluster.kind == .space && position < inner { spacesPassed += 1 }
      }
      lines.append(
        TextLine(
          text: String(clusters[0..<inner].map(\.character)), glyphs: glyphs, x: x, baseline: baseline,
          width: justifies ? boxWidth : lineWidth))
    }
    return TextLayout(
      font: font, lines: lines, usedWidth: lines.map(\.width).max() ?? 0,
      height: Double(lines.count) * lineHeight, firstBaseline: lines.first?.baseline ?? font.ascender,
      lastBaseline: lines.last?.baseline ?? font.ascender, missingCharacters: missing,
      isTruncated: isTruncated)
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
