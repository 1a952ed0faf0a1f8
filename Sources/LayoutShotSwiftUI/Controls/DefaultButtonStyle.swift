/// The default button style, which on iOS is ``BorderlessButtonStyle`` (SwiftUI's
/// `DefaultButtonStyle`).
public struct DefaultButtonStyle: PrimitiveButtonStyle {
  /// The default style.
  nonisolated public init() {}

  /// The label, tinted.
  public func makeBody(configuration: Configuration) -> some View {
    BorderlessButtonStyle().makeBody(configuration: configuration)
  }
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
  /// The platform's default: borderless on iOS.
  public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}
