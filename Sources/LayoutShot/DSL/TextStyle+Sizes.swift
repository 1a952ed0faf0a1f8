import Typesetting

// Dynamic Type: the size and leading of every text style at every text size, from the Human
// Interface Guidelines (Typography › Specifications › "iOS, iPadOS Dynamic Type sizes").

extension TextStyle {
  /// The size in points at `contentSize`, from the Human Interface Guidelines' table.
  ///
  /// ```swift
  /// TextStyle.body.pointSize(for: .large)                    // 17
  /// TextStyle.body.pointSize(for: .accessibilityExtraLarge)  // 40 (AX3)
  /// TextStyle.caption2.pointSize(for: .extraSmall)           // 11, as at Large
  /// ```
  ///
  /// UIKit's runtime sizes on iOS 13.3 match the table in all cells but one: caption2 at AX5 is 41
  /// there and 40 in the guidelines. LayoutShot takes the guidelines' 40, the newer source.
  public func pointSize(for contentSize: ContentSizeCategory) -> Double {
    sizes[contentSize.index].size
  }

  /// The leading (the distance between baselines the guidelines give) in points at
  /// `contentSize`.
  ///
  /// A label's height does not follow it (it follows the font's own line height), but
  /// `UIFontMetrics` scales by it: see ``FontMetrics``.
  ///
  /// ```swift
  /// TextStyle.body.leading(for: .large)  // 22
  /// TextStyle.body.leading(for: .accessibilityExtraExtraExtraLarge)  // 62
  /// ```
  public func leading(for contentSize: ContentSizeCategory) -> Double {
    sizes[contentSize.index].leading
  }

  /// Size and leading at each category, extra small to AX5.
  private var sizes: [(size: Double, leading: Double)] {
    switch self {
    case .largeTitle:
      [
        (31, 38), (32, 39), (33, 40), (34, 41), (36, 43), (38, 46), (40, 48), (44, 52), (48, 57), (52, 61),
        (56, 66), (60, 70),
      ]
    case .title1:
      [
        (25, 31), (26, 32), (27, 33), (28, 34), (30, 37), (32, 39), (34, 41), (38, 46), (43, 51), (48, 57),
        (53, 62), (58, 68),
      ]
    case .title2:
      [
        (19, 24), (20, 25), (21, 26), (22, 28), (24, 30), (26, 32), (28, 34), (34, 41), (39, 47), (44, 52),
        (50, 59), (56, 66),
      ]
    case .title3:
      [
        (17, 22), (18, 23), (19, 24), (20, 25), (22, 28), (24, 30), (26, 32), (31, 38), (37, 44), (43, 51),
        (49, 58), (55, 65),
      ]
    case .headline, .body:
      [
        (14, 19), (15, 20), (16, 21), (17, 22), (19, 24), (21, 26), (23, 29), (28, 34), (33, 40), (40, 48),
        (47, 56), (53, 62),
      ]
    case .callout:
      [
        (13, 18), (14, 19), (15, 20), (16, 21), (18, 23), (20, 25), (22, 28), (26, 32), (32, 39), (38, 46),
        (44, 52), (51, 60),
      ]
    case .subheadline:
      // Leading 28 at XXXL where the pattern suggests 26: every copy of the table has 28.
      [
        (12, 16), (13, 18), (14, 19), (15, 20), (17, 22), (19, 24), (21, 28), (25, 31), (30, 37), (36, 43),
        (42, 50), (49, 58),
      ]
    case .footnote:
      [
        (12, 16), (12, 16), (12, 16), (13, 18), (15, 20), (17, 22), (19, 24), (23, 29), (27, 33), (33, 40),
        (38, 46), (44, 52),
      ]
    case .caption1:
      [
        (11, 13), (11, 13), (11, 13), (12, 16), (14, 19), (16, 21), (18, 23), (22, 28), (26, 32), (32, 39),
        (37, 44), (43, 51),
      ]
    case .caption2:
      // AX5: the guidelines' 40, where UIKit on iOS 13.3 measured 41.
      [
        (11, 13), (11, 13), (11, 13), (11, 13), (13, 18), (15, 20), (17, 22), (20, 25), (24, 30), (29, 35),
        (34, 41), (40, 48),
      ]
    }
  }
}

