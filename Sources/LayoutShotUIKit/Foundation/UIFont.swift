import LayoutShot

/// A font as UIKit code uses it (`UIFont`), standing for a LayoutShot ``FontDescriptor``.
///
/// The system font is LayoutShot's default family: Inter, at each of UIKit's nine weights, with
/// San Francisco's line metrics and tracking (``SystemFont``), italic when asked. A font named
/// with ``init(name:size:)`` is a family registered in ``FontRegistry`` (or a built-in one,
/// "Inter" or "DejaVu Sans"); any other name falls back to the system font, at the weight the name
/// ends in (`-Bold`, `-Semibold`, …), so app code that force-unwraps its custom fonts lays out.
///
/// ```swift
/// titleLabel.font = .systemFont(ofSize: 22, weight: .bold)
/// bodyLabel.font = .preferredFont(forTextStyle: .body)
/// brandLabel.font = UIFont(name: "Avenir-Heavy", size: 18)!
/// ```
///
/// Dynamic Type: a text style's font (``preferredFont(forTextStyle:)``) or one from
/// ``UIFontMetrics`` remembers its style (`layoutShotFont.textStyle`). Made
/// without a trait collection it has its size at the app's text size, which in LayoutShot is the
/// default, Large, whatever the screen's (``Screen/contentSize``, the traits' size). A label,
/// text field, text view or button title label with `adjustsFontForContentSizeCategory` shows it at
/// the screen's size, as UIKit swaps in the font for the view's traits; or make it for the traits:
///
/// ```swift
/// bodyLabel.font = .preferredFont(forTextStyle: .body)
/// bodyLabel.adjustsFontForContentSizeCategory = true    // 40 points on a screen at AX3
/// noteLabel.font = .preferredFont(forTextStyle: .footnote, compatibleWith: traitCollection)
/// ```
open class UIFont: NSObject, @unchecked Sendable {
  /// The LayoutShot font this one stands for.
  public private(set) var layoutShotFont: FontDescriptor
  /// The weight asked for.
  let weight: Weight
  /// The name asked for (`".SFUI-Regular"` for the system font).
  public let fontName: String
  /// Whether the font was asked for italic; its descriptor has the italic trait.
  var isItalic: Bool {
    get { layoutShotFont.isItalic }
    set { layoutShotFont.isItalic = newValue }
  }

  init(_ font: FontDescriptor, weight: Weight, name: String) {
    layoutShotFont = font
    self.weight = weight
    fontName = name
    super.init()
  }

  /// A font of a registered or built-in family named `fontName`, or the system font when no
  /// family has the name, at the weight its name ends in (`-Light`, `-Medium`, `-Semibold`,
  /// `-Bold`, `-Heavy`, `-Black`, …; regular otherwise).
  public convenience init?(name fontName: String, size fontSize: CGFloat) {
    let families =
      FontRegistry.shared.registeredFamilies + [FontRegistry.interFamily, FontRegistry.dejaVuFamily]
    if let family = families.first(where: { $0 == fontName }) {
      self.init(FontDescriptor(family: family, size: Double(fontSize)), weight: .regular, name: fontName)
      return
    }
    let lowered = fontName.lowercased()
    // The longest weight name that ends the font's name: "SemiBold" before "Bold".
    let suffixes =
      Weight.names.map { ($0.0, $0.1.lowercased()) } + [(.ultraLight, "extralight"), (.heavy, "extrabold")]
    let weight = suffixes.sorted { $0.1.count > $1.1.count }.first { lowered.hasSuffix($0.1) }?.0 ?? .regular
    self.init(
      FontDescriptor(size: Double(fontSize), weight: weight.fontWeight), weight: weight, name: fontName)
  }

  /// The size in points.
  public var pointSize: CGFloat { CGFloat(layoutShotFont.pointSize) }
  /// The family's name.
  public var familyName: String { layoutShotFont.family ?? FontRegistry.shared.defaultFamily }
  /// The distance from the baseline to the top of the tallest glyphs.
  public var ascender: CGFloat { CGFloat(metrics?.ascender ?? layoutShotFont.pointSize * 0.95) }
  /// The distance from the baseline down to the lowest glyphs, negative.
  public var descender: CGFloat { CGFloat(metrics?.descender ?? -layoutShotFont.pointSize * 0.25) }
  /// The height of a line: ascender − descender + leading.
  public var lineHeight: CGFloat { CGFloat(metrics?.lineHeight ?? layoutShotFont.pointSize * 1.2) }
  /// The space between lines beyond the glyphs.
  public var leading: CGFloat { CGFloat(metrics?.lineGap ?? 0) }
  /// The height of capital letters above the baseline: 1443 / 2048 of the size for the system
  /// font, as San Francisco's (the article "Faithfulness to UIKit", "The system font").
  ///
  /// ```swift
  /// UIFont.systemFont(ofSize: 17).capHeight   // 11.978
  /// ```
  public var capHeight: CGFloat { CGFloat(metrics?.capHeight ?? layoutShotFont.pointSize * 0.7) }

