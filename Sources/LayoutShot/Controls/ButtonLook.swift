/// How a system button with a background looks (`UIButton.Configuration`, SwiftUI's `Button`
/// styles): its padding and corners by size, its colours by fill
/// (Documentation/Controls.md#button-configurations).
///
/// In the Liquid Glass edition the dynamic corners are nearly half a default button's height, so
/// buttons read as capsules, and the glass fills draw Liquid Glass
/// (Documentation/Controls.md#ios-26).
///
/// ```swift
/// let look = ButtonLook(edition: .classic)
/// let insets = look.contentInsets(.medium)                     // 7 above and below, 12 at the sides
/// let fill = look.backgroundColor(.tinted, tint: .systemBlue)  // the tint at 12 %, 26 % dark
/// let glass = look.glass(.prominentGlass(.regular), tint: .systemBlue)  // glass filled with the tint
/// ```
package struct ButtonLook: ControlLook, Hashable {
  /// What is behind a button's title.
  package enum Fill: Hashable, Sendable {
    /// Nothing: a tinted title (UIKit's plain, SwiftUI's borderless).
    case none
    /// The tint, faint: a tinted title (UIKit's tinted).
    case tinted
    /// A grey fill: a tinted title (UIKit's gray and bordered, SwiftUI's bordered).
    case gray
    /// The tint: a white title (UIKit's filled, SwiftUI's borderedProminent).
    case filled
    /// Liquid Glass of a style: a tinted title (UIKit's `glass()` and `clearGlass()`, SwiftUI's
    /// `.glass`).
    case glass(GlassMaterial.Style)
    /// Liquid Glass filled with the tint: a white title (UIKit's `prominentGlass()` and
    /// `prominentClearGlass()`, SwiftUI's `.glassProminent`).
    case prominentGlass(GlassMaterial.Style)
  }

  /// A button's size (UIKit's `UIButton.Configuration.Size`, SwiftUI's `ControlSize`).
  package enum Size: Hashable, Sendable {
    case mini, small, medium, large
  }

  /// The opacity a highlighted button's title and background keep.
  package let highlightedOpacity: Double
  /// A disabled button's background, whatever its fill.
  package let disabledBackground: Color
  /// A disabled button's title.
  package let disabledForeground: Color

  /// Which edition's corner radii the dynamic corner style takes.
  package let edition: ControlEdition

  /// The look of `edition`'s buttons.
  package init(edition: ControlEdition) {
    self.edition = edition
    highlightedOpacity = 0.4
    disabledBackground = .quaternarySystemFill
    disabledForeground = .tertiaryLabel
  }

  /// The space round the title: 7 points above and below and 12 at the sides for a medium
  /// button (a filled "Button" is 75 × 35); the other sizes are estimates.
  package func contentInsets(_ size: Size) -> EdgeInsets {
    switch size {
    case .mini: EdgeInsets(top: 3, left: 8, bottom: 3, right: 8)
    case .small: EdgeInsets(top: 5, left: 10, bottom: 5, right: 10)
    case .medium: EdgeInsets(top: 7, left: 12, bottom: 7, right: 12)
    case .large: EdgeInsets(top: 14, left: 20, bottom: 14, right: 20)
    }
  }

  /// The radius of the background's corners in the dynamic corner style: 4, 4, 5.95 and 12
  /// from mini to large (classic); 14, 14, 17 and 25 (Liquid Glass), nearly half a default
  /// button's height, so a medium "Button" (35 tall) is all but a capsule.
  package func cornerRadius(_ size: Size) -> Double {
    switch (edition, size) {
    case (.classic, .mini), (.classic, .small): 4
    case (.classic, .medium): 5.95
    case (.classic, .large): 12
    case (.liquidGlass, .mini), (.liquidGlass, .small): 14
    case (.liquidGlass, .medium): 17
    case (.liquidGlass, .large): 25
    }
  }

  /// The title's text style: footnote for mini, subheadline for small, body otherwise.
  package func titleStyle(_ size: Size) -> TextStyle {
    switch size {
    case .mini: .footnote
    case .small: .subheadline
    case .medium, .large: .body
    }
  }

  /// The title's colour: white on a filled button or prominent glass, else the tint.
  package func foregroundColor(_ fill: Fill, tint: Color) -> Color {
    switch fill {
    case .filled, .prominentGlass: .white
    case .none, .tinted, .gray, .glass: tint
    }
  }

  /// The background behind a button of `fill`: none; the tint at 12 % opacity in light and 26 %
  /// in dark (tinted); `tertiarySystemFill` (gray, an estimate); the tint (filled); glass's body
  /// colour (glass, drawn with ``glass(_:tint:)``).
  package func backgroundColor(_ fill: Fill, tint: Color) -> Color? {
    switch fill {
    case .none: nil
    case .tinted: Color(light: tint.withAlphaComponent(0.12), dark: tint.withAlphaComponent(0.26))
    case .gray: .tertiarySystemFill
    case .filled: tint
    case .glass, .prominentGlass: glass(fill, tint: tint)?.bodyColor
    }
  }

  /// The fill this edition draws for `fill`: itself, but where there is no glass (classic) gray
  /// for glass and filled for prominent glass, the fallbacks apps usually give iOS 18 (an
  /// estimate).
  package func drawnFill(_ fill: Fill) -> Fill {
    switch (edition, fill) {
    case (.classic, .glass): .gray
    case (.classic, .prominentGlass): .filled
    default: fill
    }
  }

  /// The glass behind a button of `fill`: plain glass of its style, or glass filled with `tint`
  /// when prominent; `nil` for the fills that are not glass.
  package func glass(_ fill: Fill, tint: Color) -> GlassMaterial? {
    switch fill {
    case .glass(let style): GlassMaterial(style)
    case .prominentGlass(let style): GlassMaterial(style, tint: tint)
    case .none, .tinted, .gray, .filled: nil
    }
  }
}
