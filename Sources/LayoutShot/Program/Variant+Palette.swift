// The spelling of the tint palette from before it folded into the OS edition, kept so that code
// written for it still compiles (with a deprecation warning pointing at `os`).

extension Variant {
  /// The system tints: those of ``os``.
  ///
  /// Setting a palette sets the edition that has it.
  @available(*, deprecated, renamed: "os", message: "the palette is the OS edition's")
  public var palette: SystemPalette {
    get { os.palette }
    set { os = OSEdition(palette: newValue) }
  }

  /// A variant whose edition is the one with `palette`'s tints.
  @available(*, deprecated, message: "the palette is the OS edition's: pass os: .ios18 or .ios26")
  public init(
    appearance: Appearance = .light, contentSize: ContentSizeCategory = .large,
    layoutDirection: LayoutDirection = .leftToRight, pseudoLocale: PseudoLocale? = nil,
    language: String? = nil, increasesContrast: Bool = false, level: InterfaceLevel = .base,
    palette: SystemPalette, keyboard: KeyboardState = .hidden
  ) {
    self.init(
      appearance: appearance, contentSize: contentSize, layoutDirection: layoutDirection,
      pseudoLocale: pseudoLocale, language: language, increasesContrast: increasesContrast, level: level,
      os: OSEdition(palette: palette), keyboard: keyboard)
  }
}