  private var metrics: SizedFont? { try? layoutShotFont.resolved() }

  /// The same font at `fontSize` points, a font of fixed size (one that followed Dynamic Type no
  /// longer does; scale it with ``UIFontMetrics`` to have it follow again).
  public func withSize(_ fontSize: CGFloat) -> UIFont {
    var font = layoutShotFont
    font.pointSize = Double(fontSize)
    font.dynamicTypeScaling = nil
    let sized = UIFont(font, weight: weight, name: fontName)
    sized.isItalic = isItalic
    return sized
  }

  /// The font's descriptor: its size and traits (bold from semibold up, italic when asked for).
  open var fontDescriptor: UIFontDescriptor { UIFontDescriptor(font: self) }

  /// The system font at `fontSize` points, regular.
  open class func systemFont(ofSize fontSize: CGFloat) -> UIFont {
    systemFont(ofSize: fontSize, weight: .regular)
  }

  /// The system font at `fontSize` points and `weight`.
  open class func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
    UIFont(
      FontDescriptor(size: Double(fontSize), weight: weight.fontWeight), weight: weight,
      name: ".SFUI-\(weight.name)")
  }

  /// The system font at `fontSize` points, bold.
  open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
    systemFont(ofSize: fontSize, weight: .bold)
  }

  /// The system font at `fontSize` points, italic.
  open class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
    let font = systemFont(ofSize: fontSize, weight: .regular)
    font.isItalic = true
    return font
  }

  /// The system font with digits of equal width, each as wide as the widest
  /// (Documentation/SwiftUIDrawing.md#font-designs).
  open class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
    let font = systemFont(ofSize: fontSize, weight: weight)
    font.layoutShotFont.usesTabularDigits = true
    return font
  }

  /// The system's monospaced font (SF Mono): the system font with tabular digits in LayoutShot
  /// (Documentation/SwiftUIDrawing.md#font-designs).
  open class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
    systemFont(ofSize: fontSize, weight: weight).withDesign(.monospaced)
  }

  /// The same font in the system font's `design`.
  func withDesign(_ design: FontDesign) -> UIFont {
    var descriptor = layoutShotFont
    descriptor.design = design
    return UIFont(descriptor, weight: weight, name: fontName)
  }

  /// The system font of a text style at the app's Dynamic Type size.
  ///
  /// The app's size is the one the user set before the app launched: the screen's
  /// (``Screen/contentSize``, the variant's) in a layout, and Large outside one. At Large these are the Human Interface Guidelines' sizes
  /// (largeTitle 34, title1 28, title2 22, title3 20, headline 17 semibold, body 17, callout 16,
  /// subheadline 15, footnote 13, caption1 12, caption2 11), regular but for the semibold
  /// headline; other sizes follow Documentation/DynamicType.md.
  ///
  /// Apple documents the font as "scaled appropriately for the user's selected content size
  /// category", so an app launched at AX3 gets AX3 fonts from this call whether or not a view
  /// adjusts its font (`adjustsFontForContentSizeCategory` only follows changes made later).
  /// The font remembers its style: a view that adjusts its font shows it at its own traits' size
  /// (a view's or controller's `traitOverrides`).
  ///
  /// ```swift
  /// UIFont.preferredFont(forTextStyle: .body).pointSize      // 17 at Large, 53 at AX5
  /// UIFont.preferredFont(forTextStyle: .headline).pointSize  // 17, semibold, at Large
  /// ```
  open class func preferredFont(forTextStyle style: TextStyle) -> UIFont {
    preferredFont(forTextStyle: style, compatibleWith: nil)
  }

  /// The system font of a text style at `traitCollection`'s Dynamic Type size
  /// (`preferredContentSizeCategory`), or at the app's (the screen's) when there is none or it is
  /// unspecified: see ``preferredFont(forTextStyle:)``.
  ///
  /// ```swift
  /// // In a layout on a screen at AX5:
  /// UIFont.preferredFont(forTextStyle: .body, compatibleWith: traitCollection).pointSize  // 53
  /// let huge = UITraitCollection(preferredContentSizeCategory: .accessibilityExtraLarge)
  /// UIFont.preferredFont(forTextStyle: .caption2, compatibleWith: huge).pointSize          // 29
  /// ```
  open class func preferredFont(
    forTextStyle style: TextStyle, compatibleWith traitCollection: UITraitCollection?
  )
    -> UIFont
  {
    guard let textStyle = style.textStyle else { return systemFont(ofSize: 17) }
    let contentSize = UIContentSizeCategory.textSize(of: traitCollection)
    let weight: Weight = textStyle.weight == .semibold ? .semibold : .regular
    return UIFont(
      .preferredFont(forTextStyle: textStyle, contentSize: contentSize), weight: weight,
      name: ".SFUI-\(weight.name)")
  }

  /// The same font at its size for `contentSize` when it follows Dynamic Type (a text style's, or
  /// one from ``UIFontMetrics``); this font otherwise.
  func adjusted(to contentSize: ContentSizeCategory) -> UIFont {
    guard layoutShotFont.dynamicTypeScaling != nil else { return self }
    let adjusted = layoutShotFont.adjusted(to: contentSize)
    guard adjusted != layoutShotFont else { return self }
    return UIFont(adjusted, weight: weight, name: fontName)
  }

  /// The font a view whose `adjustsFontForContentSizeCategory` is `adjusts` shows: adjusted to
  /// the text size of the screen being laid out when it is on; as it is outside a layout (where
  /// the view keeps the font it last swapped in).
  func shown(adjustingForContentSize adjusts: Bool) -> UIFont {
    guard adjusts, let screen = LayoutRun.screen else { return self }
    return adjusted(to: screen.contentSize)
  }

  /// The size of the system font in UIKit's labels (17).
  open class var labelFontSize: CGFloat { 17 }
  /// The size of the system font in buttons (18).
  open class var buttonFontSize: CGFloat { 18 }
  /// The size of the standard system font (14).
  open class var systemFontSize: CGFloat { 14 }
  /// The size of the small system font (12).
  open class var smallSystemFontSize: CGFloat { 12 }

  /// Whether `object` is a font with the same name, size and face.
  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UIFont else { return false }
    return other.layoutShotFont == layoutShotFont && other.fontName == fontName
  }

  /// A hash of the font, consistent with ``isEqual(_:)``.
  open override var hash: Int { layoutShotFont.hashValue }

  open override var description: String { "UIFont(\(fontName) \(layoutShotFont.pointSize) pt)" }
}