extension DynamicTypeScaling {
  /// The size in points a font scaled this way has at `contentSize`: the style's own size, or
  /// the base size scaled as ``FontMetrics/scaledFont(for:maximumPointSize:contentSize:)`` scales
  /// it.
  ///
  /// ```swift
  /// DynamicTypeScaling.textStyle(.body).pointSize(for: .accessibilityExtraExtraExtraLarge)  // 53
  /// DynamicTypeScaling.scaled(like: .body, baseSize: 17, maximumPointSize: nil)
  ///   .pointSize(for: .accessibilityExtraExtraExtraLarge)  // 48
  /// ```
  public func pointSize(for contentSize: ContentSizeCategory) -> Double {
    switch self {
    case .textStyle(let style):
      return style.pointSize(for: contentSize)
    case .scaled(let style, let baseSize, let maximumPointSize):
      let scaled = (baseSize * style.leading(for: contentSize) / style.leading(for: .large)).rounded()
      guard let maximumPointSize, maximumPointSize > 0 else { return scaled }
      return min(scaled, maximumPointSize)
    }
  }
}

extension FontDescriptor {
  /// The system font of a text style at a Dynamic Type text size (`UIFont.preferredFont(forTextStyle:)`):
  /// the style's size there and its weight, following the style's sizes from then on
  /// (``dynamicTypeScaling``).
  ///
  /// A label shows it at the size it was made for, the default text size (Large) unless
  /// `contentSize` says otherwise. To have it follow the screen's text size
  /// (``Screen/contentSize``), set the label's ``Label/adjustsFontForContentSizeCategory``, as
  /// UIKit asks of a `UILabel`:
  ///
  /// ```swift
  /// let body = Label("body", text: "Reads at any size")
  /// body.font = .preferredFont(forTextStyle: .body)   // 17 points
  /// body.adjustsFontForContentSizeCategory = true     // 40 points on a screen at AX3
  ///
  /// FontDescriptor.preferredFont(forTextStyle: .headline, contentSize: .extraLarge)  // 19 pt semibold
  /// ```
  public static func preferredFont(
    forTextStyle style: TextStyle, contentSize: ContentSizeCategory = .large
  ) -> FontDescriptor {
    var font = FontDescriptor.systemFont(ofSize: style.pointSize(for: contentSize), weight: style.weight)
    font.dynamicTypeScaling = .textStyle(style)
    return font
  }

  /// The same font at its size for `contentSize` when it follows Dynamic Type
  /// (``dynamicTypeScaling``); a font of fixed size as it is.
  ///
  /// Family, weight and slant are kept.
  ///
  /// This is what a label that adjusts its font for the content size category shows.
  ///
  /// ```swift
  /// FontDescriptor.preferredFont(forTextStyle: .body).adjusted(to: .accessibilityExtraLarge).pointSize  // 40
  /// FontDescriptor.systemFont(ofSize: 17).adjusted(to: .accessibilityExtraLarge).pointSize               // 17
  /// ```
  public func adjusted(to contentSize: ContentSizeCategory) -> FontDescriptor {
    guard let dynamicTypeScaling else { return self }
    var font = self
    font.pointSize = dynamicTypeScaling.pointSize(for: contentSize)
    return font
  }
}

