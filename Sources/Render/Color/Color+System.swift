// The iOS system colours, dynamic: each with its light and dark value, its increased-contrast
// values (Increase Contrast, `accessibilityContrast == .high`), and for the backgrounds its
// elevated dark values (a sheet, popover or alert in dark mode). Values are written as the tables
// give them, `#RRGGBB`, with the alpha as a fraction or as the table's byte (`#RRGGBBAA`).
//
// Sources, with the tables, in Documentation/SystemColors.md:
// - Tints and greys (Documentation/SystemColors.md#tints-and-greys): Apple Human Interface
//   Guidelines, "Color", table "iOS, iPadOS system colors" as published for iOS 15 to 18 (HIG
//   2021-2024, https://developer.apple.com/design/human-interface-guidelines/color): Default light
//   and dark, Increased contrast light and dark; cross-checked against Flutter's later
//   `packages/flutter/lib/src/cupertino/colors.dart`, a UIKit reimplementation citing the HIG, and
//   a PowerShell palette. Tints and greys have no elevated values.
// - Element colours (labels, fills, backgrounds, separators, link, placeholder;
//   Documentation/SystemColors.md#element-colours): the values UIKit resolves them to on iOS 13-18,
//   no values being published by Apple. RGB, elevated and increased-contrast bytes from
//   flutter/flutter `colors.dart` @028212b (iOS 13 runtime colours in eight variants). The
//   opacities of the light and dark values are the floats UIKit uses: light from
//   noahsark769/ColorCompatibility `ColorCompatibility.swift` @468b5f3, dark from a UIKit
//   reimplementation of the iOS 15 palette; they agree with Flutter's bytes, which truncate (0.3 as
//   0x4C) where the tables round (0x4D). Increased-contrast opacities exist only as bytes.
// - Light and elevated light are the same: only dark content has an elevated variant.
//
// Palette: the tints carry both editions, iOS 15-18 (the default) and iOS 26
// (Documentation/SystemColors.md#ios-26-palette: Apple Human Interface Guidelines, "Color", as
// published on 9 June 2025), which a screen chooses with its ``SystemPalette``. The greys are the
// same in both, and iOS 26 semantic colours were never published, so the element colours below
// serve both.

extension Color {
  /// An opaque colour, or one with `alpha`, from `0xRRGGBB`.
  private static func srgb(_ rgb: UInt32, alpha: Double = 1) -> Color {
    Color(red255: Int(rgb >> 16 & 0xFF), green: Int(rgb >> 8 & 0xFF), blue: Int(rgb & 0xFF), alpha: alpha)
  }

  /// A colour from `0xRRGGBBAA`, its alpha one of 256 levels.
  private static func srgba(_ rgba: UInt32) -> Color {
    srgb(rgba >> 8, alpha: Double(rgba & 0xFF) / 255)
  }

  // MARK: Tints

