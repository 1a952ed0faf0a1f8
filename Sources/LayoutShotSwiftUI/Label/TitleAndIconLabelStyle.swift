import Foundation

/// The icon, then the title, centred on each other and 8 points apart (SwiftUI's
/// `TitleAndIconLabelStyle`; Documentation/SwiftUIControls.md#label).
///
/// ```swift
/// Label("Inbox", systemImage: "tray").labelStyle(.titleAndIcon)
/// ```
public struct TitleAndIconLabelStyle: LabelStyle {
  /// The title-and-icon style.
  nonisolated public init() {}

  /// The icon beside the title.
  public func makeBody(configuration: Configuration) -> some View {
    HStack(spacing: Self.iconToTitleSpacing) {
      configuration.icon
      configuration.title
    }
  }

  /// The space between the icon and the title.
  static let iconToTitleSpacing: CGFloat = 8
}

extension LabelStyle where Self == TitleAndIconLabelStyle {
  /// The icon beside the title.
  public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}
