// UIKit's fixed colours, with the components Apple's UIColor documentation gives for each
// ("A color object whose RGB values are 1.0, 0.5, and 0.0 and whose alpha value is 1.0", and so
// on), and the lookup of every named colour by its name.

extension Color {
  /// `clear`: black at 0 % opacity.
  public static let clear = Color(white: 0, alpha: 0)
  /// `black`: grey 0.
  public static let black = Color(white: 0)
  /// `darkGray`: grey 1/3.
  public static let darkGray = Color(white: 1.0 / 3)
  /// `gray`: grey 0.5.
  public static let gray = Color(white: 0.5)
  /// `lightGray`: grey 2/3.
  public static let lightGray = Color(white: 2.0 / 3)
  /// `white`: grey 1.
  public static let white = Color(white: 1)
  /// `red`: 1, 0, 0.
  public static let red = Color(red: 1, green: 0, blue: 0)
  /// `green`: 0, 1, 0.
  public static let green = Color(red: 0, green: 1, blue: 0)
  /// `blue`: 0, 0, 1.
  public static let blue = Color(red: 0, green: 0, blue: 1)
  /// `cyan`: 0, 1, 1.
  public static let cyan = Color(red: 0, green: 1, blue: 1)
  /// `yellow`: 1, 1, 0.
  public static let yellow = Color(red: 1, green: 1, blue: 0)
  /// `magenta`: 1, 0, 1.
  public static let magenta = Color(red: 1, green: 0, blue: 1)
  /// `orange`: 1, 0.5, 0.
  public static let orange = Color(red: 1, green: 0.5, blue: 0)
  /// `purple`: 0.5, 0, 0.5.
  public static let purple = Color(red: 0.5, green: 0, blue: 0.5)
  /// `brown`: 0.6, 0.4, 0.2.
  public static let brown = Color(red: 0.6, green: 0.4, blue: 0.2)
  /// `darkText`: black.
  public static let darkText = Color(white: 0)
  /// `lightText`: white at 60 % opacity.
  public static let lightText = Color(white: 1, alpha: 0.6)

  /// Every named colour with the name it has in Swift, in a fixed order: UIKit's fixed colours, then
  /// the system tints, greys, labels, fills, backgrounds and separators.
  public static let named: [(name: String, color: Color)] = [
    ("clear", .clear), ("black", .black), ("darkGray", .darkGray), ("gray", .gray),
    ("lightGray", .lightGray), ("white", .white), ("red", .red), ("green", .green), ("blue", .blue),
    ("cyan", .cyan), ("yellow", .yellow), ("magenta", .magenta), ("orange", .orange),
    ("purple", .purple), ("brown", .brown), ("darkText", .darkText), ("lightText", .lightText),
    ("systemRed", .systemRed), ("systemOrange", .systemOrange), ("systemYellow", .systemYellow),
    ("systemGreen", .systemGreen), ("systemMint", .systemMint), ("systemTeal", .systemTeal),
    ("systemCyan", .systemCyan), ("systemBlue", .systemBlue), ("systemIndigo", .systemIndigo),
    ("systemPurple", .systemPurple), ("systemPink", .systemPink), ("systemBrown", .systemBrown),
    ("systemGray", .systemGray), ("systemGray2", .systemGray2), ("systemGray3", .systemGray3),
    ("systemGray4", .systemGray4), ("systemGray5", .systemGray5), ("systemGray6", .systemGray6),
    ("label", .label), ("secondaryLabel", .secondaryLabel), ("tertiaryLabel", .tertiaryLabel),
    ("quaternaryLabel", .quaternaryLabel), ("placeholderText", .placeholderText), ("link", .link),
    ("systemFill", .systemFill), ("secondarySystemFill", .secondarySystemFill),
    ("tertiarySystemFill", .tertiarySystemFill), ("quaternarySystemFill", .quaternarySystemFill),
    ("systemBackground", .systemBackground), ("secondarySystemBackground", .secondarySystemBackground),
    ("tertiarySystemBackground", .tertiarySystemBackground),
    ("systemGroupedBackground", .systemGroupedBackground),
    ("secondarySystemGroupedBackground", .secondarySystemGroupedBackground),
    ("tertiarySystemGroupedBackground", .tertiarySystemGroupedBackground),
    ("separator", .separator), ("opaqueSeparator", .opaqueSeparator),
  ]

  /// The colour named `name` (as in ``named``, ignoring case), or a hex code (see
  /// ``init(hex:)``); `nil` for anything else.
  ///
  /// ```swift
  /// Color(named: "systemBlue")   // .systemBlue
  /// Color(named: "secondarylabel")  // .secondaryLabel
  /// Color(named: "#FF000080")   // red at half opacity
  /// Color(named: "blurple")      // nil
  /// ```
  public init?(named name: String) {
    let lowered = name.lowercased()
    if let entry = Self.named.first(where: { $0.name.lowercased() == lowered }) {
      self = entry.color
    } else if let color = Color(hex: name) {
      self = color
    } else {
      return nil
    }
  }
}
