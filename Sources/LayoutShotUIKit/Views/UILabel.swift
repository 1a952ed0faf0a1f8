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
/// `attributedText` shows its string with the font and colour of its first run; runs of other
/// fonts and colours are not drawn apart yet.
open class UILabel: UIView {
  private var storedText: String?
  private var storedFont: UIFont = .systemFont(ofSize: 17)
  private var storedTextColor: UIColor = .label
  private var storedAttributedText: NSAttributedString?

  override func makeLayoutShotView() -> View {
    Label(nil, text: "", fileID: String(describing: type(of: self)), line: 0)
  }

  var label: Label {
    guard let label = layoutShotView as? Label else { preconditionFailure("a UILabel stands for a Label") }
    return label
  }

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
  open var font: UIFont! {
    get { storedFont }
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

  /// The text with attributes; shown with the font and colour of its first run.
  open var attributedText: NSAttributedString? {
    get { storedAttributedText ?? storedText.map { NSAttributedString(string: $0) } }
    set {
      text = newValue?.string
      storedAttributedText = newValue
      guard let newValue, newValue.length > 0 else { return }
      let attributes = newValue.attributes(at: 0, effectiveRange: nil)
      if let font = attributes[.font] as? UIFont { self.font = font }
      if let color = attributes[.foregroundColor] as? UIColor { textColor = color }
    }
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
  /// Whether the font follows Dynamic Type (kept; the default size is laid out).
  open var adjustsFontForContentSizeCategory = false
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

  /// The size of the text, wrapped at the preferred width of a multi-line label.
  open override var intrinsicContentSize: CGSize {
    let size = label.measuredSize
    return CGSize(width: CGFloat(size.width ?? -1), height: CGFloat(size.height ?? -1))
  }

  /// The text's size wrapped at `size.width`.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    let width = size.width > 0 && numberOfLines != 1 ? Double(size.width) : nil
    guard let resolved = try? storedFont.layoutShotFont.resolved() else { return .zero }
    var style = ParagraphStyle()
    style.numberOfLines = max(numberOfLines, 0)
    style.lineBreakMode = lineBreakMode
    let laidOut = Typesetter.layout(storedText ?? "", font: resolved, width: width, style: style)
    return CGSize(width: CGFloat(laidOut.usedWidth.rounded(.up)), height: CGFloat(laidOut.height.rounded(.up)))
  }

  override func prepareForSolve() {
    super.prepareForSolve()
    let asked = UIView.intrinsicSize(intrinsicContentSize)
    label.overrideIntrinsicSize(asked == label.measuredSize ? nil : asked)
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
