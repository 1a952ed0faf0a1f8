// The iOS system colours in their light appearance (the default, not increased contrast).
//
// Sources:
// - The tints and greys: Apple Human Interface Guidelines, "Color", table "iOS, iPadOS system
//   colors", column "Default (light)", as published for iOS 15 to 18
//   (https://developer.apple.com/design/human-interface-guidelines/color). iOS 26 retuned several
//   tints (systemBlue became 0, 136, 255, for instance); LayoutShot keeps the iOS 15-18 values its
//   device figures also come from.
// - The element colours (labels, fills, backgrounds, separators, link, placeholder): the values UIKit
//   resolves them to in the light appearance, as dumped from the iOS 13 simulator into
//   noahsark769/ColorCompatibility (`Sources/ColorCompatibility.swift`) and tabled in Noah Gilmore,
//   "Backwards compatibility for iOS 13 system colors" (noahgilmore.com, 2019). Each is an sRGB
//   colour with the alpha given.

extension Color {
  // MARK: Tints

  /// `systemRed`, light: 255, 59, 48.
  public static let systemRed = Color(red255: 255, green: 59, blue: 48)
  /// `systemOrange`, light: 255, 149, 0.
  public static let systemOrange = Color(red255: 255, green: 149, blue: 0)
  /// `systemYellow`, light: 255, 204, 0.
  public static let systemYellow = Color(red255: 255, green: 204, blue: 0)
  /// `systemGreen`, light: 52, 199, 89.
  public static let systemGreen = Color(red255: 52, green: 199, blue: 89)
  /// `systemMint`, light: 0, 199, 190.
  public static let systemMint = Color(red255: 0, green: 199, blue: 190)
  /// `systemTeal`, light: 48, 176, 199.
  public static let systemTeal = Color(red255: 48, green: 176, blue: 199)
  /// `systemCyan`, light: 50, 173, 230.
  public static let systemCyan = Color(red255: 50, green: 173, blue: 230)
  /// `systemBlue`, light: 0, 122, 255.
  public static let systemBlue = Color(red255: 0, green: 122, blue: 255)
  /// `systemIndigo`, light: 88, 86, 214.
  public static let systemIndigo = Color(red255: 88, green: 86, blue: 214)
  /// `systemPurple`, light: 175, 82, 222.
  public static let systemPurple = Color(red255: 175, green: 82, blue: 222)
  /// `systemPink`, light: 255, 45, 85.
  public static let systemPink = Color(red255: 255, green: 45, blue: 85)
  /// `systemBrown`, light: 162, 132, 94.
  public static let systemBrown = Color(red255: 162, green: 132, blue: 94)

  // MARK: Greys

  /// `systemGray`, light: 142, 142, 147.
  public static let systemGray = Color(red255: 142, green: 142, blue: 147)
  /// `systemGray2`, light: 174, 174, 178.
  public static let systemGray2 = Color(red255: 174, green: 174, blue: 178)
  /// `systemGray3`, light: 199, 199, 204.
  public static let systemGray3 = Color(red255: 199, green: 199, blue: 204)
  /// `systemGray4`, light: 209, 209, 214.
  public static let systemGray4 = Color(red255: 209, green: 209, blue: 214)
  /// `systemGray5`, light: 229, 229, 234.
  public static let systemGray5 = Color(red255: 229, green: 229, blue: 234)
  /// `systemGray6`, light: 242, 242, 247.
  public static let systemGray6 = Color(red255: 242, green: 242, blue: 247)

  // MARK: Labels

  /// `label`, light: black.
  public static let label = Color(red255: 0, green: 0, blue: 0)
  /// `secondaryLabel`, light: 60, 60, 67 at 60 % opacity.
  public static let secondaryLabel = Color(red255: 60, green: 60, blue: 67, alpha: 0.6)
  /// `tertiaryLabel`, light: 60, 60, 67 at 30 % opacity.
  public static let tertiaryLabel = Color(red255: 60, green: 60, blue: 67, alpha: 0.3)
  /// `quaternaryLabel`, light: 60, 60, 67 at 18 % opacity.
  public static let quaternaryLabel = Color(red255: 60, green: 60, blue: 67, alpha: 0.18)
  /// `placeholderText`, light: 60, 60, 67 at 30 % opacity.
  public static let placeholderText = Color(red255: 60, green: 60, blue: 67, alpha: 0.3)
  /// `link`, light: 0, 122, 255.
  public static let link = Color(red255: 0, green: 122, blue: 255)

  // MARK: Fills

  /// `systemFill`, light: 120, 120, 128 at 20 % opacity.
  public static let systemFill = Color(red255: 120, green: 120, blue: 128, alpha: 0.2)
  /// `secondarySystemFill`, light: 120, 120, 128 at 16 % opacity.
  public static let secondarySystemFill = Color(red255: 120, green: 120, blue: 128, alpha: 0.16)
  /// `tertiarySystemFill`, light: 118, 118, 128 at 12 % opacity.
  public static let tertiarySystemFill = Color(red255: 118, green: 118, blue: 128, alpha: 0.12)
  /// `quaternarySystemFill`, light: 116, 116, 128 at 8 % opacity.
  public static let quaternarySystemFill = Color(red255: 116, green: 116, blue: 128, alpha: 0.08)

  // MARK: Backgrounds

  /// `systemBackground`, light: white.
  public static let systemBackground = Color(red255: 255, green: 255, blue: 255)
  /// `secondarySystemBackground`, light: 242, 242, 247.
  public static let secondarySystemBackground = Color(red255: 242, green: 242, blue: 247)
  /// `tertiarySystemBackground`, light: white.
  public static let tertiarySystemBackground = Color(red255: 255, green: 255, blue: 255)
  /// `systemGroupedBackground`, light: 242, 242, 247.
  public static let systemGroupedBackground = Color(red255: 242, green: 242, blue: 247)
  /// `secondarySystemGroupedBackground`, light: white.
  public static let secondarySystemGroupedBackground = Color(red255: 255, green: 255, blue: 255)
  /// `tertiarySystemGroupedBackground`, light: 242, 242, 247.
  public static let tertiarySystemGroupedBackground = Color(red255: 242, green: 242, blue: 247)

  // MARK: Separators

  /// `separator`, light: 60, 60, 67 at 29 % opacity.
  public static let separator = Color(red255: 60, green: 60, blue: 67, alpha: 0.29)
  /// `opaqueSeparator`, light: 198, 198, 200.
  public static let opaqueSeparator = Color(red255: 198, green: 198, blue: 200)
}
