/// The title alone (SwiftUI's `TitleOnlyLabelStyle`).
///
/// ```swift
/// Label("Inbox", systemImage: "tray").labelStyle(.titleOnly)
/// ```
public struct TitleOnlyLabelStyle: LabelStyle {
  /// The title-only style.
  nonisolated public init() {}

  /// The title.
  public func makeBody(configuration: Configuration) -> some View {
    configuration.title
  }
}

extension LabelStyle where Self == TitleOnlyLabelStyle {
  /// The title alone.
  public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}
