/// How an on/off switch looks (`UISwitch`, and SwiftUI's `Toggle` in the switch style): its
/// fixed size, its track and thumb (Documentation/Controls.md#switch).
///
/// ```swift
/// let look = SwitchLook(edition: .classic)
/// view.drawing = look.drawing(isOn: true, onColor: .systemIndigo)
/// ```
package struct SwitchLook: Hashable, Sendable {
  /// The switch's size, whatever it is offered: 51 × 31 points.
  package let size: Size
  /// The thumb's diameter.
  package let thumbDiameter: Double
  /// The opacity of a disabled switch.
  package let disabledOpacity: Double
  /// The track's colour when on, unless the app sets one.
  package let onColor: Color
  /// The track's colour when off.
  package let offColor: Color
  /// The thumb's colour, unless the app sets one.
  package let thumbColor: Color

  /// The look of `edition`'s switch.
  package init(edition: ControlEdition) {
    switch edition {
    case .classic:
      size = Size(width: 51, height: 31)
      thumbDiameter = 27
      disabledOpacity = 0.5
      onColor = .systemGreen
      offColor = .secondarySystemFill
      thumbColor = .white
    }
  }

  /// The switch drawn on or off in its bounds: the track, and the thumb with its shadows and ring
  /// at the end it rests at (the right when on, the left when right to left).
  package func drawing(
    isOn: Bool, onColor: Color? = nil, thumbColor: Color? = nil, isEnabled: Bool = true,
    isRightToLeft: Bool = false
  ) -> Drawing {
    // The thumb's centre is half the track's height (15.5 points) in from the end it rests at.
    let centerX: Drawing.Length = isOn ? .fraction(1, plus: -size.height / 2) : .points(size.height / 2)
    let thumb = Drawing.Placement.centered(
      x: centerX, y: .fraction(0.5), width: thumbDiameter, height: thumbDiameter)
    let drawing = Drawing([
      .fill(.bounds, cornerRadius: .infinity, color: isOn ? (onColor ?? self.onColor) : offColor),
      .boxShadow(thumb, opacity: 0x26 / 255, down: 3, blurRadius: 8),
      .boxShadow(thumb, opacity: 0x0F / 255, down: 3, blurRadius: 1),
      .thumbRing(thumb),
      .fill(thumb, cornerRadius: .infinity, color: thumbColor ?? self.thumbColor),
    ])
    return drawing.shown(isRightToLeft: isRightToLeft, isEnabled: isEnabled, disabledOpacity: disabledOpacity)
  }
}
