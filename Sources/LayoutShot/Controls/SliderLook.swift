/// How a slider looks (`UISlider`, SwiftUI's `Slider`): a thin capsule track, filled up to a
/// thumb (Documentation/Controls.md#slider).
///
/// The classic slider has a 4-point track and a 28-point round thumb; the Liquid Glass slider a
/// 6-point track the full width of its bounds, `black` at 10 % after the thumb, and a 37 × 24
/// white capsule thumb (Documentation/Controls.md#ios-26).
///
/// ```swift
/// let look = SliderLook(edition: .liquidGlass)
/// view.drawing = look.drawing(fraction: 0.25, filledColor: .systemBlue)
/// ```
package struct SliderLook: ControlLook, Hashable {
  /// The slider's height; its width is what it is given.
  package let height: Double
  /// The track's thickness.
  package let trackHeight: Double
  /// How far in from the bounds' ends the track starts and stops.
  package let trackInset: Double
  /// The thumb's size: a 28-point circle (classic), a 37 × 24 capsule (Liquid Glass).
  package let thumbSize: Size
  /// The opacity of a disabled slider.
  package let disabledOpacity: Double
  /// The colour of the track after the thumb, unless the app sets one.
  package let restColor: Color
  /// The thumb's colour, unless the app sets one.
  package let thumbColor: Color
  /// Whether the thumb is Liquid Glass's lens at rest (a white capsule with glass's faint shadow)
  /// rather than the classic thumb with its ring and three shadows.
  package let hasGlassThumb: Bool

  /// The look of `edition`'s slider.
  package init(edition: ControlEdition) {
    // Neither edition's UIKit height differs in any source found: 31 (an estimate for iOS 26).
    height = 31
    disabledOpacity = 0.5
    thumbColor = .white
    switch edition {
    case .classic:
      trackHeight = 4
      trackInset = 3
      thumbSize = Size(width: 28, height: 28)
      restColor = .systemFill
      hasGlassThumb = false
    case .liquidGlass:
      trackHeight = 6
      trackInset = 0
      thumbSize = Size(width: 37, height: 24)
      restColor = Color(light: Color(white: 0, alpha: 0.1), dark: Color(white: 1, alpha: 0.1))
      hasGlassThumb = true
    }
  }

  /// The slider drawn at `fraction` (0 at the minimum, 1 at the maximum) of its range: the
  /// track filled with `filledColor` up to the thumb's centre, the rest after it.
  package func drawing(
    fraction: Double, filledColor: Color, restColor: Color? = nil, thumbColor: Color? = nil,
    isEnabled: Bool = true, isRightToLeft: Bool = false
  ) -> Drawing {
    let thumb = thumbSize.width, inset = trackInset
    // The thumb's centre is at thumb / 2 + fraction × (width − thumb): its edges reach the
    // bounds' ends at either end of the range.
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
      x: thumbCenter, y: .fraction(0.5), width: thumb, height: thumbSize.height)
    let track: [Drawing.Element] = [
      .fill(rest, cornerRadius: .infinity, color: restColor ?? self.restColor),
      .fill(filled, cornerRadius: .infinity, color: filledColor),
    ]
    let thumbFill = thumbColor ?? self.thumbColor
    let drawing: Drawing
    if hasGlassThumb {
      drawing = Drawing(track + GlassMaterial(.regular, tint: thumbFill).elements(thumbPlace))
    } else {
      drawing = Drawing(
        track + [
          .boxShadow(thumbPlace, opacity: 0x26 / 255, down: 3, blurRadius: 8),
          .boxShadow(thumbPlace, opacity: 0x29 / 255, down: 1, blurRadius: 1),
          .boxShadow(thumbPlace, opacity: 0x1A / 255, down: 3, blurRadius: 1),
          .thumbRing(thumbPlace),
          .fill(thumbPlace, cornerRadius: .infinity, color: thumbFill),
        ])
    }
    // Right to left the minimum is on the right and the track fills from there
    // (Documentation/RightToLeft.md#controls).
    return drawing.shown(isRightToLeft: isRightToLeft, isEnabled: isEnabled, disabledOpacity: disabledOpacity)
  }
}
