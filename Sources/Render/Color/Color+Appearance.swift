// Dynamic colours: a value per appearance (light, dark), elevation (a dark sheet or popover is
// drawn on lighter backgrounds) and contrast (Increase Contrast), as UIKit's dynamic colours and
// an asset catalogue's colour sets have, resolved to one plain colour where a view is drawn.

extension Color {
  /// A dynamic colour: `light` in the light appearance and `dark` in the dark one, optionally
  /// with other values for elevated dark content and for Increase Contrast
  /// (`accessibilityContrast == .high`).
  ///
  /// ```swift
  /// let card = Color(light: .white, dark: Color(hex: "#1C1C1E")!)
  /// let brand = Color(
  ///   light: Color(hex: "#6750A4")!, dark: Color(hex: "#D0BCFF")!,
  ///   highContrastLight: Color(hex: "#4A3880")!)
  /// card.resolved(for: .dark)   // #1C1C1EFF
  /// ```
  ///
  /// A value not given falls back to a less specific one: elevated dark to `dark`; high contrast
  /// light to `light`; high contrast dark to `dark`; high contrast elevated dark to elevated dark
  /// if given (elevation keeps a sheet apart from what is under it), else to high contrast dark,
  /// else to `dark`. A value that is itself dynamic is resolved for the traits of its place, so
  /// `Color(light: .systemBlue, dark: .systemBlue)` equals `.systemBlue`. A colour whose values
  /// all come out equal is plain.
  public init(
    light: Color, dark: Color, elevatedDark: Color? = nil, highContrastLight: Color? = nil,
    highContrastDark: Color? = nil, highContrastElevatedDark: Color? = nil
  ) {
    let variants = Variants(
      dark: dark.resolved(for: .dark),
      elevatedDark: (elevatedDark ?? dark).resolved(for: .dark, elevated: true),
      highContrastLight: (highContrastLight ?? light).resolved(for: .light, highContrast: true),
      highContrastDark: (highContrastDark ?? dark).resolved(for: .dark, highContrast: true),
      highContrastElevatedDark: (highContrastElevatedDark ?? elevatedDark ?? highContrastDark ?? dark)
        .resolved(for: .dark, elevated: true, highContrast: true))
    self = light.resolved(for: .light)
    if !variants.all(equal: self) { self.variants = variants }
  }

  /// Whether the colour has different values in different appearances; `false` for a plain
  /// colour, which is drawn the same everywhere.
  ///
  /// ```swift
  /// Color.label.isDynamic   // true
  /// Color.black.isDynamic   // false
  /// ```
  public var isDynamic: Bool { variants != nil }

  /// The plain colour this one is drawn with in `appearance`, for elevated content (a dark
  /// sheet, popover or alert; it changes only dark values) and with Increase Contrast on; a
  /// plain colour is itself.
  ///
  /// ```swift
  /// Color.systemBackground.resolved(for: .light)                  // #FFFFFFFF
  /// Color.systemBackground.resolved(for: .dark)                   // #000000FF
  /// Color.systemBackground.resolved(for: .dark, elevated: true)   // #1C1C1EFF
  /// Color.systemBlue.resolved(for: .light, highContrast: true)    // #0040DDFF
  /// Color.red.resolved(for: .dark)                                // .red
  /// ```
  public func resolved(for appearance: Appearance, elevated: Bool = false, highContrast: Bool = false)
    -> Color
  {
    guard let variants else { return self }
    switch (appearance, elevated, highContrast) {
    case (.light, _, false): return Color(red: red, green: green, blue: blue, alpha: alpha)
    case (.light, _, true): return variants.highContrastLight
    case (.dark, false, false): return variants.dark
    case (.dark, true, false): return variants.elevatedDark
    case (.dark, false, true): return variants.highContrastDark
    case (.dark, true, true): return variants.highContrastElevatedDark
    }
  }

  /// A dynamic colour's values besides its light one, each plain.
  ///
  /// Immutable and shared, so a dynamic colour costs one reference more than a plain one.
  final class Variants: Hashable, Sendable {
    let dark: Color
    let elevatedDark: Color
    let highContrastLight: Color
    let highContrastDark: Color
    let highContrastElevatedDark: Color

    init(
      dark: Color, elevatedDark: Color, highContrastLight: Color, highContrastDark: Color,
      highContrastElevatedDark: Color
    ) {
      self.dark = dark
      self.elevatedDark = elevatedDark
      self.highContrastLight = highContrastLight
      self.highContrastDark = highContrastDark
      self.highContrastElevatedDark = highContrastElevatedDark
    }

    private var values: [Color] {
      [dark, elevatedDark, highContrastLight, highContrastDark, highContrastElevatedDark]
    }

    /// Whether every value is `color`.
    func all(equal color: Color) -> Bool {
      values.allSatisfy { $0 == color }
    }

    /// The variants with `transform` applied to each value.
    func map(_ transform: (Color) -> Color) -> Variants {
      Variants(
        dark: transform(dark), elevatedDark: transform(elevatedDark),
        highContrastLight: transform(highContrastLight), highContrastDark: transform(highContrastDark),
        highContrastElevatedDark: transform(highContrastElevatedDark))
    }

    static func == (lhs: Variants, rhs: Variants) -> Bool {
      lhs === rhs || lhs.values == rhs.values
    }

    func hash(into hasher: inout Hasher) {
      hasher.combine(values)
    }
  }
}
