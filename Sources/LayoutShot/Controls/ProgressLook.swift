/// How a progress bar looks (`UIProgressView`, SwiftUI's linear `ProgressView`): a track filled
/// from the leading end (Documentation/Controls.md#progress-view).
///
/// iOS 26 draws it as iOS 18 does; only the tint palette changes (Documentation/Controls.md#ios-26).
///
/// ```swift
/// let look = ProgressLook(edition: .classic)
/// view.drawing = look.drawing(fraction: 0.4, filledColor: .systemBlue)
/// ```
package struct ProgressLook: ControlLook, Hashable {
  /// The height of the standard bar, with rounded ends.
  package let height: Double
  /// The height of the thinner toolbar bar, with square ends.
  package let barHeight: Double
  /// The track's colour of the standard bar, unless the app sets one (the toolbar bar's is
  /// clear).
  package let trackColor: Color

  /// The look of `edition`'s progress bar.
  package init(edition: ControlEdition) {
    switch edition {
    case .classic, .liquidGlass:
      height = 4
      barHeight = 2.5
      trackColor = .systemFill
    }
  }

  /// The bar drawn `fraction` full (0 to 1); `isBar` for the toolbar style.
  package func drawing(
    fraction: Double, filledColor: Color, trackColor: Color? = nil, isBar: Bool = false,
    isRightToLeft: Bool = false
  ) -> Drawing {
    let radius = isBar ? 0 : Double.infinity
    let filled = Drawing.Placement(width: .fraction(fraction), height: .fraction(1))
    // Right to left the bar fills from the right (Documentation/RightToLeft.md#controls).
    let drawing = Drawing([
      .fill(.bounds, cornerRadius: radius, color: trackColor ?? (isBar ? .clear : self.trackColor)),
      .fill(filled, cornerRadius: radius, color: filledColor),
    ])
    return drawing.shown(isRightToLeft: isRightToLeft)
  }
}
