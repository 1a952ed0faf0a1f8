/// The user settings a snapshot is taken with, beside its device and orientation: appearance,
/// contrast, level, the iOS edition, Dynamic Type size, layout direction, a pseudolanguage and a
/// language — the
/// dimensions every screen of an app should be seen in, as a swift-snapshot-testing trait
/// collection or a Paparazzi `DeviceConfig` sets them.
///
/// A variant is applied to a device's screen; snapshot file names add only what differs from
/// ``standard`` (light, normal contrast, base level, iOS 26, Large, left to right), in a fixed
/// order, so that the files of a standard snapshot keep their names:
///
///     iphone-12-portrait.png                 the standard variant
///     iphone-12-portrait-dark.png            dark
///     iphone-12-portrait-dark-ax3-rtl.png    dark, AX3, right to left
///     iphone-12-portrait-double.png          strings in the double-length pseudolanguage
///     iphone-12-landscape-ios18.png          iOS 18's safe areas, tints and looks
///
/// ```swift
/// let variants = Variant.product(appearances: [.light, .dark], contentSizes: [.large, .accessibilityExtraLarge])
/// let screens = variants.map { $0.applied(to: Device.iPhone12.screen()) }   // 4 screens
/// ```
public struct Variant: Hashable, Sendable, CustomStringConvertible {
  /// Light or dark.
  public var appearance: Appearance
  /// The Dynamic Type size.
  public var contentSize: ContentSizeCategory
  /// The reading direction.
  public var layoutDirection: LayoutDirection
  /// The pseudolanguage strings are shown in; none (`nil`) by default.
  public var pseudoLocale: PseudoLocale?
  /// The language strings are translated into (``LayoutProgram/localizations``); the development
  /// language (`nil`) by default.
  public var language: String?
  /// Whether colours take their increased-contrast values; not by default.
  public var increasesContrast: Bool
  /// The level the content sits at: the base level of a screen by default, elevated for a sheet's
  /// or a popover's content.
  public var level: InterfaceLevel
  /// The iOS design: ``OSEdition/ios26`` by default (``OSEdition/standard``), or
  /// ``OSEdition/ios18``; it decides the safe areas and status bars devices report, the system
  /// tints and the looks of controls, bars and lists.
  public var os: OSEdition
  /// Whether the software keyboard is up: hidden by default.
  public var keyboard: KeyboardState

  /// A variant; each setting defaults to the standard one.
  ///
  /// The ``PseudoLocale/rightToLeft`` pseudolanguage lays out right to left whatever
  /// `layoutDirection` says, as Xcode's right-to-left pseudolanguage with right-to-left strings
  /// and Android's `ar-XB` do.
  public init(
    appearance: Appearance = .light, contentSize: ContentSizeCategory = .large,
    layoutDirection: LayoutDirection = .leftToRight, pseudoLocale: PseudoLocale? = nil,
    language: String? = nil, increasesContrast: Bool = false, level: InterfaceLevel = .base,
    os: OSEdition = .standard, keyboard: KeyboardState = .hidden
  ) {
    self.appearance = appearance
    self.contentSize = contentSize
    self.layoutDirection = pseudoLocale == .rightToLeft ? .rightToLeft : layoutDirection
    self.pseudoLocale = pseudoLocale
    self.language = language
    self.increasesContrast = increasesContrast
    self.level = level
    self.os = os
    self.keyboard = keyboard
  }

  /// Light, Large, left to right: what a device's screen has unless told otherwise.
  public static let standard = Variant()

  /// The variant a screen is in.
  public init(of screen: Screen) {
    self.init(
      appearance: screen.appearance, contentSize: screen.contentSize, layoutDirection: screen.layoutDirection,
      pseudoLocale: screen.pseudoLocale, language: screen.language,
      increasesContrast: screen.increasesContrast, level: screen.level, os: screen.os,
      keyboard: screen.keyboard)
  }

  /// `screen` with this variant's settings; a device's screen takes the device's safe area under
  /// the variant's edition (see ``Screen/os``).
  public func applied(to screen: Screen) -> Screen {
    var screen = screen
    screen.appearance = appearance
    screen.contentSize = contentSize
    screen.layoutDirection = pseudoLocale == .rightToLeft ? .rightToLeft : layoutDirection
    screen.pseudoLocale = pseudoLocale
    screen.language = language
    screen.increasesContrast = increasesContrast
    screen.level = level
    screen.os = os
    screen.keyboard = keyboard
    return screen
  }

