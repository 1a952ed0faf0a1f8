/// A design of the system font: `UIFontDescriptor.SystemDesign` and SwiftUI's `Font.Design`.
///
/// LayoutShot bundles one family, so every design draws in the system family; a monospaced font
/// has digits of one width, so the monospaced design sets its digits tabular, the nearest the
/// bundled family comes to it (Documentation/SwiftUIDrawing.md#font-designs).
///
/// ```swift
/// var clock = FontDescriptor.systemFont(ofSize: 48)
/// clock.design = .rounded
/// ```
public enum FontDesign: String, Hashable, Sendable, CaseIterable {
  /// San Francisco.
  case `default`
  /// New York: the system family here.
  case serif
  /// SF Pro Rounded: the system family here.
  case rounded
  /// SF Mono: the system family here, its digits tabular.
  case monospaced
}
