/// How a system button with a background looks (`UIButton.Configuration`, SwiftUI's `Button`
/// styles): its padding and corners by size, its colours by fill
/// (Documentation/Controls.md#button-configurations).
///
/// ```swift
/// let look = ButtonLook(edition: .classic)
/// let insets = look.contentInsets(.medium)                     // 7 above and below, 12 at the sides
/// let fill = look.backgroundColor(.tinted, tint: .systemBlue)  // the tint at 12 %, 26 % dark
/// ```
package struct ButtonLook: Hashable, Sendable {
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

  /// The look of `edition`'s buttons.
  package init(edition: ControlEdition) {
    switch edition {
    case .classic:
      highlightedOpacity = 0.4
      disabledBackground = .quaternarySystemFill
      disabledForeground = .tertiaryLabel
    }
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

  /// The radius of the background's corners in the dynamic corner style.
  package func cornerRadius(_ size: Size) -> Double {
    switch size {
    case .mini, .small: 4
    case .medium: 5.95
    case .large: 12
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

  /// The title's colour: white on a filled button, else the tint.
  package func foregroundColor(_ fill: Fill, tint: Color) -> Color {
    fill == .filled ? .white : tint
  }

  /// The background behind a button of `fill`: none; the tint at 12 % opacity in light and 26 %
  /// in dark (tinted); `tertiarySystemFill` (gray, an estimate); the tint (filled).
  package func backgroundColor(_ fill: Fill, tint: Color) -> Color? {
    switch fill {
    case .none: nil
    case .tinted: Color(light: tint.withAlphaComponent(0.12), dark: tint.withAlphaComponent(0.26))
    case .gray: .tertiarySystemFill
    case .filled: tint
    }
  }
}
