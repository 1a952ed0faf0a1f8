/// The default toggle style, which on iOS is ``SwitchToggleStyle`` (SwiftUI's
/// `DefaultToggleStyle`).
public struct DefaultToggleStyle: ToggleStyle {
  /// The default style.
  nonisolated public init() {}

  /// The label and the switch.
  public func makeBody(configuration: Configuration) -> some View {
    SwitchToggleStyle().makeBody(configuration: configuration)
  }
}

extension ToggleStyle where Self == DefaultToggleStyle {
  /// The platform's default: a switch on iOS.
  public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}
