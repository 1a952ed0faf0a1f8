/// The default look of a button on iOS (SwiftUI's `BorderlessButtonStyle`, also `.automatic`):
/// its label in the tint colour, red when destructive, `tertiaryLabel` when disabled
/// (Documentation/SwiftUIControls.md#button).
///
/// ```swift
/// Button("Forgot password?") {}.buttonStyle(.borderless)
/// ```
public struct BorderlessButtonStyle: PrimitiveButtonStyle {
  /// The borderless style.
  nonisolated public init() {}

  /// The label, tinted.
  public func makeBody(configuration: Configuration) -> some View {
    ButtonLabelBody(label: configuration.label, role: configuration.role, fill: .none)
  }
}

extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
  /// A borderless button: its label tinted.
  public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}
