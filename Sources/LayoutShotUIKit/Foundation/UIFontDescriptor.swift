import LayoutShot

/// A description of a font (`UIFontDescriptor`), as code that adds traits to a font uses it:
/// its size and symbolic traits over a ``UIFont``.
///
/// `UIFont(descriptor:size:)` maps the traits onto LayoutShot's fonts: the bold trait gives the
/// bold system font (a registered family keeps its face); the italic trait gives the italic
/// system font (a registered family without one draws upright); other traits are kept.
///
/// ```swift
/// let descriptor = UIFont.preferredFont(forTextStyle: .body).fontDescriptor.withSymbolicTraits(.traitBold)!
/// label.font = UIFont(descriptor: descriptor, size: 0)   // bold body, 17 points
/// ```
open class UIFontDescriptor: NSObject, @unchecked Sendable {
  /// The font described, before the traits are applied.
  let font: UIFont
  /// The traits asked for.
  private let traits: SymbolicTraits

  init(font: UIFont, traits: SymbolicTraits? = nil) {
    self.font = font
    var own: SymbolicTraits = []
    if font.weight.fontWeight.isBold { own.insert(.traitBold) }
    if font.isItalic { own.insert(.traitItalic) }
    self.traits = traits ?? own
    super.init()
  }

  /// The descriptor of the font named `fontName` at `size` (see ``UIFont/init(name:size:)``).
  public convenience init(name fontName: String, size: CGFloat) {
    self.init(font: UIFont(name: fontName, size: size) ?? .systemFont(ofSize: size))
  }

  /// The descriptor of a text style's font at the app's Dynamic Type size (Large in LayoutShot).
  ///
  /// A font made from a descriptor (``UIFont/init(descriptor:size:)``) has a fixed size; to have
  /// a bold or italic text style follow the text size, scale it with ``UIFontMetrics``.
  open class func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle) -> UIFontDescriptor {
    UIFontDescriptor(font: .preferredFont(forTextStyle: style))
  }

  /// The descriptor of a text style's font at `traitCollection`'s Dynamic Type size (Large when
  /// `nil` or unspecified).
  ///
  /// ```swift
  /// let huge = UITraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)
  /// UIFontDescriptor.preferredFontDescriptor(withTextStyle: .body, compatibleWith: huge).pointSize  // 53
  /// ```
  open class func preferredFontDescriptor(
    withTextStyle style: UIFont.TextStyle, compatibleWith traitCollection: UITraitCollection?
  ) -> UIFontDescriptor {
    UIFontDescriptor(font: .preferredFont(forTextStyle: style, compatibleWith: traitCollection))
  }

  /// The size in points.
  open var pointSize: CGFloat { font.pointSize }
  /// The font's name.
  open var postscriptName: String { font.fontName }
  /// The traits: bold, italic and those asked for.
  open var symbolicTraits: SymbolicTraits { traits }

  /// The same font with `symbolicTraits` in place of its traits.
  open func withSymbolicTraits(_ symbolicTraits: SymbolicTraits) -> UIFontDescriptor? {
    UIFontDescriptor(font: font, traits: symbolicTraits)
  }

  /// The same font at `newPointSize`.
  open func withSize(_ newPointSize: CGFloat) -> UIFontDescriptor {
    UIFontDescriptor(font: font.withSize(newPointSize), traits: traits)
  }

  /// The same font in the system font's `design`: drawn in the system family, the monospaced
  /// design with tabular digits (Documentation/SwiftUIDrawing.md#font-designs).
  open func withDesign(_ design: SystemDesign) -> UIFontDescriptor? {
    UIFontDescriptor(font: font.withDesign(design.fontDesign), traits: traits)
  }

  /// A font's symbolic traits (`UIFontDescriptor.SymbolicTraits`), with UIKit's raw values.
  public struct SymbolicTraits: OptionSet, Hashable, Sendable {
    /// The raw value.
    public let rawValue: UInt32
    /// The set whose bits are `rawValue`.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Italic.
    public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
    /// Bold.
    public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
    /// Wider than normal.
    public static let traitExpanded = SymbolicTraits(rawValue: 1 << 5)
    /// Narrower than normal.
    public static let traitCondensed = SymbolicTraits(rawValue: 1 << 6)
    /// Monospaced: every glyph the same width.
    public static let traitMonoSpace = SymbolicTraits(rawValue: 1 << 10)
    /// Vertical glyph forms.
    public static let traitVertical = SymbolicTraits(rawValue: 1 << 11)
    /// Tuned for the user interface (the system font's tighter line height).
    public static let traitUIOptimized = SymbolicTraits(rawValue: 1 << 12)
    /// Tighter leading than normal.
    public static let traitTightLeading = SymbolicTraits(rawValue: 1 << 15)
    /// Looser leading than normal.
    public static let traitLooseLeading = SymbolicTraits(rawValue: 1 << 16)
  }

  /// A design of the system font (`UIFontDescriptor.SystemDesign`).
  public struct SystemDesign: RawRepresentable, Hashable, Sendable {
    /// The raw value.
    public let rawValue: String
    /// The value whose raw value is `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The system font's standard design (San Francisco).
    public static let `default` = SystemDesign(rawValue: "NSCTFontUIUsageAttribute")
    /// The rounded design (SF Pro Rounded).
    public static let rounded = SystemDesign(rawValue: "NSCTFontUIFontDesignRounded")
    /// The serif design (New York).
    public static let serif = SystemDesign(rawValue: "NSCTFontUIFontDesignSerif")
    /// The monospaced design (SF Mono).
    public static let monospaced = SystemDesign(rawValue: "NSCTFontUIFontDesignMonospaced")

    /// The core's design; the default one for a raw value that names none.
    var fontDesign: FontDesign {
      switch self {
      case .rounded: .rounded
      case .serif: .serif
      case .monospaced: .monospaced
      default: .default
      }
    }
  }
}

extension UIFont {
  /// The font `descriptor` describes at `pointSize` (0: the descriptor's size).
  ///
  /// With the bold
  /// trait a system font is the bold system font (a bolder weight is kept); a registered family
  /// keeps its face. The italic trait makes it italic.
  public convenience init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {
    let size = pointSize > 0 ? pointSize : descriptor.pointSize
    let base = descriptor.font
    let traits = descriptor.symbolicTraits
    if base.layoutShotFont.family != nil {
      self.init(base.withSize(size).layoutShotFont, weight: base.weight, name: base.fontName)
    } else {
      let isBoldFace = base.weight.fontWeight.isBold
      let weight: Weight =
        traits.contains(.traitBold)
        ? (isBoldFace ? base.weight : .bold) : (isBoldFace ? .regular : base.weight)
      // The system font keeps its design and digits.
      var font = FontDescriptor(size: Double(size), weight: weight.fontWeight)
      font.design = base.layoutShotFont.design
      font.usesTabularDigits = base.layoutShotFont.usesTabularDigits
      self.init(font, weight: weight, name: ".SFUI-\(weight.name)")
    }
    isItalic = traits.contains(.traitItalic)
  }
}
