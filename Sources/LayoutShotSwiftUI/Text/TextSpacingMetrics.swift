import Foundation
import LayoutShot

/// The font metrics a text is spaced from its neighbours with: the largest ascender, descent,
/// leading and cap height of its fonts, in points, and the pixel its distances are rounded up to
/// (Documentation/SwiftUILayout.md#default-spacing).
///
/// ```swift
/// let body = TextSpacingMetrics(fonts: [systemFont17], scale: 3)
/// body.ascender    // 16.19
/// body.capHeight   // 11.98
/// ```
struct TextSpacingMetrics: Sendable {
  /// The top of a line above the baseline.
  var ascender: CGFloat
  /// The bottom of a line below the baseline, positive.
  var descent: CGFloat
  /// The extra space the font puts below each line (0 for the system font).
  var leading: CGFloat
  /// The height of capital letters above the baseline (the ascender when a font does not say).
  var capHeight: CGFloat
  /// One pixel, in points.
  var pixelLength: CGFloat

  /// The largest of each metric over `fonts`, at `scale` pixels per point.
  init(fonts: [SizedFont], scale: CGFloat) {
    ascender = CGFloat(fonts.map(\.ascender).max() ?? 0)
    descent = CGFloat(fonts.map { -$0.descender }.max() ?? 0)
    leading = CGFloat(fonts.map { max($0.lineGap, 0) }.max() ?? 0)
    capHeight = CGFloat(fonts.map { $0.capHeight ?? $0.ascender }.max() ?? 0)
    pixelLength = 1 / max(scale, 1)
  }

  /// The height of a line with its leading: what two texts' metrics are compared by.
  var lineSpacing: CGFloat { ascender + descent + leading }

  /// `length` rounded up to the pixel.
  func roundedUp(_ length: CGFloat) -> CGFloat {
    (length / pixelLength - 1e-7).rounded(.up) * pixelLength
  }
}
