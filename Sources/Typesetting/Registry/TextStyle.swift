/// A Dynamic Type text style (`UIFont.TextStyle`): a role for text, whose size follows the text size
/// the user chose.
///
/// The styles are those of the Human Interface Guidelines' iOS tables, in their order. Their sizes
/// at each text size (`ContentSizeCategory`) are in LayoutShot's `TextStyle.pointSize(for:)`; here
/// are what does not depend on the size: the weight and UIKit's name.
///
/// ```swift
/// TextStyle.headline.weight     // .semibold
/// TextStyle.largeTitle.uiKitName  // "UICTFontTextStyleTitle0"
/// ```
///
/// iOS 17's `extraLargeTitle` and `extraLargeTitle2` are not here: their sizes are published at the
/// default text size only, not at the other eleven.
public enum TextStyle: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
  /// The large title of a navigation bar (34 points at the default size).
  case largeTitle
  /// The first-level title (28 points).
  case title1
  /// The second-level title (22 points).
  case title2
  /// The third-level title (20 points).
  case title3
  /// A headline (17 points, semibold): the one style that is not regular.
  case headline
  /// Body text (17 points).
  case body
  /// A callout (16 points).
  case callout
  /// A subheading (15 points).
  case subheadline
  /// A footnote (13 points).
  case footnote
  /// The standard caption (12 points).
  case caption1
  /// The alternate, smaller caption (11 points).
  case caption2

  /// The weight, the same at every text size: semibold for ``headline``, regular for the others.
  public var weight: FontWeight { self == .headline ? .semibold : .regular }

  /// UIKit's raw value: `UICTFontTextStyleBody`, `UICTFontTextStyleTitle0` for ``largeTitle``,
  /// `UICTFontTextStyleSubhead` for ``subheadline``.
  public var uiKitName: String {
    switch self {
    case .largeTitle: "UICTFontTextStyleTitle0"
    case .title1: "UICTFontTextStyleTitle1"
    case .title2: "UICTFontTextStyleTitle2"
    case .title3: "UICTFontTextStyleTitle3"
    case .headline: "UICTFontTextStyleHeadline"
    case .body: "UICTFontTextStyleBody"
    case .callout: "UICTFontTextStyleCallout"
    case .subheadline: "UICTFontTextStyleSubhead"
    case .footnote: "UICTFontTextStyleFootnote"
    case .caption1: "UICTFontTextStyleCaption1"
    case .caption2: "UICTFontTextStyleCaption2"
    }
  }

  /// The style's name: `body`, `largeTitle`.
  public var description: String { rawValue }
}

/// How a font's size follows the Dynamic Type text size (see ``FontDescriptor/dynamicTypeScaling``).
///
/// ```swift
/// // UIFont.preferredFont(forTextStyle: .body): 17 points at Large, 53 at AX5.
/// DynamicTypeScaling.textStyle(.body)
/// // UIFontMetrics(forTextStyle: .body).scaledFont(for: .systemFont(ofSize: 17)): 48 at AX5.
/// DynamicTypeScaling.scaled(like: .body, baseSize: 17, maximumPointSize: nil)
/// ```
public enum DynamicTypeScaling: Hashable, Sendable {
  /// The text style's own font: the style's size at each text size, as a preferred font's.
  case textStyle(TextStyle)
  /// A font of `baseSize` points at the default text size (Large), scaled as the style's lines
  /// are scaled, rounded to whole points, and no larger than `maximumPointSize` when given: a font
  /// from `UIFontMetrics`.
  case scaled(like: TextStyle, baseSize: Double, maximumPointSize: Double?)

  /// The style whose sizes the font follows.
  public var textStyle: TextStyle {
    switch self {
    case .textStyle(let style), .scaled(let style, _, _): style
    }
  }
}
