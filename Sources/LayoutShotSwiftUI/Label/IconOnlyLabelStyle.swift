/// The icon alone (SwiftUI's `IconOnlyLabelStyle`).
///
/// ```swift
/// Label("Share", systemImage: "square.and.arrow.up").labelStyle(.iconOnly)
/// ```
public struct IconOnlyLabelStyle: LabelStyle {
  /// The icon-only style.
  nonisolated public init() {}

  /// The icon.
  public func makeBody(configuration: Configuration) -> some View {
    configuration.icon
  }
}

extension LabelStyle where Self == IconOnlyLabelStyle {
  /// The icon alone.
  public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}
