import LayoutShot

/// A one-line text field (`UITextField`): its text, or its placeholder in the placeholder colour
/// when empty, in one of four border styles.
///
/// Size: the text's (or placeholder's) width plus the insets of ``textRect(forBounds:)``, and a
/// height by border style. The rounded-rect style is the font's line height plus 13 points,
/// rounded up to a whole point: 34 points at the 17-point default font, and 30 at 14 points,
/// which are Interface Builder's frames in Apple's UIKit Catalog sample (iOS 14 SDK) and in older
/// Xcode defaults; its text sits 7 points in from either side (an estimate). Without a border the
/// field is as tall as a line; the line and bezel styles add 5 points around the text (an
/// estimate). Hugging 250 on both axes, as UIKit gives a text field made in code.
///
/// A subclass that overrides ``textRect(forBounds:)`` to pad its text (the usual way apps do it)
/// gets those insets in its size and drawing. `leftView` and `rightView` shown `.always` (or
/// `.unlessEditing`, as nothing is edited in a layout) are added to the field and framed at
/// ``leftViewRect(forBounds:)`` and ``rightViewRect(forBounds:)`` after each solve, and take
/// their width from the text's room.
///
/// Drawn: the rounded-rect style as UIKitCore's `_UITextFieldRoundedRectBackgroundViewNeue` (iOS
/// 18.2 as decompiled in the public repository EthanArbuckle/iPhone17-1_18.2_22C152_Restore): a
/// fill with 5-point corners and a one-pixel border, in private colours whose values Flutter's
/// `CupertinoTextField` gives as inspected in the iOS 13 simulator: white (black in dark), a
/// border of black at 20 % (white at 20 % in dark), and #FAFAFA (#050505 in dark) when disabled.
/// The line style is a one-point dark grey frame; the bezel style a one-point grey frame (both
/// estimates). Secure text is drawn as bullets. With ``clearButtonMode`` `.always` or
/// `.unlessEditing` (nothing is edited in a layout) and some text, the clear button is drawn at
/// the right edge: an 18-point circle 6 points in, black at 20 % (white at 20 % in dark, Flutter's
/// colour inspected in the iOS 14 simulator, and its 18-point icon with 6 points either side), with
/// an × cut out of it; the text then stops 30 points from the right edge.
///
/// ```swift
/// let email = UITextField()
/// email.placeholder = "Email"
/// email.borderStyle = .roundedRect
/// email.keyboardType = .emailAddress
/// ```
open class UITextField: UIControl {
  private var storedText: String?
  private var storedPlaceholder: String?
  private var storedFont: UIFont = .systemFont(ofSize: 17)
  private var storedTextColor: UIColor = .label

  override func makeLayoutShotView() -> View {
    Label(nil, text: "", fileID: String(describing: type(of: self)), line: 0)
  }

  var label: Label { standIn() }

