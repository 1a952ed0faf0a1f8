/// How far forward content sits (`UIUserInterfaceLevel`): a screen's content is at the base
/// level; the system raises a sheet, a popover or an alert to the elevated level, where dark-mode
/// backgrounds are lighter so that it stands apart from what lies under it.
///
/// Only dark colours change: ``Color/systemBackground`` is #000000 at the base level in dark mode
/// and #1C1C1E elevated; in light mode the two levels look the same.
///
/// ```swift
/// let sheet = Variant(appearance: .dark, level: .elevated)   // a sheet's content, in dark mode
/// sheet.nameComponents                                      // ["dark", "elevated"]
/// ```
public enum InterfaceLevel: String, Hashable, Sendable, CaseIterable {
  /// A screen's own content.
  case base
  /// Content the system presents above a screen: a sheet, a popover, an alert.
  case elevated
}
