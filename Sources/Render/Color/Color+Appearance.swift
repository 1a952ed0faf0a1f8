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
    // Values that are system tints keep their iOS 26 edition.
    let given = [light, dark, elevatedDark, highContrastLight, highContrastDark, highContrastElevatedDark]
    if given.contains(where: { $0?.variants?.ios26 != nil }) {
      func modern(_ color: Color?) -> Color? { color.map { $0.variants?.ios26 ?? $0 } }
      let ios26 = Color(
        light: modern(light) ?? light, dark: modern(dark) ?? dark, elevatedDark: modern(elevatedDark),
        highContrastLight: modern(highContrastLight), highContrastDark: modern(highContrastDark),
        highContrastElevatedDark: modern(highContrastElevatedDark))
      self = withIOS26Values(ios26)
    }
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
  /// sheet, popover or alert; it changes only dark values), with Increase Contrast on, and in the
  /// tints of `palette` (a system tint's iOS 26 values); a plain colour is itself.
  ///
  /// ```swift
  /// Color.systemBackground.resolved(for: .light)                  // #FFFFFFFF
  /// Color.systemBackground.resolved(for: .dark)                   // #000000FF
  /// Color.systemBackground.resolved(for: .dark, elevated: true)   // #1C1C1EFF
  /// Color.systemBlue.resolved(for: .light, highContrast: true)    // #0040DDFF
  /// Color.red.resolved(for: .dark)                                // .red
  /// ```
  public func resolved(
    for appearance: Appearance, elevated: Bool = false, highContrast: Bool = false,
    palette: SystemPalette = .ios18
  ) -> Color {
    guard let variants else { return self }
    if palette == .ios26, let modern = variants.ios26 {
      return modern.resolved(for: appearance, elevated: elevated, highContrast: highContrast)
    }
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
    /// A system tint's iOS 26 values, a dynamic colour of their own (``SystemPalette/ios26``);
    /// `nil` for a colour that is the same in both palettes.
    let ios26: Color?

    init(
      dark: Color, elevatedDark: Color, highContrastLight: Color, highContrastDark: Color,
      highContrastElevatedDark: Color, ios26: Color? = nil
    ) {
      self.dark = dark
      self.elevatedDark = elevatedDark
      self.highContrastLight = highContrastLight
      self.highContrastDark = highContrastDark
      self.highContrastElevatedDark = highContrastElevatedDark
      self.ios26 = ios26
    }

    private var values: [Color] {
      [dark, elevatedDark, highContrastLight, highContrastDark, highContrastElevatedDark]
    }

    /// Whether every value is `color`, in both palettes.
    func all(equal color: Color) -> Bool {
      ios26 == nil && values.allSatisfy { $0 == color }
    }

    /// The variants with `transform` applied to each value, the iOS 26 ones too.
    func map(_ transform: (Color) -> Color) -> Variants {
      Variants(
        dark: transform(dark), elevatedDark: transform(elevatedDark),
        highContrastLight: transform(highContrastLight), highContrastDark: transform(highContrastDark),
        highContrastElevatedDark: transform(highContrastElevatedDark), ios26: ios26.map(transform))
    }

    static func == (lhs: Variants, rhs: Variants) -> Bool {
      lhs === rhs || (lhs.values == rhs.values && lhs.ios26 == rhs.ios26)
    }

    func hash(into hasher: inout Hasher) {
      hasher.combine(values)
      hasher.combine(ios26)
    }
  }
}

extension Color {
  /// The colour with its opacity multiplied by `factor` in every appearance and palette, each
  /// value keeping its own (setting ``alpha`` gives every value the light one's).
  ///
  /// ```swift
  /// Color.secondaryLabel.withAlphaMultiplied(by: 0.5)   // light #3C3C43 at 0.3, dark #EBEBF5 at 0.3
  /// ```
  public func withAlphaMultiplied(by factor: Double) -> Color {
    var color = self
    color.variants = nil
    color.alpha = alpha * factor
    let scaled = variants?.map { $0.withAlphaMultiplied(by: factor) }
    color.variants = scaled.flatMap { $0.all(equal: color) ? nil : $0 }
    return color
  }

  /// This colour with `modern` as its values in the iOS 26 palette (``SystemPalette/ios26``).
  func withIOS26Values(_ modern: Color) -> Color {
    var color = self
    let variants =
      color.variants
      ?? Variants(
        dark: self, elevatedDark: self, highContrastLight: self, highContrastDark: self,
        highContrastElevatedDark: self)
    color.variants = Variants(
      dark: variants.dark, elevatedDark: variants.elevatedDark, highContrastLight: variants.highContrastLight,
      highContrastDark: variants.highContrastDark,
      highContrastElevatedDark: variants.highContrastElevatedDark,
      ios26: modern)
    return color
  }
}
