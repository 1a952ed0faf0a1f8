import LayoutShot

/// A button as UIKit code makes it (`UIButton`), measured and drawn as a LayoutShot ``Button``:
/// its title for the normal state, in its title colour, with UIKit's classic padding (6 points
/// above and below) or a configuration's content insets.
///
/// ```swift
/// let login = UIButton(type: .system)
/// login.setTitle("Log In", for: .normal)
/// login.titleLabel?.font = .boldSystemFont(ofSize: 17)
///
/// var configuration = UIButton.Configuration.filled()
/// configuration.title = "Continue"
/// let next = UIButton(configuration: configuration)
/// ```
///
/// An image (`setImage(_:for:)`, a configuration's `image`) sits before the title, centred with
/// it: an image-only button is its image's size (plus the content insets), as in UIKit. Images
/// are drawn as they are, not tinted.
///
/// States: a disabled button draws its title in `tertiaryLabel` (a system button's, unless a
/// disabled title colour is set, and a configured button's) and a configured background in
/// `quaternarySystemFill`; a highlighted one draws its title and background at 40 % of their
/// opacity. Those are the disabled colours and pressed opacity of Flutter's `CupertinoButton`,
/// which follows UIKit's buttons; UIKit does not publish its own.
///
/// ```swift
/// let send = UIButton(type: .system)
/// send.setTitle("Send", for: .normal)
/// send.isEnabled = false   // drawn in tertiaryLabel
/// ```
open class UIButton: UIControl {
  /// The kind of button.
  public private(set) var buttonType = ButtonType.custom
  private var titles: [UInt: String] = [:]
  private var titleColors: [UInt: UIColor] = [:]
  private var images: [UInt: UIImage] = [:]
  private var backgroundImages: [UInt: UIImage] = [:]
  private lazy var storedTitleLabel: UILabel = ButtonTitleLabel(button: self)

  override func makeLayoutShotView() -> View {
    Button(nil, title: "", fileID: String(describing: type(of: self)), line: 0)
  }

  var button: Button { standIn() }

  /// A button of `buttonType`: a system button is tinted; a custom one has a white title.
  public convenience init(type buttonType: ButtonType) {
    self.init(frame: .zero)
    self.buttonType = buttonType
    updateTitle()
  }

