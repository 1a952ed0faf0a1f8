import LayoutShot

/// A label as UIKit code makes and subclasses it (`UILabel`), measured and drawn as a LayoutShot
/// ``Label``.
///
/// ```swift
/// let title = UILabel()
/// title.text = "Welcome back"
/// title.font = .preferredFont(forTextStyle: .title1)
/// title.numberOfLines = 0
/// ```
///
/// `attributedText` is laid out and drawn run by run, as UIKit does: each run in its `.font` (a
/// ``UIFont``) and `.foregroundColor` (a ``UIColor``), text without one in the label's ``font``
/// and ``textColor``; a line is as tall as its tallest font. An ``NSTextAttachment`` is laid out
/// inline and drawn, its line grown to hold it. The first character's paragraph style sets the
/// alignment; other attributes are kept but not drawn.
///
/// ```swift
/// let total = NSMutableAttributedString(
///   string: "Total ", attributes: [.font: UIFont.boldSystemFont(ofSize: 24)])
/// let price: [NSAttributedString.Key: Any] = [
///   .font: UIFont.systemFont(ofSize: 15), .foregroundColor: UIColor.secondaryLabel,
/// ]
/// total.append(NSAttributedString(string: "$12.00", attributes: price))
/// priceLabel.attributedText = total
/// ```
open class UILabel: UIView {
  private var storedText: String?
  private var storedFont: UIFont = .systemFont(ofSize: 17)
  private var storedTextColor: UIColor = .label
  private var storedAttributedText: NSAttributedString?

  override func makeLayoutShotView() -> View {
    Label(nil, text: "", fileID: String(describing: type(of: self)), line: 0)
  }

  var label: Label { standIn() }

  /// The text shown; `nil` until set.
  open var text: String? {
    get { storedText }
    set {
      storedText = newValue
      storedAttributedText = nil
      label.text = newValue ?? ""
    }
  }

  /// The font (17-point system font by default).
  ///
  /// With ``adjustsFontForContentSizeCategory`` on, a text style's font (or one from
  /// ``UIFontMetrics``) reads back at the text size of the screen being laid out, as UIKit swaps
  /// in the font for the label's traits.
  open var font: UIFont! {
    get { storedFont.shown(adjustingForContentSize: adjustsFontForContentSizeCategory) }
    set {
      storedFont = newValue ?? .systemFont(ofSize: 17)
      label.font = storedFont.layoutShotFont
    }
  }

  /// The colour of the text (`.label` by default).
  open var textColor: UIColor! {
    get { storedTextColor }
    set {
      storedTextColor = newValue ?? .label
      label.textColor = storedTextColor.layoutShotColor
    }
  }

  /// The text with attributes, laid out and drawn run by run.
  ///
  /// Each run is in its `.font` and `.foregroundColor`, or the label's ``font`` and ``textColor``
  /// where it has none. Setting it sets ``text`` to its string and, as UIKit does, ``font`` and
  /// ``textColor`` to those of its first character, and ``textAlignment`` to its paragraph
  /// style's alignment; setting ``text`` clears its runs.
  open var attributedText: NSAttributedString? {
    get { storedAttributedText ?? storedText.map { NSAttributedString(string: $0) } }
    set {
      text = newValue?.string
      storedAttributedText = newValue
      guard let newValue, newValue.length > 0 else { return }
      let attributes = newValue.attributes(at: 0, effectiveRange: nil)
      if let font = attributes[.font] as? UIFont { self.font = font }
      if let color = attributes[.foregroundColor] as? UIColor { textColor = color }
      if let style = attributes[.paragraphStyle] as? NSParagraphStyle { textAlignment = style.alignment }
      label.attributedRuns = Self.runs(of: newValue)
    }
  }

  /// The runs of `string`: each stretch of its attributes, with its font and colour when it has
  /// them; each U+FFFC character with an `.attachment` a run of that attachment.
  nonisolated static func runs(of string: NSAttributedString) -> [AttributedRun] {
    var runs: [AttributedRun] = []
    let whole = string.string as NSString
    string.enumerateAttributes(in: NSRange(location: 0, length: string.length), options: []) {
      attributes, range, _ in
      let text = whole.substring(with: range)
      let font = (attributes[.font] as? UIFont)?.layoutShotFont
      let color = (attributes[.foregroundColor] as? UIColor)?.layoutShotColor
      guard let attachment = (attributes[.attachment] as? NSTextAttachment)?.layoutShotAttachment else {
        runs.append(AttributedRun(text, font: font, color: color))
        return
      }
      // An attachment stands on its U+FFFC characters only; any other character is text.
      for character in text {
        if character == InlineBox.character {
          var run = AttributedRun(attachment: attachment, font: font)
          run.color = color
          runs.append(run)
        } else {
          runs.append(AttributedRun(String(character), font: font, color: color))
        }
      }
    }
    return runs
  }

  /// How lines sit between the edges (natural by default).
  open var textAlignment: NSTextAlignment {
    get { label.textAlignment }
    set { label.textAlignment = newValue }
  }

  /// The most lines shown (1 by default); 0 for as many as needed.
  open var numberOfLines: Int {
    get { label.numberOfLines }
    set { label.numberOfLines = newValue }
  }

  /// How text that does not fit is wrapped or truncated.
  open var lineBreakMode: NSLineBreakMode {
    get { label.lineBreakMode }
    set { label.lineBreakMode = newValue }
  }

  /// The width a multi-line label wraps at for its intrinsic size (0: the width it is given).
  open var preferredMaxLayoutWidth: CGFloat {
    get { CGFloat(label.preferredMaxLayoutWidth) }
    set { label.preferredMaxLayoutWidth = Double(newValue) }
  }

