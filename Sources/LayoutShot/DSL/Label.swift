import Typesetting

/// A view that shows text (`UILabel`), measured with LayoutShot's own fonts.
///
/// A label's intrinsic content size comes from its text: the width of its longest line and the
/// height of its lines, each rounded up to the screen's pixel grid, as UIKit rounds them. Its
/// hugging (250) and compression resistance (750) are UIKit's defaults for a label made in code;
/// Interface Builder would set hugging to 251, which you can do with
/// ``View/setContentHuggingPriority(_:for:)``.
///
/// Its `firstBaseline` and `lastBaseline` anchors are the baselines of its first and last lines,
/// so `label.firstBaseline == other.firstBaseline` and the visual format options
/// `.alignAllFirstBaseline` and `.spacingBaselineToBaseline` align text, not boxes.
///
/// A multi-line label (``numberOfLines`` other than 1) wraps to the width Auto Layout gives it, as
/// UIKit does: the first solve uses its one-line size, then its height is measured again for its
/// solved width and the layout solved again, until the sizes stop changing (two solves, or three
/// when the wrapped text is narrower than the width). Set ``preferredMaxLayoutWidth`` to wrap at
/// a fixed width instead, in one solve.
///
/// Its text may be in runs of their own font and colour (``attributedRuns``), as an attributed
/// string's: each run is measured in its font, and each line is as tall as its tallest font.
///
/// Its text follows the screen's Dynamic Type text size when its font is a text style's
/// (``FontDescriptor/preferredFont(forTextStyle:contentSize:)``) and
/// ``adjustsFontForContentSizeCategory`` is on.
///
/// ```swift
/// let bio = Label("bio", text: "Writes about layout, type and the space between.")
/// bio.numberOfLines = 0
/// bio.font = .systemFont(ofSize: 15)
/// card.addSubview(bio)
/// bio.leading == card.layoutMarginsGuide.leading
/// bio.trailing == card.layoutMarginsGuide.trailing
/// bio.top == name.lastBaseline + 8
/// ```
public final class Label: View {
  /// The string shown.
  ///
  /// Setting it clears ``attributedRuns``.
  public var text: String {
    didSet { storedRuns = [] }
  }
  /// The font, resolved through ``FontRegistry/shared`` when the layout is made (17-point system
  /// font by default, as `UILabel`).
  public var font = FontDescriptor.systemFont(ofSize: 17)
  /// Whether the text follows the screen's Dynamic Type text size (``Screen/contentSize``), as
  /// `UILabel.adjustsFontForContentSizeCategory` (off by default).
  ///
  /// It changes only fonts that follow Dynamic Type (``FontDescriptor/dynamicTypeScaling``): a
  /// text style's font (``FontDescriptor/preferredFont(forTextStyle:contentSize:)``) or one scaled
  /// like a style (``FontMetrics``), in ``font`` and in the ``attributedRuns``. Those take their
  /// size at the screen's text size when the label is measured; a font of fixed size stays as it
  /// is. Off, every font keeps the size it was made with, as in UIKit, where a text style's font
  /// made at the app's text size does not follow a different one in the view's traits.
  ///
  /// ```swift
  /// let body = Label("body", text: "Reads at any size")
  /// body.font = .preferredFont(forTextStyle: .body)
  /// body.adjustsFontForContentSizeCategory = true
  /// // On a screen whose contentSize is .accessibilityExtraLarge (AX3): 40-point text.
  /// ```
  public var adjustsFontForContentSizeCategory = false
  /// The colour of the text (`.label` by default, as `UILabel`'s: black, white in dark mode).
  public var textColor = Color.label
  /// How lines sit between the label's edges (natural by default: left, or right in a
  /// right-to-left layout).
  public var textAlignment = TextAlignment.natural
  /// The most lines shown (1 by default); 0 for as many as the text needs.
  public var numberOfLines = 1
  /// How text that does not fit is wrapped or truncated (truncating the tail by default).
  public var lineBreakMode = LineBreakMode.byTruncatingTail
  /// The width a multi-line label wraps at for its intrinsic size; 0 (the default) to wrap at
  /// the width Auto Layout gives it.
  public var preferredMaxLayoutWidth = 0.0

  /// The text in runs of their own font and colour, as an attributed string's runs.
  ///
  /// None (the default) when the whole text is in ``font`` and ``textColor``. Setting runs sets
  /// ``text`` to their texts joined; setting ``text`` clears them.
  ///
  /// ```swift
  /// total.attributedRuns = [
  ///   AttributedRun("Total ", font: .boldSystemFont(ofSize: 24)),
  ///   AttributedRun("$12.00", color: .secondaryLabel),
  /// ]
  /// total.text  // "Total $12.00"
  /// ```
  public var attributedRuns: [AttributedRun] {
    get { storedRuns }
    set {
      text = newValue.map(\.text).joined()
      storedRuns = newValue
    }
  }

