import LayoutShot

/// A multi-line text view (`UITextView`): its text from the top, inside the text container's
/// insets.
///
/// Size: while ``isScrollEnabled`` is on (the default) a text view has no intrinsic size, as in
/// UIKit, and needs constraints for both axes. With scrolling off it is sized by its text, wrapped
/// to the width the layout gives it, plus ``textContainerInset`` (8 points above and below by
/// default, Apple's documented value) and the text container's `lineFragmentPadding` (5 points
/// left and right, documented for `NSTextContainer`). Without a font it draws in the 12-point
/// system font (measured in Sentry's recorded view hierarchies for iOS 16 to 26, getsentry/
/// sentry-cocoa `SentryUIRedactBuilderTests+UIKit.swift`) on a white background (systemBackground,
/// the same recordings). Hugging 250 on both axes, as UIKit gives a text view made in code.
///
/// ```swift
/// let bio = UITextView()
/// bio.isScrollEnabled = false
/// bio.font = .preferredFont(forTextStyle: .body)
/// bio.text = "Writes about layout, type and the space between."
/// ```
///
/// Like UIKit's, a text view is a scroll view; its scroll-view properties are kept, and its text
/// is drawn from the top at rest.
open class UITextView: UIScrollView {
  private var storedText = ""
  private var storedFont: UIFont?
  private var storedTextColor: UIColor?

  /// The font used when none is set.
  static let defaultFont = UIFont.systemFont(ofSize: 12)

  override func makeLayoutShotView() -> View {
    Label(nil, text: "", fileID: String(describing: type(of: self)), line: 0)
  }

  var label: Label { standIn() }

  /// An empty text view at `frame`: top-aligned, word-wrapped text on the system background.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = .systemBackground
    label.numberOfLines = 0
    label.lineBreakMode = .byWordWrapping
    label.isTopAligned = true
    updateText()
  }

  /// A text view at `frame` laying out its text in `textContainer`.
  public convenience init(frame: CGRect, textContainer: NSTextContainer?) {
    self.init(frame: frame)
    if let textContainer { self.textContainer = textContainer }
    updateText()
  }

  /// Views are not archived in LayoutShot; this returns `nil`.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// The text (empty by default).
  open var text: String! {
    get { storedText }
    set {
      storedText = newValue ?? ""
      updateText()
    }
  }

  /// The text with attributes; its string is shown, in its first run's font and colour.
  open var attributedText: NSAttributedString! {
    get { NSAttributedString(string: storedText) }
    set {
      guard let newValue else { return text = "" }
      if newValue.length > 0 {
        let attributes = newValue.attributes(at: 0, effectiveRange: nil)
        if let font = attributes[.font] as? UIFont { storedFont = font }
        if let color = attributes[.foregroundColor] as? UIColor { storedTextColor = color }
      }
      text = newValue.string
    }
  }

  /// The font (`nil` by default, which draws 12-point system type); read back at the screen's
  /// text size with ``adjustsFontForContentSizeCategory`` on.
  open var font: UIFont? {
    get { storedFont?.shown(adjustingForContentSize: adjustsFontForContentSizeCategory) }
    set {
      storedFont = newValue
      updateText()
    }
  }

  /// The colour of the text (`nil` by default, which draws the label colour).
  open var textColor: UIColor? {
    get { storedTextColor }
    set {
      storedTextColor = newValue
      updateText()
    }
  }

  /// How lines sit across the view.
  open var textAlignment: NSTextAlignment {
    get { label.textAlignment }
    set { label.textAlignment = newValue }
  }

  /// The space between the view's edges and its text container (8 above and below by default).
  open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0) {
    didSet { updateText() }
  }

  /// The container the text is laid out in: its `lineFragmentPadding` and line limits apply.
  open var textContainer = NSTextContainer() {
    didSet { updateText() }
  }

  /// Whether the text can be edited (kept).
  open var isEditable = true
  /// Whether the text can be selected (kept).
  open var isSelectable = true
  /// Which data are made links (kept).
  open var dataDetectorTypes = UIDataDetectorTypes()
  /// The attributes of typed text (kept).
  open var typingAttributes: [NSAttributedString.Key: Any] = [:]
  /// The attributes of links (kept).
  open var linkTextAttributes: [NSAttributedString.Key: Any] = [:]
  /// The view shown instead of the keyboard (kept).
  open var inputView: UIView?
  /// The view above the keyboard (kept).
  open var inputAccessoryView: UIView?
  /// The keyboard (kept).
  open var keyboardType = UIKeyboardType.default
  /// The return key (kept).
  open var returnKeyType = UIReturnKeyType.default
  /// Capitalisation (kept).
  open var autocapitalizationType = UITextAutocapitalizationType.sentences
  /// Autocorrection (kept).
  open var autocorrectionType = UITextAutocorrectionType.default
  /// What the text means, for autofill (kept).
  open var textContentType: UITextContentType?
  /// Whether the text follows the screen's Dynamic Type text size (off by default): a font from
  /// ``UIFont/preferredFont(forTextStyle:)`` or ``UIFontMetrics`` is laid out at the screen's
  /// text size.
  ///
  /// See ``UILabel/adjustsFontForContentSizeCategory``.
  ///
  /// ```swift
  /// bio.font = .preferredFont(forTextStyle: .body)
  /// bio.adjustsFontForContentSizeCategory = true
  /// ```
  open var adjustsFontForContentSizeCategory: Bool {
    get { label.adjustsFontForContentSizeCategory }
    set { label.adjustsFontForContentSizeCategory = newValue }
  }

  /// A text view can become first responder (nothing is typed in a layout).
  open override var canBecomeFirstResponder: Bool { true }

  /// None while scrolling is on (``isScrollEnabled``, the default); otherwise the text's size with
  /// the insets.
  open override var intrinsicContentSize: CGSize {
    guard !isScrollEnabled else {
      return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }
    let measured = label.measuredSize
    return CGSize(width: CGFloat(measured.width ?? 0), height: CGFloat(measured.height ?? 0))
  }

  /// The text's size wrapped at `size.width`, with the insets.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    let insets = label.textInsets
    let width = size.width > 0 ? max(Double(size.width) - insets.left - insets.right, 0) : nil
    guard let laidOut = label.textLayout(width: width) else { return .zero }
    return CGSize(
      width: CGFloat((laidOut.usedWidth + insets.left + insets.right).rounded(.up)),
      height: CGFloat((laidOut.height + insets.top + insets.bottom).rounded(.up)))
  }

  /// Puts the text, font, colour, line limit and insets on the LayoutShot label.
  private func updateText() {
    label.text = storedText
    label.font = (storedFont ?? Self.defaultFont).layoutShotFont
    label.textColor = (storedTextColor ?? .label).layoutShotColor
    label.numberOfLines = textContainer.maximumNumberOfLines
    let padding = Double(textContainer.lineFragmentPadding)
    label.textInsets = EdgeInsets(
      top: Double(textContainerInset.top), left: Double(textContainerInset.left) + padding,
      bottom: Double(textContainerInset.bottom), right: Double(textContainerInset.right) + padding)
  }

  override func prepareForSolve() {
    // As UIKit swaps in the font for the traits, so that it reads back at their size after the layout.
    storedFont = storedFont?.shown(adjustingForContentSize: adjustsFontForContentSizeCategory)
    updateText()
    super.prepareForSolve()
  }

  override func applyIntrinsicContentSize() {
    applyIntrinsicContentSize(to: label)
  }
}

