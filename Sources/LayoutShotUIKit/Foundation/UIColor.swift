import LayoutShot

/// A colour as UIKit code uses it: a class, so an app's extensions (`convenience init(hex:)`,
/// `static let brand = UIColor(…)`) compile as they are, standing for a LayoutShot ``Color``
/// (sRGB with alpha).
///
/// ```swift
/// extension UIColor {
///   convenience init(hex: UInt32) {
///     self.init(red: CGFloat((hex >> 16) & 0xFF) / 255, green: CGFloat((hex >> 8) & 0xFF) / 255,
///               blue: CGFloat(hex & 0xFF) / 255, alpha: 1)
///   }
/// }
/// view.backgroundColor = UIColor(hex: 0x34C759)
/// ```
///
/// The system colours (`.systemBlue`, `.label`, `.secondarySystemBackground`, …) are dynamic, as
/// are colours made with a provider (`UIColor { traits in … }`): a view draws them with their value
/// for its appearance — the screen's, or its `overrideUserInterfaceStyle` (see ``Color``).
///
/// ```swift
/// let card = UIColor { traits in
///   traits.userInterfaceStyle == .dark ? UIColor(white: 0.12, alpha: 1) : .white
/// }
/// card.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark))   // 12 % grey
/// ```
open class UIColor: NSObject, _ExpressibleByColorLiteral, @unchecked Sendable {
  /// The LayoutShot colour this one stands for: plain, or dynamic with a value per appearance.
  public let layoutShotColor: Color

  /// The colour `color`.
  public init(_ color: Color) {
    layoutShotColor = color
    super.init()
  }

  /// A colour from its sRGB components and opacity, each 0...1.
  public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.init(Color(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha)))
  }

  /// A grey of brightness `white` (0 black, 1 white) and opacity `alpha`.
  public convenience init(white: CGFloat, alpha: CGFloat) {
    self.init(Color(white: Double(white), alpha: Double(alpha)))
  }

  /// A colour from hue, saturation and brightness (HSB), each 0...1, and opacity.
  public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
    let (red, green, blue) = Self.rgb(
      hue: Double(hue), saturation: Double(saturation), brightness: Double(brightness))
    self.init(Color(red: red, green: green, blue: blue, alpha: Double(alpha)))
  }

  /// A Display P3 colour, taken as the sRGB colour with the same components (LayoutShot draws in
  /// sRGB).
  public convenience init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.init(red: red, green: green, blue: blue, alpha: alpha)
  }

  /// The colour of a Core Graphics colour.
  public convenience init(cgColor: CGColor) {
    self.init(cgColor.layoutShotColor)
  }

  /// A colour whose value depends on the traits: `dynamicProvider` is asked once for each
  /// appearance LayoutShot draws — light, dark, elevated dark, each with normal and increased
  /// contrast — with the current traits (the screen's) changed to that appearance, level and
  /// contrast; views then draw the answer for their appearance.
  ///
  /// ```swift
  /// let accent = UIColor { traits in
  ///   traits.userInterfaceStyle == .dark ? .systemOrange : UIColor(red: 0.8, green: 0.3, blue: 0, alpha: 1)
  /// }
  /// ```
  ///
  /// The provider is called when the colour is made, not each time it is drawn; the light value
  /// is asked at the base level (light content has no elevated variant).
  public convenience init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
    let current = UITraitCollection.current
    func value(
      _ style: UIUserInterfaceStyle, _ level: UIUserInterfaceLevel, _ contrast: UIAccessibilityContrast
    ) -> Color {
      let traits = current.with(userInterfaceStyle: style, level: level, contrast: contrast)
      return dynamicProvider(traits).layoutShotColor
    }
    self.init(
      Color(
        light: value(.light, .base, .normal), dark: value(.dark, .base, .normal),
        elevatedDark: value(.dark, .elevated, .normal), highContrastLight: value(.light, .base, .high),
        highContrastDark: value(.dark, .base, .high),
        highContrastElevatedDark: value(.dark, .elevated, .high)))
  }

  /// The colour of an asset catalogue entry: one registered with ``register(_:named:)``, or a
  /// magenta placeholder for any other name (code force-unwraps it), so a missing colour shows.
  public convenience init?(named name: String) {
    self.init(Self.registered.withLock { $0[name] } ?? Color(red255: 255, green: 0, blue: 255))
  }

  /// A colour from a colour literal, `#colorLiteral(red:green:blue:alpha:)`.
  public required convenience init(
    _colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float
  ) {
    self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
  }

  /// Makes `UIColor(named: name)` give `color`.
  public static func register(_ color: Color, named name: String) {
    registered.withLock { $0[name] = color }
  }

  private static let registered = LockedValue<[String: Color]>([:])

  /// The colour as a Core Graphics colour, which is plain: a dynamic colour is resolved for
  /// ``UITraitCollection/current`` (the screen's traits while a layout is made), as in UIKit, where
  /// a layer's `borderColor` does not follow a view's later or overridden appearance.
  ///
  /// ```swift
  /// traitCollection.performAsCurrent { layer.borderColor = UIColor.separator.cgColor }
  /// ```
  public var cgColor: CGColor { CGColor(layoutShotColor) }

  /// The same colour with opacity `alpha`; each appearance's value of a dynamic colour.
  public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
    UIColor(layoutShotColor.withAlphaComponent(Double(alpha)))
  }

  /// The plain colour this one is for `traitCollection`: its appearance (unspecified counts as
  /// light), level and contrast; a plain colour is itself.
  ///
  /// ```swift
  /// UIColor.label.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark))   // white
  /// ```
  public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
    layoutShotColor.isDynamic ? UIColor(traitCollection.resolve(layoutShotColor)) : self
  }

  /// Reads the sRGB components and opacity, of a dynamic colour's value for
  /// ``UITraitCollection/current``; always succeeds.
  @discardableResult
  public func getRed(
    _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
    blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
  ) -> Bool {
    let color = UITraitCollection.current.resolve(layoutShotColor)
    red?.pointee = CGFloat(color.red)
    green?.pointee = CGFloat(color.green)
    blue?.pointee = CGFloat(color.blue)
    alpha?.pointee = CGFloat(color.alpha)
    return true
  }

  /// Reads the brightness of a grey and the opacity, of a dynamic colour's value for
  /// ``UITraitCollection/current``; always succeeds.
  @discardableResult
  public func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool
  {
    let color = UITraitCollection.current.resolve(layoutShotColor)
    white?.pointee = CGFloat(0.299 * color.red + 0.587 * color.green + 0.114 * color.blue)
    alpha?.pointee = CGFloat(color.alpha)
    return true
  }

  /// Whether `object` is a colour with the same components (a dynamic colour: the same value in
  /// every appearance).
  open override func isEqual(_ object: Any?) -> Bool {
    (object as? UIColor)?.layoutShotColor == layoutShotColor
  }

  /// A hash of the components, consistent with ``isEqual(_:)``.
  open override var hash: Int { layoutShotColor.hashValue }

  /// `UIColor(#RRGGBBAA)`; a dynamic colour's values as ``Color/description`` lists them.
  open override var description: String { "UIColor(\(layoutShotColor))" }

  private static func rgb(hue: Double, saturation: Double, brightness: Double) -> (Double, Double, Double) {
    let h = (hue - hue.rounded(.down)) * 6
    let sector = Int(h) % 6
    let fraction = h - Double(Int(h))
    let p = brightness * (1 - saturation)
    let q = brightness * (1 - saturation * fraction)
    let t = brightness * (1 - saturation * (1 - fraction))
    switch sector {
    case 0: return (brightness, t, p)
    case 1: return (q, brightness, p)
    case 2: return (p, brightness, t)
    case 3: return (p, q, brightness)
    case 4: return (t, p, brightness)
    default: return (brightness, p, q)
    }
  }
}

