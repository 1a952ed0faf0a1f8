/// What makes Inter stand in for San Francisco, the iPhone's system font, which may not be used
/// off Apple's platforms: San Francisco's line metrics and its size-dependent tracking.
///
/// Inter's advance widths are close to San Francisco's own; with San Francisco's tracking applied
/// text measures within about 1 % of iOS (the README's table compares published iOS
/// measurements). Its line metrics are not: the lines are set with San Francisco's instead, so a
/// line of the 17-point system font is 20.287 points tall, as on iOS.
public enum SystemFont {
  /// San Francisco's vertical metrics (SF Pro Text and Display alike): ascender 1950, descender
  /// −494, line gap 0 at 2048 units per em. `UIFont.systemFont(ofSize: 17)` reports ascender
  /// 16.1865234375, descender −4.1005859375 and line height 20.287109375 on iOS 26.1, which is
  /// exactly these at 17 points (measured on the iOS 26.1 simulator by the openuikit project,
  /// `golden/font_metrics_ios.json`).
  public static let lineMetrics = LineMetrics(ascender: 1950, descender: -494, lineGap: 0, unitsPerEm: 2048)

  /// The tracking the system font is set with at `weight`, by point size, in thousandths of an
  /// em: the regular weight's by size (``regularTracking``) plus the weight's offset
  /// (``weightOffset(_:)``).
  public static func tracking(weight: FontWeight) -> Tracking {
    let offset = weightOffset(weight)
    return Tracking(regularTracking.map { ($0.size, $0.value + offset) })
  }

  /// Apple's tracking table for SF Pro on iOS, 6 to 19 points, in thousandths of an em (Human
  /// Interface Guidelines, Typography › Specifications › Tracking values, "iOS, iPadOS,
  /// visionOS"; https://developer.apple.com/design/human-interface-guidelines/typography). From 20
  /// points up the table gives SF Pro Display's tracking, for its narrower letters, which Inter
  /// does not have; there ``displayTracking`` takes over.
  public static let appleTracking: [(size: Double, value: Double)] = [
    (6, 41), (7, 34), (8, 26), (9, 19), (10, 12), (11, 6), (12, 0), (13, -6), (14, -11), (15, -16), (16, -20),
    (17, -26), (18, -25), (19, -24),
  ]

  /// What Inter's regular weight needs besides Apple's tracking to measure ordinary text as iOS
  /// does below 20 points, in thousandths of an em (fitted, see the README's "System font").
  public static let interOffset = 1.0

  /// The regular weight's tracking from 20 points up, in thousandths of an em, fitted to iOS
  /// measurements where San Francisco turns into its display design (see the README).
  public static let displayTracking: [(size: Double, value: Double)] = [(20, -37), (22, -43), (28, -43), (34, -45)]

  /// The regular weight's tracking by size: Apple's table plus ``interOffset`` below 20 points,
  /// ``displayTracking`` from 20 up, interpolated linearly between sizes.
  public static let regularTracking: [(size: Double, value: Double)] =
    appleTracking.map { ($0.size, $0.value + interOffset) } + displayTracking

  /// How much more tracking a weight needs than regular, in thousandths of an em: Inter's weights
  /// widen its letters differently from San Francisco's (fitted, see the README). A weight between
  /// two of UIKit's named weights is interpolated.
  public static let weightOffsets: [(weight: Double, value: Double)] = [
    (100, -14.5), (200, -16.4), (300, -9.4), (400, 0), (500, 4.3), (600, 8.3), (700, 15.6), (800, 28.4), (900, 39.1),
  ]

  /// The offset of `weight` from ``weightOffsets``.
  public static func weightOffset(_ weight: FontWeight) -> Double {
    Tracking(weightOffsets.map { ($0.weight, $0.value) }).thousandths(atSize: weight.value)
  }

  /// The bundled variable fonts' file names.
  static let uprightFileName = "Inter-roman.var.ttf"
  static let italicFileName = "Inter-italic.var.ttf"
}