  /// `systemRed`: light #FF3B30, dark #FF453A.
  ///
  /// Increased contrast: light #D70015, dark #FF6961. HIG, iOS 15-18
  /// (Documentation/SystemColors.md#tints-and-greys).
  ///
  /// iOS 26 (``SystemPalette/ios26``): light #FF383C, dark #FF4245; increased contrast light #E9152D,
  /// dark #FF6165. HIG, June 2025 (Documentation/SystemColors.md#ios-26-palette).
  public static let systemRed = Color(
    light: srgb(0xFF3B30), dark: srgb(0xFF453A), highContrastLight: srgb(0xD70015),
    highContrastDark: srgb(0xFF6961)
  ).withIOS26Values(
    Color(
      light: srgb(0xFF383C), dark: srgb(0xFF4245), highContrastLight: srgb(0xE9152D),
      highContrastDark: srgb(0xFF6165)))
  /// `systemOrange`: light #FF9500, dark #FF9F0A.
  ///
  /// Increased contrast: light #C93400, dark #FFB340. HIG, iOS 15-18
  /// (Documentation/SystemColors.md#tints-and-greys).
  ///
  /// iOS 26 (``SystemPalette/ios26``): light #FF8D28, dark #FF9230; increased contrast light #C55300,
  /// dark #FFA056. HIG, June 2025 (Documentation/SystemColors.md#ios-26-palette).
  public static let systemOrange = Color(
    light: srgb(0xFF9500), dark: srgb(0xFF9F0A), highContrastLight: srgb(0xC93400),
    highContrastDark: srgb(0xFFB340)
  ).withIOS26Values(
    Color(
      light: srgb(0xFF8D28), dark: srgb(0xFF9230), highContrastLight: srgb(0xC55300),
      highContrastDark: srgb(0xFFA056)))
  /// `systemYellow`: light #FFCC00, dark #FFD60A.
  ///
  /// Increased contrast: light #B25000, dark #FFD426. HIG, iOS 15-18
  /// (Documentation/SystemColors.md#tints-and-greys).
  ///
  /// iOS 26 (``SystemPalette/ios26``): light #FFCC00, dark #FFD600; increased contrast light #A16A00,
  /// dark #FEDF43. HIG, June 2025 (Documentation/SystemColors.md#ios-26-palette).
  public static let systemYellow = Color(
    light: srgb(0xFFCC00), dark: srgb(0xFFD60A), highContrastLight: srgb(0xB25000),
    highContrastDark: srgb(0xFFD426)
  ).withIOS26Values(
    Color(
      light: srgb(0xFFCC00), dark: srgb(0xFFD600), highContrastLight: srgb(0xA16A00),
      highContrastDark: srgb(0xFEDF43)))
  /// `systemGreen`: light #34C759, dark #30D158.
  ///
  /// Increased contrast: light #248A3D, dark #30DB5B. HIG, iOS 15-18
  /// (Documentation/SystemColors.md#tints-and-greys).
  ///
  /// iOS 26 (``SystemPalette/ios26``): light #34C759, dark #30D158; increased contrast light #008932,
  /// dark #4AD968. HIG, June 2025 (Documentation/SystemColors.md#ios-26-palette).
  public static let systemGreen = Color(
    light: srgb(0x34C759), dark: srgb(0x30D158), highContrastLight: srgb(0x248A3D),
    highContrastDark: srgb(0x30DB5B)
  ).withIOS26Values(
    Color(
      light: srgb(0x34C759), dark: srgb(0x30D158), highContrastLight: srgb(0x008932),
      highContrastDark: srgb(0x4AD968)))
  /// `systemMint`: light #00C7BE, dark #63E6E2.
  ///
  /// Increased contrast: light #0C817B, dark #66D4CF. HIG, iOS 15-18
  /// (Documentation/SystemColors.md#tints-and-greys).
  ///
  /// iOS 26 (``SystemPalette/ios26``): light #00C8B3, dark #00DAC3; increased contrast light #008575,
  /// dark #54DFCB. HIG, June 2025 (Documentation/SystemColors.md#ios-26-palette).
  public static let systemMint = Color(
    light: srgb(0x00C7BE), dark: srgb(0x63E6E2), highContrastLight: srgb(0x0C817B),
    highContrastDark: srgb(0x66D4CF)
  ).withIOS26Values(
    Color(
      light: srgb(0x00C8B3), dark: srgb(0x00DAC3), highContrastLight: srgb(0x008575),
      highContrastDark: srgb(0x54DFCB)))
  /// `systemTeal`: light #30B0C7, dark #40C8E0.
  ///
  /// Increased contrast: light #008299, dark #5DE6FF. HIG, iOS 15-18
  /// (Documentation/SystemColors.md#tints-and-greys).
  ///
  /// iOS 26 (``SystemPalette/ios26``): light #00C3D0, dark #00D2E0; increased contrast light #008198,
  /// dark #3BDDEC. HIG, June 2025 (Documentation/SystemColors.md#ios-26-palette).
  public static let systemTeal = Color(
    light: srgb(0x30B0C7), dark: srgb(0x40C8E0), highContrastLight: srgb(0x008299),
    highContrastDark: srgb(0x5DE6FF)
  ).withIOS26Values(
    Color(
      light: srgb(0x00C3D0), dark: srgb(0x00D2E0), highContrastLight: srgb(0x008198),
      highContrastDark: srgb(0x3BDDEC)))
  /// `systemCyan`: light #32ADE6, dark #64D2FF.
  ///
  /// Increased contrast: light #0071A4, dark #70D7FF. HIG, iOS 15-18
  /// (Documentation/SystemColors.md#tints-and-greys).
  ///
  /// iOS 26 (``SystemPalette/ios26``): light #00C0E8, dark #3CD3FE; increased contrast light #007EAE,
  /// dark #6DD9FF. HIG, June 2025 (Documentation/SystemColors.md#ios-26-palette).
  public static let systemCyan = Color(
    light: srgb(0x32ADE6), dark: srgb(0x64D2FF), highContrastLight: srgb(0x0071A4),
    highContrastDark: srgb(0x70D7FF)
  ).withIOS26Values(
    Color(
      light: srgb(0x00C0E8), dark: srgb(0x3CD3FE), highContrastLight: srgb(0x007EAE),
      highContrastDark: srgb(0x6DD9FF)))
  /// `systemBlue`: light #007AFF, dark #0A84FF.
  ///
  /// Increased contrast: light #0040DD, dark #409CFF. HIG, iOS 15-18
  /// (Documentation/SystemColors.md#tints-and-greys).
  ///
  /// iOS 26 (``SystemPalette/ios26``): light #0088FF, dark #0091FF; increased contrast light #1E6EF4,
  /// dark #5CB8FF. HIG, June 2025 (Documentation/SystemColors.md#ios-26-palette).
  public static let systemBlue = Color(
    light: srgb(0x007AFF), dark: srgb(0x0A84FF), highContrastLight: srgb(0x0040DD),
    highContrastDark: srgb(0x409CFF)
  ).withIOS26Values(
    Color(
      light: srgb(0x0088FF), dark: srgb(0x0091FF), highContrastLight: srgb(0x1E6EF4),
      highContrastDark: srgb(0x5CB8FF)))
  /// `systemIndigo`: light #5856D6, dark #5E5CE6.
  ///
  /// Increased contrast: light #3634A3, dark #7D7AFF. HIG, iOS 15-18
  /// (Documentation/SystemColors.md#tints-and-greys).
  ///
  /// iOS 26 (``SystemPalette/ios26``): light #6155F5, dark #6D7CFF; increased contrast light #564ADE,
  /// dark #A7AAFF. HIG, June 2025 (Documentation/SystemColors.md#ios-26-palette).
  public static let systemIndigo = Color(
    light: srgb(0x5856D6), dark: srgb(0x5E5CE6), highContrastLight: srgb(0x3634A3),
    highContrastDark: srgb(0x7D7AFF)
  ).withIOS26Values(
    Color(
      light: srgb(0x6155F5), dark: srgb(0x6D7CFF), highContrastLight: srgb(0x564ADE),
      highContrastDark: srgb(0xA7AAFF)))
  /// `systemPurple`: light #AF52DE, dark #BF5AF2.
  ///
  /// Increased contrast: light #8944AB, dark #DA8FFF. HIG, iOS 15-18
  /// (Documentation/SystemColors.md#tints-and-greys).
  ///
  /// iOS 26 (``SystemPalette/ios26``): light #CB30E0, dark #DB34F2; increased contrast light #B02FC2,
  /// dark #EA8DFF. HIG, June 2025 (Documentation/SystemColors.md#ios-26-palette).
  public static let systemPurple = Color(
    light: srgb(0xAF52DE), dark: srgb(0xBF5AF2), highContrastLight: srgb(0x8944AB),
    highContrastDark: srgb(0xDA8FFF)
  ).withIOS26Values(
    Color(
      light: srgb(0xCB30E0), dark: srgb(0xDB34F2), highContrastLight: srgb(0xB02FC2),
      highContrastDark: srgb(0xEA8DFF)))
  /// `systemPink`: light #FF2D55, dark #FF375F.
  ///
  /// Increased contrast: light #D30F45, dark #FF6482. HIG, iOS 15-18
  /// (Documentation/SystemColors.md#tints-and-greys).
  ///
  /// iOS 26 (``SystemPalette/ios26``): light #FF2D55, dark #FF375F; increased contrast light #E7124D,
  /// dark #FF8AC4. HIG, June 2025 (Documentation/SystemColors.md#ios-26-palette).
  public static let systemPink = Color(
    light: srgb(0xFF2D55), dark: srgb(0xFF375F), highContrastLight: srgb(0xD30F45),
    highContrastDark: srgb(0xFF6482)
  ).withIOS26Values(
    Color(
      light: srgb(0xFF2D55), dark: srgb(0xFF375F), highContrastLight: srgb(0xE7124D),
      highContrastDark: srgb(0xFF8AC4)))
  /// `systemBrown`: light #A2845E, dark #AC8E68.
  ///
  /// Increased contrast: light #7F6545, dark #B59469. HIG, iOS 15-18
  /// (Documentation/SystemColors.md#tints-and-greys).
  ///
  /// iOS 26 (``SystemPalette/ios26``): light #AC7F5E, dark #B78A66; increased contrast light #956D51,
  /// dark #DBA679. HIG, June 2025 (Documentation/SystemColors.md#ios-26-palette).
  public static let systemBrown = Color(
    light: srgb(0xA2845E), dark: srgb(0xAC8E68), highContrastLight: srgb(0x7F6545),
    highContrastDark: srgb(0xB59469)
  ).withIOS26Values(
    Color(
      light: srgb(0xAC7F5E), dark: srgb(0xB78A66), highContrastLight: srgb(0x956D51),
      highContrastDark: srgb(0xDBA679)))

