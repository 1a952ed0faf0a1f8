import LayoutShot

/// Scales fonts and values for Dynamic Type as a text style's lines scale (`UIFontMetrics`).
///
/// It follows LayoutShot's ``FontMetrics`` rules, which are UIKit's:
///
/// - a value is scaled by the style's *leading* at the text size over its leading at the default
///   size (Large), then rounded to the pixel grid of the traits' `displayScale` (the screen's when
///   0): `round(value × leading(size) / leading(Large) × scale) / scale`;
/// - a font's point size is scaled by the same ratio and rounded to whole points, then kept at
///   most `maximumPointSize` when that is above 0. The font remembers how it scales, so a view
///   whose `adjustsFontForContentSizeCategory` is on shows it at the screen's text size.
///
/// Without a trait collection (or with one whose size is unspecified) the text size is the app's,
/// which in LayoutShot is the default, Large, whatever the screen's: pass the view's
/// `traitCollection`, or let `adjustsFontForContentSizeCategory` scale the font.
///
/// ```swift
/// let brand = UIFont(name: "Avenir-Heavy", size: 17)!
/// titleLabel.font = UIFontMetrics(forTextStyle: .headline).scaledFont(for: brand)
/// titleLabel.adjustsFontForContentSizeCategory = true
/// spacing.constant = UIFontMetrics.default.scaledValue(for: 8, compatibleWith: traitCollection)
/// ```
public final class UIFontMetrics: NSObject, @unchecked Sendable {
  /// The metrics of the body style.
  public static let `default` = UIFontMetrics(forTextStyle: .body)
  /// The text style the metrics follow.
  public let textStyle: UIFont.TextStyle

  /// The metrics of `textStyle` (body's rules for a raw value UIKit does not define).
  public init(forTextStyle textStyle: UIFont.TextStyle) {
    self.textStyle = textStyle
    super.init()
  }

  /// LayoutShot's metrics of the style.
  private var metrics: FontMetrics { FontMetrics(forTextStyle: textStyle.textStyle ?? .body) }

  /// `font`, taken as its size at the default text size, scaled for the app's text size (the
  /// user's setting at launch: the screen's in a layout, Large outside one); it follows its view's
  /// traits in a view that adjusts its font for the content size category.
  ///
  /// ```swift
  /// let font = UIFontMetrics(forTextStyle: .body).scaledFont(for: .systemFont(ofSize: 17))
  /// font.pointSize  // 17 on a screen at Large; 48 at AX3
  /// ```
  public func scaledFont(for font: UIFont) -> UIFont {
    scaledFont(for: font, maximumPointSize: 0, compatibleWith: nil)
  }

  /// `font` scaled for the app's text size (the screen's), at most `maximumPointSize` (0: no
  /// limit); the limit holds at every text size.
  ///
  /// ```swift
  /// let capped = UIFontMetrics(forTextStyle: .body).scaledFont(for: .systemFont(ofSize: 17), maximumPointSize: 30)
  /// // 30 points, not 48, on a screen at AX3
  /// ```
  public func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
    scaledFont(for: font, maximumPointSize: maximumPointSize, compatibleWith: nil)
  }

  /// `font` scaled for `traitCollection`'s text size (`preferredContentSizeCategory`; the app's,
  /// the screen's, when `nil` or unspecified).
  ///
  /// ```swift
  /// let huge = UITraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)
  /// UIFontMetrics.default.scaledFont(for: .systemFont(ofSize: 17), compatibleWith: huge).pointSize  // 48
  /// ```
  public func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
    scaledFont(for: font, maximumPointSize: 0, compatibleWith: traitCollection)
  }

  /// `font` scaled for `traitCollection`'s text size, at most `maximumPointSize` (0: no limit).
  ///
  /// A font that already follows Dynamic Type (a text style's, or one this made) is scaled from
  /// its size at the default text size rather than compounded; UIKit raises an exception instead
  /// ("A scaled font returned by UIFontMetrics should not be used to create another scaled
  /// font.").
  public func scaledFont(
    for font: UIFont, maximumPointSize: CGFloat, compatibleWith traitCollection: UITraitCollection?
  ) -> UIFont {
    let scaled = metrics.scaledFont(
      for: font.layoutShotFont, maximumPointSize: Double(maximumPointSize),
      contentSize: UIContentSizeCategory.textSize(of: traitCollection))
    return UIFont(scaled, weight: font.weight, name: font.fontName)
  }

  /// `value` scaled for the app's text size (the screen's in a layout, Large outside one),
  /// rounded to the screen's pixel grid.
  ///
  /// ```swift
  /// UIFontMetrics.default.scaledValue(for: 8)  // 8 at Large
  /// ```
  public func scaledValue(for value: CGFloat) -> CGFloat {
    scaledValue(for: value, compatibleWith: nil)
  }

  /// `value` scaled for `traitCollection`'s text size (the screen's when `nil` or unspecified): times the
  /// style's leading there over its leading at Large, rounded to the pixel grid of its
  /// `displayScale` (the screen's scale when 0 or without traits).
  ///
  /// ```swift
  /// // On a 3x screen at AX5:
  /// UIFontMetrics(forTextStyle: .body).scaledValue(for: 14, compatibleWith: traitCollection)  // 39.333
  /// ```
  public func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat {
    let scale =
      traitCollection.map(\.displayScale).flatMap { $0 > 0 ? $0 : nil }
      ?? CGFloat(LayoutRun.screen?.scale ?? 1)
    return CGFloat(
      metrics.scaledValue(
        for: Double(value), contentSize: UIContentSizeCategory.textSize(of: traitCollection),
        scale: Double(scale)))
  }
}