  /// A button drawn from `configuration`.
  public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
    self.init(type: .system)
    self.configuration = configuration
    // An initialiser does not run the property's observer.
    updateTitle()
    if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
  }

  /// A system button that performs `primaryAction`, titled with its title.
  public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
    self.init(type: buttonType)
    if let primaryAction {
      setTitle(primaryAction.title, for: .normal)
      addAction(primaryAction, for: .primaryActionTriggered)
    }
  }

  /// The title of `state` (falling back to the normal state's).
  open func title(for state: UIControl.State) -> String? { titles[state.rawValue] ?? titles[0] }

  /// Sets the title of `state`; the normal state's is drawn.
  open func setTitle(_ title: String?, for state: UIControl.State) {
    titles[state.rawValue] = title
    updateTitle()
  }

  /// The title colour of `state`.
  open func titleColor(for state: UIControl.State) -> UIColor? {
    titleColors[state.rawValue] ?? titleColors[0]
  }

  /// Sets the title colour of `state`; the normal state's is drawn.
  open func setTitleColor(_ color: UIColor?, for state: UIControl.State) {
    titleColors[state.rawValue] = color
    updateTitle()
  }

  /// The image of `state`.
  open func image(for state: UIControl.State) -> UIImage? { images[state.rawValue] ?? images[0] }

  /// Sets the image of `state`; the normal state's is drawn before the title, at its size.
  open func setImage(_ image: UIImage?, for state: UIControl.State) {
    images[state.rawValue] = image
    updateTitle()
  }

  /// Sets the background image of `state` (kept, not drawn yet).
  open func setBackgroundImage(_ image: UIImage?, for state: UIControl.State) {
    backgroundImages[state.rawValue] = image
  }

  /// Sets the attributed title of `state`: its string, with its first run's font and colour.
  open func setAttributedTitle(_ title: NSAttributedString?, for state: UIControl.State) {
    setTitle(title?.string, for: state)
    guard let title, title.length > 0 else { return }
    let attributes = title.attributes(at: 0, effectiveRange: nil)
    if let font = attributes[.font] as? UIFont { titleLabel?.font = font }
    if let color = attributes[.foregroundColor] as? UIColor { setTitleColor(color, for: state) }
  }

  /// The title the button shows now.
  open var currentTitle: String? { title(for: state) }

  /// The image the button shows now.
  open var currentImage: UIImage? { image(for: state) }

  /// The label of the title: setting its font sets the title's.
  open var titleLabel: UILabel? { storedTitleLabel }

  /// The image view of the image (kept, not drawn).
  open private(set) lazy var imageView: UIImageView? = UIImageView()

  /// Space around the title in the intrinsic size.
  open var contentEdgeInsets = UIEdgeInsets.zero {
    didSet { updateTitle() }
  }
  /// Space around the title when drawn (kept; not counted in the size, as in UIKit).
  open var titleEdgeInsets = UIEdgeInsets.zero
  /// Space around the image (kept).
  open var imageEdgeInsets = UIEdgeInsets.zero

  /// The menu the button shows (kept; a layout has no touches, so it is never shown).
  open var menu: UIMenu?
  /// Whether a tap shows ``menu`` rather than sending the primary action (kept).
  open var showsMenuAsPrimaryAction = false
  /// Whether choosing from ``menu`` makes the chosen element the button's selection (kept; the
  /// title is not changed).
  open var changesSelectionAsPrimaryAction = false
  /// What the button does, for the system to style it where it styles roles (menus, alerts):
  /// kept; a button's own drawing does not change with it.
  open var role: Role = .normal

  /// The configuration the button is drawn from, when it has one.
  open var configuration: Configuration? {
    didSet { updateTitle() }
  }

  /// Updates the title, which may follow the tint colour.
  open override func tintColorDidChange() {
    updateTitle()
  }

  /// How a configured button looks, shared with SwiftUI's `Button` styles.
  nonisolated static var look: ButtonLook { .current }
  /// The opacity a highlighted button's title and background keep.
  static var highlightedOpacity: Double { look.highlightedOpacity }

  /// `color` as the button's state draws it: at ``highlightedOpacity`` of its opacity while
  /// highlighted.
  private func shown(_ color: Color) -> Color {
    isHighlighted ? color.withAlphaComponent(color.alpha * Self.highlightedOpacity) : color
  }

  /// Copies the title, its font and colour for the state, and the padding into the LayoutShot
  /// button.
  func updateTitle() {
    let button = self.button
    if let configuration = configuration?.drawn(selected: isSelected) {
      button.title = configuration.title ?? title(for: .normal) ?? ""
      var font = configuration.titleFont ?? .systemFont(ofSize: 17)
      var foreground: UIColor =
        isEnabled ? configuration.foregroundColor(tint: tintColor) : UIColor(Self.look.disabledForeground)
      if let transformer = configuration.titleTextAttributesTransformer {
        var attributes = AttributeContainer()
        attributes.font = font
        attributes.foregroundColor = foreground
        let transformed = transformer(attributes)
        font = transformed.font ?? font
        foreground = transformed.foregroundColor ?? foreground
      }
      button.titleFont = font.layoutShotFont
      button.adjustsFontForContentSizeCategory = false
      button.titleColor = shown(foreground.layoutShotColor)
      let insets = configuration.contentInsets
      button.contentEdgeInsets = EdgeInsets(
        top: Double(insets.top), left: Double(insets.leading), bottom: Double(insets.bottom),
        right: Double(insets.trailing))
      button.verticalTitlePadding = 0
      button.image = configuration.image?.layoutShotImage
      button.imagePadding = Double(configuration.imagePadding)
      return
    }
    button.title = title(for: .normal) ?? ""
    button.titleFont = storedTitleLabel.font.layoutShotFont
    button.adjustsFontForContentSizeCategory = storedTitleLabel.adjustsFontForContentSizeCategory
    let normal: UIColor = titleColors[0] ?? (buttonType == .custom ? .white : tintColor)
    let color = titleColors[state.rawValue] ?? (!isEnabled && buttonType != .custom ? .tertiaryLabel : normal)
    button.titleColor = shown(color.layoutShotColor)
    button.contentEdgeInsets = contentEdgeInsets.edgeInsets
    button.verticalTitlePadding = contentEdgeInsets == .zero ? Button.titleVerticalPadding : 0
    button.image = image(for: .normal)?.layoutShotImage
    button.imagePadding = 0
  }

  /// Whether the button asks for its configuration to be updated (``updateConfiguration()`` and
  /// ``configurationUpdateHandler``) before each solve, as UIKit does on each change of state.
  open var automaticallyUpdatesConfiguration = true

  /// Called before each solve to update the configuration for the button's state: override it
  /// (and call `super`) as in UIKit.
  open func updateConfiguration() {}

  /// Asks for the configuration to be updated: it is, before each solve.
  open func setNeedsUpdateConfiguration() {}

  /// Called before each solve, after ``updateConfiguration()``, to update the configuration for
  /// the button's state.
  ///
  /// ```swift
  /// button.configurationUpdateHandler = { button in
  ///   button.configuration?.baseBackgroundColor = button.isSelected ? .systemGreen : .systemBlue
  /// }
  /// ```
  open var configurationUpdateHandler: ((UIButton) -> Void)?

  override func prepareForSolve() {
    if automaticallyUpdatesConfiguration {
      updateConfiguration()
      configurationUpdateHandler?(self)
    }
    // The state may have changed since the title was last copied.
    updateTitle()
    super.prepareForSolve()
  }

  /// A configured button's background, by style and state, behind its content: the background
  /// configuration's colour, else the style's, and its stroke when it has one.
  override var controlDrawing: Drawing? {
    guard let configuration = configuration?.drawn(selected: isSelected) else { return nil }
    let radius = Double(configuration.cornerRadius)
    var elements: [Drawing.Element] = []
    if isEnabled, let glass = configuration.glass(tint: tintColor) {
      elements += glass.elements(.bounds, cornerRadius: radius).map {
        isHighlighted ? $0.faded(to: Self.highlightedOpacity) : $0
      }
    } else if let fill = configuration.background.backgroundColor
      ?? configuration.backgroundColor(tint: tintColor)
    {
      let color = isEnabled ? fill.layoutShotColor : Self.look.disabledBackground
      elements.append(.fill(.bounds, cornerRadius: radius, color: shown(color)))
    }
    let stroke = configuration.background
    if let strokeColor = stroke.strokeColor, stroke.strokeWidth > 0 {
      elements.append(
        .stroke(
          .bounds, cornerRadius: radius, width: Double(stroke.strokeWidth),
          color: shown(strokeColor.layoutShotColor)))
    }
    return elements.isEmpty ? nil : Drawing(elements)
  }
}