/// The area a text view lays its text out in (`NSTextContainer`).
open class NSTextContainer: NSObject {
  /// The space left empty at each end of a line (5 points by default).
  open var lineFragmentPadding: CGFloat = 5
  /// The most lines laid out (0, the default, for no limit).
  open var maximumNumberOfLines = 0
  /// How the last line that fits ends when the text does not.
  open var lineBreakMode = NSLineBreakMode.byWordWrapping
  /// The container's size (kept; the text view's size is used).
  open var size = CGSize.zero
  /// Whether the width follows the text view's (kept).
  open var widthTracksTextView = true
  /// Whether the height follows the text view's (kept).
  open var heightTracksTextView = false

  /// A container of `size`.
  public init(size: CGSize) {
    self.size = size
    super.init()
  }

  /// A container with no size of its own.
  public override convenience init() {
    self.init(size: .zero)
  }
}

/// Which kinds of data a text view makes links (`UIDataDetectorTypes`).
public struct UIDataDetectorTypes: OptionSet, Hashable, Sendable {
  /// The raw value.
  public let rawValue: UInt
  /// The set whose bits are `rawValue`.
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// Phone numbers.
  public static let phoneNumber = UIDataDetectorTypes(rawValue: 1 << 0)
  /// URLs.
  public static let link = UIDataDetectorTypes(rawValue: 1 << 1)
  /// Postal addresses.
  public static let address = UIDataDetectorTypes(rawValue: 1 << 2)
  /// Calendar events, such as dates and times.
  public static let calendarEvent = UIDataDetectorTypes(rawValue: 1 << 3)
  /// Every kind of data.
  public static let all = UIDataDetectorTypes(rawValue: UInt.max)
}
