/// An sRGB colour with alpha, components in 0...1.
///
/// ```swift
/// view.backgroundColor = Color(red: 1, green: 0.43, blue: 0.43)
/// view.backgroundColor = Color(hex: "#FF6E6E")
/// view.backgroundColor = .systemBlue
/// ```
public struct Color: Hashable, Sendable, CustomStringConvertible {
  public var red: Double
  public var green: Double
  public var blue: Double
  public var alpha: Double

  /// A colour from components in 0...1, as `UIColor(red:green:blue:alpha:)` takes them.
  public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  /// A colour from `#RRGGBB` or `#RRGGBBAA` (the `#` is optional), or `nil` if `hex` is neither.
  public init?(hex: String) {
    var digits = Substring(hex)
    if digits.hasPrefix("#") { digits = digits.dropFirst() }
    guard digits.count == 6 || digits.count == 8, let value = UInt32(digits, radix: 16) else { return nil }
    let rgba = digits.count == 6 ? value << 8 | 0xFF : value
    self.init(
      red: Double(rgba >> 24 & 0xFF) / 255, green: Double(rgba >> 16 & 0xFF) / 255,
      blue: Double(rgba >> 8 & 0xFF) / 255, alpha: Double(rgba & 0xFF) / 255)
  }

  /// The colour with another alpha.
  public func withAlphaComponent(_ alpha: Double) -> Color {
    Color(red: red, green: green, blue: blue, alpha: alpha)
  }

  /// `#RRGGBBAA`, each component rounded to the nearest of 256 levels.
  public var hexDescription: String {
    [red, green, blue, alpha].map { component -> String in
      let level = Int((min(max(component, 0), 1) * 255).rounded())
      let text = String(level, radix: 16, uppercase: true)
      return text.count == 1 ? "0" + text : text
    }.reduce("#", +)
  }

  public var description: String { hexDescription }

  public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)
  public static let black = Color(red: 0, green: 0, blue: 0)
  public static let white = Color(red: 1, green: 1, blue: 1)
  /// iOS `systemRed` in the light appearance (255, 59, 48).
  public static let systemRed = Color(red: 1, green: 59 / 255, blue: 48 / 255)
  /// iOS `systemBlue` in the light appearance (0, 122, 255).
  public static let systemBlue = Color(red: 0, green: 122 / 255, blue: 1)
  /// iOS `systemGreen` in the light appearance (52, 199, 89).
  public static let systemGreen = Color(red: 52 / 255, green: 199 / 255, blue: 89 / 255)
  /// iOS `systemGray6` in the light appearance (242, 242, 247).
  public static let systemGray6 = Color(red: 242 / 255, green: 242 / 255, blue: 247 / 255)
}
