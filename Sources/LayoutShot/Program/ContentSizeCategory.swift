/// A Dynamic Type size (`UIContentSizeCategory`): the text size the user chose, from extra small to
/// the fifth accessibility size.
///
/// Large is the default.
///
/// The raw values are the short names the Human Interface Guidelines' tables and snapshot file
/// names use (`L`, `XXL`, `AX3`); ``init(name:)`` also takes UIKit's and SwiftUI's names.
///
/// ```swift
/// ContentSizeCategory(name: "AX3")                  // .accessibilityExtraLarge
/// ContentSizeCategory(name: "accessibility3")       // the same, as SwiftUI names it
/// ContentSizeCategory.accessibilityMedium.isAccessibilityCategory  // true
/// ```
public enum ContentSizeCategory: String, Hashable, Sendable, CaseIterable, Comparable, CustomStringConvertible
{
  case extraSmall = "XS"
  case small = "S"
  case medium = "M"
  /// The default.
  case large = "L"
  case extraLarge = "XL"
  case extraExtraLarge = "XXL"
  case extraExtraExtraLarge = "XXXL"
  /// The first accessibility size (AX1).
  case accessibilityMedium = "AX1"
  case accessibilityLarge = "AX2"
  case accessibilityExtraLarge = "AX3"
  case accessibilityExtraExtraLarge = "AX4"
  /// The largest (AX5).
  case accessibilityExtraExtraExtraLarge = "AX5"

  /// Whether it is one of the five accessibility sizes, AX1 to AX5.
  public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }

  /// The position in the order from extra small (0) to AX5 (11).
  public var index: Int { Self.allCases.firstIndex(of: self) ?? 0 }

  /// UIKit's raw value, such as `UICTContentSizeCategoryL` or `UICTContentSizeCategoryAccessibilityXL`.
  public var uiKitName: String {
    guard isAccessibilityCategory else { return "UICTContentSizeCategory" + rawValue }
    let names = ["M", "L", "XL", "XXL", "XXXL"]
    return "UICTContentSizeCategoryAccessibility" + names[index - Self.accessibilityMedium.index]
  }

  /// The category a name means: the short name (`L`, `xxl`, `AX3`), UIKit's case (`large`,
  /// `accessibilityExtraLarge`) or raw value (`UICTContentSizeCategoryXL`), or SwiftUI's
  /// `DynamicTypeSize` case (`xLarge`, `accessibility3`); letter case does not matter.
  ///
  /// `nil` for
  /// anything else.
  public init?(name: String) {
    let lowered = name.lowercased()
    let match = Self.allCases.first { category in
      [category.rawValue, category.caseName, category.uiKitName, category.swiftUIName].contains {
        $0.lowercased() == lowered
      }
    }
    guard let match else { return nil }
    self = match
  }

  /// UIKit's `UIContentSizeCategory` case name: `extraSmall`, … `accessibilityExtraExtraExtraLarge`.
  public var caseName: String {
    let names = [
      "extraSmall", "small", "medium", "large", "extraLarge", "extraExtraLarge", "extraExtraExtraLarge",
      "accessibilityMedium", "accessibilityLarge", "accessibilityExtraLarge", "accessibilityExtraExtraLarge",
      "accessibilityExtraExtraExtraLarge",
    ]
    return names[index]
  }

  /// SwiftUI's `DynamicTypeSize` name: `xSmall`, `small`, … `xxxLarge`, `accessibility1` … `5`.
  public var swiftUIName: String {
    switch self {
    case .extraSmall: "xSmall"
    case .small: "small"
    case .medium: "medium"
    case .large: "large"
    case .extraLarge: "xLarge"
    case .extraExtraLarge: "xxLarge"
    case .extraExtraExtraLarge: "xxxLarge"
    default: "accessibility\(index - Self.accessibilityMedium.index + 1)"
    }
  }

  /// Whether `lhs` is a smaller size than `rhs`.
  public static func < (lhs: ContentSizeCategory, rhs: ContentSizeCategory) -> Bool { lhs.index < rhs.index }

  /// The short name: `L`, `AX3`.
  public var description: String { rawValue }
}
