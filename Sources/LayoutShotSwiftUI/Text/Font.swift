import Foundation
import LayoutShot

/// A font: a text style that follows Dynamic Type, or a system font of a fixed size.
///
/// The system font is LayoutShot's stand-in for San Francisco (bundled Inter with San Francisco's
/// metrics, see Documentation/DynamicType.md and README.md); every design draws in it, the
/// monospaced design with tabular digits (Documentation/SwiftUIDrawing.md#font-designs).
///
/// ```swift
/// Text("Title").font(.title2.weight(.semibold))
/// Text("42").font(.system(size: 48, weight: .bold, design: .rounded))
/// ```
public struct Font: Hashable, Sendable {
  enum Storage: Hashable, Sendable {
    case style(TextStyle)
    case system(size: CGFloat)
  }

  let storage: Storage
  var weight: Weight?
  var isItalic = false
  var design: Design?
  var usesTabularDigits = false

  init(_ storage: Storage, weight: Weight? = nil) {
    self.storage = storage
    self.weight = weight
  }

  /// The font of a text style, scaled with Dynamic Type.
  public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
    var font = Font(.style(style), weight: weight)
    font.design = design
    return font
  }

  /// A system font of `size` points.
  public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
    var font = Font(.system(size: size), weight: weight)
    font.design = design
    return font
  }

  public static let largeTitle = Font(.style(.largeTitle))
  public static let title = Font(.style(.title))
  public static let title2 = Font(.style(.title2))
  public static let title3 = Font(.style(.title3))
  public static let headline = Font(.style(.headline))
  public static let subheadline = Font(.style(.subheadline))
  public static let body = Font(.style(.body))
  public static let callout = Font(.style(.callout))
  public static let footnote = Font(.style(.footnote))
  public static let caption = Font(.style(.caption))
  public static let caption2 = Font(.style(.caption2))

  /// This font in `weight`.
  public func weight(_ weight: Weight) -> Font {
    var font = self
    font.weight = weight
    return font
  }

  /// This font in bold.
  public func bold() -> Font { weight(.bold) }

  /// This font in italic.
  public func italic() -> Font {
    var font = self
    font.isItalic = true
    return font
  }

  /// This font with digits of one width, each as wide as the widest
  /// (Documentation/SwiftUIDrawing.md#font-designs).
  ///
  /// ```swift
  /// Text(elapsed).font(.body.monospacedDigit())
  /// ```
  public func monospacedDigit() -> Font {
    var font = self
    font.usesTabularDigits = true
    return font
  }

  /// This font in its monospaced design: the system font with tabular digits here
  /// (Documentation/SwiftUIDrawing.md#font-designs).
  public func monospaced() -> Font { design(.monospaced) }

  /// This font in `design` (`nil` for the default one).
  func design(_ design: Design?) -> Font {
    var font = self
    font.design = design
    return font
  }

  /// This font with small capitals; drawn as it is here.
  public func smallCaps() -> Font { self }

  /// This font with its line spacing loosened or tightened; drawn with the font's own here.
  public func leading(_ leading: Leading) -> Font { self }

  /// This font in `width`; every width draws in the system font here.
  public func width(_ width: Width) -> Font { self }

  /// How far apart a font's lines are.
  public enum Leading: Hashable, Sendable {
    case standard, tight, loose
  }

  /// A font width.
  public struct Width: Hashable, Sendable {
    let value: CGFloat

    public static let compressed = Width(value: -0.3)
    public static let condensed = Width(value: -0.2)
    public static let standard = Width(value: 0)
    public static let expanded = Width(value: 0.2)
  }

  /// The core font: a text style's font follows the screen's text size.
  var descriptor: FontDescriptor {
    var descriptor: FontDescriptor
    switch storage {
    case .style(let style): descriptor = FontDescriptor.preferredFont(forTextStyle: style.coreStyle)
    case .system(let size): descriptor = FontDescriptor.systemFont(ofSize: Double(size))
    }
    if let weight { descriptor.weight = weight.coreWeight }
    descriptor.isItalic = isItalic
    descriptor.design = (design ?? .default).coreDesign
    descriptor.usesTabularDigits = usesTabularDigits
    return descriptor
  }

  /// A text style: its size follows Dynamic Type (Documentation/SwiftUILayout.md#text).
  public enum TextStyle: Hashable, CaseIterable, Sendable {
    case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2

    var coreStyle: Typesetting.TextStyle {
      switch self {
      case .largeTitle: .largeTitle
      case .title: .title1
      case .title2: .title2
      case .title3: .title3
      case .headline: .headline
      case .subheadline: .subheadline
      case .body: .body
      case .callout: .callout
      case .footnote: .footnote
      case .caption: .caption1
      case .caption2: .caption2
      }
    }
  }

  /// A font weight.
  public struct Weight: Hashable, Sendable {
    let coreWeight: FontWeight

    public static let ultraLight = Weight(coreWeight: .ultraLight)
    public static let thin = Weight(coreWeight: .thin)
    public static let light = Weight(coreWeight: .light)
    public static let regular = Weight(coreWeight: .regular)
    public static let medium = Weight(coreWeight: .medium)
    public static let semibold = Weight(coreWeight: .semibold)
    public static let bold = Weight(coreWeight: .bold)
    public static let heavy = Weight(coreWeight: .heavy)
    public static let black = Weight(coreWeight: .black)
  }

  /// A font design: all drawn in the system font here, the monospaced one with tabular digits
  /// (Documentation/SwiftUIDrawing.md#font-designs).
  public enum Design: Hashable, Sendable {
    case `default`, serif, rounded, monospaced

    /// The core's design.
    var coreDesign: FontDesign {
      switch self {
      case .default: .default
      case .serif: .serif
      case .rounded: .rounded
      case .monospaced: .monospaced
      }
    }
  }
}
