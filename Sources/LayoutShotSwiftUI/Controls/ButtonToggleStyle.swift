/// A toggle drawn as a button (SwiftUI's `ButtonToggleStyle`): when on, its label tinted on a
/// faint plate of the tint; when off, its label tinted alone
/// (Documentation/SwiftUIControls.md#toggle).
///
/// ```swift
/// Toggle("Bold", isOn: $isBold).toggleStyle(.button)
/// ```
public struct ButtonToggleStyle: ToggleStyle {
  /// The button style.
  nonisolated public init() {}

  /// The label as a button, on a plate when on.
  public func makeBody(configuration: Configuration) -> some View {
    ButtonLabelBody(
      label: PrimitiveButtonStyleConfiguration.Label(content: AnyView(configuration.label)), role: nil,
      fill: configuration.isOn ? .tinted : .none)
  }
}

extension ToggleStyle where Self == ButtonToggleStyle {
  /// A button that is on or off.
  public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}
