/// An sRGB colour with alpha, components in 0...1, not premultiplied; plain, or dynamic with a
/// value for each appearance.
///
/// Colours are written as UIKit code writes them: by component, by hex code, or by name, including
/// the iOS system colours, which are dynamic: each has its light and dark values, and an elevated
/// and an increased-contrast value where iOS has them.
///
/// ```swift
/// view.backgroundColor = Color(red: 1, green: 0.43, blue: 0.43)
/// view.backgroundColor = Color(hex: "#FF6E6E")
/// view.backgroundColor = .systemBlue
/// view.borderColor = .separator
/// view.backgroundColor = Color(light: .white, dark: Color(white: 0.1))
/// ```
///
/// A dynamic colour is drawn with the value for the appearance of the view it is drawn in
/// (``resolved(for:elevated:highContrast:)``): the screen's, or the one a view overrides it with.
/// Its components (``red``, ``green``, ``blue``, ``alpha``) are its light value's.
///
/// Components outside 0...1 are kept as given and clamped where the colour is drawn.
public struct Color: Hashable, Sendable, CustomStringConvertible {
  /// The red component, 0...1: a dynamic colour's light value.
  ///
  /// Setting it makes the colour plain.
  public var red: Double {
    didSet { variants = nil }
  }
  /// The green component, 0...1: a dynamic colour's light value.
  ///
  /// Setting it makes the colour plain.
  public var green: Double {
    didSet { variants = nil }
  }
  /// The blue component, 0...1: a dynamic colour's light value.
  ///
  /// Setting it makes the colour plain.
  public var blue: Double {
    didSet { variants = nil }
  }
  /// The opacity, from 0 (transparent) to 1 (opaque): a dynamic colour's light value.
  ///
  /// Setting it sets every appearance's opacity, as ``withAlphaComponent(_:)`` does.
  public var alpha: Double {
    didSet {
      guard let variants else { return }
      let changed = variants.map { $0.withAlphaComponent(alpha) }
      self.variants =
        changed.all(equal: Color(red: red, green: green, blue: blue, alpha: alpha)) ? nil : changed
    }
  }
  /// The values for the other appearances (see `Color+Appearance.swift`); `nil` for a plain
  /// colour, which is the same in all.
  var variants: Variants?

  /// A colour from components in 0...1, as `UIColor(red:green:blue:alpha:)` takes them.
  public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  /// A grey from its brightness in 0...1, as `UIColor(white:alpha:)` takes it.
  public init(white: Double, alpha: Double = 1) {
    self.init(red: white, green: white, blue: white, alpha: alpha)
  }

  /// A colour from 8-bit components, as design tools and Apple's colour tables give them.
  ///
  /// ```swift
  /// Color(red255: 0, green: 122, blue: 255)  // systemBlue
  /// ```
  public init(red255 red: Int, green: Int, blue: Int, alpha: Double = 1) {
    self.init(red: Double(red) / 255, green: Double(green) / 255, blue: Double(blue) / 255, alpha: alpha)
  }

  /// A colour from `#RRGGBB` or `#RRGGBBAA` (the `#` is optional), or `nil` when `hex` is not
  /// exactly six or eight hexadecimal digits.
  ///
  /// ```swift
  /// Color(hex: "#007AFF")    // systemBlue
  /// Color(hex: "007aff80")   // systemBlue at half opacity
  /// Color(hex: "#07F")       // nil: the short form is not accepted
  /// ```
  public init?(hex: String) {
    var digits = Substring(hex)
    if digits.hasPrefix("#") { digits = digits.dropFirst() }
    let isHexDigit = { (byte: UInt8) in
      (0x30...0x39).contains(byte) || (0x41...0x46).contains(byte) || (0x61...0x66).contains(byte)
    }
    guard digits.utf8.count == 6 || digits.utf8.count == 8, digits.utf8.allSatisfy(isHexDigit),
      let value = UInt32(digits, radix: 16)
    else { return nil }
    let rgba = digits.utf8.count == 6 ? value << 8 | 0xFF : value
    self.init(
      red255: Int(rgba >> 24 & 0xFF), green: Int(rgba >> 16 & 0xFF), blue: Int(rgba >> 8 & 0xFF),
      alpha: Double(rgba & 0xFF) / 255)
  }

  /// The colour with another alpha: for a dynamic colour, each appearance's value with that alpha,
  /// as `UIColor.withAlphaComponent(_:)` gives it.
  ///
  /// ```swift
  /// Color.systemBlue.withAlphaComponent(0.5).resolved(for: .dark)   // #0A84FF80
  /// ```
  public func withAlphaComponent(_ alpha: Double) -> Color {
    var color = self
    color.alpha = alpha
    return color
  }

  /// `#RRGGBBAA`, each component clamped to 0...1 and rounded to the nearest of 256 levels; a
  /// dynamic colour's light value.
  public var hexDescription: String {
    [red, green, blue, alpha].map { component -> String in
      let text = String(Self.level(component), radix: 16, uppercase: true)
      return text.count == 1 ? "0" + text : text
    }.reduce("#", +)
  }

  /// The colour as `#RRGGBBAA`; a dynamic colour as its light value followed by each other value
  /// that differs from the one it would otherwise fall back to:
  /// `#000000FF, dark #FFFFFFFF`.
  public var description: String {
    guard let variants else { return hexDescription }
    let light = resolved(for: .light)
    let others: [(name: String, value: Color, fallback: Color)] = [
      ("dark", variants.dark, light),
      ("elevated dark", variants.elevatedDark, variants.dark),
      ("high contrast", variants.highContrastLight, light),
      ("high contrast dark", variants.highContrastDark, variants.dark),
      ("high contrast elevated dark", variants.highContrastElevatedDark, variants.elevatedDark),
    ]
    return others.filter { $0.value.hexDescription != $0.fallback.hexDescription }
      .reduce(hexDescription) { "\($0), \($1.name) \($1.value.hexDescription)" }
      + (variants.ios26.map { "; iOS 26 \($0)" } ?? "")
  }

  /// A component as one of 256 levels: clamped to 0...1 (NaN counts as 0), times 255, rounded.
  static func level(_ component: Double) -> Int {
    guard component > 0 else { return 0 }
    return Int((min(component, 1) * 255).rounded())
  }
}