  // MARK: Greys

  /// `systemGray`: light #8E8E93, dark #8E8E93.
  ///
  /// Increased contrast: light #6C6C70, dark #AEAEB2. HIG, iOS 15-18; no elevated values (Flutter)
  /// (Documentation/SystemColors.md#tints-and-greys).
  public static let systemGray = Color(
    light: srgb(0x8E8E93), dark: srgb(0x8E8E93), highContrastLight: srgb(0x6C6C70),
    highContrastDark: srgb(0xAEAEB2))
  /// `systemGray2`: light #AEAEB2, dark #636366.
  ///
  /// Increased contrast: light #8E8E93, dark #7C7C80. HIG, iOS 15-18; no elevated values (Flutter)
  /// (Documentation/SystemColors.md#tints-and-greys).
  public static let systemGray2 = Color(
    light: srgb(0xAEAEB2), dark: srgb(0x636366), highContrastLight: srgb(0x8E8E93),
    highContrastDark: srgb(0x7C7C80))
  /// `systemGray3`: light #C7C7CC, dark #48484A.
  ///
  /// Increased contrast: light #AEAEB2, dark #545456. HIG, iOS 15-18; no elevated values (Flutter)
  /// (Documentation/SystemColors.md#tints-and-greys).
  public static let systemGray3 = Color(
    light: srgb(0xC7C7CC), dark: srgb(0x48484A), highContrastLight: srgb(0xAEAEB2),
    highContrastDark: srgb(0x545456))
  /// `systemGray4`: light #D1D1D6, dark #3A3A3C.
  ///
  /// Increased contrast: light #BCBCC0, dark #444446. HIG, iOS 15-18; no elevated values (Flutter)
  /// (Documentation/SystemColors.md#tints-and-greys).
  public static let systemGray4 = Color(
    light: srgb(0xD1D1D6), dark: srgb(0x3A3A3C), highContrastLight: srgb(0xBCBCC0),
    highContrastDark: srgb(0x444446))
  /// `systemGray5`: light #E5E5EA, dark #2C2C2E.
  ///
  /// Increased contrast: light #D8D8DC, dark #363638. HIG, iOS 15-18; no elevated values (Flutter)
  /// (Documentation/SystemColors.md#tints-and-greys).
  public static let systemGray5 = Color(
    light: srgb(0xE5E5EA), dark: srgb(0x2C2C2E), highContrastLight: srgb(0xD8D8DC),
    highContrastDark: srgb(0x363638))
  /// `systemGray6`: light #F2F2F7, dark #1C1C1E.
  ///
  /// Increased contrast: light #EBEBF0, dark #242426. HIG, iOS 15-18; no elevated values (Flutter)
  /// (Documentation/SystemColors.md#tints-and-greys).
  public static let systemGray6 = Color(
    light: srgb(0xF2F2F7), dark: srgb(0x1C1C1E), highContrastLight: srgb(0xEBEBF0),
    highContrastDark: srgb(0x242426))