extension UIColor {
  /// Black.
  public class var black: UIColor { UIColor(.black) }
  /// 33 % grey.
  public class var darkGray: UIColor { UIColor(.darkGray) }
  /// 67 % grey.
  public class var lightGray: UIColor { UIColor(.lightGray) }
  /// White.
  public class var white: UIColor { UIColor(.white) }
  /// 50 % grey.
  public class var gray: UIColor { UIColor(.gray) }
  /// Pure red.
  public class var red: UIColor { UIColor(.red) }
  /// Pure green.
  public class var green: UIColor { UIColor(.green) }
  /// Pure blue.
  public class var blue: UIColor { UIColor(.blue) }
  /// Cyan.
  public class var cyan: UIColor { UIColor(.cyan) }
  /// Yellow.
  public class var yellow: UIColor { UIColor(.yellow) }
  /// Magenta.
  public class var magenta: UIColor { UIColor(.magenta) }
  /// Orange.
  public class var orange: UIColor { UIColor(.orange) }
  /// Purple.
  public class var purple: UIColor { UIColor(.purple) }
  /// Brown.
  public class var brown: UIColor { UIColor(.brown) }
  /// Fully transparent.
  public class var clear: UIColor { UIColor(.clear) }
  /// Text on light backgrounds.
  public class var darkText: UIColor { UIColor(.darkText) }
  /// Text on dark backgrounds.
  public class var lightText: UIColor { UIColor(.lightText) }

