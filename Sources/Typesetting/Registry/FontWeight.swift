/// How heavy a font is, on the OpenType scale of its `wght` axis and `OS/2` weight class: 100
/// (thin) to 900 (black), 400 regular and 700 bold.
///
/// A variable family (the system font, Inter) draws any weight; a family registered with a
/// regular and a bold file draws weights from ``semibold`` up with its bold file.
///
/// ```swift
/// FontDescriptor(size: 17, weight: .semibold)
/// FontWeight(650).description  // "650"
/// ```
public struct FontWeight: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// The weight, 1 to 1000.
  public var value: Double

  /// The weight `value` on the 100 to 900 scale.
  public init(_ value: Double) {
    self.value = value
  }

  /// 100.
  public static let ultraLight = FontWeight(100)
  /// 200.
  public static let thin = FontWeight(200)
  /// 300.
  public static let light = FontWeight(300)
  /// 400, the default.
  public static let regular = FontWeight(400)
  /// 500.
  public static let medium = FontWeight(500)
  /// 600: the lightest weight a two-face family draws with its bold file.
  public static let semibold = FontWeight(600)
  /// 700.
  public static let bold = FontWeight(700)
  /// 800.
  public static let heavy = FontWeight(800)
  /// 900.
  public static let black = FontWeight(900)

  /// Whether a family of a regular and a bold file draws this weight bold.
  public var isBold: Bool { value >= Self.semibold.value }

  /// Whether `lhs` is lighter than `rhs`.
  public static func < (lhs: FontWeight, rhs: FontWeight) -> Bool { lhs.value < rhs.value }

  /// The weight's name ("regular", "semibold", …), or its value for a weight between two names.
  public var description: String {
    let names = [
      "ultralight", "thin", "light", "regular", "medium", "semibold", "bold", "heavy", "black",
    ]
    let index = Int(value / 100) - 1
    guard value.truncatingRemainder(dividingBy: 100) == 0, names.indices.contains(index) else {
      return PathNumber.text(value)
    }
    return names[index]
  }
}