  // MARK: Labels

  /// `label`: light #000000, dark #FFFFFF.
  ///
  /// Increased contrast: light #000000, dark #FFFFFF. iOS 13-18 runtime values from Flutter
  /// (Documentation/SystemColors.md#element-colours).
  public static let label = Color(
    light: srgb(0x000000), dark: srgb(0xFFFFFF), highContrastLight: srgb(0x000000),
    highContrastDark: srgb(0xFFFFFF))
  /// `secondaryLabel`: light #3C3C43 at 0.6, dark #EBEBF5 at 0.6.
  ///
  /// Increased contrast: light #3C3C43AD, dark #EBEBF5AD. iOS 13-18 runtime values from Flutter
  /// (Documentation/SystemColors.md#element-colours). The light and dark opacities are UIKit's
  /// floats (light: ColorCompatibility; dark: a reimplementation of the iOS 15 palette).
  public static let secondaryLabel = Color(
    light: srgb(0x3C3C43, alpha: 0.6), dark: srgb(0xEBEBF5, alpha: 0.6),
    highContrastLight: srgba(0x3C3C43AD), highContrastDark: srgba(0xEBEBF5AD))
  /// `tertiaryLabel`: light #3C3C43 at 0.3, dark #EBEBF5 at 0.3.
  ///
  /// Increased contrast: light #3C3C4360, dark #EBEBF560. iOS 13-18 runtime values from Flutter
  /// (Documentation/SystemColors.md#element-colours). The light and dark opacities are UIKit's
  /// floats (light: ColorCompatibility; dark: a reimplementation of the iOS 15 palette).
  public static let tertiaryLabel = Color(
    light: srgb(0x3C3C43, alpha: 0.3), dark: srgb(0xEBEBF5, alpha: 0.3),
    highContrastLight: srgba(0x3C3C4360), highContrastDark: srgba(0xEBEBF560))
  /// `quaternaryLabel`: light #3C3C43 at 0.18, dark #EBEBF5 at 0.16.
  ///
  /// Increased contrast: light #3C3C4342, dark #EBEBF53D. iOS 13-18 runtime values from Flutter
  /// (Documentation/SystemColors.md#element-colours). The light and dark opacities are UIKit's
  /// floats (light: ColorCompatibility; dark: a reimplementation of the iOS 15 palette).
  public static let quaternaryLabel = Color(
    light: srgb(0x3C3C43, alpha: 0.18), dark: srgb(0xEBEBF5, alpha: 0.16),
    highContrastLight: srgba(0x3C3C4342), highContrastDark: srgba(0xEBEBF53D))
  /// `placeholderText`: light #3C3C43 at 0.3, dark #EBEBF5 at 0.3.
  ///
  /// Increased contrast: light #3C3C4360, dark #EBEBF560. iOS 13-18 runtime values from Flutter
  /// (Documentation/SystemColors.md#element-colours). The light and dark opacities are UIKit's
  /// floats (light: ColorCompatibility; dark: a reimplementation of the iOS 15 palette).
  public static let placeholderText = Color(
    light: srgb(0x3C3C43, alpha: 0.3), dark: srgb(0xEBEBF5, alpha: 0.3),
    highContrastLight: srgba(0x3C3C4360), highContrastDark: srgba(0xEBEBF560))
  /// `link`: light #007AFF, dark #0984FF.
  ///
  /// Increased contrast: light #007AFF, dark #0984FF. iOS 13-18 runtime values from Flutter
  /// (Documentation/SystemColors.md#element-colours).
  public static let link = Color(
    light: srgb(0x007AFF), dark: srgb(0x0984FF), highContrastLight: srgb(0x007AFF),
    highContrastDark: srgb(0x0984FF))

