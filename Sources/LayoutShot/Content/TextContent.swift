import Typesetting

/// A label's text with everything needed to measure and lay it out: the string, the font (found),
/// the colour, the runs of other fonts and colours, and the paragraph style.
package struct TextContent: Hashable, Sendable {
  /// A stretch of the text in its own font and colour (a run of an attributed string), both found.
  package struct Run: Hashable, Sendable {
    /// The characters of the run.
    package var text: String
    /// The font they are measured and drawn in.
    package var font: SizedFont
    /// The colour their glyphs are filled with.
    package var color: Color
    /// The image the run stands for, laid out inline; `nil` for text.
    package var attachment: TextAttachment?
    /// Points added after each of its characters (``TextRun/tracking``).
    package var tracking = 0.0
    /// Points its glyphs are raised above the baseline (``TextRun/baselineOffset``).
    package var baselineOffset = 0.0

    /// `text` in `font` and `color`, or the image `attachment` laid out inline.
    package init(text: String, font: SizedFont, color: Color, attachment: TextAttachment? = nil) {
      self.text = text
      self.font = font
      self.color = color
      self.attachment = attachment
    }

    /// The run as the typesetter takes it: text, or a box for an attachment.
    var textRun: TextRun {
      guard let attachment else {
        var run = TextRun(text, font: font)
        run.tracking = tracking
        run.baselineOffset = baselineOffset
        return run
      }
      return TextRun(box: attachment.box, font: font)
    }
  }

  /// The string shown.
  package var text: String
  /// The font, found in the registry when the layout was made: the whole text's without runs.
  package var font: SizedFont
  /// The colour the glyphs are filled with: the whole text's without runs.
  package var color: Color
  /// The text in runs of their own font and colour, their texts joined being ``text``; none when
  /// the whole text is in ``font`` and ``color``.
  package var runs: [Run]
  /// Alignment, line break mode, number of lines and the layout direction natural alignment
  /// follows.
  package var style: ParagraphStyle
  /// The width a multi-line label wraps at for its intrinsic size, when set (UIKit's explicit
  /// `preferredMaxLayoutWidth`).
  package var preferredMaxLayoutWidth: Double?
  /// Whether the engine measures the text again at the width it solves for the view: a
  /// multi-line label without a preferred width and without an intrinsic size of its own.
  package var wrapsToSolvedWidth: Bool
  /// Space between the view's edges and its text, included in the intrinsic size (a text field's
  /// or a text view's insets; none for a label).
  package var insets: EdgeInsets
  /// Whether the text starts at the top of the view (a text view) rather than being centred
  /// vertically (a label).
  package var isTopAligned: Bool
  /// The smallest share of its size the text's fonts shrink to when it does not fit the box it is
  /// laid out in (``fitted(width:height:)``); 1 (the default) to keep their size.
  package var minimumScaleFactor = 1.0

  /// Text ready to measure: see each property.
  package init(
    text: String, font: SizedFont, color: Color, runs: [Run] = [], style: ParagraphStyle,
    preferredMaxLayoutWidth: Double?, wrapsToSolvedWidth: Bool, insets: EdgeInsets = .zero,
    isTopAligned: Bool = false
  ) {
    self.text = text
    self.font = font
    self.color = color
    self.runs = runs
    self.style = style
    self.preferredMaxLayoutWidth = preferredMaxLayoutWidth
    self.wrapsToSolvedWidth = wrapsToSolvedWidth
    self.insets = insets
    self.isTopAligned = isTopAligned
  }

  /// The text as the typesetter takes it: its runs (one in ``font`` without any), ``font`` its
  /// own.
  package var styledText: StyledText {
    runs.isEmpty
      ? StyledText(text, font: font) : StyledText(runs.map(\.textRun), font: font)
  }

  /// The colour of the glyphs of run `run` of ``styledText`` (``PositionedGlyph/run``).
  package func color(ofRun run: Int) -> Color {
    runs.isEmpty ? color : runs[run].color
  }

  /// The full names of the fonts the text is in (with their fallbacks), each once, in the order the
  /// text first uses them.
  var fontNames: [String] {
    var names: [String] = []
    for font in (runs.isEmpty ? [font.font] : runs.map(\.font.font)) {
      let name = font.fallback.map { "\(font.fullName)' or its fallback '\($0.fullName)" } ?? font.fullName
      if !names.contains(name) { names.append(name) }
    }
    return names
  }

  /// The text laid out in a box `width` points wide (`nil`: unlimited).
  package func layout(width: Double?) -> TextLayout {
    Typesetter.layout(styledText, width: width, style: style)
  }

  /// The text laid out in `frame` as a `UILabel` draws it: inside the ``insets``, wrapped at the
  /// width left, with no more lines than fit the height left (and
  /// ``ParagraphStyle/numberOfLines``), centred vertically (or from the top when
  /// ``isTopAligned``); coordinates are those of `frame`.
  package func layout(in frame: Rect) -> TextLayout {
    let frame = Rect(
      x: frame.minX + insets.left, y: frame.minY + insets.top,
      width: max(frame.width - insets.left - insets.right, 0),
      height: max(frame.height - insets.top - insets.bottom, 0))
    let content = fitted(width: frame.width, height: frame.height)
    var style = style
    let fitting = content.linesFitting(height: frame.height, width: frame.width)
    style.numberOfLines = style.numberOfLines == 0 ? fitting : min(style.numberOfLines, fitting)
    let laidOut = Typesetter.layout(content.styledText, width: frame.width, style: style)
    let top = isTopAligned ? 0 : (frame.height - laidOut.height) / 2
    return laidOut.offsetBy(dx: frame.minX, dy: frame.minY + top)
  }

  /// How many lines of the text fit `height` with a point of slack, as snapping can take a
  /// fraction of a pixel off a view's height; at least one.
  ///
  /// Lines in one line height (a text in one font) fit ⌊(height + 1 + spacing) / (lineHeight +
  /// spacing)⌋ times, a count that fits an Int however tall the frame (or thin a malformed font's
  /// lines) is. Lines of several heights are those of the text wrapped at `width`, counted from
  /// the top while they fit.
  private func linesFitting(height: Double, width: Double) -> Int {
    let room = height + 1
    let spacing = style.lineSpacing
    guard
      runs.contains(where: {
        $0.font.lineHeight != font.lineHeight || $0.attachment != nil || $0.baselineOffset != 0
      })
    else {
      let capacity = ((room + spacing) / (font.lineHeight + spacing)).rounded(.down)
      return capacity >= 1 ? Int(min(capacity, Double(Int32.max))) : 1
    }
    var unlimited = style
    unlimited.numberOfLines = 0
    var bottom = -spacing
    var count = 0
    for line in Typesetter.layout(styledText, width: width, style: unlimited).lines {
      bottom += spacing + line.height
      guard bottom <= room else { break }
      count += 1
    }
    return max(count, 1)
  }

  /// The text with its fonts shrunk as little as lets it fit `width` (and `height`, when given)
  /// within its number of lines, untruncated, but no smaller than ``minimumScaleFactor`` of their
  /// size; the text as it is when it fits, or when it may not shrink.
  ///
  /// A text fits at a scale when laid out at `width` it is not truncated, no wider than `width`
  /// and no taller than `height`. Fitting grows no worse as the fonts shrink, so the scale is
  /// found by halving the interval between the factor and 1 until it is narrower than 1/4096 —
  /// the largest scale found that fits, as UIKit's label shrinks its font to the largest size
  /// that fits (Documentation/SwiftUIDrawing.md#text).
  package func fitted(width: Double?, height: Double?) -> TextContent {
    guard minimumScaleFactor < 1, let width, width.isFinite else { return self }
    return shrunk(toFit: width, height: height, laidOut: layout(width: width)).text
  }

  /// The layout at `width` of the text ``fitted(width:height:)``, without laying it out again.
  package func fittedLayout(width: Double?, height: Double?) -> TextLayout {
    let laidOut = layout(width: width)
    guard minimumScaleFactor < 1, let width, width.isFinite else { return laidOut }
    return shrunk(toFit: width, height: height, laidOut: laidOut).layout
  }

  /// ``fitted(width:height:)`` at a finite `width`, given the text's own layout there, with its
  /// layout: each scale tried is laid out once, and the one kept is not laid out again.
  private func shrunk(toFit width: Double, height: Double?, laidOut: TextLayout) -> (
    text: TextContent, layout: TextLayout
  ) {
    guard !Self.fits(laidOut, width: width, height: height) else { return (self, laidOut) }
    let factor = max(minimumScaleFactor, Self.smallestScaleFactor)
    let smallest = scaled(by: factor)
    var best = (text: smallest, layout: smallest.layout(width: width))
    guard Self.fits(best.layout, width: width, height: height) else { return best }
    var (low, high) = (factor, 1.0)
    while high - low > 1.0 / 4096 {
      let middle = (low + high) / 2
      let candidate = scaled(by: middle)
      let candidateLayout = candidate.layout(width: width)
      if Self.fits(candidateLayout, width: width, height: height) {
        (low, best) = (middle, (candidate, candidateLayout))
      } else {
        high = middle
      }
    }
    return best
  }

  /// The smallest share a font shrinks to: a factor of 0 (UIKit's default) stops at it.
  private static let smallestScaleFactor = 1.0 / 64

  /// Whether `laidOut`, a text laid out at `width`, shows all of itself within `width` and
  /// `height`.
  private static func fits(_ laidOut: TextLayout, width: Double, height: Double?) -> Bool {
    !laidOut.isTruncated && laidOut.usedWidth <= width + 1e-6
      && (height.map { laidOut.height <= $0 + 1e-6 } ?? true)
  }

  /// The text with every font at `scale` of its size.
  private func scaled(by scale: Double) -> TextContent {
    var scaled = self
    scaled.font = font.resized(to: font.pointSize * scale)
    for index in scaled.runs.indices {
      scaled.runs[index].font = runs[index].font.resized(to: runs[index].font.pointSize * scale)
    }
    scaled.minimumScaleFactor = 1
    return scaled
  }

  /// The size of a view showing the text, unrounded: the text wrapped at ``initialWrapWidth``
  /// (less the insets), plus the ``insets``.
  var unroundedSize: Size {
    let across = insets.left + insets.right, down = insets.top + insets.bottom
    let laidOut = layout(width: initialWrapWidth.map { max($0 - across, 0) })
    return Size(width: laidOut.usedWidth + across, height: laidOut.height + down)
  }

  /// The intrinsic size and baselines of the text in a view `width` wide (`nil`: unlimited), the
  /// ``insets`` included, each side rounded up to the pixel grid of `scale` as UIKit rounds a
  /// label's size.
  func intrinsicMeasure(width: Double?, scale: Double) -> (size: Size, baselines: BaselineOffsets) {
    let across = insets.left + insets.right, down = insets.top + insets.bottom
    let laidOut = layout(width: width.map { max($0 - across, 0) })
    let size = Size(
      width: Self.roundedUp(laidOut.usedWidth + across, scale: scale),
      height: Self.roundedUp(laidOut.height + down, scale: scale))
    // The text is centred in the height left inside the insets, or starts at its top.
    let top = insets.top + (isTopAligned ? 0 : (size.height - down - laidOut.height) / 2)
    return (
      size,
      BaselineOffsets(
        firstFromTop: top + laidOut.firstBaseline, lastFromBottom: size.height - top - laidOut.lastBaseline)
    )
  }

  /// The width the intrinsic size wraps at before any solve: the preferred width of a multi-line
  /// label, else none (one line per paragraph).
  var initialWrapWidth: Double? {
    style.numberOfLines == 1 ? nil : preferredMaxLayoutWidth
  }

  /// `value` rounded up to a whole number of pixels; a hair of tolerance keeps a value that
  /// round-off put just above a pixel (20.0000000001) on it.
  static func roundedUp(_ value: Double, scale: Double) -> Double {
    guard scale > 0 else { return value }
    return (value * scale - 1e-7).rounded(.up) / scale + 0
  }
}
