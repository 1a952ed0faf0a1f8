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

  /// The tracking the system font is set with at `weight`, by point size.
  public static func tracking(weight: FontWeight) -> Tracking {
    let offset = interOffset + weightOffset(weight)
    return Tracking(
      appleTracking.filter { $0.size < 20 }.map { ($0.size, $0.value + offset) }
        + fittedTracking.map { ($0.size, $0.value + weightOffset(weight)) })
  }

  /// Apple's tracking table for SF Pro on iOS, in thousandths of an em (Human Interface
  /// Guidelines, Typography › Specifications › Tracking values, "iOS, iPadOS, visionOS").
  static let appleTracking: [(size: Double, value: Double)] = [
    (6, 41), (7, 34), (8, 26), (9, 19), (10, 12), (11, 6), (12, 0), (13, -6), (14, -11), (15, -16), (16, -20),
    (17, -26), (18, -25), (19, -24),
  ]

  /// How much wider than San Francisco's Inter's regular letters are set below 20 points, in
  /// thousandths of an em: fitted (see ``tracking(weight:)``).
  static let interOffset = 6.0

  /// The regular weight's tracking from 20 points up, fitted.
  static let fittedTracking: [(size: Double, value: Double)] = [(20, -28), (22, -31), (28, -29), (34, -32)]

  /// How much more tracking a weight needs than regular, in thousandths of an em, fitted.
  static func weightOffset(_ weight: FontWeight) -> Double {
    let offsets: [(weight: Double, offset: Double)] = [
      (100, -12.5), (200, -15), (300, -5), (400, 0), (500, 4), (600, 4.7), (700, 9), (800, 19.4), (900, 27.4),
    ]
    let value = min(max(weight.value, 100), 900)
    guard let upper = offsets.firstIndex(where: { $0.weight >= value }) else { return 0 }
    guard upper > 0 else { return offsets[0].offset }
    let (low, high) = (offsets[upper - 1], offsets[upper])
    return low.offset + (high.offset - low.offset) * (value - low.weight) / (high.weight - low.weight)
  }

  /// The bundled variable fonts' file names.
  static let uprightFileName = "Inter-roman.var.ttf"
  static let italicFileName = "Inter-italic.var.ttf"
}