/// A button's title label: its font is the button's title font.
private final class ButtonTitleLabel: UILabel {
  weak var button: UIButton?

  /// The title label of `button`, in a system button's 15-point font; the button is told of font
  /// changes from then on.
  init(button: UIButton) {
    super.init(frame: .zero)
    font = .systemFont(ofSize: 15)
    self.button = button
  }

  required init?(coder: NSCoder) { nil }

  override var font: UIFont! {
    didSet { button?.updateTitle() }
  }

  override var adjustsFontForContentSizeCategory: Bool {
    didSet { button?.updateTitle() }
  }
}

extension UIButton {
  /// What a button does (`UIButton.Role`).
  public enum Role: Int, Sendable {
    /// An ordinary button.
    case normal = 0
    /// The primary action.
    case primary = 1
    /// Cancels.
    case cancel = 2
    /// Destroys data.
    case destructive = 3
  }

  /// The kind of button (`UIButton.ButtonType`).
  public enum ButtonType: Int, Sendable {
    /// A custom button, the system button, the detail, info and add-contact buttons, a plain button, or the
    /// close button.
    case custom, system, detailDisclosure, infoLight, infoDark, contactAdd, plain, close
  }

  /// How a button is drawn (`UIButton.Configuration`), iOS 15's way: a title in the body font,
  /// content insets of 7 points above and below and 12 at the sides (a filled "Button" is 75 × 35),
  /// and a background by style.
  public struct Configuration {
    /// The look of the background.
    enum Style {
      case plain, tinted, gray, filled, bordered, borderedTinted, borderedProminent
      case glass, prominentGlass, clearGlass, prominentClearGlass
    }
    var style: Style
    /// The title.
    public var title: String?
    /// A second line (kept, not drawn).
    public var subtitle: String?
    /// The image, before the title.
    public var image: UIImage?
    /// The space between image and title.
    public var imagePadding: CGFloat = 0
    /// Where the image sits (kept).
    public var imagePlacement = NSDirectionalRectEdge.leading
    /// The colour behind the content (the tint, or a tint-based fill, by default).
    public var baseBackgroundColor: UIColor?
    /// The colour of the title (by style, by default).
    public var baseForegroundColor: UIColor?
    /// The space around the content: the medium button's insets of the shared look.
    public var contentInsets: NSDirectionalEdgeInsets = {
      let insets = UIButton.look.contentInsets(.medium)
      return NSDirectionalEdgeInsets(
        top: CGFloat(insets.top), leading: CGFloat(insets.left), bottom: CGFloat(insets.bottom),
        trailing: CGFloat(insets.right))
    }()
    /// How round the background's corners are.
    public var cornerStyle = CornerStyle.dynamic
    /// The background: its colour replaces the style's, its corner radius is used with a fixed
    /// corner style, and its stroke is drawn (see ``UIBackgroundConfiguration``).
    public var background = UIBackgroundConfiguration.clear()
    /// Changes the title's attributes: the font and colour it returns are the title's.
    public var titleTextAttributesTransformer: UIConfigurationTextAttributesTransformer?
    /// Changes the subtitle's attributes (kept, as the subtitle is).
    public var subtitleTextAttributesTransformer: UIConfigurationTextAttributesTransformer?
    /// The subtitle with attributes (kept, not drawn).
    public var attributedSubtitle: NSAttributedString?
    /// Whether an activity indicator stands in for the image (kept; the image is drawn).
    public var showsActivityIndicator = false
    /// How the title and subtitle align (kept; the title is centred).
    public var titleAlignment = TitleAlignment.automatic
    /// The space between title and subtitle (kept).
    public var titlePadding: CGFloat = 0
    /// How the title breaks (kept; it is one line, cut in the middle).
    public var titleLineBreakMode = NSLineBreakMode.byTruncatingTail
    /// The symbol configuration of the image (kept).
    public var preferredSymbolConfigurationForImage: UIImage.SymbolConfiguration?
    /// Changes the image's colour (kept).
    public var imageColorTransformer: UIConfigurationColorTransformer?
    /// A pop-up or menu indicator after the title (kept, not drawn).
    public var indicator = Indicator.automatic
    /// The size of the button (kept; medium metrics are used).
    public var buttonSize = Size.medium
    /// The title's font (body by default).
    var titleFont: UIFont?
    /// The title with attributes: its string and first run's font.
    public var attributedTitle: NSAttributedString? {
      didSet {
        title = attributedTitle?.string
        if let attributedTitle, attributedTitle.length > 0 {
          titleFont = attributedTitle.attributes(at: 0, effectiveRange: nil)[.font] as? UIFont
        }
      }
    }

