/// A font by family, weight and size, resolved to a ``SizedFont`` through a ``FontRegistry`` when
/// text is measured: what a label stores, as `UIFont.systemFont(ofSize:)` names a font without
/// loading it.
///
/// The "system font" is the registry's default family: ``FontRegistry/systemFamily`` (Inter with
/// San Francisco's metrics, bundled) unless changed, so snapshots do not depend on what is
/// installed.
///
/// ```swift
/// label.font = .systemFont(ofSize: 17)
/// title.font = .boldSystemFont(ofSize: 28)
/// brand.font = FontDescriptor(family: "Inter", size: 15)
/// ```
///
/// A font may follow the Dynamic Type text size (``dynamicTypeScaling``): LayoutShot's
/// `FontDescriptor.preferredFont(forTextStyle:contentSize:)` makes a text style's font, and a label
/// that adjusts its font for the content size category takes its size at the screen's text size.
public struct FontDescriptor: Hashable, Sendable, CustomStringConvertible {
  /// The family's name; `nil` for the registry's default family.
  public var family: String?
  /// The weight, 100 to 900.
  public var weight: FontWeight
  /// Whether the font is italic (drawn upright in a family without an italic).
  public var isItalic: Bool
  /// The size in points.
  public var pointSize: Double
  /// How the size follows the Dynamic Type text size: `nil` (the default) for a font of fixed size;
  /// a text style for a preferred font; a size scaled like a style's for a font from
  /// `UIFontMetrics`.
  ///
  /// ``pointSize`` is the size at the text size the font was made for.
  public var dynamicTypeScaling: DynamicTypeScaling?
  /// The system font's design (``FontDesign``; the default design by default).
  public var design = FontDesign.default
  /// Whether its digits are tabular, each as wide as the widest (`monospacedDigitSystemFont`,
  /// SwiftUI's `monospacedDigit()`); the monospaced design's always are.
  public var usesTabularDigits = false

  /// A font of `family` (the default family when `nil`) at `size` points and `weight`.
  public init(family: String? = nil, size: Double, weight: FontWeight = .regular, italic: Bool = false) {
    self.family = family
    self.weight = weight
    self.pointSize = size
    self.isItalic = italic
  }

  /// The text style whose sizes the font follows, if it follows one (``dynamicTypeScaling``).
  public var textStyle: TextStyle? { dynamicTypeScaling?.textStyle }

  /// The default family at `size` points, regular.
  public static func systemFont(ofSize size: Double) -> FontDescriptor {
    FontDescriptor(size: size)
  }

  /// The default family at `size` points and `weight`.
  public static func systemFont(ofSize size: Double, weight: FontWeight) -> FontDescriptor {
    FontDescriptor(size: size, weight: weight)
  }

  /// The default family at `size` points, bold.
  public static func boldSystemFont(ofSize size: Double) -> FontDescriptor {
    FontDescriptor(size: size, weight: .bold)
  }

  /// The font in `registry` at this size.
  ///
  /// - Throws: ``FontError/fontNotFound(family:weight:searched:)`` or
  ///   ``FontError/unknownFamily(_:registered:)`` when the registry cannot supply the family, or a
  ///   parse error of its file.
  public func resolved(in registry: FontRegistry = .shared) throws(FontError) -> SizedFont {
    // Every design is drawn in the family (Documentation/SwiftUIDrawing.md#font-designs).
    var font = SizedFont(
      try registry.font(family: family, weight: weight, italic: isItalic), pointSize: pointSize)
    font.usesTabularDigits = usesTabularDigits || design == .monospaced
    return font
  }

  /// The family, design, weight, slant, digits and size, and the text style a Dynamic Type font
  /// follows:
  /// `system semibold 17 pt`, `system regular 17 pt, body`.
  public var description: String {
    "\(family ?? "system")\(design == .default ? "" : " \(design)") \(weight)\(isItalic ? " italic" : "")"
      + "\(usesTabularDigits ? " tabular digits" : "") \(PathNumber.text(pointSize)) pt"
      + (textStyle.map { ", \($0)" } ?? "")
  }
}