  /// An empty text field at `frame`.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    updateText()
  }

  /// Views are not archived in LayoutShot; this returns `nil`.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// The text; empty until set.
  open var text: String? {
    get { storedText ?? "" }
    set {
      storedText = newValue
      updateText()
    }
  }

  /// The text with attributes; its string is shown.
  open var attributedText: NSAttributedString? {
    get { NSAttributedString(string: storedText ?? "") }
    set { text = newValue?.string }
  }

  /// The text shown, in the placeholder colour, while the field is empty.
  open var placeholder: String? {
    get { storedPlaceholder }
    set {
      storedPlaceholder = newValue
      updateText()
    }
  }

  /// The placeholder with attributes; its string is shown, in its first run's colour when it has
  /// one.
  open var attributedPlaceholder: NSAttributedString? {
    didSet {
      placeholder = attributedPlaceholder?.string
    }
  }

  /// The font (17-point system font by default); read back at the screen's text size with
  /// ``adjustsFontForContentSizeCategory`` on.
  open var font: UIFont? {
    get { storedFont.shown(adjustingForContentSize: adjustsFontForContentSizeCategory) }
    set {
      storedFont = newValue ?? .systemFont(ofSize: 17)
      updateText()
    }
  }

  /// The colour of the text (`.label` by default).
  open var textColor: UIColor? {
    get { storedTextColor }
    set {
      storedTextColor = newValue ?? .label
      updateText()
    }
  }

  /// How the text sits across the field.
  open var textAlignment: NSTextAlignment {
    get { label.textAlignment }
    set { label.textAlignment = newValue }
  }

  /// The border (none by default).
  open var borderStyle = BorderStyle.none {
    didSet { updateText() }
  }

  /// Whether the text is hidden behind bullets.
  open var isSecureTextEntry = false {
    didSet { updateText() }
  }

  /// When the clear button shows: `.always` and `.unlessEditing` draw it while the field has text.
  open var clearButtonMode = ViewMode.never {
    didSet { updateText() }
  }
  /// A view at the field's left edge.
  open var leftView: UIView?
  /// When ``leftView`` shows (`.always` is the one that shows in a layout, which is not editing).
  open var leftViewMode = ViewMode.never
  /// A view at the field's right edge.
  open var rightView: UIView?
  /// When ``rightView`` shows.
  open var rightViewMode = ViewMode.never
  /// The delegate (kept; nothing is typed in a layout).
  open weak var delegate: UITextFieldDelegate?
  /// Whether the font shrinks to fit (kept).
  open var adjustsFontSizeToFitWidth = false
  /// The smallest font a shrinking field takes (kept).
  open var minimumFontSize: CGFloat = 0
  /// Whether the text is cleared when editing begins (kept).
  open var clearsOnBeginEditing = false
  /// Whether the field is being edited: never, in a layout.
  open var isEditing: Bool { false }
  /// A background image (kept, not drawn).
  open var background: UIImage?
  /// The view shown instead of the keyboard (kept).
  open var inputView: UIView?
  /// The view above the keyboard (kept).
  open var inputAccessoryView: UIView?
  /// The keyboard (kept).
  open var keyboardType = UIKeyboardType.default
  /// The keyboard's look (kept).
  open var keyboardAppearance = UIKeyboardAppearance.default
  /// The return key (kept).
  open var returnKeyType = UIReturnKeyType.default
  /// Whether the return key waits for text (kept).
  open var enablesReturnKeyAutomatically = false
  /// Capitalisation (kept).
  open var autocapitalizationType = UITextAutocapitalizationType.sentences
  /// Autocorrection (kept).
  open var autocorrectionType = UITextAutocorrectionType.default
  /// Spell checking (kept).
  open var spellCheckingType = UITextSpellCheckingType.default
  /// Smart quotes (kept).
  open var smartQuotesType = UITextSmartQuotesType.default
  /// Smart dashes (kept).
  open var smartDashesType = UITextSmartDashesType.default
  /// What the text means, for autofill (kept).
  open var textContentType: UITextContentType?
  /// Whether the text follows the screen's Dynamic Type text size (off by default): a font from
  /// ``UIFont/preferredFont(forTextStyle:)`` or ``UIFontMetrics`` is laid out at the screen's
  /// text size, and the field's height follows its line height.
  ///
  /// See
  /// ``UILabel/adjustsFontForContentSizeCategory``.
  ///
  /// ```swift
  /// email.font = .preferredFont(forTextStyle: .body)
  /// email.adjustsFontForContentSizeCategory = true
  /// ```
  open var adjustsFontForContentSizeCategory = false {
    didSet { updateText() }
  }

  /// A text field can become first responder (nothing is typed in a layout).
  open override var canBecomeFirstResponder: Bool { true }

  // MARK: Geometry

  /// Where the text goes in `bounds`: inside the border style's insets and beside the left and
  /// right views.
  ///
  /// Override it to pad the text; the field's size and drawing follow.
  open func textRect(forBounds bounds: CGRect) -> CGRect {
    var insets = Self.textInsets(for: borderStyle)
    if showsClearButton { insets.right = Self.clearButtonBox }
    if Self.shows(leftViewMode), let leftView { insets.left += leftView.frame.width }
    if Self.shows(rightViewMode), let rightView { insets.right += rightView.frame.width }
    return bounds.inset(by: UIEdgeInsets(top: 0, left: insets.left, bottom: 0, right: insets.right))
  }

  /// Where the placeholder goes: where the text goes.
  open func placeholderRect(forBounds bounds: CGRect) -> CGRect {
    textRect(forBounds: bounds)
  }

  /// Where the text goes while editing: where it goes otherwise.
  open func editingRect(forBounds bounds: CGRect) -> CGRect {
    textRect(forBounds: bounds)
  }

  /// Where the border goes: the bounds.
  open func borderRect(forBounds bounds: CGRect) -> CGRect { bounds }

  /// Where the left view goes: at the left edge, centred down.
  open func leftViewRect(forBounds bounds: CGRect) -> CGRect {
    let size = leftView?.frame.size ?? .zero
    return CGRect(x: 0, y: (bounds.height - size.height) / 2, width: size.width, height: size.height)
  }

  /// Where the right view goes: at the right edge, centred down.
  open func rightViewRect(forBounds bounds: CGRect) -> CGRect {
    let size = rightView?.frame.size ?? .zero
    return CGRect(
      x: bounds.width - size.width, y: (bounds.height - size.height) / 2, width: size.width,
      height: size.height)
  }

  /// The text's (or placeholder's) size with the insets of ``textRect(forBounds:)`` and the
  /// border style's height.
  open override var intrinsicContentSize: CGSize {
    let measured = label.measuredSize
    return CGSize(width: CGFloat(measured.width ?? 0), height: CGFloat(measured.height ?? 0))
  }

  /// Its intrinsic size, whatever `size` is offered.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    intrinsicContentSize
  }

  // MARK: Drawing

  /// The space around the text across each border style, before any side views.
  private static func textInsets(for style: BorderStyle) -> (left: CGFloat, right: CGFloat) {
    switch style {
    case .none: (0, 0)
    case .roundedRect: (CGFloat(look.textInset), CGFloat(look.textInset))
    case .line, .bezel: (5, 5)
    }
  }

  /// The clear button's circle, and the room it takes at the right edge with 6 points either side.
  static let clearButtonDiameter = 18.0, clearButtonBox: CGFloat = 30

  /// Whether the clear button is drawn: shown outside editing, and the field has text.
  private var showsClearButton: Bool {
    Self.shows(clearButtonMode) && !(storedText ?? "").isEmpty
  }

  /// The field's height for a font whose lines are `lineHeight` high, by border style.
  private func height(lineHeight: Double) -> Double {
    switch borderStyle {
    case .none: lineHeight
    case .roundedRect: Self.look.roundedHeight(lineHeight: lineHeight)
    case .line, .bezel: lineHeight + 10
    }
  }

  /// Puts the text or placeholder, the font, the colour and the insets on the LayoutShot label.
  private func updateText() {
    let shown = storedText ?? ""
    if shown.isEmpty {
      label.text = storedPlaceholder ?? ""
      let firstRun = attributedPlaceholder.flatMap {
        $0.length > 0 ? $0.attributes(at: 0, effectiveRange: nil) : nil
      }
      label.textColor = ((firstRun?[.foregroundColor] as? UIColor) ?? .placeholderText).layoutShotColor
    } else {
      label.text = isSecureTextEntry ? String(repeating: Self.look.bullet, count: shown.count) : shown
      label.textColor = storedTextColor.layoutShotColor
    }
    let font = storedFont.shown(adjustingForContentSize: adjustsFontForContentSizeCategory)
    // In a layout, as UIKit swaps in the font for the traits, so that it reads back at their size after it.
    if LayoutRun.isRunning { storedFont = font }
    label.font = font.layoutShotFont
    label.adjustsFontForContentSizeCategory = adjustsFontForContentSizeCategory
    // The text rect of a large reference box gives the insets, whatever an override computes.
    let reference = CGRect(x: 0, y: 0, width: 10_000, height: 1_000)
    let rect = textRect(forBounds: reference)
    let lineHeight = Double(font.lineHeight)
    let vertical = max(height(lineHeight: lineHeight) - lineHeight, 0) / 2
    label.textInsets = EdgeInsets(
      top: vertical + Double(rect.minY), left: Double(rect.minX),
      bottom: vertical + Double(reference.maxY - rect.maxY),
      right: Double(reference.maxX - rect.maxX))
  }

  /// Whether an overlay view shown in `mode` shows in a layout, where nothing is being edited.
  private static func shows(_ mode: ViewMode) -> Bool {
    mode == .always || mode == .unlessEditing
  }

  /// Frames the left and right views where ``leftViewRect(forBounds:)`` and
  /// ``rightViewRect(forBounds:)`` put them.
  open override func layoutSubviews() {
    super.layoutSubviews()
    if let leftView, leftView.superview === self { leftView.frame = leftViewRect(forBounds: bounds) }
    if let rightView, rightView.superview === self { rightView.frame = rightViewRect(forBounds: bounds) }
  }

  override func prepareForSolve() {
    for (view, mode) in [(leftView, leftViewMode), (rightView, rightViewMode)] {
      guard let view else { continue }
      if Self.shows(mode), view.superview !== self {
        addSubview(view)
      } else if !Self.shows(mode), view.superview === self {
        view.removeFromSuperview()
      }
    }
    updateText()
    super.prepareForSolve()
  }

  override func applyIntrinsicContentSize() {
    applyIntrinsicContentSize(to: label)
  }

  /// The rounded-rect style's fill: white (black in dark), #FAFAFA (#050505 in dark) when disabled.
  private var roundedFill: Color {
    isEnabled ? Self.look.fill : Self.look.disabledFill
  }

  /// How a rounded text field looks, shared with SwiftUI's `.roundedBorder` text fields.
  static var look: TextFieldLook { .current }

  /// The clear button: a circle at the right edge (left of a right view) with an × cut out of it,
  /// drawn in `cutColor`.
  private func clearButton(cutColor: Color) -> [Drawing.Element] {
    let diameter = Self.clearButtonDiameter
    let rightViewWidth = Self.shows(rightViewMode) ? Double(rightView?.frame.width ?? 0) : 0
    let circle = Drawing.Placement.centered(
      x: .fraction(1, plus: -rightViewWidth - Double(Self.clearButtonBox) / 2), y: .fraction(0.5),
      width: diameter, height: diameter)
    // Two bars crossing at the centre, 0.1 of the circle wide and reaching 0.22 of it along each
    // axis from the centre (estimates), wound the same way so that they fill where they cross.
    let (halfWidth, reach) = (0.05, 0.22)
    var cross = Path()
    for (along, across) in [((1.0, 1.0), (-1.0, 1.0)), ((1.0, -1.0), (1.0, 1.0))] {
      let normal = (across.0 * halfWidth / 2.0.squareRoot(), across.1 * halfWidth / 2.0.squareRoot())
      let start = (0.5 - reach * along.0, 0.5 - reach * along.1)
      let end = (0.5 + reach * along.0, 0.5 + reach * along.1)
      cross.move(to: Point(x: start.0 + normal.0, y: start.1 + normal.1))
      cross.line(to: Point(x: end.0 + normal.0, y: end.1 + normal.1))
      cross.line(to: Point(x: end.0 - normal.0, y: end.1 - normal.1))
      cross.line(to: Point(x: start.0 - normal.0, y: start.1 - normal.1))
      cross.close()
    }
    return [
      .fill(
        circle, cornerRadius: .infinity,
        color: Color(light: Color(white: 0, alpha: 0.2), dark: Color(white: 1, alpha: 0.2))),
      .path(cross, in: circle, color: cutColor),
    ]
  }

  override var controlDrawing: Drawing? {
    let pixel = 1 / (LayoutRun.screen?.scale ?? 1)
    var elements: [Drawing.Element]
    switch borderStyle {
    case .none:
      elements = []
    case .roundedRect:
      elements = Self.look.roundedBorder(isEnabled: isEnabled, pixel: pixel)
    case .line:
      elements = [.stroke(.bounds, cornerRadius: 0, width: 1, color: UIColor.darkGray.layoutShotColor)]
    case .bezel:
      elements = [.stroke(.bounds, cornerRadius: 0, width: 1, color: UIColor.systemGray.layoutShotColor)]
    }
    if showsClearButton {
      let behind =
        borderStyle == .roundedRect ? roundedFill : (backgroundColor ?? .systemBackground).layoutShotColor
      elements += clearButton(cutColor: behind)
    }
    return elements.isEmpty ? nil : Drawing(elements)
  }
}

extension UITextField {
  /// A text field's border (`UITextField.BorderStyle`).
  public enum BorderStyle: Int, Sendable {
    /// No border, a thin line, a bezel, or the rounded rectangle of most iOS fields.
    case none, line, bezel, roundedRect
  }

  /// When an overlay view shows (`UITextField.ViewMode`).
  public enum ViewMode: Int, Sendable {
    /// Never shown, shown while editing, shown unless editing, or always shown.
    case never, whileEditing, unlessEditing, always
  }
}