extension UIFont {
  /// A font weight (`UIFont.Weight`), with UIKit's raw values.
  public struct Weight: RawRepresentable, Hashable, Sendable {
    /// The raw value.
    public let rawValue: CGFloat
    /// The value whose raw value is `rawValue`.
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    /// The value whose raw value is `rawValue`, unlabelled as UIKit also spells it.
    public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

    /// Ultralight, the thinnest (100).
    public static let ultraLight = Weight(rawValue: -0.8)
    /// Thin (200).
    public static let thin = Weight(rawValue: -0.6)
    /// Light (300).
    public static let light = Weight(rawValue: -0.4)
    /// Regular, the default (400).
    public static let regular = Weight(rawValue: 0)
    /// Medium (500).
    public static let medium = Weight(rawValue: 0.23)
    /// Semibold (600).
    public static let semibold = Weight(rawValue: 0.3)
    /// Bold (700).
    public static let bold = Weight(rawValue: 0.4)
    /// Heavy (800).
    public static let heavy = Weight(rawValue: 0.56)
    /// Black, the heaviest (900).
    public static let black = Weight(rawValue: 0.62)

    /// The named weights in order, with their names in font names.
    static let names: [(Weight, String)] = [
      (.ultraLight, "Ultralight"), (.thin, "Thin"), (.light, "Light"), (.regular, "Regular"),
      (.medium, "Medium"), (.semibold, "Semibold"), (.bold, "Bold"), (.heavy, "Heavy"), (.black, "Black"),
    ]

    /// The weight on the 100 to 900 scale the font is drawn at: the named weights are 100, 200, …
    /// 900 in order, and a weight between two named ones lies between theirs.
    var fontWeight: FontWeight {
      let named = Self.names.map(\.0.rawValue)
      guard let upper = named.firstIndex(where: { $0 >= rawValue }) else { return .black }
      guard upper > 0 else { return .ultraLight }
      let fraction = (rawValue - named[upper - 1]) / (named[upper] - named[upper - 1])
      return FontWeight(Double(upper) * 100 + Double(fraction) * 100)
    }

    var name: String {
      Self.names.first { $0.0 == self }?.1 ?? "Regular"
    }
  }

  /// A Dynamic Type text style (`UIFont.TextStyle`).
  public struct TextStyle: RawRepresentable, Hashable, Sendable {
    /// The raw value.
    public let rawValue: String
    /// The value whose raw value is `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The large title of a navigation bar (34 points at the default size).
    public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
    /// The first-level title (28 points).
    public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
    /// The second-level title (22 points).
    public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
    /// The third-level title (20 points).
    public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
    /// A headline (17 points, semibold).
    public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
    /// A subheading (15 points).
    public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
    /// Body text (17 points).
    public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
    /// A callout (16 points).
    public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
    /// A footnote (13 points).
    public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
    /// The standard caption (12 points).
    public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
    /// The alternate, smaller caption (11 points).
    public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

    /// LayoutShot's text style of the same name; `nil` for a raw value UIKit does not define.
    ///
    /// ```swift
    /// UIFont.TextStyle.subheadline.textStyle  // .subheadline
    /// ```
    public var textStyle: LayoutShot.TextStyle? {
      LayoutShot.TextStyle.allCases.first { $0.uiKitName == rawValue }
    }

    /// The size and weight at the default Dynamic Type size (large); body's for an unknown style.
    var defaultSizeAndWeight: (CGFloat, Weight) {
      let style = textStyle ?? .body
      return (CGFloat(style.pointSize(for: .large)), style.weight == .semibold ? .semibold : .regular)
    }
  }
}
