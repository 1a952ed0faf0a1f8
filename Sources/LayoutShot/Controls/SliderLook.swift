/// How a slider looks (`UISlider`, SwiftUI's `Slider`): a thin capsule track, filled up to a
/// round thumb (Documentation/Controls.md#slider).
///
/// ```swift
/// let look = SliderLook(edition: .classic)
/// view.drawing = look.drawing(fraction: 0.25, filledColor: .systemBlue)
/// ```
package struct SliderLook: Hashable, Sendable {
  /// The slider's height; its width is what it is given.
  package let height: Double
  /// The track's thickness.
  package let trackHeight: Double
  /// How far in from the bounds' ends the track starts and stops.
  package let trackInset: Double
  /// The thumb's diameter.
  package let thumbDiameter: Double
  /// The opacity of a disabled slider.
  package let disabledOpacity: Double
  /// The colour of the track after the thumb, unless the app sets one.
  package let restColor: Color
  /// The thumb's colour, unless the app sets one.
  package let thumbColor: Color

  /// The look of `edition`'s slider.
  package init(edition: ControlEdition) {
    switch edition {
    case .classic:
      height = 31
      trackHeight = 4
      trackInset = 3
      thumbDiameter = 28
      disabledOpacity = 0.5
      restColor = .systemFill
      thumbColor = .white
    }
  }

  /// The slider drawn at `fraction` (0 at the minimum, 1 at the maximum) of its range: the
  /// track filled with `filledColor` up to the thumb's centre, the rest after it.
  package func drawing(
    fraction: Double, filledColor: Color, restColor: Color? = nil, thumbColor: Color? = nil,
    isEnabled: Bool = true, isRightToLeft: Bool = false
  ) -> Drawing {
    let thumb = thumbDiameter, inset = trackInset
    // The thumb's centre is at thumb / 2 + fraction × (width − thumb).
    let thumbCenter = Drawing.Length.fraction(fraction, plus: thumb / 2 - fraction * thumb)
    let band = Drawing.Placement.horizontalBand(height: trackHeight)
    let filled = Drawing.Placement(
      x: .points(inset), y: band.y, width: .fraction(thumbCenter.fraction, plus: thumbCenter.points - inset),
      height: band.height)
    let rest = Drawing.Placement(
      x: thumbCenter, y: band.y,
      width: .fraction(1 - thumbCenter.fraction, plus: -inset - thumbCenter.points),
      height: band.height)
    let thumbPlace = Drawing.Placement.centered(
      x: thumbCenter, y: .fraction(0.5), width: thumb, height: thumb)
    let drawing = Drawing([
      .fill(rest, cornerRadius: .infinity, color: restColor ?? self.restColor),
      .fill(filled, cornerRadius: .infinity, color: filledColor),
      .boxShadow(thumbPlace, opacity: 0x26 / 255, down: 3, blurRadius: 8),
      .boxShadow(thumbPlace, opacity: 0x29 / 255, down: 1, blurRadius: 1),
      .boxShadow(thumbPlace, opacity: 0x1A / 255, down: 3, blurRadius: 1),
      .thumbRing(thumbPlace),
      .fill(thumbPlace, cornerRadius: .infinity, color: thumbColor ?? self.thumbColor),
    ])
    // Right to left the minimum is on the right and the track fills from there
    // (Documentation/RightToLeft.md#controls).
    return drawing.shown(isRightToLeft: isRightToLeft, isEnabled: isEnabled, disabledOpacity: disabledOpacity)
  }
}
