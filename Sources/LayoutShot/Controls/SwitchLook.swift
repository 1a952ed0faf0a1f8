/// How an on/off switch looks (`UISwitch`, and SwiftUI's `Toggle` in the switch style): its
/// fixed size, its track and thumb (Documentation/Controls.md#switch).
///
/// The classic switch is 51 × 31 with a 27-point round thumb; the Liquid Glass switch is 63 × 28
/// with a 37 × 24 white capsule thumb 2 points in from the track's edges, on a
/// `tertiaryLabel` track when off (Documentation/Controls.md#ios-26).
///
/// ```swift
/// let look = SwitchLook(edition: .liquidGlass)
/// view.drawing = look.drawing(isOn: true, onColor: .systemIndigo)
/// ```
package struct SwitchLook: ControlLook, Hashable {
  /// The switch's size, whatever it is offered: 51 × 31 points (classic), 63 × 28 (Liquid Glass).
  package let size: Size
  /// The thumb's size: a 27-point circle (classic), a 37 × 24 capsule (Liquid Glass).
  package let thumbSize: Size
  /// The opacity of a disabled switch.
  package let disabledOpacity: Double
  /// The track's colour when on, unless the app sets one.
  package let onColor: Color
  /// The track's colour when off.
  package let offColor: Color
  /// The thumb's colour, unless the app sets one.
  package let thumbColor: Color
  /// Whether the thumb is Liquid Glass's lens at rest (a white capsule with glass's faint shadow)
  /// rather than the classic thumb with its ring and two shadows.
  package let hasGlassThumb: Bool

  /// The look of `edition`'s switch.
  package init(edition: ControlEdition) {
    disabledOpacity = 0.5
    onColor = .systemGreen
    thumbColor = .white
    switch edition {
    case .classic:
      size = Size(width: 51, height: 31)
      thumbSize = Size(width: 27, height: 27)
      offColor = .secondarySystemFill
      hasGlassThumb = false
    case .liquidGlass:
      size = Size(width: 63, height: 28)
      thumbSize = Size(width: 37, height: 24)
      offColor = .tertiaryLabel
      hasGlassThumb = true
    }
  }

  /// The switch drawn on or off in its bounds: the track, and the thumb with its shadows at the
  /// end it rests at (the right when on, the left when right to left).
  package func drawing(
    isOn: Bool, onColor: Color? = nil, thumbColor: Color? = nil, isEnabled: Bool = true,
    isRightToLeft: Bool = false
  ) -> Drawing {
    // The thumb's centre is half the track's height in from the end it rests at: 15.5 points on
    // the classic switch; 14 on the Liquid Glass one, whose wider thumb then centres 20.5 in
    // (2 + 37 / 2), as UIKit places it.
    let inset = hasGlassThumb ? (size.height - thumbSize.height) / 2 + thumbSize.width / 2 : size.height / 2
    let centerX: Drawing.Length = isOn ? .fraction(1, plus: -inset) : .points(inset)
    let thumb = Drawing.Placement.centered(
      x: centerX, y: .fraction(0.5), width: thumbSize.width, height: thumbSize.height)
    let track = Drawing.Element.fill(
      .bounds, cornerRadius: .infinity, color: isOn ? (onColor ?? self.onColor) : offColor)
    let thumbFill = thumbColor ?? self.thumbColor
    let drawing: Drawing
    if hasGlassThumb {
      drawing = Drawing([track] + GlassMaterial(.regular, tint: thumbFill).elements(thumb))
    } else {
      drawing = Drawing([
        track,
        .boxShadow(thumb, opacity: 0x26 / 255, down: 3, blurRadius: 8),
        .boxShadow(thumb, opacity: 0x0F / 255, down: 3, blurRadius: 1),
        .thumbRing(thumb),
        .fill(thumb, cornerRadius: .infinity, color: thumbFill),
      ])
    }
    return drawing.shown(isRightToLeft: isRightToLeft, isEnabled: isEnabled, disabledOpacity: disabledOpacity)
  }
}