    /// Whether a selected button (``UIControl/isSelected``, a toggle's "on") is drawn in another
    /// style: true by default for plain, gray and tinted, as Apple documents, false for the rest.
    public var automaticallyUpdateForSelection: Bool

    init(style: Style) {
      self.style = style
      automaticallyUpdateForSelection = style == .plain || style == .gray || style == .tinted
    }

    /// No background, a tinted title.
    public static func plain() -> Configuration { Configuration(style: .plain) }
    /// A light tinted background, a tinted title.
    public static func tinted() -> Configuration { Configuration(style: .tinted) }
    /// A grey background, a tinted title.
    public static func gray() -> Configuration { Configuration(style: .gray) }

    /// The configuration a button in the selected state draws when ``automaticallyUpdateForSelection``
    /// is on: a plain button as tinted, a tinted one as filled (UIKitCore's style behaviours for
    /// iOS 18.2, in EthanArbuckle/iPhone17-1_18.2_22C152_Restore: plain's selection style is
    /// tinted and tinted's is filled, and a selected state switches to it), a gray one as filled
    /// (an estimate: its selection style is in a constant the decompiled code does not show).
    func drawn(selected: Bool) -> Configuration {
      guard selected, automaticallyUpdateForSelection else { return self }
      var shown = self
      switch style {
      case .plain: shown.style = .tinted
      case .tinted, .gray: shown.style = .filled
      case .filled, .bordered, .borderedTinted, .borderedProminent, .glass, .prominentGlass, .clearGlass,
        .prominentClearGlass:
        break
      }
      return shown
    }
    /// A tinted background, a white title.
    public static func filled() -> Configuration { Configuration(style: .filled) }
    /// A grey background, a tinted title.
    public static func bordered() -> Configuration { Configuration(style: .bordered) }
    /// A light tinted background, a tinted title.
    public static func borderedTinted() -> Configuration { Configuration(style: .borderedTinted) }
    /// A tinted background, a white title.
    public static func borderedProminent() -> Configuration { Configuration(style: .borderedProminent) }
    /// Liquid Glass behind a tinted title, in a capsule (iOS 26; an iOS 18 screen draws it as
    /// ``gray()``, an estimate of an app's fallback) (Documentation/Controls.md#glass-apis).
    ///
    /// ```swift
    /// var configuration = UIButton.Configuration.glass()
    /// configuration.title = "Edit"
    /// ```
    public static func glass() -> Configuration { Configuration(style: .glass) }
    /// Liquid Glass filled with the tint behind a white title, in a capsule (iOS 26; drawn as
    /// ``filled()`` on an iOS 18 screen).
    public static func prominentGlass() -> Configuration { Configuration(style: .prominentGlass) }
    /// Clear Liquid Glass behind a tinted title, for buttons over media (iOS 26; drawn as
    /// ``gray()`` on an iOS 18 screen).
    public static func clearGlass() -> Configuration { Configuration(style: .clearGlass) }
    /// Clear Liquid Glass filled with the tint behind a white title (iOS 26; drawn as
    /// ``filled()`` on an iOS 18 screen).
    public static func prominentClearGlass() -> Configuration { Configuration(style: .prominentClearGlass) }

