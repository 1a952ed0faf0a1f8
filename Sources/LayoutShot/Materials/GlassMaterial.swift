/// Liquid Glass, the material iOS 26 draws its bars, floating buttons and control thumbs with,
/// drawn flat and deterministically: a soft shadow, a body that washes whatever lies behind it
/// toward the glass's fill colour, and a rim of light brighter at the upper left
/// (Documentation/LiquidGlass.md).
///
/// Real glass also blurs, saturates and refracts its backdrop; over a flat backdrop those change
/// nothing, so the flat drawing is what the system shows there, and over photos or text it is
/// the same wash without the blur.
///
/// ```swift
/// let platter = Drawing.Placement.bounds
/// view.drawing = Drawing(GlassMaterial.regular.elements(platter, cornerRadius: .infinity))
/// let prominent = GlassMaterial(.regular, tint: .systemBlue)   // a prominent glass button
/// ```
package struct GlassMaterial: Hashable, Sendable {
  /// How much of the backdrop the glass lets through.
  package enum Style: Hashable, Sendable {
    /// The glass of bars, buttons and platters: mostly the fill colour.
    case regular
    /// The nearly transparent glass drawn over photos and media (`clearGlass()`, `.clear`).
    case clear
  }

  /// How much of the backdrop shows.
  package var style: Style
  /// The colour a prominent (tinted) glass is filled with; `nil` for plain glass.
  package var tint: Color?

  /// Glass of `style`, tinted with `tint` when it is prominent.
  package init(_ style: Style = .regular, tint: Color? = nil) {
    self.style = style
    self.tint = tint
  }

  /// The regular, untinted glass of bars and buttons.
  package static let regular = GlassMaterial()
  /// The clear glass of media controls.
  package static let clear = GlassMaterial(.clear)

  /// The glass's body: the fill colour at the opacity the backdrop is washed toward it with.
  ///
  /// Regular glass is #FEFDFD at 0.68 in light mode and #1B1817 at 0.665 in dark
  /// mode; clear glass #FEFCFC at 0.17 and #FDFAFB at 0.16 (fitted to SwiftUI's `.glassEffect` on
  /// iOS 26.4; **M**).
  package var bodyColor: Color {
    switch (style, tint) {
    case (.regular, let tint?): tint
    case (.clear, let tint?): tint.withAlphaMultiplied(by: 0.35)
    case (.regular, nil):
      Color(
        light: Color(red255: 0xFE, green: 0xFD, blue: 0xFD, alpha: 0.68),
        dark: Color(red255: 0x1B, green: 0x18, blue: 0x17, alpha: 0.665))
    case (.clear, nil):
      Color(
        light: Color(red255: 0xFE, green: 0xFC, blue: 0xFC, alpha: 0.17),
        dark: Color(red255: 0xFD, green: 0xFA, blue: 0xFB, alpha: 0.16))
    }
  }

  /// The shadow regular glass casts all round, with no offset: black at 0.05 in light mode and
  /// 0.03 in dark mode, fading out over about 21 points (a Gaussian of deviation 7); clear glass
  /// casts none (**M**).
  package var shadowColor: Color? {
    switch style {
    case .regular: Color(light: Color(white: 0, alpha: 0.05), dark: Color(white: 0, alpha: 0.03))
    case .clear: nil
    }
  }

  /// The standard deviation of the shadow's blur, in points.
  package static let shadowBlur = 7.0

  /// The rim's width: 1 point for regular glass, 1.5 for clear (**M**).
  package var rimWidth: Double {
    switch style {
    case .regular: 1
    case .clear: 1.5
    }
  }

  /// The rim's light, from the upper left to the lower right: white at 0.23 (light) or 0.35
  /// (dark) falling to a third of that on regular glass; white at 0.63 (light) or 0.52 (dark),
  /// even all round, on clear glass (**M**).
  package var rimColors: [Color] {
    func white(light: Double, dark: Double) -> Color {
      Color(light: Color(white: 1, alpha: light), dark: Color(white: 1, alpha: dark))
    }
    switch style {
    case .regular: return [white(light: 0.23, dark: 0.35), white(light: 0.23 / 3, dark: 0.35 / 3)]
    case .clear: return [white(light: 0.63, dark: 0.52), white(light: 0.63, dark: 0.52)]
    }
  }

  /// The elements that draw a piece of this glass at `place`, rounded by `cornerRadius`
  /// (`.infinity` for a capsule): its shadow (unless `castsShadow` is false, as for glass on
  /// glass), its body and its rim, back to front.
  package func elements(
    _ place: Drawing.Placement, cornerRadius: Double = .infinity, castsShadow: Bool = true
  ) -> [Drawing.Element] {
    var elements: [Drawing.Element] = []
    if castsShadow, let shadowColor {
      elements.append(
        .outerShadow(place, cornerRadius: cornerRadius, color: shadowColor, blur: Self.shadowBlur))
    }
    elements.append(.fill(place, cornerRadius: cornerRadius, color: bodyColor))
    let light = DrawnLayer.GradientContent(
      kind: .axial, colors: rimColors, locations: nil, start: Point(x: 0, y: 0), end: Point(x: 1, y: 1))
    elements.append(.gradientStroke(place, cornerRadius: cornerRadius, width: rimWidth, gradient: light))
    return elements
  }
}
