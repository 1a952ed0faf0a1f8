import LayoutShot

/// The traits a view is laid out with (`UITraitCollection`): the screen's size classes, scale,
/// layout direction, appearance and Dynamic Type size.
///
/// ```swift
/// if traitCollection.horizontalSizeClass == .regular { stack.axis = .horizontal }
/// ```
public final class UITraitCollection: NSObject, @unchecked Sendable {
  /// The horizontal size class.
  public let horizontalSizeClass: UIUserInterfaceSizeClass
  /// The vertical size class.
  public let verticalSizeClass: UIUserInterfaceSizeClass
  /// Points to pixels.
  public let displayScale: CGFloat
  /// The layout direction.
  public let layoutDirection: UITraitEnvironmentLayoutDirection
  /// Light or dark appearance.
  public let userInterfaceStyle: UIUserInterfaceStyle
  /// The Dynamic Type size.
  public let preferredContentSizeCategory: UIContentSizeCategory
  /// The kind of device.
  public let userInterfaceIdiom: UIUserInterfaceIdiom
  /// Base for a screen's content, elevated for a sheet, popover or alert (dark colours lighten).
  public let userInterfaceLevel: UIUserInterfaceLevel
  /// Normal, or high with Increase Contrast on.
  public let accessibilityContrast: UIAccessibilityContrast
  /// The screen's system tint palette (no UIKit trait: an iOS version's own), which dynamic
  /// colours are resolved in.
  let palette: SystemPalette

  /// Traits with every value given (`UITraitCollection+Appearance.swift` builds them).
  init(
    horizontalSizeClass: UIUserInterfaceSizeClass, verticalSizeClass: UIUserInterfaceSizeClass,
    displayScale: CGFloat, layoutDirection: UITraitEnvironmentLayoutDirection,
    userInterfaceStyle: UIUserInterfaceStyle, preferredContentSizeCategory: UIContentSizeCategory,
    userInterfaceIdiom: UIUserInterfaceIdiom, userInterfaceLevel: UIUserInterfaceLevel,
    accessibilityContrast: UIAccessibilityContrast, palette: SystemPalette
  ) {
    self.horizontalSizeClass = horizontalSizeClass
    self.verticalSizeClass = verticalSizeClass
    self.displayScale = displayScale
    self.layoutDirection = layoutDirection
    self.userInterfaceStyle = userInterfaceStyle
    self.preferredContentSizeCategory = preferredContentSizeCategory
    self.userInterfaceIdiom = userInterfaceIdiom
    self.userInterfaceLevel = userInterfaceLevel
    self.accessibilityContrast = accessibilityContrast
    self.palette = palette
    super.init()
  }

  init(screen: Screen?) {
    horizontalSizeClass =
      screen.map { $0.horizontalSizeClass == .regular ? .regular : .compact } ?? .unspecified
    verticalSizeClass = screen.map { $0.verticalSizeClass == .regular ? .regular : .compact } ?? .unspecified
    displayScale = CGFloat(screen?.scale ?? 0)
    layoutDirection =
      screen.map { $0.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight } ?? .unspecified
    userInterfaceStyle = screen.map { $0.appearance == .dark ? .dark : .light } ?? .unspecified
    preferredContentSizeCategory =
      screen.map { UIContentSizeCategory(rawValue: $0.contentSize.uiKitName) } ?? .unspecified
    userInterfaceIdiom =
      screen.map { $0.horizontalSizeClass == .regular && $0.verticalSizeClass == .regular ? .pad : .phone }
      ?? .unspecified
    userInterfaceLevel = screen.map { $0.level == .elevated ? .elevated : .base } ?? .unspecified
    accessibilityContrast = screen.map { $0.increasesContrast ? .high : .normal } ?? .unspecified
    palette = (screen?.os ?? .standard).palette
    super.init()
  }

  /// The traits of the screen being laid out (unspecified outside a layout), or those
  /// ``performAsCurrent(_:)`` makes current.
  public static var current: UITraitCollection {
    performingAsCurrent ?? UITraitCollection(screen: LayoutRun.screen)
  }
}

/// A size class (`UIUserInterfaceSizeClass`).
public enum UIUserInterfaceSizeClass: Int, Sendable {
  /// No size class.
  case unspecified
  /// Compact, as an iPhone's width.
  case compact
  /// Regular, as an iPad's width.
  case regular
}

/// Light or dark appearance (`UIUserInterfaceStyle`).
public enum UIUserInterfaceStyle: Int, Sendable {
  /// No style.
  case unspecified
  /// Light mode.
  case light
  /// Dark mode.
  case dark
}

/// The layout direction of a trait collection (`UITraitEnvironmentLayoutDirection`).
public enum UITraitEnvironmentLayoutDirection: Int, Sendable {
  /// Not known, left to right, or right to left.
  case unspecified = -1, leftToRight = 0, rightToLeft = 1
}

/// The kind of device (`UIUserInterfaceIdiom`).
public enum UIUserInterfaceIdiom: Int, Sendable {
  /// Not known, iPhone, iPad, Apple TV, CarPlay, Mac (Mac Catalyst) or Apple Vision Pro.
  case unspecified = -1, phone = 0, pad = 1, tv = 2, carPlay = 3, mac = 5, vision = 6
}

/// A Dynamic Type size (`UIContentSizeCategory`).
public struct UIContentSizeCategory: RawRepresentable, Hashable, Sendable {
  /// The raw value.
  public let rawValue: String
  /// The value whose raw value is `rawValue`.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// No size chosen.
  public static let unspecified = UIContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
  /// The smallest size (xS).
  public static let extraSmall = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
  /// Small (S).
  public static let small = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
  /// Medium (M).
  public static let medium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
  /// Large (L), the default.
  public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
  /// Extra large (XL).
  public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
  /// Extra extra large (XXL).
  public static let extraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
  /// Extra extra extra large (XXXL), the largest without the accessibility sizes.
  public static let extraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
  /// The smallest accessibility size.
  public static let accessibilityMedium = UIContentSizeCategory(
    rawValue: "UICTContentSizeCategoryAccessibilityM")
  /// The second accessibility size.
  public static let accessibilityLarge = UIContentSizeCategory(
    rawValue: "UICTContentSizeCategoryAccessibilityL")
  /// The third accessibility size.
  public static let accessibilityExtraLarge = UIContentSizeCategory(
    rawValue: "UICTContentSizeCategoryAccessibilityXL")
  /// The fourth accessibility size.
  public static let accessibilityExtraExtraLarge = UIContentSizeCategory(
    rawValue: "UICTContentSizeCategoryAccessibilityXXL")
  /// The largest accessibility size.
  public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(
    rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

  /// Whether this is one of the five accessibility sizes.
  public var isAccessibilityCategory: Bool { rawValue.contains("Accessibility") }

  /// LayoutShot's category of the same size, `nil` for ``unspecified``.
  public var contentSizeCategory: ContentSizeCategory? {
    ContentSizeCategory.allCases.first { $0.uiKitName == rawValue }
  }

  /// The text size fonts are made at for `traitCollection`: its `preferredContentSizeCategory`,
  /// else the app's — the user's setting when the app launched, which in a layout is the screen's
  /// (the variant's), read from the running layout's task-local record so that variants laid out
  /// at once do not mix; Large outside a layout.
  static func textSize(of traitCollection: UITraitCollection?) -> ContentSizeCategory {
    traitCollection?.preferredContentSizeCategory.contentSizeCategory ?? LayoutRun.screen?.contentSize
      ?? .large
  }
}
