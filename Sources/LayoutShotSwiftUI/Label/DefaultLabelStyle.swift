/// The platform's label style: title and icon outside lists on iOS (SwiftUI's
/// `DefaultLabelStyle`).
public struct DefaultLabelStyle: LabelStyle {
  /// The default style.
  nonisolated public init() {}

  /// The icon beside the title.
  public func makeBody(configuration: Configuration) -> some View {
    TitleAndIconLabelStyle().makeBody(configuration: configuration)
  }
}

extension LabelStyle where Self == DefaultLabelStyle {
  /// The platform's default: title and icon.
  public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}