  /// Whether the font shrinks to fit (kept; text is not shrunk yet).
  open var adjustsFontSizeToFitWidth = false
  /// The smallest scale a shrinking font takes (kept).
  open var minimumScaleFactor: CGFloat = 0
  /// Whether the text follows the screen's Dynamic Type text size (off by default).
  ///
  /// It changes only fonts that follow Dynamic Type: those from
  /// ``UIFont/preferredFont(forTextStyle:)`` and ``UIFontMetrics``, in ``font`` and in the
  /// runs of ``attributedText``. They are laid out and drawn at the screen's text size
  /// (``Screen/contentSize``); off, they keep the size they were made with (Large, for a font
  /// made without a trait collection), as in UIKit.
  ///
  /// ```swift
  /// let body = UILabel()
  /// body.font = .preferredFont(forTextStyle: .body)
  /// body.adjustsFontForContentSizeCategory = true   // 40 points on a screen at AX3
  /// ```
  open var adjustsFontForContentSizeCategory: Bool {
    get { label.adjustsFontForContentSizeCategory }
    set { label.adjustsFontForContentSizeCategory = newValue }
  }
  /// Whether truncation may tighten letters first (kept).
  open var allowsDefaultTighteningForTruncation = false
  /// The colour of highlighted text (kept).
  open var highlightedTextColor: UIColor?
  /// Whether the label is highlighted (kept).
  open var isHighlighted = false
  /// Whether the label is enabled (kept).
  open var isEnabled = true
  /// The colour of the text's shadow (kept, not drawn).
  open var shadowColor: UIColor?
  /// The offset of the text's shadow (kept, not drawn).
  open var shadowOffset = CGSize(width: 0, height: -1)

  /// The size of the text, wrapped at the preferred width of a multi-line label, each side
  /// rounded up to the screen's pixel grid as UIKit rounds it (a subclass that adds padding to it
  /// gets a size on the grid).
  open override var intrinsicContentSize: CGSize {
    let size = label.measuredSize, insets = label.textInsets
    let scale = Double(UIScreen.main.scale)
    func rounded(_ value: Double?, less inset: Double) -> CGFloat {
      guard let value else { return UIView.noIntrinsicMetric }
      return CGFloat(((value - inset) * scale - 1e-7).rounded(.up) / scale)
    }
    return CGSize(
      width: rounded(size.width, less: insets.left + insets.right),
      height: rounded(size.height, less: insets.top + insets.bottom))
  }

  /// The text's size wrapped at `size.width`, run by run.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    let width = size.width > 0 && numberOfLines != 1 ? Double(size.width) : nil
    guard let laidOut = label.textLayout(width: width) else { return .zero }
    return CGSize(
      width: CGFloat(laidOut.usedWidth.rounded(.up)), height: CGFloat(laidOut.height.rounded(.up)))
  }

  /// The rectangle the text takes in `bounds`: its size (wrapped at the bounds' width, at most
  /// `numberOfLines` lines; 0 for as many as needed) at the bounds' origin.
  ///
  /// Override it to move
  /// the text; the layout measures with ``intrinsicContentSize``.
  open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
    let fitting = sizeThatFits(CGSize(width: bounds.width, height: bounds.height))
    return CGRect(
      origin: bounds.origin, size: CGSize(width: min(fitting.width, bounds.width), height: fitting.height))
  }

  /// Draws the text in `rect`.
  ///
  /// A subclass that insets the rectangle before calling `super` (the
  /// usual padded label) has its text drawn inside those insets: the layout asks the override for
  /// the rectangle it passes on.
  open func drawText(in rect: CGRect) {
    drawnTextRect = rect
  }

  /// The rectangle the last ``drawText(in:)`` reached this class with.
  private var drawnTextRect: CGRect?

  /// The insets a subclass's ``drawText(in:)`` puts around the text: found by asking it to draw
  /// into a large reference box and seeing what reaches this class.
  private var drawingInsets: EdgeInsets {
    drawnTextRect = nil
    let reference = CGRect(x: 0, y: 0, width: 10_000, height: 1_000)
    drawText(in: reference)
    guard let rect = drawnTextRect else { return .zero }
    return EdgeInsets(
      top: Double(rect.minY), left: Double(rect.minX), bottom: Double(reference.maxY - rect.maxY),
      right: Double(reference.maxX - rect.maxX))
  }

  override func prepareForSolve() {
    label.textInsets = drawingInsets
    // As UIKit swaps in the font for the traits, so that it reads back at their size after the layout.
    storedFont = storedFont.shown(adjustingForContentSize: adjustsFontForContentSizeCategory)
    label.font = storedFont.layoutShotFont
    super.prepareForSolve()
  }

  override func applyIntrinsicContentSize() {
    applyIntrinsicContentSize(to: label)
  }
}

extension NSAttributedString.Key {
  /// The font of a run (a ``UIFont``).
  public static let font = NSAttributedString.Key("NSFont")
  /// The colour of a run's text (a ``UIColor``).
  public static let foregroundColor = NSAttributedString.Key("NSColor")
  /// The colour behind a run (a ``UIColor``).
  public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
  /// Extra space between letters, in points.
  public static let kern = NSAttributedString.Key("NSKern")
  /// The paragraph style of a run.
  public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
  /// An underline style.
  public static let underlineStyle = NSAttributedString.Key("NSUnderline")
  /// A strikethrough style.
  public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
  /// A link.
  public static let link = NSAttributedString.Key("NSLink")
}