  // MARK: Fills

  /// `systemFill`: light #787880 at 0.2, dark #787880 at 0.36.
  ///
  /// Increased contrast: light #78788047, dark #78788070. iOS 13-18 runtime values from Flutter
  /// (Documentation/SystemColors.md#element-colours). The light and dark opacities are UIKit's
  /// floats (light: ColorCompatibility; dark: a reimplementation of the iOS 15 palette).
  public static let systemFill = Color(
    light: srgb(0x787880, alpha: 0.2), dark: srgb(0x787880, alpha: 0.36),
    highContrastLight: srgba(0x78788047), highContrastDark: srgba(0x78788070))
  /// `secondarySystemFill`: light #787880 at 0.16, dark #787880 at 0.32.
  ///
  /// Increased contrast: light #7878803D, dark #78788066. iOS 13-18 runtime values from Flutter
  /// (Documentation/SystemColors.md#element-colours). The light and dark opacities are UIKit's
  /// floats (light: ColorCompatibility; dark: a reimplementation of the iOS 15 palette).
  public static let secondarySystemFill = Color(
    light: srgb(0x787880, alpha: 0.16), dark: srgb(0x787880, alpha: 0.32),
    highContrastLight: srgba(0x7878803D), highContrastDark: srgba(0x78788066))
  /// `tertiarySystemFill`: light #767680 at 0.12, dark #767680 at 0.24.
  ///
  /// Increased contrast: light #76768033, dark #76768051. iOS 13-18 runtime values from Flutter
  /// (Documentation/SystemColors.md#element-colours). The light and dark opacities are UIKit's
  /// floats (light: ColorCompatibility; dark: a reimplementation of the iOS 15 palette).
  public static let tertiarySystemFill = Color(
    light: srgb(0x767680, alpha: 0.12), dark: srgb(0x767680, alpha: 0.24),
    highContrastLight: srgba(0x76768033), highContrastDark: srgba(0x76768051))
  /// `quaternarySystemFill`: light #747480 at 0.08, dark #767680 at 0.18.
  ///
  /// Increased contrast: light #74748028, dark #76768042. iOS 13-18 runtime values from Flutter
  /// (Documentation/SystemColors.md#element-colours). The light and dark opacities are UIKit's
  /// floats (light: ColorCompatibility; dark: a reimplementation of the iOS 15 palette).
  public static let quaternarySystemFill = Color(
    light: srgb(0x747480, alpha: 0.08), dark: srgb(0x767680, alpha: 0.18),
    highContrastLight: srgba(0x74748028), highContrastDark: srgba(0x76768042))

