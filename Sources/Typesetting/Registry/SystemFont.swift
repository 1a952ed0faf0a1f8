/// What makes Inter stand in for San Francisco, the iPhone's system font, which may not be used
/// off Apple's platforms: San Francisco's line metrics and its size-dependent tracking.
///
/// Inter's advance widths are close to San Francisco's own; with San Francisco's tracking applied
/// (Apple's table up to 17 points, then values fitted to iOS's measurements) ordinary text
/// measures within 1.5 % of iOS, 0.8 % on average (`SystemFontMeasurementTests` holds the published
/// iOS measurements). Its line metrics are not close: lines are set with San Francisco's instead, so a
/// line of the 17-point system font is 20.287 points tall, as on iOS.
///
/// ```swift
/// let body = try FontRegistry.shared.font(weight: .regular).sized(17)   // the system font
/// body.tracking     // −0.442 points after every character: −26/1000 em
/// body.lineHeight   // 20.287109375
/// ```
package enum SystemFont {
  /// San Francisco's vertical metrics (SF Pro Text and Display alike): ascender 1950, descender
  /// −494, line gap 0 and cap height 1443 at 2048 units per em.
  ///
  /// `UIFont.systemFont(ofSize: 17)` reports ascender
  /// 16.1865234375, descender −4.1005859375 and line height 20.287109375 on iOS 26.1, which is
  /// exactly these at 17 points; at 8 points every weight reports cap height 5.63671875, which is
  /// 1443 units, and leading 0 (measured on the iOS 26.1 simulator by the openuikit project,
  /// `golden/font_metrics_ios.json`).
  package static let lineMetrics = LineMetrics(
    ascender: 1950, descender: -494, lineGap: 0, capHeight: 1443, unitsPerEm: 2048)

  /// The tracking the system font is set with at `weight`, by point size, in thousandths of an
  /// em: the regular weight's (``regularTracking``) plus the weight's offset at each size
  /// (``weightOffset(_:atSize:)``).
  package static func tracking(weight: FontWeight) -> Tracking {
    Tracking(regularTracking.map { ($0.size, $0.value + weightOffset(weight, atSize: $0.size)) })
  }

  /// Apple's tracking table for SF Pro on iOS up to 17 points, in thousandths of an em (Human
  /// Interface Guidelines, Typography › Specifications › Tracking values, "iOS, iPadOS,
  /// visionOS"; https://developer.apple.com/design/human-interface-guidelines/typography).
  ///
  /// It is
  /// the regular weight's tracking as it is: with it, Inter measures ordinary text within 0.7 %
  /// of iOS on average.
  package static let appleTracking: [(size: Double, value: Double)] = [
    (6, 41), (7, 34), (8, 26), (9, 19), (10, 12), (11, 6), (12, 0), (13, -6), (14, -11), (15, -16), (16, -20),
    (17, -26),
  ]

  /// The regular weight's tracking from 17.5 points up, in thousandths of an em, fitted to iOS
  /// 26.1's measurements (see LayoutShot's article "Faithfulness to UIKit", "The system font").
  ///
  /// From 17.5 points iOS blends San
  /// Francisco towards its display design, whose letters are narrower than Inter's, and Apple's
  /// table from there on is the display design's own; so each size's value here is the one that
  /// keeps the widths of ordinary text nearest iOS's. Above 40 points, the last value holds.
  package static let displayTracking: [(size: Double, value: Double)] = [
    (17.5, -27.7), (18, -28.6), (19, -30.2), (20, -37.5), (21, -40.5), (22, -43.5), (23, -44.5), (24, -45.5),
    (25, -45.7), (26, -45.4), (27, -45.5), (28, -45.2), (29, -45.7), (30, -45.7), (31, -46.2), (32, -46.2),
    (33, -47.2), (34, -47.7), (35, -48.2), (36, -48.6), (37, -49.1), (38, -49.1), (39, -49.6), (40, -49.6),
  ]

  /// The regular weight's tracking by size: ``appleTracking`` then ``displayTracking``,
  /// interpolated linearly between sizes.
  package static let regularTracking: [(size: Double, value: Double)] = appleTracking + displayTracking

  /// How much more tracking each of UIKit's weights needs than regular, in thousandths of an em,
  /// at text sizes (up to 17 points) and at display sizes (from 26 points), fitted to iOS 26.1's
  /// measurements: Inter's weights widen its letters less than San Francisco's do, and more so in
  /// the display design.
  package static let weightOffsets: [(weight: Double, text: Double, display: Double)] = [
    (100, -12.7, -22.4), (200, -12.0, -19.2), (300, -5.0, -7.4), (400, 0, 0), (500, 5.8, 8.5),
    (600, 9.5, 13.2),
    (700, 16.3, 21.4), (800, 28.4, 35.5), (900, 38.4, 47.3),
  ]

  /// The sizes between which the weight offsets go from their text to their display values.
  static let blend = (from: 17.0, to: 26.0)

  /// The offset of `weight` at `size` from ``weightOffsets``: interpolated between the two named
  /// weights around it, and between the text and display values by size.
  package static func weightOffset(_ weight: FontWeight, atSize size: Double) -> Double {
    let weights = weightOffsets.map(\.weight)
    let text = Tracking(zip(weights, weightOffsets.map(\.text)).map { ($0, $1) })
    let display = Tracking(zip(weights, weightOffsets.map(\.display)).map { ($0, $1) })
    // Tracking interpolates a table linearly and holds its ends: used here over weights.
    let fraction = min(max((size - blend.from) / (blend.to - blend.from), 0), 1)
    return text.thousandths(atSize: weight.value) * (1 - fraction) + display.thousandths(atSize: weight.value)
      * fraction
  }

  /// The bundled variable fonts' file names.
  static let uprightFileName = "Inter-roman.var.ttf"
  static let italicFileName = "Inter-italic.var.ttf"
}
