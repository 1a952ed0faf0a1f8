/// An sRGB colour with alpha, components in 0...1, not premultiplied.
///
/// Colours are written as UIKit code writes them: by component, by hex code, or by name, including
/// the iOS system colours in their light appearance.
///
/// ```swift
/// view.backgroundColor = Color(red: 1, green: 0.43, blue: 0.43)
/// view.backgroundColor = Color(hex: "#FF6E6E")
/// view.backgroundColor = .systemBlue
/// view.borderColor = .separator
/// ```
///
/// Components outside 0...1 are kept as given and clamped where the colour is drawn.
public struct Color: Hashable, Sendable, CustomStringConvertible {
  /// The red component, 0...1.
  public var red: Double
  /// The green component, 0...1.
  public var green: Double
  /// The blue component, 0...1.
  public var blue: Double
  /// The opacity, from 0 (transparent) to 1 (opaque).
  public var alpha: Double

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

  /// The colour with another alpha.
  public func withAlphaComponent(_ alpha: Double) -> Color {
    Color(red: red, green: green, blue: blue, alpha: alpha)
  }

  /// `#RRGGBBAA`, each component clamped to 0...1 and rounded to the nearest of 256 levels.
  public var hexDescription: String {
    [red, green, blue, alpha].map { component -> String in
      let text = String(Self.level(component), radix: 16, uppercase: true)
      return text.count == 1 ? "0" + text : text
    }.reduce("#", +)
  }

  /// The colour as `#RRGGBBAA`.
  public var description: String { hexDescription }

  /// A component as one of 256 levels: clamped to 0...1 (NaN counts as 0), times 255, rounded.
  static func level(_ component: Double) -> Int {
    guard component > 0 else { return 0 }
    return Int((min(component, 1) * 255).rounded())
  }
}
