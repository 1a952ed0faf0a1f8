/// Which edition of the system tint colours dynamic colours take: Apple retuned the tints for iOS
/// 26 (`systemBlue` went from #007AFF to #0088FF in light mode, from #0A84FF to #0091FF in dark).
///
/// Only the twelve tints (`systemRed` … `systemBrown`) differ; the greys and the element colours
/// (labels, fills, backgrounds, separators) are the same in both, as the Human Interface
/// Guidelines list them. The default is the iOS 15–18 palette, the one most existing references
/// were made with.
///
/// ```swift
/// Color.systemBlue.resolved(for: .light)                    // #007AFFFF
/// Color.systemBlue.resolved(for: .light, palette: .ios26)   // #0088FFFF
/// ```
public enum SystemPalette: String, Hashable, Sendable, CaseIterable {
  /// The tints of iOS 15 to 18 (HIG 2021–2024).
  case ios18
  /// The tints of iOS 26 (HIG, 9 June 2025).
  case ios26
}