    func foregroundColor(tint: UIColor) -> UIColor {
      if let baseForegroundColor { return baseForegroundColor }
      return UIColor(UIButton.look.foregroundColor(fill, tint: tint.layoutShotColor))
    }

    /// The background: none for plain; the base colour (the tint by default) for filled; the
    /// base colour at 12 % opacity in light and 26 % in dark for tinted (Flutter's
    /// `kCupertinoButtonTintedOpacityLight` and `…Dark`, its copy of UIKit's tinted buttons);
    /// `tertiarySystemFill` for gray (an estimate).
    func backgroundColor(tint: UIColor) -> UIColor? {
      switch style {
      case .plain: return baseBackgroundColor
      case .gray, .bordered, .glass, .clearGlass: if let baseBackgroundColor { return baseBackgroundColor }
      case .filled, .borderedProminent, .tinted, .borderedTinted, .prominentGlass, .prominentClearGlass: break
      }
      let base = (baseBackgroundColor ?? tint).layoutShotColor
      return UIButton.look.backgroundColor(fill, tint: base).map { UIColor($0) }
    }

    /// What the style puts behind the title; a glass style on a screen whose controls have no
    /// glass (iOS 18) falls back to gray (plain glass) or filled (prominent glass).
    var fill: ButtonLook.Fill {
      let fill: ButtonLook.Fill =
        switch style {
        case .plain: .none
        case .tinted, .borderedTinted: .tinted
        case .gray, .bordered: .gray
        case .filled, .borderedProminent: .filled
        case .glass: .glass(.regular)
        case .clearGlass: .glass(.clear)
        case .prominentGlass: .prominentGlass(.regular)
        case .prominentClearGlass: .prominentGlass(.clear)
        }
      return UIButton.look.drawnFill(fill)
    }

    /// The glass behind the title, for the glass styles on a screen whose controls have glass;
    /// the base background colour, when set, tints plain glass too.
    func glass(tint: UIColor) -> GlassMaterial? {
      guard background.backgroundColor == nil,
        var glass = UIButton.look.glass(fill, tint: (baseBackgroundColor ?? tint).layoutShotColor)
      else { return nil }
      if let baseBackgroundColor { glass.tint = baseBackgroundColor.layoutShotColor }
      return glass
    }

    var cornerRadius: CGFloat {
      switch cornerStyle {
      case .fixed: background.cornerRadius
      case .dynamic:
        // Glass buttons are capsules (Documentation/Controls.md#ios-26).
        UIButton.look.glass(fill, tint: .clear) != nil ? 1000 : CGFloat(UIButton.look.cornerRadius(.medium))
      case .small: 4
      case .medium: 8
      case .large: 12
      case .capsule: 1000
      }
    }

    /// How a configured button's title and subtitle align (`UIButton.Configuration.TitleAlignment`).
    public enum TitleAlignment: Sendable { case automatic, leading, center, trailing }
    /// The indicator after a configured button's title (`UIButton.Configuration.Indicator`).
    public enum Indicator: Sendable { case automatic, none, popup, singleSelection }
    /// How round a configured button's corners are (`UIButton.Configuration.CornerStyle`).
    public enum CornerStyle: Sendable { case fixed, dynamic, small, medium, large, capsule }
    /// The size of a configured button (`UIButton.Configuration.Size`).
    public enum Size: Sendable { case mini, small, medium, large }
  }
}

/// An edge of a rectangle, leading and trailing following the layout direction
/// (`NSDirectionalRectEdge`).
public struct NSDirectionalRectEdge: OptionSet, Hashable, Sendable {
  /// The raw value.
  public let rawValue: UInt
  /// The set whose bits are `rawValue`.
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// The top edge.
  public static let top = NSDirectionalRectEdge(rawValue: 1 << 0)
  /// The leading edge.
  public static let leading = NSDirectionalRectEdge(rawValue: 1 << 1)
  /// The bottom edge.
  public static let bottom = NSDirectionalRectEdge(rawValue: 1 << 2)
  /// The trailing edge.
  public static let trailing = NSDirectionalRectEdge(rawValue: 1 << 3)
  /// All four edges.
  public static let all: NSDirectionalRectEdge = [.top, .leading, .bottom, .trailing]
}
