/// Light or dark appearance (`UIUserInterfaceStyle`): which of a dynamic colour's values views are
/// drawn with.
///
/// ```swift
/// let dark = Screen(device: .iPhone12, appearance: .dark)
/// Color.systemBackground.resolved(for: .dark)   // black
/// ```
public enum Appearance: String, Hashable, Sendable, CaseIterable {
  /// Light mode, the default.
  case light
  /// Dark mode.
  case dark
}