/// Scales fonts and values as a text style's lines scale with the Dynamic Type text size: the
/// rules of `UIFontMetrics`, for fonts of your own and for spacing.
///
/// Both follow the style's *leading* (``TextStyle/leading(for:)``), not its point size, as UIKit
/// does:
///
/// - ``scaledValue(for:contentSize:scale:)`` is `value × leading(category) / leading(Large)`,
///   rounded to the pixel grid of `scale`;
/// - ``scaledFont(for:maximumPointSize:contentSize:)`` scales the size by the same ratio, rounds
///   it to whole points and keeps it at most `maximumPointSize`.
///
/// ```swift
/// let metrics = FontMetrics(forTextStyle: .body)
/// metrics.scaledValue(for: 14, contentSize: .accessibilityExtraExtraExtraLarge, scale: 3)  // 39.333
/// let brand = metrics.scaledFont(for: FontDescriptor(family: "Inter", size: 17, weight: .bold))
/// brand.adjusted(to: .accessibilityExtraExtraExtraLarge).pointSize  // 48
/// ```
public struct FontMetrics: Hashable, Sendable {
  /// The metrics of the body style, which `UIFontMetrics.default` is.
  public static let `default` = FontMetrics(forTextStyle: .body)

  /// The text style whose lines the metrics scale like.
  public var textStyle: TextStyle

  /// The metrics of `textStyle`.
  public init(forTextStyle textStyle: TextStyle) {
    self.textStyle = textStyle
  }

  /// `font`, whose ``FontDescriptor/pointSize`` is its size at the default text size (Large),
  /// scaled for `contentSize`: its size times the style's leading there over its leading at
  /// Large, rounded to whole points, then at most `maximumPointSize` when that is given and above
  /// 0.
  ///
  /// The font remembers how it scales (``FontDescriptor/dynamicTypeScaling``), so a label that
  /// adjusts its font for the content size category scales it again for the screen's text size.
  ///
  /// A font that already follows Dynamic Type is scaled from its size at Large, not compounded
  /// (UIKit raises an exception: "A scaled font returned by UIFontMetrics should not be used to
  /// create another scaled font.").
  ///
  /// ```swift
  /// let metrics = FontMetrics(forTextStyle: .body)
  /// metrics.scaledFont(for: .systemFont(ofSize: 17), contentSize: .accessibilityExtraExtraExtraLarge)
  ///   .pointSize  // 48: 17 × 62 / 22 = 47.9, rounded; body itself is 53 there
  /// metrics.scaledFont(for: .systemFont(ofSize: 17), maximumPointSize: 30, contentSize: .accessibilityMedium)
  ///   .pointSize  // 26: 17 × 34 / 22 = 26.3, rounded, under the maximum
  /// ```
  public func scaledFont(
    for font: FontDescriptor, maximumPointSize: Double? = nil, contentSize: ContentSizeCategory = .large
  ) -> FontDescriptor {
    let base = font.adjusted(to: .large).pointSize
    var scaled = font
    scaled.dynamicTypeScaling = .scaled(
      like: textStyle, baseSize: base,
      maximumPointSize: maximumPointSize.flatMap { $0 > 0 ? $0 : nil })
    return scaled.adjusted(to: contentSize)
  }

  /// `value` scaled for `contentSize`: times the style's leading there over its leading at the
  /// default text size (Large), rounded to the nearest pixel of `scale` (pixels per point; 0 or
  /// less leaves it unrounded).
  ///
  /// The published `UIFontMetrics` measurements (at 3x) fit this and not a ratio of point sizes:
  ///
  /// ```swift
  /// FontMetrics(forTextStyle: .body).scaledValue(for: 17, contentSize: .medium, scale: 3)  // 16.333
  /// FontMetrics(forTextStyle: .largeTitle)
  ///   .scaledValue(for: 40, contentSize: .accessibilityExtraExtraExtraLarge, scale: 3)     // 68.333
  /// ```
  public func scaledValue(for value: Double, contentSize: ContentSizeCategory, scale: Double) -> Double {
    let scaled = value * textStyle.leading(for: contentSize) / textStyle.leading(for: .large)
    guard scale > 0 else { return scaled }
    return (scaled * scale).rounded() / scale
  }
}