  // MARK: Backgrounds

  /// `systemBackground`: light #FFFFFF, dark #000000.
  ///
  /// Elevated dark: #1C1C1E. Increased contrast: light #FFFFFF, dark #000000, elevated dark
  /// #242426. iOS 13-18 runtime values from Flutter
  /// (Documentation/SystemColors.md#element-colours).
  public static let systemBackground = Color(
    light: srgb(0xFFFFFF), dark: srgb(0x000000), elevatedDark: srgb(0x1C1C1E),
    highContrastLight: srgb(0xFFFFFF), highContrastDark: srgb(0x000000),
    highContrastElevatedDark: srgb(0x242426))
  /// `secondarySystemBackground`: light #F2F2F7, dark #1C1C1E.
  ///
  /// Elevated dark: #2C2C2E. Increased contrast: light #EBEBF0, dark #242426, elevated dark
  /// #363638. iOS 13-18 runtime values from Flutter
  /// (Documentation/SystemColors.md#element-colours).
  public static let secondarySystemBackground = Color(
    light: srgb(0xF2F2F7), dark: srgb(0x1C1C1E), elevatedDark: srgb(0x2C2C2E),
    highContrastLight: srgb(0xEBEBF0), highContrastDark: srgb(0x242426),
    highContrastElevatedDark: srgb(0x363638))
  /// `tertiarySystemBackground`: light #FFFFFF, dark #2C2C2E.
  ///
  /// Elevated dark: #3A3A3C. Increased contrast: light #FFFFFF, dark #363638, elevated dark
  /// #444446. iOS 13-18 runtime values from Flutter
  /// (Documentation/SystemColors.md#element-colours).
  public static let tertiarySystemBackground = Color(
    light: srgb(0xFFFFFF), dark: srgb(0x2C2C2E), elevatedDark: srgb(0x3A3A3C),
    highContrastLight: srgb(0xFFFFFF), highContrastDark: srgb(0x363638),
    highContrastElevatedDark: srgb(0x444446))
  /// `systemGroupedBackground`: light #F2F2F7, dark #000000.
  ///
  /// Elevated dark: #1C1C1E. Increased contrast: light #EBEBF0, dark #000000, elevated dark
  /// #242426. iOS 13-18 runtime values from Flutter
  /// (Documentation/SystemColors.md#element-colours).
  public static let systemGroupedBackground = Color(
    light: srgb(0xF2F2F7), dark: srgb(0x000000), elevatedDark: srgb(0x1C1C1E),
    highContrastLight: srgb(0xEBEBF0), highContrastDark: srgb(0x000000),
    highContrastElevatedDark: srgb(0x242426))
  /// `secondarySystemGroupedBackground`: light #FFFFFF, dark #1C1C1E.
  ///
  /// Elevated dark: #2C2C2E. Increased contrast: light #FFFFFF, dark #242426, elevated dark
  /// #363638. iOS 13-18 runtime values from Flutter
  /// (Documentation/SystemColors.md#element-colours).
  public static let secondarySystemGroupedBackground = Color(
    light: srgb(0xFFFFFF), dark: srgb(0x1C1C1E), elevatedDark: srgb(0x2C2C2E),
    highContrastLight: srgb(0xFFFFFF), highContrastDark: srgb(0x242426),
    highContrastElevatedDark: srgb(0x363638))
  /// `tertiarySystemGroupedBackground`: light #F2F2F7, dark #2C2C2E.
  ///
  /// Elevated dark: #3A3A3C. Increased contrast: light #EBEBF0, dark #363638, elevated dark
  /// #444446. iOS 13-18 runtime values from Flutter
  /// (Documentation/SystemColors.md#element-colours).
  public static let tertiarySystemGroupedBackground = Color(
    light: srgb(0xF2F2F7), dark: srgb(0x2C2C2E), elevatedDark: srgb(0x3A3A3C),
    highContrastLight: srgb(0xEBEBF0), highContrastDark: srgb(0x363638),
    highContrastElevatedDark: srgb(0x444446))

  // MARK: Separators

  /// `separator`: light #3C3C43 at 0.29, dark #545458 at 0.6.
  ///
  /// Increased contrast: light #3C3C435E, dark #545458AD. iOS 13-18 runtime values from Flutter
  /// (Documentation/SystemColors.md#element-colours). The light and dark opacities are UIKit's
  /// floats (light: ColorCompatibility; dark: a reimplementation of the iOS 15 palette).
  public static let separator = Color(
    light: srgb(0x3C3C43, alpha: 0.29), dark: srgb(0x545458, alpha: 0.6),
    highContrastLight: srgba(0x3C3C435E), highContrastDark: srgba(0x545458AD))
  /// `opaqueSeparator`: light #C6C6C8, dark #38383A.
  ///
  /// Increased contrast: light #C6C6C8, dark #38383A. iOS 13-18 runtime values from Flutter
  /// (Documentation/SystemColors.md#element-colours).
  public static let opaqueSeparator = Color(
    light: srgb(0xC6C6C8), dark: srgb(0x38383A), highContrastLight: srgb(0xC6C6C8),
    highContrastDark: srgb(0x38383A))
}
