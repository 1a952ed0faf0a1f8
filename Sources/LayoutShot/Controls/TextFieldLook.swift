/// How a text field with a rounded border looks (`UITextField`'s `.roundedRect`, SwiftUI's
/// `.roundedBorder` text field style): a fill with 5-point corners and a one-pixel border, the
/// text 7 points in from either side, the field 13 points taller than a line
/// (Documentation/Controls.md#text-field).
///
/// iOS 26 draws the rounded border as iOS 18 does (Documentation/Controls.md#ios-26).
///
/// ```swift
/// let look = TextFieldLook(edition: .classic)
/// view.drawing = Drawing(look.roundedBorder(isEnabled: true, pixel: 1.0 / 3))
/// ```
package struct TextFieldLook: ControlLook, Hashable {
  /// The corner radius of the rounded border.
  package let cornerRadius: Double
  /// The space between the text and either side of the rounded border.
  package let textInset: Double
  /// How much taller than a line of its text a rounded field is, before rounding up to a point.
  package let extraHeight: Double
  /// The fill of an enabled field: white, black in dark.
  package let fill: Color
  /// The fill of a disabled field: #FAFAFA, #050505 in dark.
  package let disabledFill: Color
  /// The border: black at 20 %, white at 20 % in dark.
  package let border: Color
  /// What stands for each character of secure text.
  package let bullet: Character

  /// The look of `edition`'s text fields.
  package init(edition: ControlEdition) {
    switch edition {
    case .classic, .liquidGlass:
      cornerRadius = 5
      textInset = 7
      extraHeight = 13
      fill = Color(light: .white, dark: .black)
      disabledFill = Color(
        light: Color(red255: 0xFA, green: 0xFA, blue: 0xFA),
        dark: Color(red255: 0x05, green: 0x05, blue: 0x05))
      border = Color(light: Color(white: 0, alpha: 0.2), dark: Color(white: 1, alpha: 0.2))
      bullet = "\u{2022}"
    }
  }

  /// The height of a rounded field whose text's line is `lineHeight` points: 13 more, rounded up
  /// to a whole point (34 at the 17-point system font).
  package func roundedHeight(lineHeight: Double) -> Double {
    (lineHeight + extraHeight).rounded(.up)
  }

  /// The rounded border's fill and its border `pixel` points wide.
  package func roundedBorder(isEnabled: Bool, pixel: Double) -> [Drawing.Element] {
    [
      .fill(.bounds, cornerRadius: cornerRadius, color: isEnabled ? fill : disabledFill),
      .stroke(.bounds, cornerRadius: cornerRadius, width: pixel, color: border),
    ]
  }
}