  /// The words a file name adds for this variant, in order: `dark`, `high-contrast`, `elevated`,
  /// `ios18`, `keyboard`, the content size in lower case (`ax3`, `xxl`), `rtl`, the pseudolanguage (`double`,
  /// `accented`, `bounded`, `rtl-strings`), the language (`de`); none for the standard variant.
  ///
  /// The right-to-left pseudolanguage, always right to left, does not add `rtl` as well.
  public var nameComponents: [String] {
    var components: [String] = []
    if appearance != .light { components.append(appearance.rawValue) }
    if increasesContrast { components.append("high-contrast") }
    if level != .base { components.append(level.rawValue) }
    if os != Self.standard.os { components.append(os.rawValue) }
    if keyboard == .shown { components.append("keyboard") }
    if contentSize != .large { components.append(contentSize.rawValue.lowercased()) }
    if layoutDirection == .rightToLeft && pseudoLocale != .rightToLeft { components.append("rtl") }
    if let pseudoLocale { components.append(pseudoLocale.rawValue) }
    if let language { components.append(language) }
    return components
  }

  /// Every combination of the settings given (`contrasts`: whether contrast is increased),
  /// appearances varying slowest, then contrast, level, edition, keyboard, content size, direction,
  /// pseudolanguage, and languages fastest.
  ///
  /// Combinations that come out the same (the right-to-left pseudolanguage
  /// with either direction) are listed once.
  public static func product(
    appearances: [Appearance] = [.light], contentSizes: [ContentSizeCategory] = [.large],
    layoutDirections: [LayoutDirection] = [.leftToRight], pseudoLocales: [PseudoLocale?] = [nil],
    languages: [String?] = [nil], contrasts: [Bool] = [false], levels: [InterfaceLevel] = [.base],
    editions: [OSEdition] = [.standard], keyboards: [KeyboardState] = [.hidden]
  ) -> [Variant] {
    var seen = Set<Variant>()
    return appearances.flatMap { appearance in
      contrasts.flatMap { highContrast in
        levels.flatMap { level in
          editions.flatMap { edition in
            keyboards.flatMap { keyboard in
              contentSizes.flatMap { size in
                layoutDirections.flatMap { direction in
                  pseudoLocales.flatMap { pseudoLocale in
                    languages.map {
                      Variant(
                        appearance: appearance, contentSize: size, layoutDirection: direction,
                        pseudoLocale: pseudoLocale, language: $0, increasesContrast: highContrast,
                        level: level, os: edition, keyboard: keyboard)
                    }
                  }
                }
              }
            }
          }
        }
      }
    }.filter { seen.insert($0).inserted }
  }

  /// Named sets of variants, for `render --variants`: `appearances` (light and dark),
  /// `accessibility` (Large and the first and largest accessibility sizes, AX1 and AX5),
  /// `directions` (left to right and right to left), `pseudolocales` (none, then each
  /// pseudolanguage), `keyboard` (hidden and shown) and `all` (the product of the first three,
  /// 12 variants).
  public static let presets: [(name: String, variants: [Variant])] = [
    ("pseudolocales", product(pseudoLocales: [nil] + PseudoLocale.allCases)),
    ("appearances", product(appearances: [.light, .dark])),
    (
      "accessibility",
      product(contentSizes: [.large, .accessibilityMedium, .accessibilityExtraExtraExtraLarge])
    ),
    ("directions", product(layoutDirections: [.leftToRight, .rightToLeft])),
    ("keyboard", product(keyboards: [.hidden, .shown])),
    (
      "all",
      product(
        appearances: [.light, .dark],
        contentSizes: [.large, .accessibilityMedium, .accessibilityExtraExtraExtraLarge],
        layoutDirections: [.leftToRight, .rightToLeft])
    ),
  ]

  /// `light, L, ltr`, `dark, AX3, rtl`, `dark high contrast, L, ltr`, `dark elevated, L, ltr`,
  /// `light, L, ltr, ios18`, `light, L, ltr, keyboard`, `light, L, ltr, double`.
  public var description: String {
    "\(appearance.rawValue)\(increasesContrast ? " high contrast" : "")\(level == .elevated ? " elevated" : ""), "
      + "\(contentSize), "
      + "\(layoutDirection == .leftToRight ? "ltr" : "rtl")"
      + (os == Self.standard.os ? "" : ", \(os.rawValue)") + (keyboard == .shown ? ", keyboard" : "")
      + (pseudoLocale.map { ", \($0.rawValue)" } ?? "") + (language.map { ", \($0)" } ?? "")
  }
}