  /// Space between the label's edges and its text, part of its intrinsic size (how a text field
  /// or text view insets its text).
  package var textInsets = EdgeInsets.zero
  /// Whether the text starts at the top of the label instead of being centred vertically.
  package var isTopAligned = false
  /// Points added between its lines (a paragraph style's line spacing).
  package var lineSpacing = 0.0
  /// The smallest share of their size its fonts shrink to when the text does not fit its box
  /// (``TextContent/fitted(width:height:)``); 1 to keep their size.
  package var minimumScaleFactor = 1.0

  private var explicitIntrinsicSize: IntrinsicSize?
  private var storedRuns: [AttributedRun] = []

  /// Creates a label.
  ///
  /// - Parameters:
  ///   - name: The view's name, unique in its layout.
  ///   - text: The text it shows.
  public init(_ name: String? = nil, text: String = "", fileID: String = #fileID, line: Int = #line) {
    self.text = text
    super.init(name, fileID: fileID, line: line)
  }

  public override var description: String { "Label(\(displayName))" }

  /// The size of the text, unrounded, wrapped at the preferred width of a multi-line label.
  ///
  /// `.none` when the font cannot be found. Setting it overrides the measured size (as
  /// overriding `intrinsicContentSize` in a `UILabel` subclass would), and the label then no
  /// longer re-wraps to its solved width.
  public override var intrinsicContentSize: IntrinsicSize {
    get {
      explicitIntrinsicSize ?? measuredSize
    }
    set { explicitIntrinsicSize = newValue }
  }

  /// The size of the text as measured, whatever ``intrinsicContentSize`` was set to.
  package var measuredSize: IntrinsicSize {
    guard
      let size = try? content(
        direction: .leftToRight, contentSize: currentContentSize, pseudoLocale: LayoutRun.screen?.pseudoLocale
      ).unroundedSize
    else { return .none }
    return IntrinsicSize(width: size.width, height: size.height)
  }

  /// The text laid out at `width` (`nil`: unlimited), in its fonts shrunk to fit `width` and
  /// `height` as far as ``minimumScaleFactor`` lets them; `nil` when a font cannot be found.
  package func textLayout(width: Double?, height: Double? = nil) -> TextLayout? {
    try? content(
      direction: .leftToRight, contentSize: currentContentSize, pseudoLocale: LayoutRun.screen?.pseudoLocale
    ).fittedLayout(width: width, height: height)
  }

  /// The text size of the screen being laid out; `nil` outside a layout, where fonts are
  /// measured as they are.
  private var currentContentSize: ContentSizeCategory? {
    LayoutRun.screen.map(effectiveContentSize(on:))
  }

  /// Sets or (with `nil`) clears the size that overrides the measured one.
  package func overrideIntrinsicSize(_ size: IntrinsicSize?) {
    explicitIntrinsicSize = size
  }

  override func contentPropertyProblem() -> (property: String, reason: String)? {
    if let problem = font.sizeProblem { return ("font.pointSize", problem) }
    for (index, run) in storedRuns.enumerated() {
      if let problem = run.font?.sizeProblem { return ("attributedRuns[\(index)].font.pointSize", problem) }
    }
    return nil
  }

  override func frozenContent(for screen: Screen) throws(LayoutError) -> FrozenContent? {
    let content = try content(
      direction: effectiveLayoutDirection(on: screen.layoutDirection),
      contentSize: effectiveContentSize(on: screen),
      pseudoLocale: screen.pseudoLocale)
    let measure = content.intrinsicMeasure(width: content.initialWrapWidth, scale: screen.scale)
    return FrozenContent(
      content: .text(content),
      intrinsicSize: explicitIntrinsicSize
        ?? IntrinsicSize(width: measure.size.width, height: measure.size.height),
      baselines: measure.baselines)
  }

  /// The text to measure and draw, its fonts adjusted to `contentSize` when
  /// ``adjustsFontForContentSizeCategory`` is on (as they are for `nil`).
  private func content(
    direction: LayoutDirection, contentSize: ContentSizeCategory?, pseudoLocale: PseudoLocale?
  )
    throws(LayoutError) -> TextContent
  {
    var font = font
    var runs = storedRuns
    if adjustsFontForContentSizeCategory, let contentSize {
      font = font.adjusted(to: contentSize)
      for index in runs.indices { runs[index].font = runs[index].font?.adjusted(to: contentSize) }
    }
    var style = ParagraphStyle(
      alignment: textAlignment, lineBreakMode: lineBreakMode, numberOfLines: max(numberOfLines, 0),
      direction: direction == .leftToRight ? .leftToRight : .rightToLeft)
    style.lineSpacing = lineSpacing
    var content = try textContent(
      text, font: font, color: textColor, runs: runs, pseudoLocale: pseudoLocale, style: style,
      preferredMaxLayoutWidth: preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : nil,
      wrapsToSolvedWidth: numberOfLines != 1 && preferredMaxLayoutWidth <= 0 && explicitIntrinsicSize == nil,
      insets: textInsets, isTopAligned: isTopAligned)
    content.minimumScaleFactor = minimumScaleFactor
    return content
  }
}
