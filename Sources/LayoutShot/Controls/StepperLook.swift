/// How a stepper looks (`UIStepper`, SwiftUI's `Stepper`'s control): a rounded grey plate split
/// by a hairline into a minus and a plus, as a segmented control's plate
/// (Documentation/Controls.md#stepper).
///
/// The Liquid Glass stepper keeps the size and is a capsule (Documentation/Controls.md#ios-26).
///
/// ```swift
/// let look = StepperLook(edition: .liquidGlass)
/// view.drawing = look.drawing(canStepDown: false, canStepUp: true)
/// ```
package struct StepperLook: ControlLook, Hashable {
  /// The stepper's fixed size: 94 × 32 points.
  package let size: Size
  /// The plate's corner radius, a segmented control's: 8 (classic), a capsule's (Liquid Glass).
  package let cornerRadius: Double
  /// The divider's width, and how far it stops short of the top and bottom.
  package let dividerWidth: Double, dividerInset: Double
  /// The divider's colour.
  package let dividerColor: Color
  /// The side of the minus's and plus's square, and their bars' thickness.
  package let glyphLength: Double, glyphThickness: Double
  /// The opacity of a disabled stepper.
  package let disabledOpacity: Double

  /// The look of `edition`'s stepper.
  package init(edition: ControlEdition) {
    size = Size(width: 94, height: 32)
    dividerWidth = 1
    dividerInset = 7
    dividerColor = Color(red255: 0x8E, green: 0x8E, blue: 0x93, alpha: 0.3)
    glyphLength = 14
    glyphThickness = 2
    disabledOpacity = 0.5
    switch edition {
    case .classic: cornerRadius = 8
    case .liquidGlass: cornerRadius = .infinity
    }
  }

  /// The stepper drawn with each half's glyph in the label colour when it can step, else in the
  /// tertiary label colour; the minus on the left unless right to left.
  package func drawing(
    canStepDown: Bool, canStepUp: Bool, isEnabled: Bool = true, isRightToLeft: Bool = false
  ) -> Drawing {
    let halfWidth = (size.width - dividerWidth) / 2
    // The halves' centres, from the left edge: the minus's side first unless right to left.
    let leftCenter = halfWidth / 2, rightCenter = size.width - halfWidth / 2
    let divider = Drawing.Placement.centered(
      x: .points(halfWidth + dividerWidth / 2), y: .fraction(0.5), width: dividerWidth,
      height: size.height - 2 * dividerInset)
    func glyph(_ path: Path, at center: Double, enabled: Bool) -> Drawing.Element {
      let box = Drawing.Placement.centered(
        x: .points(center), y: .fraction(0.5), width: glyphLength, height: glyphLength)
      return .path(path, in: box, color: enabled ? .label : .tertiaryLabel)
    }
    let thickness = glyphThickness / glyphLength
    // The plus is one shape, so that a faded plus stays even where its bars cross.
    let drawing = Drawing([
      .fill(.bounds, cornerRadius: cornerRadius, color: .tertiarySystemFill),
      .fill(divider, cornerRadius: 0, color: dividerColor),
      glyph(
        .roundedBars(across: true, down: false, thickness: thickness),
        at: isRightToLeft ? rightCenter : leftCenter, enabled: canStepDown),
      glyph(
        .roundedBars(across: true, down: true, thickness: thickness),
        at: isRightToLeft ? leftCenter : rightCenter, enabled: canStepUp),
    ])
    return isEnabled ? drawing : drawing.faded(to: disabledOpacity)
  }
}