  /// The system red.
  public class var systemRed: UIColor { UIColor(.systemRed) }
  /// The system orange.
  public class var systemOrange: UIColor { UIColor(.systemOrange) }
  /// The system yellow.
  public class var systemYellow: UIColor { UIColor(.systemYellow) }
  /// The system green.
  public class var systemGreen: UIColor { UIColor(.systemGreen) }
  /// The system mint.
  public class var systemMint: UIColor { UIColor(.systemMint) }
  /// The system teal.
  public class var systemTeal: UIColor { UIColor(.systemTeal) }
  /// The system cyan.
  public class var systemCyan: UIColor { UIColor(.systemCyan) }
  /// The system blue, the default tint.
  public class var systemBlue: UIColor { UIColor(.systemBlue) }
  /// The system indigo.
  public class var systemIndigo: UIColor { UIColor(.systemIndigo) }
  /// The system purple.
  public class var systemPurple: UIColor { UIColor(.systemPurple) }
  /// The system pink.
  public class var systemPink: UIColor { UIColor(.systemPink) }
  /// The system brown.
  public class var systemBrown: UIColor { UIColor(.systemBrown) }
  /// The system grey.
  public class var systemGray: UIColor { UIColor(.systemGray) }
  /// The second system grey.
  public class var systemGray2: UIColor { UIColor(.systemGray2) }
  /// The third system grey.
  public class var systemGray3: UIColor { UIColor(.systemGray3) }
  /// The fourth system grey.
  public class var systemGray4: UIColor { UIColor(.systemGray4) }
  /// The fifth system grey.
  public class var systemGray5: UIColor { UIColor(.systemGray5) }
  /// The sixth system grey.
  public class var systemGray6: UIColor { UIColor(.systemGray6) }
  /// The default tint.
  public class var tintColor: UIColor { UIColor(.systemBlue) }

  /// Primary text.
  public class var label: UIColor { UIColor(.label) }
  /// Secondary text.
  public class var secondaryLabel: UIColor { UIColor(.secondaryLabel) }
  /// Tertiary text.
  public class var tertiaryLabel: UIColor { UIColor(.tertiaryLabel) }
  /// Quaternary text.
  public class var quaternaryLabel: UIColor { UIColor(.quaternaryLabel) }
  /// Placeholder text in fields.
  public class var placeholderText: UIColor { UIColor(.placeholderText) }
  /// Links.
  public class var link: UIColor { UIColor(.link) }
  /// Fill of thin and small shapes.
  public class var systemFill: UIColor { UIColor(.systemFill) }
  /// Fill of medium shapes.
  public class var secondarySystemFill: UIColor { UIColor(.secondarySystemFill) }
  /// Fill of large shapes.
  public class var tertiarySystemFill: UIColor { UIColor(.tertiarySystemFill) }
  /// Fill of large areas with complex content.
  public class var quaternarySystemFill: UIColor { UIColor(.quaternarySystemFill) }
  /// The background of a plain interface.
  public class var systemBackground: UIColor { UIColor(.systemBackground) }
  /// Content layered on the plain background.
  public class var secondarySystemBackground: UIColor { UIColor(.secondarySystemBackground) }
  /// Content layered on the secondary background.
  public class var tertiarySystemBackground: UIColor { UIColor(.tertiarySystemBackground) }
  /// The background of a grouped interface.
  public class var systemGroupedBackground: UIColor { UIColor(.systemGroupedBackground) }
  /// Content layered on the grouped background.
  public class var secondarySystemGroupedBackground: UIColor { UIColor(.secondarySystemGroupedBackground) }
  /// Content layered on the secondary grouped background.
  public class var tertiarySystemGroupedBackground: UIColor { UIColor(.tertiarySystemGroupedBackground) }
  /// Separators that let content show through.
  public class var separator: UIColor { UIColor(.separator) }
  /// Separators that hide what is under them.
  public class var opaqueSeparator: UIColor { UIColor(.opaqueSeparator) }
}

/// A Core Graphics colour, as `CALayer`'s colour properties take it (`UIColor.cgColor`).
public final class CGColor: @unchecked Sendable, Hashable {
  /// The LayoutShot colour this one stands for, always plain.
  public let layoutShotColor: Color

  /// `color`, a dynamic one resolved for ``UITraitCollection/current``.
  init(_ color: Color) {
    layoutShotColor = UITraitCollection.current.resolve(color)
  }

  /// The opacity, 0...1.
  public var alpha: CGFloat { CGFloat(layoutShotColor.alpha) }

  /// The same colour with opacity `alpha`.
  public func copy(alpha: CGFloat) -> CGColor? {
    var color = layoutShotColor
    color.alpha = Double(alpha)
    return CGColor(color)
  }

  /// Whether two colours have the same components.
  public static func == (lhs: CGColor, rhs: CGColor) -> Bool { lhs.layoutShotColor == rhs.layoutShotColor }

  public func hash(into hasher: inout Hasher) { hasher.combine(layoutShotColor) }
}
