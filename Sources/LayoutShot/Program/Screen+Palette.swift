// The spelling of the tint palette from before it folded into the OS edition, kept so that code
// written for it still compiles (with a deprecation warning pointing at `os`).

extension Screen {
  /// The system tints: those of ``os``.
  ///
  /// Setting a palette sets the edition that has it, and with
  /// it a device's safe area.
  @available(*, deprecated, renamed: "os", message: "the palette is the OS edition's")
  public var palette: SystemPalette {
    get { os.palette }
    set { os = OSEdition(palette: newValue) }
  }
}
